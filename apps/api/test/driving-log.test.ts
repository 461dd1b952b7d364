import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { DEFAULT_TARIFF } from "@evsafe/contract";
import { charges, dailyBattery, trips, vehicles } from "../src/db/schema/core";
import { DEMO_ACCOUNTS } from "../src/db/seed/accounts";
import { addDays, kstDate } from "../src/http/time";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = kstDate(TEST_NOW); // 2026-11-22, a Sunday
const yesterday = addDays(today, -1);
const detail = (details: { label: string; value: number | string }[], label: string) => details.find((d) => d.label === label)?.value;

describe("one truth: the logs add up to /driving and /statistics for the same days", () => {
  it("for every demo account, a period's trip and charge logs have the totals of vehicle/statistics and of the battery metrics", async () => {
    let compared = 0;
    for (const { loginId } of DEMO_ACCOUNTS) {
      const stats = await t.api("getVehicleStatistics", { as: loginId, params: { x: "week" } });
      const tripLog = await t.api("getTripLog", { as: loginId, query: { startDate: addDays(today, -6), endDate: today } });
      const chargeLog = await t.api("getChargeLog", { as: loginId, query: { startDate: addDays(today, -6), endDate: today } });
      // The same service gate: an expired member gets the same 403 from all three.
      expect([tripLog.statusCode, chargeLog.statusCode], loginId).toEqual([stats.statusCode, stats.statusCode]);
      if (stats.statusCode !== 200) {
        expectClientError(tripLog, 403);
        continue;
      }
      const s = stats.results.summary;
      const tl = tripLog.results;
      const cl = chargeLog.results;
      expect(tl.summary.distanceKm, loginId).toBe(s.distanceKm);
      expect(tl.summary.energyKwh, loginId).toBe(s.energyKwh);
      expect(tl.summary.tripCount, loginId).toBe(s.tripCount);
      expect(tl.summary.efficiencyKmPerKwh, loginId).toBe(s.efficiencyKmPerKwh);
      expect(cl.summary.chargeCount, loginId).toBe(s.chargeCount);
      expect(cl.summary.fastChargeCount, loginId).toBe(s.fastChargeCount);
      expect(cl.summary.chargedKwh, loginId).toBe(s.chargedKwh);
      expect(cl.summary.distanceKm, loginId).toBe(s.distanceKm);
      expect(tl.trips.length).toBe(tl.summary.tripCount);
      expect(cl.charges.length).toBe(cl.summary.chargeCount);

      if (!tl.hasVehicle) {
        // No car: /driving answers zeros, the battery metrics ask to register one, the logs are empty.
        expect([s.tripCount, s.chargeCount, tl.trips.length, cl.charges.length]).toEqual([0, 0, 0, 0]);
        expectClientError(await t.api("getTripChargeRatioStatistics", { as: loginId, query: { date: yesterday } }), 404);
        continue;
      }
      // The battery metrics' 7 days (ending yesterday, the last complete day) against the logs of those days.
      const week = { startDate: addDays(yesterday, -6), endDate: yesterday };
      const [wTrips, wCharges] = await Promise.all([
        t.ok("getTripLog", { as: loginId, query: week }),
        t.ok("getChargeLog", { as: loginId, query: week }),
      ]);
      const ratio = await t.ok("getTripChargeRatioStatistics", { as: loginId, query: { date: yesterday } });
      const use = await t.ok("getEnergyUseEfficiencyStatistics", { as: loginId, query: { date: yesterday } });
      if (ratio.hasData) {
        expect(detail(ratio.details, "7일 주행 횟수"), loginId).toBe(wTrips.summary.tripCount);
        expect(detail(ratio.details, "7일 충전 횟수"), loginId).toBe(wCharges.summary.chargeCount);
      } else {
        expect(wTrips.summary.tripCount + wCharges.summary.chargeCount, loginId).toBe(0);
      }
      if (use.hasData) {
        expect(detail(use.details, "7일 충전량"), loginId).toBe(wCharges.summary.chargedKwh);
        expect(detail(use.details, "7일 주행 사용량"), loginId).toBe(wTrips.summary.energyKwh);
      }
      // And one day: the efficiency metric's distance and energy are that day's trips.
      const eff = await t.ok("getEnergyEfficiencyStatistics", { as: loginId, query: { date: yesterday } });
      const day = await t.ok("getTripLog", { as: loginId, query: { startDate: yesterday, endDate: yesterday } });
      if (eff.hasData) {
        expect(detail(eff.details, "주행 거리"), loginId).toBe(day.summary.distanceKm);
        expect(detail(eff.details, "사용 에너지"), loginId).toBe(
          Math.round(day.trips.reduce((a, x) => a + Math.round(x.energyKwh * 100), 0)) / 100,
        );
      }
      if (s.tripCount > 0) compared++;
    }
    // demo, demowarn, demo03 and demob2b drove last week.
    expect(compared).toBe(4);
  });

  it("a calendar month too (vehicle/statistics/YYYY-MM against the log of that month)", async () => {
    for (const loginId of ["demo", "demob2b"]) {
      const s = (await t.ok("getVehicleStatistics", { as: loginId, params: { x: "2026-10" } })).summary;
      const q = { startDate: "2026-10-01", endDate: "2026-10-31" };
      const [tl, cl] = await Promise.all([t.ok("getTripLog", { as: loginId, query: q }), t.ok("getChargeLog", { as: loginId, query: q })]);
      expect([tl.summary.distanceKm, tl.summary.energyKwh, tl.summary.tripCount]).toEqual([s.distanceKm, s.energyKwh, s.tripCount]);
      expect([cl.summary.chargedKwh, cl.summary.chargeCount, cl.summary.fastChargeCount]).toEqual([
        s.chargedKwh,
        s.chargeCount,
        s.fastChargeCount,
      ]);
      expect(s.tripCount).toBeGreaterThan(30);
    }
  });

  it("every seeded day's totals are exactly the sums of its trips and charges", async () => {
    const vs = await t.deps.db.select({ id: vehicles.vehicleId }).from(vehicles);
    let days = 0;
    for (const { id } of vs) {
      const [ds, ts, cs] = await Promise.all([
        t.deps.db.select().from(dailyBattery).where(eq(dailyBattery.vehicleId, id)).orderBy(asc(dailyBattery.day)),
        t.deps.db.select().from(trips).where(eq(trips.vehicleId, id)),
        t.deps.db.select().from(charges).where(eq(charges.vehicleId, id)),
      ]);
      const by = <T extends { startedAt: Date }>(rows: T[], d: string) => rows.filter((r) => kstDate(r.startedAt) === d);
      const cents = (xs: number[], f: number) => xs.reduce((a, x) => a + Math.round(x * f), 0);
      for (const d of ds) {
        const dt = by(ts, d.day);
        const dc = by(cs, d.day);
        expect(dt.length).toBe(d.tripCount);
        expect(dc.length).toBe(d.chargeCount);
        expect(
          cents(
            dt.map((x) => x.distanceKm),
            10,
          ),
        ).toBe(Math.round(d.distanceKm * 10));
        expect(
          cents(
            dt.map((x) => x.energyKwh),
            100,
          ),
        ).toBe(Math.round(d.energyUsedKwh * 100));
        expect(
          cents(
            dc.map((x) => x.chargedKwh),
            100,
          ),
        ).toBe(Math.round(d.chargedKwh * 100));
        days++;
      }
    }
    expect(days).toBeGreaterThan(900);
  });
});

