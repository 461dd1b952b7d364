import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERIOD_START_AFTER_DELIVERY_DAYS } from "../src/services/service-period";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OBD installer simulator (sim/obd/install)", () => {
  it("an application (01) becomes a service in use (02): device installed, delivered, no data yet; cancellable", async () => {
    const token = await t.token("demo01");
    // Applying: the paid period has not started.
    expect(await t.ok("getMyServiceStatus", { token })).toMatchObject({
      serviceStartDate: null,
      serviceExpirationDate: null,
      daysLeft: null,
    });
    const res = await t.call("POST", "sim/obd/install", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({
      serviceStatus: "02",
      obdStatus: "INSTALLED_EMPTY_DATA",
      deliveryStatus: "03",
      canCancel: true,
      // The 12 months paid for run from the installation day.
      serviceStartDate: "2026-11-22",
      serviceExpirationDate: "2027-11-22",
    });
    const status = await t.ok("getMyServiceStatus", { token });
    expect(status).toMatchObject({ serviceStatus: "02", canCancel: true });
    // The installed device's serial is on record (a later re-join may keep the device).
    expect((await t.ok("getObd", { token })).obdSerial).toMatch(/^OBD-\d+$/);
  });

  it("any other state → 409 (installed already, in use, never joined); no token → 401", async () => {
    for (const login of ["demo01", "demo", "demo00"]) {
      expectClientError(await t.call("POST", "sim/obd/install", { token: await t.token(login) }), 409);
    }
    expectClientError(await t.call("POST", "sim/obd/install"), 401);
  });
});

describe("the paid period starts at installation, or a fixed number of days after the delivery", () => {
  const agrees = async () =>
    (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
  const DAY = 86_400_000;

  it("a device delivered but not installed starts the period the stated number of days after the delivery, not before", async () => {
    expect(PERIOD_START_AFTER_DELIVERY_DAYS).toBe(14);
    const token = await t.token("demo04");
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
        agrees: await agrees(),
      },
    });
    expect(joined.statusCode).toBe(200);
    const userNo = Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
    const deliveredDaysAgo = async (days: number) =>
      t.deps.database.query(
        `UPDATE users SET delivery_status = '03', delivered_at = '${new Date(TEST_NOW.getTime() - days * DAY).toISOString()}' WHERE user_no = ${userNo}`,
      );
    // Delivered 13 days ago: still waiting for the installation.
    await deliveredDaysAgo(13);
    expect(await t.ok("getMyServiceStatus", { token })).toMatchObject({
      serviceStatus: "01",
      serviceStartDate: null,
      serviceExpirationDate: null,
    });
    // Delivered 15 days ago: the period started on the 14th day after the delivery (six free months of the key).
    await deliveredDaysAgo(15);
    expect(await t.ok("getStlmServiceStatus", { token })).toMatchObject({
      serviceStatus: "01",
      periodMonths: 6,
      serviceExpirationDate: "2027-05-21",
      promotionExpirationDate: "2027-05-21",
    });
    const s = await t.ok("getMyServiceStatus", { token });
    expect(s).toMatchObject({ serviceStartDate: "2026-11-21", serviceExpirationDate: "2027-05-21" });
    // Installing later does not move a period that has started.
    expect((await t.call("POST", "sim/obd/install", { token })).json().results).toMatchObject({
      serviceStatus: "02",
      serviceStartDate: "2026-11-21",
      serviceExpirationDate: "2027-05-21",
    });
  });
});

describe("company enrolment simulator (sim/company/enrol)", () => {
  it("makes the caller a business member of the company; twice → 409; bad name → 400; no token → 401", async () => {
    const token = await t.token("demo00");
    const res = await t.call("POST", "sim/company/enrol", { token, body: { companyName: " 에버세이프 물류 " } });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ isB2b: true, companyName: "에버세이프 물류" });
    expect(await t.ok("getMyProfile", { token })).toMatchObject({
      isB2b: true,
      companyName: "에버세이프 물류",
    });
    expectClientError(await t.call("POST", "sim/company/enrol", { token, body: { companyName: "다른 회사" } }), 409);
    expectClientError(await t.call("POST", "sim/company/enrol", { token: await t.token("demo01"), body: { companyName: "" } }), 400);
    expectClientError(
      await t.call("POST", "sim/company/enrol", { token: await t.token("demo01"), body: { companyName: "가".repeat(51) } }),
      400,
    );
    expectClientError(await t.call("POST", "sim/company/enrol", { body: { companyName: "회사" } }), 401);
  });
});

describe("service lapse simulator (sim/service/lapse)", () => {
  it("in use → expired (may apply again); a requested cancellation → cancelled (04); no service → 409", async () => {
    const inUse = await t.token("demowarn");
    const expired = (await t.call("POST", "sim/service/lapse", { token: inUse })).json().results;
    expect(expired).toMatchObject({
      serviceStatus: "02",
      isExpired: true,
      canApply: true,
      canCancel: false,
      serviceExpirationDate: "2026-11-21",
    });
    expectClientError(await t.api("getMainInfo", { token: inUse }), 403);

    const requested = await t.token("demo03");
    const cancelled = (await t.call("POST", "sim/service/lapse", { token: requested })).json().results;
    expect(cancelled).toMatchObject({ serviceStatus: "04", userStatus: "04", isExpired: true, canApply: true });

    expectClientError(await t.call("POST", "sim/service/lapse", { token: await t.token("demo00") }), 409);
    expectClientError(await t.call("POST", "sim/service/lapse"), 401);
  });
});
