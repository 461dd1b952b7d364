/** Calendar days (`YYYY-MM-DD`, KST) of the statistics screens: the date in the address and the picker's bounds. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The earliest day the picker offers: before it no vehicle of this service sent data. It also keeps a year being
 * typed digit by digit into the date field (`0002-…`, `0020-…`) from opening a day of year 2.
 */
export const FIRST_DAY = "2015-01-01";

/** A real calendar day in `YYYY-MM-DD` (not `2026-02-30`). */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [+m[1]!, +m[2]!, +m[3]!];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** `2026-11-01`, -1 → `2026-10-31`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Why the address's date was not the day shown. */
export type DateNotice = "future" | "invalid";

/**
 * The day a metric page shows for its address's `?date=`: the date itself when it is a real day up to today;
 * without one, yesterday (the last day whose daily aggregate is complete: today's arrives after the day ends); the
 * same with a notice for a future or malformed date (the API refuses a future date).
 */
export function resolveDate(query: unknown, today: string): { date: string; notice: DateNotice | null; asked: string | null } {
  const value = Array.isArray(query) ? query[0] : query;
  const fallback = addDays(today, -1);
  if (value === undefined || value === "") return { date: fallback, notice: null, asked: null };
  if (!isDay(value)) return { date: fallback, notice: "invalid", asked: typeof value === "string" ? value.slice(0, 20) : null };
  if (value > today) return { date: fallback, notice: "future", asked: value };
  return { date: value, notice: null, asked: null };
}

/** What the picker does with a day the driver picked or typed: open it, or refuse it with the reason. */
export function pickDay(value: string, today: string | null): { open: string } | { refuse: "future" | "too-early" } | { wait: true } {
  if (!isDay(value)) return { wait: true };
  if (today !== null && value > today) return { refuse: "future" };
  if (value < FIRST_DAY) return { refuse: "too-early" };
  return { open: value };
}

/** After an ended service, a day past its last paid day reads as that day (the API answers the same). */
export function paidDay(day: string, status: { serviceExpirationDate: string | null } | undefined): string {
  const end = status?.serviceExpirationDate;
  return end && day > end ? end : day;
}
