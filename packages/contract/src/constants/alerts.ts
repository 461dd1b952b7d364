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
 * The `metric` of the general alert that announces a month's battery report (its `day` is the month's first day): the
 * alert's detail opens that month's report (docs/report.md).
 */
export const MONTHLY_REPORT_METRIC = "monthlyReport";
