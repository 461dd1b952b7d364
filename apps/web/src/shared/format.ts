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

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * `11월 22일 오후 2:00` in Seoul time. Formatted by hand on the server: ICU builds differ on the Korean
 * day period (some print `PM`), and the browser must hydrate exactly the server's text.
 */
export function formatKstTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + KST_OFFSET_MS);
  const hour = d.getUTCHours();
  const period = hour < 12 ? "오전" : "오후";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minute = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 ${period} ${hour12}:${minute}`;
}
