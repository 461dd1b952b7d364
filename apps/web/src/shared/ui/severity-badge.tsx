import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity } from "@evsafe/contract";
import { severityLabel, severityStyle } from "@/shared/ui/severity";

/**
 * A shape per level, so the level reads without colour too (beside its Korean label): a tick in a circle (안전),
 * an outlined triangle (주의), a filled triangle (경고), a filled octagon (심각).
 */
export const SEVERITY_ICON: Record<AlertSeverity, { name: string; paths: string[]; filled: boolean }> = {
  [ALERT_SEVERITY.SAFE]: {
    name: "circle-check",
    paths: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "m8 12.5 2.8 2.8L16.5 9.5"],
    filled: false,
  },
  [ALERT_SEVERITY.CAUTION]: { name: "triangle", paths: ["M12 3.5 2.5 20h19z", "M12 10v4.5", "M12 17.3v.2"], filled: false },
  [ALERT_SEVERITY.WARNING]: { name: "triangle-filled", paths: ["M12 3.5 2.5 20h19z"], filled: true },
  [ALERT_SEVERITY.SERIOUS]: { name: "octagon-filled", paths: ["M8.3 2.5h7.4l5.3 5.3v7.4l-5.3 5.3H8.3L3 15.2V7.8z"], filled: true },
};

export function SeverityIcon({ severity, className = "size-4" }: { severity: AlertSeverity; className?: string }) {
  const icon = SEVERITY_ICON[severity];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      data-icon={icon.name}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} fill={icon.filled ? "currentColor" : "none"} />
      ))}
      {icon.filled && <path d="M12 9.5v5M12 17.3v.2" stroke="white" />}
    </svg>
  );
}

/**
 * The level of an alert as a tinted badge: its shape and its Korean label (주의, 경고, …). A general alert of the
 * lowest level is a notice, not a safety verdict: it says 안내 instead of 안전.
 */
export function SeverityBadge({ severity, notice = false }: { severity: AlertSeverity; notice?: boolean }) {
  if (notice && severity === ALERT_SEVERITY.SAFE) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-bold text-gray-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 shrink-0"
          data-icon="info"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 7.8v.2" />
        </svg>
        안내
      </span>
    );
  }
  const style = severityStyle(severity);
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${style.bg} ${style.text}`}>
      <SeverityIcon severity={severity} />
      {severityLabel(severity)}
    </span>
  );
}
