import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, kstDate } from "../src/http/time";
import { termsInEffect } from "../src/services/common";
import { demoClockRunning, msUntilDemoNight, runDemoNight } from "../src/simulators/demo-day";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = kstDate(TEST_NOW);
const userNoOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
const count = async (sql: string) => Number((await t.deps.database.query<{ n: number }>(sql))[0]!.n);
const daysOf = (userNo: number, day: string) =>
  count(
    `SELECT count(*)::int AS n FROM daily_battery d JOIN vehicles v USING (vehicle_id) WHERE v.user_no = ${userNo} AND d.day = '${day}'`,
  );
const tripsOf = (userNo: number) =>
  count(`SELECT count(*)::int AS n FROM trips t JOIN vehicles v USING (vehicle_id) WHERE v.user_no = ${userNo}`);

describe("the demo's day (sim/demo/day)", () => {
  it("an applying member (demo01): the device is installed, the period starts today, and main/info and the statistics read the day", async () => {
    const token = await t.token("demo01");
    expect(await t.ok("getMainInfo", { token })).toMatchObject({ hasData: false, safetyScore: null });
    const res = await t.call("POST", "sim/demo/day", { token });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json().results;
    expect(day).toMatchObject({ day: TODAY, installed: true });
    expect(day.trips + day.charges).toBeGreaterThan(0);
    expect(day.message).toMatch(/단말기가 설치되었고/);
    expect(await t.ok("getMyServiceStatus", { token })).toMatchObject({
      serviceStatus: "02",
      obdStatus: "INSTALLED_OK",
      deliveryStatus: "03",
      serviceStartDate: TODAY,
      serviceExpirationDate: "2027-11-22",
    });
    const info = await t.ok("getMainInfo", { token });
    expect(info).toMatchObject({ hasData: true, latestDay: TODAY, obdStatus: "INSTALLED_OK" });
    expect(info.safetyScore).toEqual(expect.any(Number));
    expect(info.metrics.length).toBeGreaterThan(0);
    const week = await t.ok("getVehicleStatistics", { params: { x: "week" }, token });
    expect(JSON.stringify(week)).toMatch(/\d/);
    const daily = await t.ok("getMainVehicleStatusStatistics", { token, query: { startDate: addDays(TODAY, -6), endDate: TODAY } });
    expect(JSON.stringify(daily)).toContain(TODAY);
    expect(await daysOf(userNoOf(token), TODAY)).toBe(1);
    expect(await tripsOf(userNoOf(token))).toBe(day.trips);
  });

  it("a second run for the same day writes nothing and says why in Korean", async () => {
    const token = await t.token("demo01");
    const trips = await tripsOf(userNoOf(token));
    const again = await t.call("POST", "sim/demo/day", { token });
    expectClientError(again, 409);
    expect(again.json().error).toMatchObject({ code: "DEMO_DAY_DONE", message: expect.stringMatching(/이미 기록되었어요/) });
    expect(await daysOf(userNoOf(token), TODAY)).toBe(1);
    expect(await tripsOf(userNoOf(token))).toBe(trips);
  });

  it("two presses at once (installed, no data: demoempty) make one day, not two", async () => {
    const token = await t.token("demoempty");
    const both = await Promise.all([t.call("POST", "sim/demo/day", { token }), t.call("POST", "sim/demo/day", { token })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = both.find((r) => r.statusCode === 200)!.json().results;
    expect(ok.installed).toBe(false);
    expect(await daysOf(userNoOf(token), TODAY)).toBe(1);
    expect(await tripsOf(userNoOf(token))).toBe(ok.trips);
    expect(await t.ok("getMainInfo", { token })).toMatchObject({ hasData: true, latestDay: TODAY });
  });

  it("a member with history (demo) gets today after its seeded days: the odometer carries on", async () => {
    const token = await t.token("demo");
    const before = (await t.api("getMainInfo", { token })).json().results;
    expect(before.latestDay).toBe(addDays(TODAY, -1));
    const res = await t.call("POST", "sim/demo/day", { token });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.api("getMainInfo", { token })).json().results;
    expect(after.latestDay).toBe(TODAY);
    expect(after.vehicle.odometerKm).toBeGreaterThanOrEqual(before.vehicle.odometerKm);
  });

  it("without a service or a device in the car → 409 with a Korean reason; no token → 401; nothing written", async () => {
    for (const [login, code] of [
      ["demo00", "DEMO_DAY_NO_SERVICE"],
      ["demo04", "DEMO_DAY_NO_SERVICE"],
    ] as const) {
      const token = await t.token(login);
      const res = await t.call("POST", "sim/demo/day", { token });
      expectClientError(res, 409);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(/[가-힣]/);
      expect(await daysOf(userNoOf(token), TODAY)).toBe(0);
    }
    expectClientError(await t.call("POST", "sim/demo/day"), 401);
  });
});

describe("the demo's night (the clock's run for the day that just ended)", () => {
  it("installs a delivered member's device, writes the day for every member in service once, and a second run adds nothing", async () => {
    // demo04 joins again; its device is delivered and waits for the installer.
    const token = await t.token("demo04");
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    const joined = await t.api("serviceSignup", {
      token,
      body: {
        vehicle: { brandDcd: "KIA", mdlDcd: "NIRO_EV", dtlMdlDcd: "NIRO_EV_2020", carNo: "90마5678" },
        delivery: {
          receiverName: "윤시우",
          receiverPhone: "010-1006-5744",
          zip: "06236",
          addr: "서울특별시 강남구 테헤란로 152",
          daddr: "16층",
        },
        payment: { promotionKey: "EVSAFE-2026-PROMO" },
        agrees,
      },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const userNo = userNoOf(token);
    await t.deps.database.query(`UPDATE users SET delivery_status = '03', delivered_at = now() WHERE user_no = ${userNo}`);

    const first = await runDemoNight(t.deps, TODAY);
    expect(first.installed).toBe(1);
    // demowarn, demo03, demob2b and the newly installed demo04 (demo01, demoempty and demo have today already).
    expect(first.written).toBe(4);
    expect(await t.ok("getMyServiceStatus", { token })).toMatchObject({
      serviceStatus: "02",
      serviceStartDate: TODAY,
    });
    for (const login of ["demowarn", "demo03", "demob2b", "demo04", "demo01"]) {
      expect(await daysOf(userNoOf(await t.token(login)), TODAY)).toBe(1);
    }
    expect(await runDemoNight(t.deps, TODAY)).toEqual({ installed: 0, written: 0 });
  });

  it("runs a minute past midnight in Korea", () => {
    // TEST_NOW is 14:00 KST: 10 hours and a minute to go.
    expect(msUntilDemoNight(TEST_NOW)).toBe(10 * 3_600_000 + 60_000);
  });

  it("the clock runs in demo mode and stops with the server", async () => {
    const demo = await createTestApp({ seed: false });
    expect(demoClockRunning(demo.deps)).toBe(true);
    await demo.close();
    expect(demoClockRunning(demo.deps)).toBe(false);
  });
});
