import { ALERT_SEVERITY, ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity } from "@evsafe/contract";

/**
 * Colours of the four safety levels (SPEC §4 alert severity 01–04), from the theme's `level-*` colours.
 * Colour is never the only signal: every use prints the Korean label beside it. Text takes the 700 shade: the
 * `level-*` colours are for dots and bars (3:1 is enough there) and fall under 4.5:1 as text on the tinted `bg`.
 */
export const SEVERITY_STYLE: Record<AlertSeverity, { text: string; bg: string; dot: string; bar: string }> = {
  [ALERT_SEVERITY.SAFE]: { text: "text-green-700", bg: "bg-green-50", dot: "bg-level-safe", bar: "bg-level-safe" },
  [ALERT_SEVERITY.CAUTION]: { text: "text-amber-700", bg: "bg-amber-50", dot: "bg-level-caution", bar: "bg-level-caution" },
  [ALERT_SEVERITY.WARNING]: { text: "text-orange-700", bg: "bg-orange-50", dot: "bg-level-warning", bar: "bg-level-warning" },
  [ALERT_SEVERITY.SERIOUS]: { text: "text-red-700", bg: "bg-red-50", dot: "bg-level-serious", bar: "bg-level-serious" },
};

export const NEUTRAL_STYLE = { text: "text-gray-700", bg: "bg-gray-50", dot: "bg-gray-400", bar: "bg-gray-400" } as const;

export function severityStyle(severity: AlertSeverity | null | undefined) {
  return severity ? SEVERITY_STYLE[severity] : NEUTRAL_STYLE;
}

export function severityLabel(severity: AlertSeverity | null | undefined): string | null {
  return severity ? ALERT_SEVERITY_LABEL[severity] : null;
}
