import { STATUS_STATISTICS_MAX_DAYS } from "@evsafe/contract/constants/driving";

/**
 * /driving's two periods, kept in the address so Back and reload bring them again: `period` (the figures' week,
 * month or year, `vehicle/statistics/{x}` and `vehicle/trip-charge/{x}`) and `range` with `start`/`end` (the
 * battery statistics' days, `main/vehicle/status/statistics`).
 */

export const DRIVING_PERIODS = ["week", "month", "year"] as const;
export type DrivingPeriod = (typeof DRIVING_PERIODS)[number];
export const DRIVING_PERIOD_LABEL: Record<DrivingPeriod, string> = { week: "주", month: "월", year: "년" };
/** What each period covers, as the API defines it (docs/thresholds.md §5). */
export const DRIVING_PERIOD_SPAN: Record<DrivingPeriod, string> = { week: "최근 7일", month: "최근 30일", year: "최근 12개월" };

export const RANGE_PRESETS = ["7d", "30d", "3m", "ytd"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_LABEL: Record<RangePreset, string> = { "7d": "최근 7일", "30d": "최근 30일", "3m": "최근 3개월", ytd: "올해" };
export const DEFAULT_RANGE_PRESET: RangePreset = "30d";

/** A resolved battery-statistics range: a preset, or the driver's own days (`custom`). */
export interface StatusRange {
  preset: RangePreset | "custom";
  start: string;
  end: string;
}

type Query = Record<string, string | string[] | undefined>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (1 for the same day). */
export function spanDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The figures' period of the address; `week` when absent or unknown. */
export function drivingPeriodOf(query: Query): DrivingPeriod {
  const p = first(query.period);
  return (DRIVING_PERIODS as readonly string[]).includes(p ?? "") ? (p as DrivingPeriod) : "week";
}

/** The days a preset covers up to `today`: 3 months back from tomorrow's date a quarter ago, the year from 1 January. */
export function presetRange(preset: RangePreset, today: string): StatusRange {
  if (preset === "7d") return { preset, start: addDays(today, -6), end: today };
  if (preset === "30d") return { preset, start: addDays(today, -29), end: today };
  if (preset === "ytd") return { preset, start: `${today.slice(0, 4)}-01-01`, end: today };
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  // The same day three months earlier, the day after it, so that the range is three months long; a day the
  // month does not have (31 May → 31 Feb) falls back to the month's last day.
  const back = new Date(Date.UTC(y, m - 1 - 3, 1));
  const lastOfMonth = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(d, lastOfMonth));
  return { preset, start: addDays(back.toISOString().slice(0, 10), 1), end: today };
}

/** What is wrong with a custom range, field by field (Korean, shown next to the field); empty when it is fine. */
export interface RangeErrors {
  start?: string;
  end?: string;
}

/**
 * The API's rules for `main/vehicle/status/statistics` (both dates, end ≥ start, at most 366 days) and the app's
 * own (no future day), checked before a request so that the API's 400 is never reached.
 */
export function validateRange(start: string, end: string, today: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!start) errors.start = "시작일을 골라 주세요.";
  else if (!isCalendarDate(start)) errors.start = "시작일을 날짜 형식(YYYY-MM-DD)으로 골라 주세요.";
  else if (start > today) errors.start = "시작일은 오늘 이후로 고를 수 없어요.";
  if (!end) errors.end = "종료일을 골라 주세요.";
  else if (!isCalendarDate(end)) errors.end = "종료일을 날짜 형식(YYYY-MM-DD)으로 골라 주세요.";
  else if (end > today) errors.end = "종료일은 오늘 이후로 고를 수 없어요.";
  if (errors.start || errors.end) return errors;
  if (end < start) errors.end = "종료일은 시작일과 같거나 그 뒤여야 해요.";
  else if (spanDays(start, end) > STATUS_STATISTICS_MAX_DAYS)
    errors.end = `기간은 최대 ${STATUS_STATISTICS_MAX_DAYS}일까지 고를 수 있어요. 지금은 ${spanDays(start, end)}일이에요.`;
  return errors;
}

/**
 * The battery statistics' range of the address. A custom range that breaks a rule (typed into the address by
 * hand, or a day that became "future" on another phone) falls back to the default preset, so no request the API
 * would refuse is ever made.
 */
export function statusRangeOf(query: Query, today: string): StatusRange {
  const range = first(query.range);
  if (range === "custom") {
    const start = first(query.start) ?? "";
    const end = first(query.end) ?? "";
    const errors = validateRange(start, end, today);
    if (!errors.start && !errors.end) return { preset: "custom", start, end };
  }
  const preset = (RANGE_PRESETS as readonly string[]).includes(range ?? "") ? (range as RangePreset) : DEFAULT_RANGE_PRESET;
  return presetRange(preset, today);
}

/** The address's query for a figures' period and a range, without the defaults (a bare /driving is week, 30 days). */
export function drivingQuery(period: DrivingPeriod, range: StatusRange): Record<string, string> {
  const q: Record<string, string> = {};
  if (period !== "week") q.period = period;
  if (range.preset === "custom") Object.assign(q, { range: "custom", start: range.start, end: range.end });
  else if (range.preset !== DEFAULT_RANGE_PRESET) q.range = range.preset;
  return q;
}
