/** The service runs on Korean time: "today" and day boundaries are Asia/Seoul. */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a moment in Korea. */
export function kstDate(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus n months, clamped to the month's end. */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The instant a KST day starts. */
export function kstDayStart(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - KST_OFFSET_MS);
}

/**
 * Days from 1970-01-01 to `day` (`YYYY-MM-DD`): how a day goes into a prepared statement, whose parameters are
 * integers (`DATE '1970-01-01' + $n::int` is the day again in SQL; PostgreSQL needs the cast to choose the operator).
 */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}
