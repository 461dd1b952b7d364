import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET main/info", () => {
  it("shows the vehicle, the latest day's SoC/SoH, the score and per-metric statuses", async () => {
    const r = await t.ok("getMainInfo", { as: "demo" });
    expect(r.userName).toBe("김민준");
    expect(r.hasVehicle).toBe(true);
    expect(r.hasData).toBe(true);
    expect(r.vehicle).toMatchObject({ carNo: "12가3456", brandDcd: "HYUNDAI", brandNm: "현대", mdlNm: "아이오닉 5", modelYear: 2023 });
    expect(r.obdStatus).toBe("INSTALLED_OK");
    expect(r.latestDay).toBe("2026-11-21");
    expect(r.soc).toBeGreaterThanOrEqual(20);
    expect(r.soc).toBeLessThanOrEqual(100);
    expect(r.soh).toBeGreaterThan(90);
    expect(r.rangeKm).toBeGreaterThan(50);
    expect(r.safetyScore).toBeGreaterThanOrEqual(90);
    expect(r.grade).toBe("A");
    expect(r.gradeName).toBe("안전");
    expect(r.status).toBe("safe");
    expect(r.metrics.map((m: { key: string }) => m.key)).toEqual([
      "cellBalance",
      "weakCell",
      "moduleTempBalance",
      "moduleTempMax",
      "insulation",
      "soh",
    ]);
    expect(r.metrics.every((m: { status: string }) => m.status === "safe")).toBe(true);
    expect(r.emptyTitle).toBeNull();
    expect(r.unreadAlimCount).toBe(r.unreadSafetyAlimCount + r.unreadGeneralAlimCount);
    expect(r.unreadGeneralAlimCount).toBeGreaterThanOrEqual(1);
  });

  it("shows warnings and a lower score for the degrading pack (demowarn)", async () => {
    const demo = await t.ok("getMainInfo", { as: "demo" });
    const warn = await t.ok("getMainInfo", { as: "demowarn" });
    expect(warn.safetyScore).toBeLessThan(demo.safetyScore!);
    expect(warn.safetyScore).toBeLessThanOrEqual(69);
    expect(["warning", "serious"]).toContain(warn.status);
    expect(["03", "04"]).toContain(warn.severity);
    const cell = warn.metrics.find((m) => m.key === "cellBalance")!;
    expect(cell.value).toBeGreaterThan(30);
    expect(cell.status).toBe("warning");
    expect(cell.advice).toContain("경고 기준(30 mV)");
    // One cell far below the mean is judged on its own and makes the day 심각 (the σ alone under-reads it).
    const weak = warn.metrics.find((m) => m.key === "weakCell")!;
    expect(weak.value).toBeGreaterThanOrEqual(150);
    expect(weak.status).toBe("serious");
    expect(warn.status).toBe("serious");
    expect(warn.severity).toBe("04");
    expect(warn.unreadSafetyAlimCount).toBeGreaterThan(0);
  });

  it("gives clear empty states: no vehicle, device not installed, no data yet", async () => {
    const none = await t.ok("getMainInfo", { as: "demo00" });
    expect(none).toMatchObject({
      hasVehicle: false,
      hasData: false,
      vehicle: null,
      safetyScore: null,
      metrics: [],
      obdStatus: "NOT_INSTALLED",
    });
    expect(none.emptyTitle).toBe("등록된 차량이 없습니다");
    const notInstalled = await t.ok("getMainInfo", { as: "demo01" });
    expect(notInstalled).toMatchObject({ hasVehicle: true, hasData: false, soc: null });
    expect(notInstalled.emptyTitle).toContain("설치 전");
    const empty = await t.ok("getMainInfo", { as: "demoempty" });
    expect(empty).toMatchObject({ hasVehicle: true, hasData: false, obdStatus: "INSTALLED_EMPTY_DATA", latestDay: null });
    expect(empty.emptyMessage).toMatch(/[가-힣]/);
  });

  it("401 without or with a garbage token; 403 SERVICE_EXPIRED for an expired service (demo04)", async () => {
    expectClientError(await t.api("getMainInfo"), 401);
    expectClientError(await t.api("getMainInfo", { token: "garbage" }), 401);
    const e = expectClientError(await t.api("getMainInfo", { as: "demo04" }), 403);
    expect(e.code).toBe("SERVICE_EXPIRED");
    expect(e.message).toBe(SERVICE_EXPIRED_MESSAGE);
    for (const name of [
      "getMainScoreInfo",
      "getMainDriveInfo",
      "getMainIsEmpty",
      "getSdsResultScore",
      "getSdsScore",
      "getSdsResultScoreMonth",
      "getBatteryManagementTip",
    ] as const) {
      expect(expectClientError(await t.api(name, { as: "demo04" }), 403).code, name).toBe("SERVICE_EXPIRED");
    }
  });
});

