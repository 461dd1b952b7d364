import { kstToday } from "@/shared/format-time";
import { useHydrated } from "@/shared/use-hydrated";

/**
 * The API gives the last day data arrived (KST calendar day). Data older than one full day — nothing today or
 * yesterday — is the silent link drop drivers must hear about: no data means no battery warning.
 */
export const STALE_AFTER_DAYS = 1;

const DAY_MS = 86_400_000;

/** Whole KST days from `date` (`YYYY-MM-DD`) to today; null for no date. */
export function daysSince(date: string | null, now: Date = new Date()): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return Math.round((Date.parse(`${kstToday(now)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
}

/** `오늘`, `어제`, `3일 전`. */
export function relativeDay(days: number): string {
  if (days <= 0) return "오늘";
  if (days === 1) return "어제";
  return `${days}일 전`;
}

/** The last data are older than a full day (see STALE_AFTER_DAYS); false when no data ever arrived. */
export function isStale(lastDataDate: string | null, now: Date = new Date()): boolean {
  const days = daysSince(lastDataDate, now);
  return days !== null && days > STALE_AFTER_DAYS;
}

/**
 * The phone's today (KST, `YYYY-MM-DD`) once the page has hydrated; null on the server and while hydrating, so a
 * server-rendered page shows only what does not depend on the day, and the browser adds "어제" or a warning after.
 */
export function useKstToday(): string | null {
  return useHydrated() ? kstToday() : null;
}