describe("trip log", () => {
  it("lists a period's trips newest first, each with time, distance, energy, efficiency, SoC and outside temperature", async () => {
    const log = await t.ok("getTripLog", { as: "demo", query: { startDate: addDays(today, -6), endDate: today } });
    expect(log.hasVehicle).toBe(true);
    expect(log.firstDataDay).toBe(addDays(yesterday, -199));
    expect(log.latestDataDay).toBe(yesterday);
    expect(log.trips.length).toBeGreaterThan(3);
    const times = log.trips.map((x) => x.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const trip of log.trips) {
      expect(trip.distanceKm).toBeGreaterThan(0);
      expect(trip.efficiencyKmPerKwh).toBeCloseTo(trip.distanceKm / trip.energyKwh, 1);
      expect(trip.endSoc).toBeLessThan(trip.startSoc);
      expect(trip.durationMin).toBeGreaterThanOrEqual(6);
      // Late November in Seoul.
      expect(trip.outsideTempC).toBeGreaterThan(-15);
      expect(trip.outsideTempC).toBeLessThan(20);
      expect(kstDate(new Date(trip.startedAt)) >= addDays(today, -6)).toBe(true);
    }
  });

  it("a trip's detail prices its energy at the member's tariff, mixed as the car was charged in the 30 days before", async () => {
    const log = await t.ok("getTripLog", { as: "demo", query: { startDate: addDays(today, -6), endDate: today } });
    const first = log.trips[0]!;
    const d = await t.ok("getTripDetail", { as: "demo", params: { id: first.tripId } });
    expect(d.trip).toEqual(first);
    expect(d.cost.wonPerKwh).toBeGreaterThanOrEqual(DEFAULT_TARIFF.acWonPerKwh);
    expect(d.cost.wonPerKwh).toBeLessThanOrEqual(DEFAULT_TARIFF.dcWonPerKwh);
    expect(d.cost.costWon).toBe(Math.round(first.energyKwh * d.cost.wonPerKwh));
    expect(d.cost.basis).toMatch(/최근 30일 충전량의 급속 \d+%·완속 \d+%/);
  });

  it("a car without data answers an empty log saying so (no first day), never an error; a member without a car too", async () => {
    const q = { startDate: addDays(today, -6), endDate: today };
    const empty = await t.ok("getTripLog", { as: "demoempty", query: q });
    expect(empty).toMatchObject({ hasVehicle: true, firstDataDay: null, latestDataDay: null, trips: [] });
    expect(empty.summary).toEqual({ tripCount: 0, distanceKm: 0, energyKwh: 0, efficiencyKmPerKwh: null });
    const charges = await t.ok("getChargeLog", { as: "demoempty", query: q });
    expect(charges).toMatchObject({ hasVehicle: true, firstDataDay: null, charges: [] });
    expect(charges.summary.costPerKmWon).toBeNull();
    const none = await t.ok("getTripLog", { as: "demo00", query: q });
    expect(none).toMatchObject({ hasVehicle: false, firstDataDay: null, trips: [] });
  });
});