describe("GET main/score-info", () => {
  it("compares the latest score with the previous day's", async () => {
    const r = await t.ok("getMainScoreInfo", { as: "demo" });
    expect(r.hasData).toBe(true);
    expect(r.day).toBe("2026-11-21");
    expect(r.previousDay).toBe("2026-11-20");
    expect(r.change).toBe(r.score! - r.previousScore!);
    expect(r.trend).toBe(r.change! > 0 ? "up" : r.change! < 0 ? "down" : "flat");
    expect(r.trendText).toMatch(/[가-힣]/);
    expect(r.average30).toBeGreaterThan(85);
    const info = await t.ok("getMainInfo", { as: "demo" });
    expect(r.score).toBe(info.safetyScore);
  });
  it("is declining for demowarn and empty for demoempty", async () => {
    const w = await t.ok("getMainScoreInfo", { as: "demowarn" });
    expect(w.average30).toBeGreaterThan(w.score!);
    const e = await t.ok("getMainScoreInfo", { as: "demoempty" });
    expect(e).toMatchObject({ hasData: false, score: null, trend: null });
    expectClientError(await t.api("getMainScoreInfo"), 401);
  });
});

describe("GET main/drive-info", () => {
  it("sums this week's and month's driving from the telemetry", async () => {
    const r = await t.ok("getMainDriveInfo", { as: "demo" });
    expect(r.hasData).toBe(true);
    // TEST_NOW is Sunday 2026-11-22: the week is Monday 16th – today.
    expect(r.week).toMatchObject({ startDate: "2026-11-16", endDate: "2026-11-22" });
    expect(r.month).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-22" });
    expect(r.month.distanceKm).toBeGreaterThan(r.week.distanceKm);
    expect(r.month.tripCount).toBeGreaterThan(10);
    expect(r.month.efficiencyKmPerKwh).toBeGreaterThan(4);
    expect(r.month.efficiencyKmPerKwh).toBeLessThan(7);
    expect(r.lastTrip!.distanceKm).toBeGreaterThan(0);
    expect(r.lastDay!.startDate).toBe("2026-11-21");
    const fleet = await t.ok("getMainDriveInfo", { as: "demob2b" });
    expect(fleet.month.distanceKm).toBeGreaterThan(r.month.distanceKm);
  });
  it("answers zeros without data and 401 without token", async () => {
    const r = await t.ok("getMainDriveInfo", { as: "demoempty" });
    expect(r).toMatchObject({ hasData: false, lastTrip: null, lastDay: null, efficiency30: null });
    expect(r.week.distanceKm).toBe(0);
    expectClientError(await t.api("getMainDriveInfo"), 401);
  });
});

