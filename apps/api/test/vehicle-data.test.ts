import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARGING_HABITS, STATUS_STATISTICS_MAX_DAYS } from "@evsafe/contract";
import { vehicleView } from "../src/services/vehicle-data";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET vehicle/battery-data", () => {
  it("returns the latest snapshot: 180 cells, 30 modules, statuses consistent with the arrays", async () => {
    const r = await t.ok("getVehicleBatteryData", { as: "demo" });
    expect(r.hasData).toBe(true);
    const b = r.battery!;
    expect(b.day).toBe("2026-11-21");
    expect(b.cellCount).toBe(180);
    expect(b.cellVoltagesMv).toHaveLength(180);
    expect(b.moduleTemps).toHaveLength(30);
    expect(Math.max(...b.cellVoltagesMv)).toBe(b.cellVoltageMaxMv);
    expect(b.cellVoltagesMv[b.minCellNo - 1]).toBe(b.cellVoltageMinMv);
    expect(b.cellVoltageMinMv).toBeGreaterThan(3500);
    expect(b.cellVoltageMaxMv).toBeLessThan(4250);
    expect(b.packVoltage).toBeGreaterThan(600); // 180 series cells × ~3.7–4.1 V
    expect(b.insulationOhmPerV).toBeGreaterThanOrEqual(100);
    expect(b.status).toBe("safe");
    expect(b.metrics.find((m) => m.key === "cellBalance")!.value).toBe(b.cellSigmaMv);
  });
  it("flags the degrading pack and is empty without data", async () => {
    const w = (await t.ok("getVehicleBatteryData", { as: "demowarn" })).battery!;
    expect(w.cellVoltagesMv).toHaveLength(98);
    expect(w.cellSigmaMv).toBeGreaterThan(30);
    expect(["warning", "serious"]).toContain(w.status);
    expect(await t.ok("getVehicleBatteryData", { as: "demoempty" })).toEqual({ hasData: false, battery: null });
    expect(await t.ok("getVehicleBatteryData", { as: "demo00" })).toEqual({ hasData: false, battery: null });
    expectClientError(await t.api("getVehicleBatteryData"), 401);
    expect(expectClientError(await t.api("getVehicleBatteryData", { as: "demo04" }), 403).code).toBe("SERVICE_EXPIRED");
  });
});

describe("GET vehicle/statistics/{x}", () => {
  it("week: 7 daily points ending today, sums matching the series", async () => {
    const r = await t.ok("getVehicleStatistics", { params: { x: "week" }, as: "demo" });
    expect(r).toMatchObject({ period: "week", unit: "day", startDate: "2026-11-16", endDate: "2026-11-22" });
    expect(r.series).toHaveLength(7);
    expect(r.series[6]).toMatchObject({ label: "2026-11-22", distanceKm: 0, socAvg: null }); // today: not aggregated yet
    const km = r.series.reduce((a: number, p: { distanceKm: number }) => a + p.distanceKm, 0);
    expect(Math.abs(km - r.summary.distanceKm)).toBeLessThan(0.5);
    expect(r.summary.tripCount).toBe(r.series.reduce((a: number, p: { tripCount: number }) => a + p.tripCount, 0));
    expect(r.summary.safetyScore).toBeGreaterThan(85);
  });
  it("month, year and a calendar month", async () => {
    const m = await t.ok("getVehicleStatistics", { params: { x: "month" }, as: "demo" });
    expect(m.series).toHaveLength(30);
    const y = await t.ok("getVehicleStatistics", { params: { x: "year" }, as: "demob2b" });
    expect(y.unit).toBe("month");
    expect(y.series).toHaveLength(12);
    expect(y.series[11]!.label).toBe("2026-11");
    expect(y.series[0]).toMatchObject({ label: "2025-12", distanceKm: 0, safetyScore: null });
    expect(y.summary.fastChargeRatioPct).toBeGreaterThan(60);
    const oct = await t.ok("getVehicleStatistics", { params: { x: "2026-10" }, as: "demo" });
    expect(oct).toMatchObject({ startDate: "2026-10-01", endDate: "2026-10-31" });
    expect(oct.series).toHaveLength(31);
    expect(oct.summary.drivingDays).toBeGreaterThan(15);
  });
  it("400 for an unknown period or a future month", async () => {
    for (const x of ["day", "2026-13", "2026-1", "abc", "2027-01"])
      expectClientError(await t.api("getVehicleStatistics", { params: { x }, as: "demo" }), 400);
  });
});

describe("GET vehicle/trip-charge/{x}", () => {
  it("lists the period's trips and charges, newest first, matching the daily totals", async () => {
    const r = await t.ok("getVehicleTripCharge", { params: { x: "week" }, as: "demo" });
    const stats = await t.ok("getVehicleStatistics", { params: { x: "week" }, as: "demo" });
    expect(r.summary.tripCount).toBe(stats.summary.tripCount);
    expect(r.trips).toHaveLength(r.summary.tripCount);
    expect(r.summary.chargeCount).toBe(stats.summary.chargeCount);
    expect(r.summary.fastChargeCount + r.summary.slowChargeCount).toBe(r.summary.chargeCount);
    const starts = r.trips.map((x: { startedAt: string }) => x.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const c of r.charges) expect(c.chargeTypeName).toBe(c.chargeType === "FAST" ? "급속" : "완속");
    const fleet = await t.ok("getVehicleTripCharge", { params: { x: "2026-11" }, as: "demob2b" });
    expect(fleet.summary.fastChargeCount).toBeGreaterThan(fleet.summary.slowChargeCount);
  });
  it("400 for a bad period, 401 without token", async () => {
    expectClientError(await t.api("getVehicleTripCharge", { params: { x: "yesterday" }, as: "demo" }), 400);
    expectClientError(await t.api("getVehicleTripCharge", { params: { x: "week" } }), 401);
  });
});

