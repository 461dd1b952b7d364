import { codeList } from "./code-list";

/** SPEC §4 alert severity and type codes (zod-free: see constants/index.ts). */

const alertSeverity = codeList({ SAFE: ["01", "안전"], CAUTION: ["02", "주의"], WARNING: ["03", "경고"], SERIOUS: ["04", "심각"] });
export const ALERT_SEVERITY = alertSeverity.values;
export const ALERT_SEVERITY_LABEL = alertSeverity.labels;
export const ALERT_SEVERITY_CODES = alertSeverity.codes;
export type AlertSeverity = (typeof ALERT_SEVERITY_CODES)[number];
/** The same four levels in the `lv01`–`lv04` spelling some endpoints use (SPEC §4). */
export const ALERT_LEVEL = { SAFE: "lv01", CAUTION: "lv02", WARNING: "lv03", SERIOUS: "lv04" } as const;
export type AlertLevel = (typeof ALERT_LEVEL)[keyof typeof ALERT_LEVEL];
export const severityToLevel = (s: AlertSeverity) => `lv${s}` as AlertLevel;

const alertType = codeList({ SAFETY: ["01", "안전 알림"], GENERAL: ["02", "일반 알림"] });
export const ALERT_TYPE = alertType.values;
export const ALERT_TYPE_LABEL = alertType.labels;
export const ALERT_TYPE_CODES = alertType.codes;

/**
 * Safety-score range of each severity: the grade bands of docs/thresholds.md §3 (A and B safe, C caution, D warning,
 * E serious). Charts draw them behind a score line; the API's grade table is tested against them.
 */
export const SCORE_SEVERITY_RANGES: readonly { severity: AlertSeverity; from: number; to: number }[] = [
  { severity: "04", from: 0, to: 50 },
  { severity: "03", from: 50, to: 70 },
  { severity: "02", from: 70, to: 85 },
  { severity: "01", from: 85, to: 100 },
];
