import { LOG_MAX_DAYS } from "@evsafe/contract/constants/driving-log";

/**
 * The periods of the trip and charge logs, as a Korean driver names them: weeks run Monday to Sunday, months are
 * calendar months, and a period never runs past today (KST). The chosen one lives in the address (`?period=`,
 * with `start` and `end` for 직접 선택) so Back and a reload keep it.
 */
export const LOG_PERIODS = ["this-week", "last-week", "this-month", "last-month", "custom"] as const;
export type LogPeriod = (typeof LOG_PERIODS)[number];
export const LOG_PERIOD_LABEL: Record<LogPeriod, string> = {
  "this-week": "이번 주",
  "last-week": "지난 주",
  "this-month": "이번 달",
  "last-month": "지난 달",
  custom: "직접 선택",
};

export interface LogRange {
  start: string;
  end: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus n days. */
export const addDays = (day: string, n: number) => iso(utc(day) + n * 86_400_000);
/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export const isRealDay = (day: unknown): day is string => typeof day === "string" && DAY.test(day) && iso(utc(day)) === day;

/** Monday of the week of `day`. */
function monday(day: string) {
  const dow = new Date(utc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((dow + 6) % 7));
}

/** The days of a preset period on `today`. */
export function presetRange(period: Exclude<LogPeriod, "custom">, today: string): LogRange {
  switch (period) {
    case "this-week":
      return { start: monday(today), end: today };
    case "last-week": {
      const start = addDays(monday(today), -7);
      return { start, end: addDays(start, 6) };
    }
    case "this-month":
      return { start: `${today.slice(0, 7)}-01`, end: today };
    case "last-month": {
      const end = addDays(`${today.slice(0, 7)}-01`, -1);
      return { start: `${end.slice(0, 7)}-01`, end };
    }
  }
}

/** What is wrong with a chosen range, in Korean, by field; empty when the log can be asked for it. */
export function customRangeErrors(start: string, end: string, today: string): { start?: string; end?: string } {
  if (!isRealDay(start)) return { start: "시작일을 선택해 주세요." };
  if (!isRealDay(end)) return { end: "종료일을 선택해 주세요." };
  if (start > today) return { start: "오늘 이후의 날짜는 선택할 수 없어요." };
  if (end > today) return { end: "오늘 이후의 날짜는 선택할 수 없어요." };
  if (end < start) return { end: "종료일은 시작일과 같거나 뒤여야 해요." };
  if ((utc(end) - utc(start)) / 86_400_000 + 1 > LOG_MAX_DAYS) return { end: `기간은 최대 ${LOG_MAX_DAYS}일까지 볼 수 있어요.` };
  return {};
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const logPeriodOf = (query: Query): LogPeriod => {
  const p = one(query.period);
  return (LOG_PERIODS as readonly string[]).includes(p ?? "") ? (p as LogPeriod) : "this-week";
};

/** The range the address asks for on `today`; a custom range that breaks a rule → null (the form says why). */
export function logRangeOf(query: Query, today: string): LogRange | null {
  const period = logPeriodOf(query);
  if (period !== "custom") return presetRange(period, today);
  const start = one(query.start) ?? "";
  const end = one(query.end) ?? "";
  return Object.keys(customRangeErrors(start, end, today)).length === 0 ? { start, end } : null;
}

export type LogTab = "trips" | "charges";
export const logTabOf = (query: Query): LogTab => (one(query.tab) === "charges" ? "charges" : "trips");
export type ChargeFilter = "FAST" | "SLOW" | null;
export const chargeFilterOf = (query: Query): ChargeFilter => {
  const t = one(query.type);
  return t === "FAST" || t === "SLOW" ? t : null;
};
