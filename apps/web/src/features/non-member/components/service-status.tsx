import type { ServiceStatus } from "../api";

/** The live status line from GET health-check; a Korean notice when the API cannot be reached. */
export function ServiceStatusNotice({ status }: { status: ServiceStatus }) {
  if (status.isAvailable) {
    return (
      <p className="flex items-center gap-2 text-xs text-gray-500" data-testid="service-status">
        <span className="size-2 rounded-full bg-level-safe" aria-hidden="true" />
        <span>
          서비스 정상 운영 중 · <time dateTime={status.checkedAt}>{status.checkedAtLabel}</time> 기준
        </span>
      </p>
    );
  }
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900" data-testid="service-status">
      {status.message}
    </p>
  );
}
