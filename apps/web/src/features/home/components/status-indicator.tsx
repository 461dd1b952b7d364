import type { AlertSeverity } from "@evsafe/contract";
import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import { severityLabel, severityStyle } from "@/shared/ui/severity";
import { useFlicker } from "../flicker";

const RING: Record<AlertSeverity, string> = {
  "01": "ring-level-safe",
  "02": "ring-level-caution",
  "03": "ring-level-warning",
  "04": "ring-level-serious",
};

/**
 * The battery status on the score card: a coloured dot and the Korean label. At caution or worse it flickers
 * after the screen opens (useFlicker); while it does, it is a button and a tap stops it.
 */
export function StatusIndicator({ severity }: { severity: AlertSeverity | null }) {
  const attention = severity !== null && severity !== ALERT_SEVERITY.SAFE;
  const { mode, continuous, stop } = useFlicker(attention);
  const style = severityStyle(severity);
  const label = severityLabel(severity) ?? "확인 전";
  const content = (
    <>
      <span aria-hidden="true" data-dot className={`size-2.5 rounded-full ${style.dot}`} />
      상태 <strong className={style.text}>{label}</strong>
    </>
  );
  if (mode === "off" || !severity) {
    return (
      // The same box as the button below, so the flicker starting after hydration moves nothing (layout shift).
      <span className="-mx-2 -my-1 flex min-h-11 items-center gap-2 rounded-full px-3" data-testid="status-indicator" data-flicker="off">
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={stop}
      data-testid="status-indicator"
      data-flicker={mode}
      className={`-mx-2 -my-1 flex min-h-11 items-center gap-2 rounded-full bg-white px-3 font-medium outline-none ring-2 focus-visible:ring-brand-600 ${RING[severity]} ${mode === "flicker" ? `status-flicker status-flicker-${severity}` : "ring-4"}`}
    >
      {content}
      <span className="sr-only">{continuous ? ", 눌러서 깜빡임 멈추기" : ", 눌러서 강조 멈추기"}</span>
    </button>
  );
}
