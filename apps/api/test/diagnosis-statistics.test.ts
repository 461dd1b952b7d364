import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls, STAT_METRICS, type CallName, type StatMetric } from "@evsafe/contract";
import { dailyBattery, users, vehicles } from "../src/db/schema/core";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** Each metric's `<metric>/status/statistics` call of the contract. */
const STAT_CALLS = {
  "pack-voltage": "getPackVoltageStatistics",
  "module-temp-balance": "getModuleTempBalanceStatistics",
  "cell-voltage-balance": "getCellVoltageBalanceStatistics",
  "energy-use-efficiency": "getEnergyUseEfficiencyStatistics",
  "energy-efficiency": "getEnergyEfficiencyStatistics",
  "trip-charge-ratio": "getTripChargeRatioStatistics",
  "voltage-by-soc": "getVoltageBySocStatistics",
  "rapid-acceleration": "getRapidAccelerationStatistics",
} as const satisfies Record<StatMetric, CallName>;

const stat = (metric: StatMetric, date: string, login = "demo") => t.api(STAT_CALLS[metric], { as: login, query: { date } });

const addDaysIso = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function dayRow(login: string, day: string) {
  const [v] = await t.deps.db
    .select({ vehicleId: vehicles.vehicleId })
    .from(vehicles)
    .innerJoin(users, eq(users.userNo, vehicles.userNo))
    .where(eq(users.loginId, login));
  const rows = await t.deps.db
    .select()
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, v!.vehicleId), eq(dailyBattery.day, day)));
  return rows[0]!;
}

describe.each(STAT_METRICS)("%s/status/statistics", (metric) => {
  it("answers the day's status, a 30-day series and thresholds", async () => {
    const res = await stat(metric, "2026-11-20");
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r).toMatchObject({ metric, date: "2026-11-20", hasData: expect.any(Boolean), seriesFrom: "2026-10-22", seriesTo: "2026-11-20" });
    expect(r.metricNm).toMatch(/[가-힣]/);
    expect(r.thresholds.text).toMatch(/[가-힣]/);
    expect(r.series.length).toBeGreaterThan(15);
    expect(r.series.length).toBeLessThanOrEqual(30);
    expect(r.series.every((p: { date: string }) => p.date >= "2026-10-22" && p.date <= "2026-11-20")).toBe(true);
    if (r.hasData) {
      expect(r.value).not.toBeNull();
      expect(["01", "02", "03", "04"]).toContain(r.severity);
      expect(r.series[r.series.length - 1]).toMatchObject({ date: "2026-11-20", value: r.value, severity: r.severity });
      expect(r.details.length).toBeGreaterThan(0);
    }
    expect(r.message).toMatch(/[가-힣]/);
  });

  it("no data that day: 200 with hasData false and an empty series", async () => {
    const r = (await stat(metric, "2025-01-15")).json().results;
    expect(r).toMatchObject({ hasData: false, value: null, severity: null, series: [], average: null });
    expect(r.message).toContain("데이터가 없습니다");
  });

  it("400 for a bad or future date, 401 without a token; expired: the paid period's last day", async () => {
    expectClientError(await stat(metric, "2026-13-01"), 400);
    expectClientError(await stat(metric, "20261120"), 400);
    expectClientError(await stat(metric, "2026-11-30"), 400);
    expect(calls[STAT_CALLS[metric]].path).toBe(`${metric}/status/statistics`);
    expectClientError(await t.api(STAT_CALLS[metric], { query: { date: "2026-11-20" } }), 401);
    // demo04's service ended on 2026-11-07: a later day reads as that one (paid-period.test).
    expect((await stat(metric, "2026-11-20", "demo04")).json().results.date).toBe("2026-11-07");
  });
});

