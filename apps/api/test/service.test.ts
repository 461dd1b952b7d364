import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (loginId: string) => {
  const res = await t.ok("getMyServiceStatus", { token: await t.token(loginId) });
  return res;
};

describe("GET users/my-service-status", () => {
  it("in use (demo): labels, dates, days left", async () => {
    const s = await status("demo");
    expect(s).toMatchObject({
      serviceStatus: "02",
      serviceStatusLabel: "이용중",
      joinType: "01",
      joinTypeLabel: "서비스 가입",
      subscription: "02",
      subscriptionLabel: "구독",
      userStatus: "02",
      obdStatus: "INSTALLED_OK",
      obdStatusLabel: "설치됨 · 정상 수집중",
      deliveryStatus: "03",
      deliveryStatusLabel: "배송완료",
      serviceStartDate: "2026-09-18",
      serviceExpirationDate: "2027-09-18",
      promotionExpirationDate: "2027-05-22",
      isExpired: false,
      daysLeft: 300,
      canApply: false,
      canCancel: true,
      confirmedDeviceType: "iOS",
      cancelRequestedAt: null,
    });
  });
  it("not joined (demo00), applying (demo01), cancel requested (demo03), cancelled and expired (demo04)", async () => {
    expect(await status("demo00")).toMatchObject({
      serviceStatus: "00",
      serviceStatusLabel: "미가입",
      joinType: null,
      joinTypeLabel: null,
      deliveryStatus: null,
      serviceExpirationDate: null,
      isExpired: false,
      daysLeft: null,
      canApply: true,
      canCancel: false,
      confirmedDeviceType: null,
    });
    expect(await status("demo01")).toMatchObject({
      serviceStatus: "01",
      deliveryStatus: "02",
      deliveryStatusLabel: "배송중",
      canApply: false,
      canCancel: false,
    });
    const d3 = await status("demo03");
    expect(d3).toMatchObject({ serviceStatus: "03", serviceStatusLabel: "해지신청", daysLeft: 20, canCancel: false });
    expect(d3.cancelRequestedAt).toBe("2026-11-12T11:40:00+09:00");
    expect(await status("demo04")).toMatchObject({
      serviceStatus: "04",
      obdStatus: "REMOVED",
      isExpired: true,
      daysLeft: -15,
      canApply: true,
    });
  });
  it("needs a valid token", async () => {
    expectClientError(await t.api("getMyServiceStatus"), 401);
    expectClientError(await t.api("getMyServiceStatus", { token: "garbage" }), 401);
  });
});

describe("PUT users/my-service-status/update", () => {
  it("records the device on the member and the latest application; reads back", async () => {
    const token = await t.token("demo01");
    const res = await t.ok("putMyServiceStatusUpdate", { token, body: { deviceType: "AOS" } });
    expect(res).toMatchObject({ serviceStatus: "01", confirmedDeviceType: "AOS" });
    expect((await status("demo01")).confirmedDeviceType).toBe("AOS");
    const rows = await t.deps.database.query<{ device_type: string }>("SELECT device_type FROM users WHERE login_id = 'demo01'");
    expect(rows[0]!.device_type).toBe("AOS");
  });
  it("refuses unknown device types and missing bodies (400)", async () => {
    const token = await t.token("demo01");
    // "Android" is not one of the contract's device types (AOS, iOS, N/A), and no body: raw calls.
    expectClientError(await t.call("PUT", "users/my-service-status/update", { token, body: { deviceType: "Android" } }), 400);
    expectClientError(await t.call("PUT", "users/my-service-status/update", { token }), 400);
    expectClientError(await t.api("putMyServiceStatusUpdate", { body: { deviceType: "AOS" } }), 401);
  });
});

describe("expiry", () => {
  it("users/get-expired-date and users/is-expired", async () => {
    expect(await t.ok("getExpiredDate", { as: "demo" })).toEqual({ expiredDate: "2027-09-18" });
    expect(await t.ok("isExpired", { as: "demo" })).toEqual({ result: false });
    expect(await t.ok("getExpiredDate", { as: "demo04" })).toEqual({ expiredDate: "2026-11-07" });
    expect(await t.ok("isExpired", { as: "demo04" })).toEqual({ result: true });
    expect(await t.ok("getExpiredDate", { as: "demo00" })).toEqual({ expiredDate: null });
    expect(await t.ok("isExpired", { as: "demo00" })).toEqual({ result: false });
    expectClientError(await t.api("isExpired"), 401);
    expectClientError(await t.api("getExpiredDate"), 401);
  });
  it("the last day counts: expired only the day after", async () => {
    t.setNow(new Date("2026-12-12T14:59:00Z")); // 2026-12-12 23:59 KST, expiry day of demo03
    try {
      const tok = (await t.ok("login", { body: { loginId: "demo03", password: "Demo1234!" } })).accessToken as string;
      expect((await t.ok("isExpired", { token: tok })).result).toBe(false);
      expect((await t.ok("getMyServiceStatus", { token: tok })).daysLeft).toBe(0);
      t.setNow(new Date("2026-12-12T15:00:00Z"));
      expect((await t.ok("isExpired", { token: tok })).result).toBe(true);
    } finally {
      t.setNow(new Date("2026-11-22T05:00:00Z"));
    }
  });
});

