import type { AlertSeverity } from "@evsafe/contract";

/** One point of a trend: `x` is a day (`YYYY-MM-DD`) or a month (`YYYY-MM`). */
export interface TrendPoint {
  x: string;
  y: number;
}

/** A horizontal band behind the line (a threshold range), coloured by the severity it stands for. */
export interface TrendBand {
  from: number;
  to: number;
  severity: AlertSeverity;
}

/** Band fills: the theme's level colours (styles/globals.css) at low opacity, so the line stays the figure. */
export const BAND_FILL: Record<AlertSeverity, string> = {
  "01": "rgba(22, 163, 74, 0.10)",
  "02": "rgba(202, 138, 4, 0.14)",
  "03": "rgba(234, 88, 12, 0.14)",
  "04": "rgba(220, 38, 38, 0.14)",
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * The x position of a point: days since 1970 for a day, months since 1970 for a month, so gaps in the data stay
 * gaps on the axis. Anything else is not a date of ours.
 */
export function xPosition(x: string): number {
  const day = DAY.exec(x);
  if (day) return Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!) / 86_400_000;
  const month = MONTH.exec(x);
  if (month) return (+month[1]! - 1970) * 12 + (+month[2]! - 1);
  throw new Error(`not a day or month: ${x}`);
}

/** `11/3` for a day, `2026.11` for a month: short enough for five labels on a 360 px wide axis. */
export function shortLabel(x: string): string {
  const day = DAY.exec(x);
  if (day) return `${+day[2]!}/${+day[3]!}`;
  const month = MONTH.exec(x);
  if (month) return `${month[1]}.${month[2]}`;
  return x;
}

/** `11월 3일` for a day, `2026년 11월` for a month: the table's and the touch readout's wording. */
export function longLabel(x: string): string {
  const day = DAY.exec(x);
  if (day) return `${+day[2]!}월 ${+day[3]!}일`;
  const month = MONTH.exec(x);
  if (month) return `${month[1]}년 ${+month[2]!}월`;
  return x;
}

/** At most `max` labelled points on the axis: the first, the last and evenly spaced ones between. */
export function axisTicks(count: number, max = 5): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}
