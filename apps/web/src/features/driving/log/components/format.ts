import { formatKstClock, kstDay } from "@/shared/format-time";
import { formatNumber } from "@/shared/format-number";

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** `2026-11-20T23:12:00Z` → `11월 21일 (토)`, the Seoul day with its weekday. */
export function dayWithWeekday(instant: string): string {
  const day = kstDay(instant);
  const [, m, d] = day.split("-");
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `${Number(m)}월 ${Number(d)}일 (${WEEKDAYS[dow]})`;
}

/** `08:12–08:47` in Seoul time. */
export const clockRange = (start: string, end: string) => `${formatKstClock(start)}–${formatKstClock(end)}`;

/** `1시간 5분`, `35분`. */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}시간${m ? ` ${m}분` : ""}` : `${m}분`;
}

export const km = (v: number) => `${formatNumber(v, 1)}km`;
export const kwh = (v: number) => `${formatNumber(v, 1)}kWh`;
export const won = (v: number) => `${formatNumber(v, 0)}원`;
/** A cost per km keeps one decimal (138.9원): whole won would hide the difference between tariffs. */
export const wonPerKm = (v: number | null) => (v === null ? "—" : `${formatNumber(v, 1)}원`);
export const wonPerKwh = (v: number) => `${formatNumber(v, 1)}원/kWh`;
export const efficiency = (v: number | null) => (v === null ? "—" : `${formatNumber(v, 1)}km/kWh`);
export const soc = (from: number, to: number) => `${formatNumber(from, 0)}% → ${formatNumber(to, 0)}%`;
export const temp = (v: number | null) => (v === null ? "기록 없음" : `${formatNumber(v, 1)}°C`);
export const kw = (v: number | null) => (v === null ? "기록 없음" : `${formatNumber(v, 1)}kW`);