describe("PUT users/cancel-service", () => {
  it("in use → cancellation requested; reads back; a second request → 422", async () => {
    const token = await t.token("demowarn");
    const res = await t.ok("cancelService", { token });
    expect(res).toMatchObject({ serviceStatus: "03", serviceStatusLabel: "해지신청", userStatus: "03", canCancel: false });
    expect(res.cancelRequestedAt).toBe("2026-11-22T14:00:00+09:00");
    expect((await status("demowarn")).serviceStatus).toBe("03");
    // The service keeps running to its expiry date.
    expect((await t.ok("isExpired", { token })).result).toBe(false);
    const again = expectClientError(await t.api("cancelService", { token }), 422);
    expect(again.message).toContain("이미 해지 신청");
  });
  it("other states → 422 in Korean; no token → 401", async () => {
    for (const id of ["demo00", "demo01", "demo04"]) {
      const err = expectClientError(await t.api("cancelService", { token: await t.token(id) }), 422);
      expect(err.code).toBe("CANNOT_CANCEL");
    }
    expectClientError(await t.api("cancelService"), 401);
  });
  it("a business member's service is the company's: not the driver's to cancel (canCancel false, 422 naming the company)", async () => {
    const token = await t.token("demob2b");
    expect((await status("demob2b")).canCancel).toBe(false);
    const err = expectClientError(await t.api("cancelService", { token }), 422);
    expect(err.code).toBe("CANNOT_CANCEL");
    expect(err.message).toContain("에버세이프 렌터카에서 관리하는 서비스");
    expect((await status("demob2b")).serviceStatus).toBe("02");
  });
});

describe("GET kg/stlm/my-service-status", () => {
  it("a monthly subscription shows the next billing date and amount", async () => {
    const token = await t.token("demo00");
    const userNo = Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
    const before = await t.ok("getStlmServiceStatus", { token });
    expect(before).toMatchObject({ serviceStatus: "00", lastPayment: null, nextBillingDate: null, totalPaidAmount: 0, subscription: "01" });
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    const { tradeId } = await t.ok("createPayment", { params: { x: "02" }, token, body: { deviceType: "iOS", agrees } });
    await t.api("settle", { token, body: { userNo, tradeId, stlmDivCcd: "01", srvcPrdtCcd: "02", idempotencyKey: `monthly-${tradeId}` } });
    const signup = await t.ok("serviceSignup", {
      token,
      body: {
        vehicle: { brandDcd: "KIA", mdlDcd: "RAY_EV", dtlMdlDcd: "RAY_EV_2023", carNo: "77바7777" },
        delivery: {
          receiverName: "이서연",
          receiverPhone: "01010015689",
          zip: "04524",
          addr: "서울특별시 중구 세종대로 110",
          daddr: "3층",
        },
        payment: { tradeId },
        agrees,
        deviceType: "iOS",
      },
    });
    // The month starts when the device is installed: nothing to bill before.
    expect(signup).toMatchObject({ joinType: "02", serviceExpirationDate: null });
    const applying = await t.ok("getStlmServiceStatus", { token });
    expect(applying).toMatchObject({ serviceStatus: "01", nextBillingDate: null, serviceExpirationDate: null, totalPaidAmount: 9_900 });
    expect((await t.call("POST", "sim/obd/install", { token })).statusCode).toBe(200);
    const after = await t.ok("getStlmServiceStatus", { token });
    expect(after).toMatchObject({
      serviceStatus: "02",
      joinType: "02",
      joinTypeLabel: "월 구독",
      subscription: "02",
      srvcPrdtCcd: "02",
      nextBillingDate: "2026-12-22",
      nextBillingAmount: 9_900,
      totalPaidAmount: 9_900,
      serviceExpirationDate: "2026-12-22",
    });
    expect(after.lastPayment).toMatchObject({ tradeId, status: "PAID", usedForService: true });
    const s = await status("demo00");
    expect(s).toMatchObject({
      serviceStatus: "02",
      joinType: "02",
      serviceStartDate: "2026-11-22",
      daysLeft: 30,
      confirmedDeviceType: null,
    });
  });
});