describe("metric values derive from the telemetry", () => {
  it("cell-voltage-balance is the day's cell σ; demowarn is worse than demo", async () => {
    const demo = (await stat("cell-voltage-balance", "2026-11-20")).json().results;
    expect(demo.value).toBeCloseTo((await dayRow("demo", "2026-11-20")).cellSigmaMv, 1);
    expect(demo.severity).toBe("01");
    expect(demo.thresholds).toMatchObject({ direction: "lower", caution: 20, warning: 30 });
    const warn = (await stat("cell-voltage-balance", "2026-11-20", "demowarn")).json().results;
    expect(warn.value).toBeCloseTo((await dayRow("demowarn", "2026-11-20")).cellSigmaMv, 1);
    expect(warn.value).toBeGreaterThan(demo.value);
    expect(Number(warn.severity)).toBeGreaterThanOrEqual(2);
  });

  it("module-temp-balance is the day's module σ", async () => {
    const row = await dayRow("demowarn", "2026-11-20");
    const r = (await stat("module-temp-balance", "2026-11-20", "demowarn")).json().results;
    expect(r.value).toBeCloseTo(row.moduleTempSigma, 2);
    expect(r.details.find((d: { label: string }) => d.label === "최고 모듈 온도").value).toBe(row.moduleTempMax);
  });

  it("pack-voltage converts the pack minimum to a cell-equivalent voltage", async () => {
    const row = await dayRow("demo", "2026-11-20");
    const r = (await stat("pack-voltage", "2026-11-20")).json().results;
    expect(r.value).toBeCloseTo(row.packVoltageMin / 180, 3);
    expect(r.unit).toBe("V");
  });

  it("energy-efficiency is km per kWh of the day against the rated efficiency", async () => {
    const row = await dayRow("demo", "2026-11-20");
    const r = (await stat("energy-efficiency", "2026-11-20")).json().results;
    if (row.distanceKm >= 3) expect(r.value).toBeCloseTo(row.distanceKm / row.energyUsedKwh, 2);
    else expect(r.hasData).toBe(false);
    // Compared with IONIQ 5 LR 2WD's rated 5.1 km/kWh, but efficiency is not a safety level: no bands.
    expect(r.thresholds).toMatchObject({ direction: "pattern", caution: null, warning: null, serious: null });
    expect(r.thresholds.text).toMatch(/^공인 복합 전비 5\.1 km\/kWh와 비교합니다\./);
  });

  it("rapid-acceleration counts per 100 km", async () => {
    const row = await dayRow("demo", "2026-11-20");
    const r = (await stat("rapid-acceleration", "2026-11-20")).json().results;
    if (row.distanceKm >= 5) expect(r.value).toBeCloseTo(((row.rapidAccelCount + row.rapidDecelCount) / row.distanceKm) * 100, 1);
    else expect(r.hasData).toBe(false);
  });

  it("energy-use-efficiency stays near 100 % for a sound pack; trip-charge-ratio is a charging pattern", async () => {
    const eue = (await stat("energy-use-efficiency", "2026-11-20")).json().results;
    expect(eue.value).toBeGreaterThan(95);
    expect(eue.value).toBeLessThan(105);
    const tcr = (await stat("trip-charge-ratio", "2026-11-20")).json().results;
    expect(tcr.thresholds.direction).toBe("pattern");
    expect(tcr.details.map((d: { label: string }) => d.label)).toContain("급속 충전 비중");
  });

  it("voltage-by-soc flags demowarn's weak cell", async () => {
    const demo = (await stat("voltage-by-soc", "2026-11-20")).json().results;
    const warn = (await stat("voltage-by-soc", "2026-11-20", "demowarn")).json().results;
    expect(demo.severity).toBe("01");
    expect(warn.value).toBeGreaterThan(demo.value);
    expect(Number(warn.severity)).toBeGreaterThanOrEqual(3);
  });

  // One battery truth: /statistics never calls a day's battery worse than /home and /safety-index do (the day's
  // status is the rulebook's, which judges the weakest cell too).
  it.each(["demo", "demowarn", "demo03", "demob2b"])(
    "%s: no battery metric rates a day of the last 30 above that day's status",
    async (login) => {
      const token = await t.token(login);
      const date = (await t.ok("getMainInfo", { token })).latestDay as string;
      const days = (await t.ok("getMainVehicleStatusStatistics", { token, query: { startDate: addDaysIso(date, -29), endDate: date } }))
        .items as { day: string; severity: string }[];
      const dayLevel = new Map(days.map((d) => [d.day, d.severity]));
      expect(dayLevel.size).toBeGreaterThan(20);
      // The day's weak-cell figure (computed by the database) is the one 충전량별 전압 shows (computed from the cells).
      const info = (await t.api("getMainInfo", { token })).json().results;
      const weak = info.metrics.find((m: { key: string }) => m.key === "weakCell");
      const vbs = (await stat("voltage-by-soc", date, login)).json().results;
      expect(Math.abs(weak.value - vbs.value)).toBeLessThanOrEqual(0.5);
      expect(vbs.severity).toBe(weak.severity);
      for (const metric of ["cell-voltage-balance", "module-temp-balance", "pack-voltage", "voltage-by-soc"] as const) {
        const series = (await stat(metric, date, login)).json().results.series as { date: string; severity: string | null }[];
        expect(series.length).toBeGreaterThan(20);
        for (const point of series) {
          const level = dayLevel.get(point.date);
          expect(level, `${login} ${point.date} has a daily level`).toBeDefined();
          if (!point.severity) continue;
          expect(point.severity <= level!, `${login} ${metric} ${point.date}: ${point.severity} against the day's ${level}`).toBe(true);
        }
      }
    },
  );

  it("a user without a vehicle gets a Korean 404", async () => {
    expectClientError(await stat("pack-voltage", "2026-11-20", "demo00"), 404);
  });
});
