import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { charges, dailyBattery, trips, vehicles } from "../src/db/schema/core";
import { generateTelemetry, mulberry32 } from "../src/db/seed/telemetry";
import { sigma } from "../src/services/battery-analysis";
import { createTestApp, type TestApp } from "./helpers";
import { DEMO_VEHICLES } from "../src/db/seed/accounts";

let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  [t, t2] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await t.close();
  await t2.close();
});

async function vehicleOf(app: TestApp, loginId: string) {
  const rows = await app.deps.database.query<{ vehicle_id: number }>(
    "SELECT v.vehicle_id FROM vehicles v JOIN users u ON u.user_no = v.user_no WHERE u.login_id = $1",
    [loginId],
  );
  return rows[0]?.vehicle_id ?? null;
}
const daysOf = (app: TestApp, vehicleId: number) =>
  app.deps.db.select().from(dailyBattery).where(eq(dailyBattery.vehicleId, vehicleId)).orderBy(asc(dailyBattery.day));

describe("telemetry seed", () => {
  it("generates dataDays consecutive days ending yesterday (KST) for each demo vehicle with data", async () => {
    const expected: Record<string, number> = { demo: 200, demowarn: 190, demo03: 185, demo04: 180, demob2b: 180 };
    for (const [login, n] of Object.entries(expected)) {
      const vid = (await vehicleOf(t, login))!;
      const days = await daysOf(t, vid);
      expect(days.length, login).toBe(n);
      expect(days[days.length - 1]!.day).toBe("2026-11-21"); // TEST_NOW is 2026-11-22 KST
      expect(days[0]!.day).toBe(new Date(Date.UTC(2026, 10, 21 - (n - 1))).toISOString().slice(0, 10));
    }
  });

  it("gives vehicles without data (demoempty, demo01) no rows", async () => {
    for (const login of ["demoempty", "demo01"]) {
      const vid = (await vehicleOf(t, login))!;
      expect(vid).toBeGreaterThan(0);
      expect((await daysOf(t, vid)).length).toBe(0);
      const [tc] = await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(trips)
        .where(eq(trips.vehicleId, vid));
      expect(tc!.n).toBe(0);
    }
  });

  it("is internally consistent and realistic", async () => {
    const vid = (await vehicleOf(t, "demo"))!;
    const [veh] = await t.deps.db.select().from(vehicles).where(eq(vehicles.vehicleId, vid));
    const days = await daysOf(t, vid);
    let prevOdo = 0;
    for (const d of days) {
      expect(d.cellVoltagesMv.length).toBe(DEMO_VEHICLES.ioniq5.cellCount);
      expect(d.moduleTemps.length).toBe(DEMO_VEHICLES.ioniq5.moduleCount);
      expect(Math.abs(sigma(d.cellVoltagesMv) - d.cellSigmaMv)).toBeLessThan(0.06);
      expect(Math.abs(sigma(d.moduleTemps) - d.moduleTempSigma)).toBeLessThan(0.01);
      expect(Math.max(...d.cellVoltagesMv)).toBe(d.cellVoltageMaxMv);
      expect(Math.min(...d.moduleTemps)).toBe(d.moduleTempMin);
      expect(d.cellVoltageMinMv).toBeGreaterThan(3550);
      expect(d.cellVoltageMaxMv).toBeLessThan(4250);
      expect(d.cellSigmaMv).toBeGreaterThanOrEqual(4.5);
      expect(d.cellSigmaMv).toBeLessThanOrEqual(12.5);
      expect(d.insulationOhmPerV).toBeGreaterThanOrEqual(330);
      expect(d.socMin).toBeGreaterThanOrEqual(19.9);
      expect(d.socMax).toBeLessThanOrEqual(100);
      expect(d.odometerKm).toBeGreaterThanOrEqual(prevOdo);
      if (d.distanceKm > 20) {
        const eff = d.distanceKm / d.energyUsedKwh;
        expect(eff).toBeGreaterThan(3.8);
        expect(eff).toBeLessThan(7.1);
      }
      prevOdo = d.odometerKm;
    }
    expect(days[days.length - 1]!.sohPct).toBeLessThan(days[0]!.sohPct);
    expect(veh!.odometerKm).toBe(days[days.length - 1]!.odometerKm);
    // Trips and charges agree with the daily aggregates.
    const [agg] = await t.deps.db
      .select({ trips: sql<number>`count(*)::int`, km: sql<number>`sum(distance_km)` })
      .from(trips)
      .where(eq(trips.vehicleId, vid));
    expect(agg!.trips).toBe(days.reduce((a, d) => a + d.tripCount, 0));
    expect(Math.abs(agg!.km - days.reduce((a, d) => a + d.distanceKm, 0))).toBeLessThan(days.length * 0.1);
    const ch = await t.deps.db.select().from(charges).where(eq(charges.vehicleId, vid));
    expect(ch.length).toBe(days.reduce((a, d) => a + d.chargeCount, 0));
    const perWeek = ch.length / (days.length / 7);
    expect(perWeek).toBeGreaterThanOrEqual(2);
    expect(perWeek).toBeLessThanOrEqual(5);
    for (const c of ch) {
      expect(["FAST", "SLOW"]).toContain(c.chargeType);
      expect(c.endSoc).toBeGreaterThan(c.startSoc);
      expect(c.endedAt.getTime()).toBeGreaterThan(c.startedAt.getTime());
    }
  });

  it("degrades the 'degrading' pack in the last weeks: cell σ over 30 mV, temperature σ over 3 °C", async () => {
    const days = await daysOf(t, (await vehicleOf(t, "demowarn"))!);
    const early = days.slice(0, 100);
    const last = days[days.length - 1]!;
    expect(Math.max(...early.map((d) => d.cellSigmaMv))).toBeLessThan(20);
    expect(last.cellSigmaMv).toBeGreaterThan(30);
    expect(last.moduleTempSigma).toBeGreaterThan(3);
    expect(last.insulationOhmPerV).toBeLessThan(200);
    expect(last.insulationOhmPerV).toBeGreaterThanOrEqual(100);
    const recentTemp = days.slice(-14).map((d) => d.moduleTempSigma);
    expect(recentTemp.some((s) => s > 2 && s < 3)).toBe(true);
  });

  it("fleet drives far and fast-charges most; aging sits at 15–22 mV", async () => {
    const fleet = await daysOf(t, (await vehicleOf(t, "demob2b"))!);
    const avgKm = fleet.reduce((a, d) => a + d.distanceKm, 0) / fleet.length;
    expect(avgKm).toBeGreaterThan(100);
    const fast = fleet.reduce((a, d) => a + d.fastChargeCount, 0);
    const all = fleet.reduce((a, d) => a + d.chargeCount, 0);
    expect(fast / all).toBeGreaterThan(0.6);
    const aging = await daysOf(t, (await vehicleOf(t, "demo04"))!);
    for (const d of aging) {
      expect(d.cellSigmaMv).toBeGreaterThanOrEqual(14.5);
      expect(d.cellSigmaMv).toBeLessThanOrEqual(23);
    }
  });

  it("is deterministic: two seeds with the same clock produce identical rows", async () => {
    const dump = async (app: TestApp) => ({
      days: await app.deps.database.query("SELECT * FROM daily_battery ORDER BY vehicle_id, day"),
      trips: await app.deps.database.query("SELECT * FROM trips ORDER BY trip_id"),
      charges: await app.deps.database.query("SELECT * FROM charges ORDER BY charge_id"),
    });
    const [a, b] = await Promise.all([dump(t), dump(t2)]);
    expect(a.days.length).toBeGreaterThan(900);
    expect(b).toEqual(a);
    // And the generator itself is pure.
    const v = {
      vehicleId: 3,
      profile: "healthy" as const,
      cellCount: 10,
      moduleCount: 3,
      capacityKwh: 60,
      modelYear: 2023,
      mdlDcd: "EV6",
      odometerKm: 0,
    };
    expect(generateTelemetry(v, "2026-01-01", 30)).toEqual(generateTelemetry(v, "2026-01-01", 30));
    expect(mulberry32(1)()).toBe(mulberry32(1)());
  });
});
