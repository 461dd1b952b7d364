import type { ObdInfo } from "@evsafe/contract";
import { daysSince, isStale } from "@/shared/data-freshness";

/**
 * After the first trip of ten minutes or more the device's first data reach the app within this many hours
 * (docs/service-life.md "The OBD device"): until then "no data yet" is normal, after it the screen lists what to check.
 */
export const FIRST_DATA_EXPECTED_HOURS = 24;

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
      return isStale(obd.lastDataDate, now) ? "stale" : "receiving";
    }
  }
}
