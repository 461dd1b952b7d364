import { describe, expect, it } from "vitest";
import { daysSince, relativeDay } from "@/shared/data-freshness";
import { deviceViewOf } from "../device-state";

// 2026-11-24 09:00 KST.
const NOW = new Date("2026-11-24T00:00:00Z");
const obd = (
  obdStatus: "NOT_INSTALLED" | "INSTALLED_EMPTY_DATA" | "INSTALLED_OK" | "REMOVED",
  installedDate: string | null,
  lastDataDate: string | null,
) => ({
  obdStatus,
  installedDate,
  lastDataDate,
});

describe("the OBD device's view", () => {
  it("counts whole KST days and says them in Korean", () => {
    expect(daysSince("2026-11-24", NOW)).toBe(0);
    expect(daysSince("2026-11-23", NOW)).toBe(1);
    expect(daysSince("2026-11-20", NOW)).toBe(4);
    expect(daysSince(null, NOW)).toBeNull();
    expect([0, 1, 4].map(relativeDay)).toEqual(["오늘", "어제", "4일 전"]);
  });

  it("not installed and removed have their own views", () => {
    expect(deviceViewOf(obd("NOT_INSTALLED", null, null), NOW)).toBe("not-installed");
    expect(deviceViewOf(obd("REMOVED", "2026-10-01", "2026-11-01"), NOW)).toBe("removed");
  });

  it("no data yet is normal for a day after the installation, then it calls for the checklist", () => {
    expect(deviceViewOf(obd("INSTALLED_EMPTY_DATA", "2026-11-24", null), NOW)).toBe("waiting-for-data");
    expect(deviceViewOf(obd("INSTALLED_EMPTY_DATA", "2026-11-23", null), NOW)).toBe("waiting-for-data");
    expect(deviceViewOf(obd("INSTALLED_EMPTY_DATA", "2026-11-22", null), NOW)).toBe("late-first-data");
  });

  it("data from today or yesterday is a working link; older is a silent drop the driver must hear about", () => {
    expect(deviceViewOf(obd("INSTALLED_OK", "2026-10-01", "2026-11-24"), NOW)).toBe("receiving");
    expect(deviceViewOf(obd("INSTALLED_OK", "2026-10-01", "2026-11-23"), NOW)).toBe("receiving");
    expect(deviceViewOf(obd("INSTALLED_OK", "2026-10-01", "2026-11-22"), NOW)).toBe("stale");
  });
});
