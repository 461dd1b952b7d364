import type { AlertSeverity } from "./alerts";

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
