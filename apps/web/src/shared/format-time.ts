import { formatKoreanDate } from "@/shared/format";

/**
 * The one place an instant of the API (`2026-11-27T15:30:00Z`, `2026-11-28T00:30:00+09:00`) becomes a Seoul day
 * or time. Plain dates (`2026-11-28`, already a Seoul calendar day) go to `formatKoreanDate` directly. Seoul time is
 * fixed arithmetic (Korea keeps UTC+9 all year): the same text whatever the device's time zone, on the server and in
 * the browser, and no Intl, whose first Korean formatter is a long task while a page hydrates. In its own module:
 * pages that only print plain dates do not carry it.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO timestamp, a Date or epoch milliseconds. */
export type Instant = string | Date | number;

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch ms; a plain day is its Seoul midnight and a timestamp without an offset is Seoul's wall clock. */
function epochMs(instant: Instant): number {
  if (typeof instant !== "string") return +instant;
  if (PLAIN_DAY.test(instant)) return Date.parse(`${instant}T00:00:00+09:00`);
  return Date.parse(HAS_ZONE.test(instant) ? instant : `${instant}+09:00`);
}

/** A Date whose UTC fields read Seoul's wall clock at `instant`; null for what is not a time. */
function seoulClock(instant: Instant): Date | null {
  const ms = epochMs(instant);
  return Number.isNaN(ms) ? null : new Date(ms + KST_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The Seoul calendar day of an instant, `YYYY-MM-DD` (`2026-11-27T15:30:00Z` → `2026-11-28`); text that is not a time comes back as it was. */
export function kstDay(instant: Instant): string {
  const d = seoulClock(instant);
  return d ? d.toISOString().slice(0, 10) : String(instant);
}

/** Today in Seoul, `YYYY-MM-DD`, wherever the phone or the server is. */
export function kstToday(now: Date | number = Date.now()): string {
  return kstDay(now);
}

/** The Seoul time of day, `00:30` (24 hours). */
export function formatKstClock(instant: Instant): string {
  const d = seoulClock(instant);
  return d ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : String(instant);
}

/** `2026-11-27T15:30:00Z` → `2026년 11월 28일`, the Seoul day. */
export function formatKstDate(instant: Instant): string {
  return formatKoreanDate(kstDay(instant));
}

/** `2026-11-27T15:30:00Z` → `2026년 11월 28일 00:30`, Seoul's day and 24-hour time. */
export function formatKstDateTime(instant: Instant): string {
  const d = seoulClock(instant);
  return d ? `${formatKstDate(instant)} ${formatKstClock(instant)}` : String(instant);
}

/**
 * `11월 22일 오후 2:00` in Seoul time. By hand rather than Intl: ICU builds differ on the Korean day period (some
 * print `PM`), and the browser must hydrate exactly the server's text.
 */
export function formatKstTime(instant: Instant): string {
  const d = seoulClock(instant);
  if (!d) return String(instant);
  const hour = d.getUTCHours();
  const period = hour < 12 ? "오전" : "오후";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 ${period} ${hour12}:${pad(d.getUTCMinutes())}`;
}
