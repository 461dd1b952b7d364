/**
 * Korean display of the API's dates. The API sends calendar dates as `YYYY-MM-DD` in Korean time, so they are
 * formatted as text (no Date, no time zone): the server render and the browser print exactly the same.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-12-12` → `2026년 12월 12일`; anything else is returned as it came. */
export function formatKoreanDate(date: string): string {
  const m = DATE.exec(date);
  if (!m) return date;
  return `${m[1]}년 ${Number(m[2])}월 ${Number(m[3])}일`;
}

/** `D-12`, `오늘 종료`, or null once the date has passed / without a value. */
export function formatDaysLeft(daysLeft: number | null): string | null {
  if (daysLeft === null || daysLeft < 0) return null;
  return daysLeft === 0 ? "오늘 종료" : `D-${daysLeft}`;
}