describe("charge log", () => {
  it("lists a period's charges with place, AC/DC, energy, SoC, peak power, battery temperature and cost; DC only on request", async () => {
    const q = { startDate: addDays(today, -29), endDate: today };
    const all = await t.ok("getChargeLog", { as: "demob2b", query: q });
    expect(all.tariff.isDefault).toBe(true);
    expect(all.charges.length).toBeGreaterThan(5);
    for (const c of all.charges) {
      expect(c.current).toBe(c.chargeType === "FAST" ? "DC" : "AC");
      expect(c.placeTypeName).toBeTruthy();
      expect(c.peakPowerKw!).toBeGreaterThanOrEqual(c.avgPowerKw);
      if (c.current === "DC") expect(c.peakPowerKw!).toBeGreaterThan(40);
      else expect(c.peakPowerKw!).toBeLessThanOrEqual(7.4);
      expect(c.endSoc).toBeGreaterThan(c.startSoc);
      expect(c.wonPerKwh).toBe(c.current === "DC" ? DEFAULT_TARIFF.dcWonPerKwh : DEFAULT_TARIFF.acWonPerKwh);
      expect(c.costWon).toBe(Math.round(c.chargedKwh * c.wonPerKwh));
    }
    expect(all.summary.costWon).toBe(all.charges.reduce((a, c) => a + c.costWon, 0));
    expect(all.summary.costPerKmWon).toBeCloseTo(all.summary.costWon / all.summary.distanceKm, 1);
    const dc = await t.ok("getChargeLog", { as: "demob2b", query: { ...q, chargeType: "FAST" } });
    expect(dc.chargeType).toBe("FAST");
    expect(dc.charges.every((c) => c.current === "DC")).toBe(true);
    expect(dc.summary.chargeCount).toBe(all.summary.fastChargeCount);
    const detail = await t.ok("getChargeDetail", { as: "demob2b", params: { id: dc.charges[0]!.chargeId } });
    expect(detail.charge).toEqual(dc.charges[0]);
  });

  it("the member's tariff prices every charge after it is saved, and reads back", async () => {
    const saved = await t.ok("putChargingTariff", { as: "demowarn", body: { dcWonPerKwh: 400, acWonPerKwh: 180.26 } });
    expect(saved).toMatchObject({ dcWonPerKwh: 400, acWonPerKwh: 180.3, isDefault: false });
    expect(saved.updatedAt).toBeTruthy();
    expect(await t.ok("getChargingTariff", { as: "demowarn" })).toEqual(saved);
    const log = await t.ok("getChargeLog", { as: "demowarn", query: { startDate: addDays(today, -29), endDate: today } });
    for (const c of log.charges) expect(c.costWon).toBe(Math.round(c.chargedKwh * (c.current === "DC" ? 400 : 180.3)));
    // Someone else's tariff is untouched.
    expect((await t.ok("getChargingTariff", { as: "demo" })).isDefault).toBe(true);
  });
});

