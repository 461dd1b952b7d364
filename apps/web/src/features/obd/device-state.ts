import type { ObdInfo } from "@evsafe/contract";
import { kstDay } from "@/shared/promotion-notice";

/**
 * After the first trip of ten minutes or more the device's first data reach the app within this many hours
 * (docs/service-life.md "The OBD device"): until then "no data yet" is normal, after it the screen lists what to check.
 */
export const FIRST_DATA_EXPECTED_HOURS = 24;

/**
 * The API gives the last day data arrived (KST calendar day). Data older than one full day — nothing today or
 * yesterday — is the silent link drop drivers must hear about: no data means no battery warning.
 */
export const STALE_AFTER_DAYS = 1;

const DAY_MS = 86_400_000;

/** Whole KST days from `date` (`YYYY-MM-DD`) to today; null for no date. */
export function daysSince(date: string | null, now: Date = new Date()): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return Math.round((Date.parse(`${kstDay(now)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
}

/** `오늘`, `어제`, `3일 전`. */
export function relativeDay(days: number): string {
  if (days <= 0) return "오늘";
  if (days === 1) return "어제";
  return `${days}일 전`;
}

export type DeviceView = "not-installed" | "waiting-for-data" | "late-first-data" | "receiving" | "stale" | "removed";

/** Which screen the device's state calls for. */
export function deviceViewOf(obd: Pick<ObdInfo, "obdStatus" | "installedDate" | "lastDataDate">, now: Date = new Date()): DeviceView {
  switch (obd.obdStatus) {
    case "NOT_INSTALLED":
      return "not-installed";
    case "REMOVED":
      return "removed";
    case "INSTALLED_EMPTY_DATA": {
      const days = daysSince(obd.installedDate, now);
      return days !== null && days * 24 > FIRST_DATA_EXPECTED_HOURS ? "late-first-data" : "waiting-for-data";
    }
    case "INSTALLED_OK": {
      const days = daysSince(obd.lastDataDate, now);
      return days !== null && days > STALE_AFTER_DAYS ? "stale" : "receiving";
    }
  }
}