describe("GET main/vehicle/status/statistics", () => {
  it("gives the daily series of the main metrics in the range", async () => {
    const r = await t.ok("getMainVehicleStatusStatistics", { as: "demowarn", query: { startDate: "2026-11-01", endDate: "2026-11-30" } });
    expect(r.items).toHaveLength(21); // data up to yesterday
    expect(r.items[0]!.day).toBe("2026-11-01");
    const last = r.items[20]!;
    expect(last.cellSigmaMv).toBeGreaterThan(30);
    expect(last.status).not.toBe("safe");
    const info = await t.ok("getMainInfo", { as: "demowarn" });
    expect(last.safetyScore).toBe(info.safetyScore);
    const one = await t.ok("getMainVehicleStatusStatistics", { as: "demo", query: { startDate: "2026-11-21", endDate: "2026-11-21" } });
    expect(one.items).toHaveLength(1);
  });
  it("400 for bad dates, end before start, or more than 366 days", async () => {
    for (const query of [
      { startDate: "2026-13-01", endDate: "2026-11-30" },
      { startDate: "2026-02-30", endDate: "2026-03-01" },
      { startDate: "20261101", endDate: "2026-11-30" },
      { startDate: "2026-11-30", endDate: "2026-11-01" },
      { startDate: "2025-01-01", endDate: "2026-11-01" },
    ])
      expectClientError(await t.api("getMainVehicleStatusStatistics", { as: "demo", query }), 400);
    // Without the end date the contract's types require: a raw query.
    expectClientError(
      await t.call("GET", "main/vehicle/status/statistics", { token: await t.token("demo"), query: { startDate: "2026-11-01" } }),
      400,
    );
    expect(
      (await t.api("getMainVehicleStatusStatistics", { as: "demo", query: { startDate: "2025-11-22", endDate: "2026-11-22" } })).statusCode,
    ).toBe(200);
  });
});

describe("the charging data /driving's coaching reads (docs/thresholds.md §7)", () => {
  const share = (charges: { chargeType: string; endSoc: number }[], f: (c: { chargeType: string; endSoc: number }) => boolean) =>
    (charges.filter(f).length / charges.length) * 100;

  it("trip-charge/month gives every session's end SoC and AC/DC type, and the FAST_CHARGE tip agrees with the DC reference", async () => {
    for (const [as, dcOver] of [
      ["demo", false],
      ["demob2b", true],
    ] as const) {
      const { charges } = await t.ok("getVehicleTripCharge", { params: { x: "month" }, as });
      expect(charges.length).toBeGreaterThanOrEqual(CHARGING_HABITS.MIN_SESSIONS);
      for (const c of charges) {
        expect(c.endSoc).toBeGreaterThan(c.startSoc);
        expect(c.endSoc).toBeLessThanOrEqual(100);
        expect(["FAST", "SLOW"]).toContain(c.chargeType);
      }
      expect(share(charges, (c) => c.chargeType === "FAST") > CHARGING_HABITS.FAST_SHARE_MAX_PCT).toBe(dcOver);
      const tips = await t.ok("getBatteryManagementTip", { as });
      expect(tips.tips.some((x) => x.code === "FAST_CHARGE")).toBe(dcOver);
    }
    // The seed's home charging ends most sessions at 80–92 %: inside the advice's daily 80–90 % for demo's NCM pack,
    // so the coaching (sessions above HIGH_SOC_PCT, 90 %) no longer calls most of them a bad habit.
    const demo = await t.ok("getVehicleTripCharge", { params: { x: "month" }, as: "demo" });
    expect(share(demo.charges, (c) => c.endSoc > 80)).toBeGreaterThan(50);
    expect(share(demo.charges, (c) => c.endSoc > CHARGING_HABITS.HIGH_SOC_PCT)).toBeLessThan(50);
  });

  it("status statistics take exactly STATUS_STATISTICS_MAX_DAYS days, not one more (the web app checks the same number)", async () => {
    const q = (startDate: string) => ({ as: "demo" as const, query: { startDate, endDate: "2026-11-22" } });
    expect(STATUS_STATISTICS_MAX_DAYS).toBe(366);
    expect((await t.api("getMainVehicleStatusStatistics", q("2025-11-22"))).statusCode).toBe(200);
    const over = expectClientError(await t.api("getMainVehicleStatusStatistics", q("2025-11-21")), 400);
    expect(over.message).toBe("조회 기간은 최대 366일입니다.");
  });
});

describe("vehicle names", () => {
  const base = { vehicleId: 1, carNo: "12가3456", modelYear: 2023, batteryCapacityKwh: 77.4, odometerKm: 1000 };
  it("come from the contract's catalogue for every model, not only the seeded ones", () => {
    const gt = vehicleView({ ...base, brandDcd: "KIA", mdlDcd: "EV6", dtlMdlDcd: "EV6_GT" });
    expect([gt.brandNm, gt.mdlNm, gt.dtlMdlNm]).toEqual(["기아", "EV6", "EV6 GT"]);
  });
  it("a model the catalogue does not know gets a neutral Korean name, never its code", () => {
    const v = vehicleView({ ...base, brandDcd: "NEWCO", mdlDcd: "X1", dtlMdlDcd: "X1_LR" });
    expect([v.brandNm, v.mdlNm, v.dtlMdlNm]).toEqual(["", "등록 차량", "등록 차량"]);
    const known = vehicleView({ ...base, brandDcd: "KIA", mdlDcd: "EV6", dtlMdlDcd: "EV6_FUTURE" });
    expect(known.dtlMdlNm).toBe("EV6");
  });
});