describe("GET alim and alim/general", () => {
  it("lists demowarn's safety alerts newest first, with a warning about the cell voltage spread", async () => {
    const r = await t.ok("getAlim", { as: "demowarn" });
    expect(r.totalCount).toBeGreaterThan(0);
    const items = r.items as { createdAt: string; severity: string; alimType: string; title: string; message: string; metric: string }[];
    expect(items.every((i) => i.alimType === "01")).toBe(true);
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const cell = items.find((i) => i.metric === "cellBalance" && ["03", "04"].includes(i.severity));
    expect(cell).toBeDefined();
    expect(cell!.message).toMatch(
      /셀 전압 편차가 3\d(\.\d)? mV로 경고 기준\(30 mV\)을 넘었습니다\. 가까운 서비스센터에서 점검을 받으세요\./,
    );
    expect(r.unreadCount).toBeGreaterThan(0);
    const main = await t.ok("getMainInfo", { as: "demowarn" });
    expect(main.unreadSafetyAlimCount).toBe(r.unreadCount);
  });
  it("pages with page and size", async () => {
    const all = await t.ok("getAlim", { as: "demowarn", query: { size: "100" } });
    const p1 = await t.ok("getAlim", { as: "demowarn", query: { page: "1", size: "2" } });
    const p2 = await t.ok("getAlim", { as: "demowarn", query: { page: "2", size: "2" } });
    expect(p1.items.length).toBe(Math.min(2, all.totalCount));
    expect(p1.totalPages).toBe(Math.ceil(all.totalCount / 2));
    if (all.totalCount > 2) expect(p2.items[0]!.id).toBe(all.items[2]!.id);
    expectClientError(await t.api("getAlim", { as: "demowarn", query: { page: "0" } }), 400);
    expectClientError(await t.api("getAlim", { as: "demowarn", query: { size: "abc" } }), 400);
    expectClientError(await t.api("getAlim", { as: "demowarn", query: { size: "1000" } }), 400);
  });
  it("has no safety alerts for a healthy pack or a user without a vehicle", async () => {
    const healthy = await t.ok("getAlim", { as: "demo" });
    expect(healthy.items.filter((i: { severity: string }) => i.severity >= "03")).toEqual([]);
    const none = await t.ok("getAlim", { as: "demo00" });
    expect(none.totalCount).toBe(0);
  });
  it("lists general alerts: notices and subscription news; readable after expiry", async () => {
    const g = await t.ok("getAlimGeneral", { as: "demo03" });
    expect(g.items.every((i: { alimType: string }) => i.alimType === "02")).toBe(true);
    const titles = g.items.map((i: { title: string }) => i.title);
    expect(titles).toContain("서비스 해지 신청 접수");
    expect(titles).toContain("서비스 만료 예정 안내");
    const expired = await t.ok("getAlimGeneral", { as: "demo04" });
    expect(expired.items.map((i: { title: string }) => i.title)).toContain("서비스 만료 안내");
    expectClientError(await t.api("getAlimGeneral"), 401);
  });
});

describe("GET main/is-empty", () => {
  it("is true without telemetry and false with it", async () => {
    expect(await t.ok("getMainIsEmpty", { as: "demoempty" })).toEqual({ result: true });
    expect(await t.ok("getMainIsEmpty", { as: "demo00" })).toEqual({ result: true });
    expect(await t.ok("getMainIsEmpty", { as: "demo01" })).toEqual({ result: true });
    expect(await t.ok("getMainIsEmpty", { as: "demo" })).toEqual({ result: false });
    expectClientError(await t.api("getMainIsEmpty"), 401);
  });
});

describe("GET main/battery-management-tip", () => {
  it("picks tips from the driver's own data", async () => {
    const fleet = await t.ok("getBatteryManagementTip", { as: "demob2b" });
    expect(fleet.basedOnDays).toBeGreaterThan(25);
    const codes = fleet.tips.map((x: { code: string }) => x.code);
    expect(codes).toContain("FAST_CHARGE");
    const fast = fleet.tips.find((x) => x.code === "FAST_CHARGE")!;
    expect(fast.reason).toMatch(/급속 충전이 \d+회/);
    const warn = await t.ok("getBatteryManagementTip", { as: "demowarn" });
    expect(warn.tips[0]!.code).toMatch(/CELL_BALANCE|INSULATION/);
    expect(warn.tips.map((x: { code: string }) => x.code)).toEqual(expect.arrayContaining(["CELL_BALANCE", "INSULATION"]));
    const empty = await t.ok("getBatteryManagementTip", { as: "demoempty" });
    expect(empty).toEqual({ basedOnDays: 0, tips: [] });
    expectClientError(await t.api("getBatteryManagementTip"), 401);
  });
});
