import { ALERT_SEVERITY, ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity } from "@evsafe/contract";

/**
 * Classes of the four safety levels (SPEC §4 alert severity 01–04), from the theme's `level-*` colours, which are the
 * contract's `SEVERITY_COLORS`. Colour is never the only signal: every use prints the Korean label beside it.
 */
export const SEVERITY_STYLE: Record<AlertSeverity, { text: string; bg: string; dot: string; bar: string; border: string }> = {
  [ALERT_SEVERITY.SAFE]: {
    text: "text-level-safe-text",
    bg: "bg-level-safe-tint",
    dot: "bg-level-safe",
    bar: "bg-level-safe",
    border: "border-level-safe",
  },
  [ALERT_SEVERITY.CAUTION]: {
    text: "text-level-caution-text",
    bg: "bg-level-caution-tint",
    dot: "bg-level-caution",
    bar: "bg-level-caution",
    border: "border-level-caution",
  },
  [ALERT_SEVERITY.WARNING]: {
    text: "text-level-warning-text",
    bg: "bg-level-warning-tint",
    dot: "bg-level-warning",
    bar: "bg-level-warning",
    border: "border-level-warning",
  },
  [ALERT_SEVERITY.SERIOUS]: {
    text: "text-level-serious-text",
    bg: "bg-level-serious-tint",
    dot: "bg-level-serious",
    bar: "bg-level-serious",
    border: "border-level-serious",
  },
};

export const NEUTRAL_STYLE = {
  text: "text-gray-700",
  bg: "bg-gray-50",
  dot: "bg-gray-400",
  bar: "bg-gray-400",
  border: "border-gray-300",
} as const;

export function severityStyle(severity: AlertSeverity | null | undefined) {
  return severity ? SEVERITY_STYLE[severity] : NEUTRAL_STYLE;
}

export function severityLabel(severity: AlertSeverity | null | undefined): string | null {
  return severity ? ALERT_SEVERITY_LABEL[severity] : null;
}