describe("bad input: a clear Korean 4xx, never another member's data, never a 5xx", () => {
  it("a tariff of 0, of 10⁹, negative or not a number → 400 naming the field", async () => {
    for (const [body, message] of [
      [{ dcWonPerKwh: 0, acWonPerKwh: 290 }, "급속 충전 요금은 1원 이상으로 입력해 주세요."],
      [{ dcWonPerKwh: 347.2, acWonPerKwh: 1e9 }, "완속 충전 요금은 kWh당 2,000원 이하로 입력해 주세요."],
      [{ dcWonPerKwh: -5, acWonPerKwh: 290 }, "급속 충전 요금은 1원 이상으로 입력해 주세요."],
    ] as const) {
      const res = await t.api("putChargingTariff", { as: "demo", body });
      expect(expectClientError(res, 400).message, JSON.stringify(body)).toContain(message);
    }
    // A string where the contract takes a number: a raw body.
    const text = await t.call("PUT", "vehicle/charging-tariff", {
      token: await t.token("demo"),
      body: { dcWonPerKwh: "abc", acWonPerKwh: 290 },
    });
    expect(expectClientError(text, 400).message).toContain("급속 충전 요금을 숫자로 입력해 주세요.");
    expect((await t.ok("getChargingTariff", { as: "demo" })).dcWonPerKwh).toBe(DEFAULT_TARIFF.dcWonPerKwh);
  });

  it("random, unknown and other members' trip and charge ids → 404; malformed ids → 400", async () => {
    const other = await t.ok("getChargeLog", { as: "demob2b", query: { startDate: addDays(today, -6), endDate: today } });
    const otherTrip = await t.ok("getTripLog", { as: "demob2b", query: { startDate: addDays(today, -6), endDate: today } });
    const ids = [other.charges[0]!.chargeId, 2_147_483_647, 999_999, 1 + Math.floor(Math.random() * 1_000_000)];
    for (const id of ids) expectClientError(await t.api("getChargeDetail", { as: "demo", params: { id } }), 404);
    for (const id of [otherTrip.trips[0]!.tripId, 2_147_483_647, 1 + Math.floor(Math.random() * 1_000_000)]) {
      const res = await t.api("getTripDetail", { as: "demo", params: { id } });
      // A random id may be one of demo's own trips: then it is demo's, never another member's.
      if (res.statusCode === 200) expect(res.results.trip.tripId).toBe(id);
      else expectClientError(res, 404);
    }
    expectClientError(await t.api("getTripDetail", { as: "demo", params: { id: otherTrip.trips[0]!.tripId } }), 404);
    for (const id of [-1, 0, 1.5, 99_999_999_999]) {
      expectClientError(await t.api("getTripDetail", { as: "demo", params: { id } }), 400);
      expectClientError(await t.api("getChargeDetail", { as: "demo", params: { id } }), 400);
    }
    // Not a number at all: raw paths.
    const token = await t.token("demo");
    expectClientError(await t.call("GET", "vehicle/trips/abc", { token }), 400);
    expectClientError(await t.call("GET", "vehicle/charges/abc", { token }), 400);
    expectClientError(await t.api("getChargeDetail", { params: { id: 1 } }), 401);
  });

  it("a reversed, too long, future or malformed period → 400 in Korean", async () => {
    const token = await t.token("demo");
    for (const query of [
      { startDate: today, endDate: addDays(today, -1) },
      { startDate: "2025-01-01", endDate: "2026-11-01" },
      { startDate: addDays(today, 1), endDate: addDays(today, 3) },
      { startDate: "2026-13-01", endDate: today },
      { startDate: "어제", endDate: today },
    ]) {
      expectClientError(await t.api("getTripLog", { token, query }), 400);
      expectClientError(await t.api("getChargeLog", { token, query }), 400);
    }
    // A charge type outside the contract's FAST/SLOW: a raw query.
    expectClientError(
      await t.call("GET", "vehicle/charges", { token, query: { startDate: today, endDate: today, chargeType: "DC" } }),
      400,
    );
    expectClientError(await t.api("getTripLog", { token }), 400);
  });
});
