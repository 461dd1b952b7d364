import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { AlimConfigSchema, MyProfileSchema } from "@evsafe/contract";
import { users } from "../src/db/schema/core";
import { PASSWORD_RULE_MESSAGE } from "../src/services/passwords";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

const NOW_KST = "2026-11-22T14:00:00+09:00";
const DAY = 86_400_000;
const profile = async (token: string) => MyProfileSchema.parse(await t.ok("getMyProfile", { token }));
const userRow = async (loginId: string) => (await t.deps.db.select().from(users).where(eq(users.loginId, loginId)))[0]!;

describe("GET users/my-profile", () => {
  it("answers the caller's profile with the phone masked", async () => {
    const p = await profile(await t.token("demo"));
    expect(p.userId).toBe("demo");
    expect(p.userName).toBe("김민준");
    expect(p.email).toBe("demo@example.com");
    expect(p.phone).toBe("010-****-5678");
    expect(p).toMatchObject({ zip: "06236", addr: "서울특별시 강남구 테헤란로 152", daddr: "10층" });
    expect(p).toMatchObject({ serviceStatus: "02", serviceStatusNm: "이용중", userStatus: "02", isB2b: false, companyName: null });
    expect(p.hasPassword).toBe(true);
    expect(p.loginProviders).toEqual([]);
    const b2b = await profile(await t.token("demob2b"));
    expect(b2b).toMatchObject({ isB2b: true, companyName: "에버세이프 렌터카" });
  });
  it("lists linked social accounts", async () => {
    const demo = await userRow("demowarn");
    await t.deps.database.query("INSERT INTO user_oauth (user_no, provider, sub, email) VALUES ($1, 'kakao', 'k-123', 'kona@kakao.com')", [
      demo.userNo,
    ]);
    const p = await profile(await t.token("demowarn"));
    expect(p.loginProviders).toEqual([expect.objectContaining({ provider: "kakao", providerNm: "카카오", email: "kona@kakao.com" })]);
  });
  it("401 without a token or with a garbage one", async () => {
    expectClientError(await t.api("getMyProfile"), 401);
    expectClientError(await t.api("getMyProfile", { token: "garbage" }), 401);
  });
});

describe("POST users/activity-history", () => {
  it("records the activity and moves last_active_at", async () => {
    const token = await t.token("demo");
    const res = await t.ok("postActivityHistory", { token, body: { screen: "/home", deviceType: "AOS" } });
    expect(res).toEqual({ lastActiveAt: NOW_KST });
    expect((await profile(token)).lastActiveAt).toBe(NOW_KST);
    const rows = await t.deps.database.query<{ screen: string }>(
      "SELECT screen FROM user_activity_history WHERE user_no = $1 AND created_at = $2",
      [(await userRow("demo")).userNo, TEST_NOW.toISOString()],
    );
    expect(rows.map((r) => r.screen)).toEqual(["/home"]);
    // No body at all is fine too (the app just marks the user active).
    expect((await t.api("postActivityHistory", { token })).statusCode).toBe(200);
  });
  it("400 for a wrongly typed body, 401 without a token", async () => {
    const token = await t.token("demo");
    expectClientError(await t.call("POST", "users/activity-history", { token, body: { deviceType: "Windows" } }), 400);
    expectClientError(await t.call("POST", "users/activity-history", { token, body: { screen: 12 } }), 400);
    expectClientError(await t.api("postActivityHistory", { token, body: { screen: "/home\u0000" } }), 400);
    expectClientError(await t.api("postActivityHistory", { body: {} }), 401);
  });
});

describe("PUT users/device-type and users/device-token", () => {
  it("saves the device type (read back on the profile)", async () => {
    const token = await t.token("demo");
    expect(await t.ok("putDeviceType", { token, body: { deviceType: "iOS" } })).toEqual({ ok: true });
    expect((await profile(token)).deviceType).toBe("iOS");
    await t.ok("putDeviceType", { token, body: { deviceType: "N/A" } });
    expect((await profile(token)).deviceType).toBe("N/A");
    // Device types are case-sensitive codes of the contract ("AOS"), so "android" can only be a raw body.
    expectClientError(await t.call("PUT", "users/device-type", { token, body: { deviceType: "android" } }), 400);
    expectClientError(await t.call("PUT", "users/device-type", { token, body: {} }), 400);
  });
  it("saves the push token; a token moved to another account leaves the previous one", async () => {
    const shared = "fcm-token-shared-phone-0001";
    await t.ok("putDeviceToken", { as: "demo", body: { deviceToken: shared } });
    expect((await userRow("demo")).deviceToken).toBe(shared);
    await t.ok("putDeviceToken", { as: "demowarn", body: { deviceToken: shared } });
    expect((await userRow("demowarn")).deviceToken).toBe(shared);
    expect((await userRow("demo")).deviceToken).toBeNull();
    expectClientError(await t.api("putDeviceToken", { as: "demo", body: { deviceToken: "" } }), 400);
    expectClientError(await t.call("PUT", "users/device-token", { token: await t.token("demo"), body: { deviceToken: 5 } }), 400);
    expectClientError(await t.api("putDeviceToken", { as: "demo", body: { deviceToken: "a\u0000b" } }), 400);
  });
});

describe("users/config/main-flicker", () => {
  it("a setting written then read back", async () => {
    const token = await t.token("demo");
    expect(await t.ok("getMainFlicker", { token })).toEqual({ flickerPeriod: 30 }); // seeded
    expect(await t.ok("putMainFlicker", { token, body: { flickerPeriod: 999 } })).toEqual({ flickerPeriod: 999 });
    expect(await t.ok("getMainFlicker", { token })).toEqual({ flickerPeriod: 999 });
    await t.ok("putMainFlicker", { token, body: { flickerPeriod: 5 } });
    expect(await t.ok("getMainFlicker", { token })).toEqual({ flickerPeriod: 5 });
    expect((await profile(token)).flickerPeriod).toBe(5);
  });
  it("400 for a value outside 5/10/30/60/999 or of the wrong type", async () => {
    const token = await t.token("demo");
    for (const flickerPeriod of [7, 0, -5, "30", null, 30.5]) {
      expectClientError(await t.call("PUT", "users/config/main-flicker", { token, body: { flickerPeriod } }), 400);
    }
    expect(await t.ok("getMainFlicker", { token })).toEqual({ flickerPeriod: 5 });
    expectClientError(await t.api("getMainFlicker"), 401);
  });
});

describe("users/config/alim and users/config/alim/{id}", () => {
  it("the master switch mutes every kind except battery safety", async () => {
    const token = await t.token("demo01");
    const before = AlimConfigSchema.parse(await t.ok("getAlimConfig", { token }));
    expect(before.alimEnabled).toBe(true);
    expect(before.items.map((i) => i.alimId)).toEqual(["battery-safety", "charging", "driving", "diagnosis", "notice", "marketing"]);
    expect(before.items.find((i) => i.alimId === "charging")!.effectiveEnabled).toBe(true);
    const after = AlimConfigSchema.parse(await t.ok("putAlimConfig", { token, body: { alimEnabled: false } }));
    expect(after.alimEnabled).toBe(false);
    expect(after.items.filter((i) => i.effectiveEnabled).map((i) => i.alimId)).toEqual(["battery-safety"]);
    expect((await t.ok("getAlimConfig", { token })).alimEnabled).toBe(false);
    expect((await profile(token)).alimEnabled).toBe(false);
    await t.ok("putAlimConfig", { token, body: { alimEnabled: true } });
    expect((await t.ok("getAlimConfig", { token })).alimEnabled).toBe(true);
    expectClientError(await t.call("PUT", "users/config/alim", { token, body: { alimEnabled: "Y" } }), 400);
  });
  it("per-kind switches write and read back", async () => {
    const token = await t.token("demo");
    const driving = await t.ok("getAlimKindConfig", { params: { id: "driving" }, token });
    expect(driving).toMatchObject({
      alimId: "driving",
      alimNm: "주행 알림",
      alimEnabled: false,
      mandatory: false,
      effectiveEnabled: false,
    });
    expect(await t.ok("putAlimKindConfig", { params: { id: "driving" }, token, body: { alimEnabled: true } })).toMatchObject({
      alimEnabled: true,
      effectiveEnabled: true,
    });
    expect((await t.ok("getAlimKindConfig", { params: { id: "driving" }, token })).alimEnabled).toBe(true);
    await t.ok("putAlimKindConfig", { params: { id: "charging" }, token, body: { alimEnabled: false } });
    const all = await t.ok("getAlimConfig", { token });
    expect(all.items.find((i) => i.alimId === "charging")!.alimEnabled).toBe(false);
  });
  it("battery-safety alerts cannot be switched off (422); marketing needs consent (422); unknown kind 404", async () => {
    const token = await t.token("demo00");
    expect(await t.ok("getAlimKindConfig", { params: { id: "battery-safety" }, token })).toMatchObject({
      mandatory: true,
      alimEnabled: true,
      effectiveEnabled: true,
    });
    const e = expectClientError(
      await t.api("putAlimKindConfig", { params: { id: "battery-safety" }, token, body: { alimEnabled: false } }),
      422,
    );
    expect(e.code).toBe("MANDATORY_ALIM");
    expect((await t.ok("getAlimKindConfig", { params: { id: "battery-safety" }, token })).alimEnabled).toBe(true);
    expect(await t.ok("getAlimKindConfig", { params: { id: "marketing" }, token })).toMatchObject({
      alimEnabled: true,
      effectiveEnabled: false,
    });
    expectClientError(await t.api("putAlimKindConfig", { params: { id: "marketing" }, token, body: { alimEnabled: true } }), 422);
    expectClientError(await t.api("getAlimKindConfig", { params: { id: "no-such-kind" }, token }), 404);
    expectClientError(await t.api("putAlimKindConfig", { params: { id: "constructor" }, token, body: { alimEnabled: true } }), 404);
    expectClientError(await t.call("PUT", "users/config/alim/driving", { token, body: {} }), 400);
  });
});

describe("users/agree-marketing", () => {
  it("stores the answer with its date; refusing mutes marketing alerts", async () => {
    const token = await t.token("demo00");
    expect(await t.ok("getAgreeMarketing", { token })).toEqual({ agreeMarketing: false, agreeMarketingAt: null });
    expect(await t.ok("putAgreeMarketing", { token, body: { agreeMarketing: true } })).toEqual({
      agreeMarketing: true,
      agreeMarketingAt: NOW_KST,
    });
    expect(await t.ok("getAgreeMarketing", { token })).toEqual({ agreeMarketing: true, agreeMarketingAt: NOW_KST });
    expect((await t.ok("getAlimKindConfig", { params: { id: "marketing" }, token })).effectiveEnabled).toBe(true);
    // The terms list tells the same story.
    const list = await t.ok("getAgreeListSignup", { token });
    expect(list.find((x) => x.termsCd === "marketing-policy")!.agreed).toBe(true);
    t.setNow(new Date(TEST_NOW.getTime() + 60_000));
    const fresh = (await t.signIn("demo00")).accessToken;
    expect(await t.ok("putAgreeMarketing", { token: fresh, body: { agreeMarketing: false } })).toEqual({
      agreeMarketing: false,
      agreeMarketingAt: "2026-11-22T14:01:00+09:00",
    });
    expect((await t.ok("getAlimKindConfig", { params: { id: "marketing" }, token: fresh })).effectiveEnabled).toBe(false);
  });
  it("400 for a wrong type or a missing field", async () => {
    const token = await t.token("demo00");
    expectClientError(await t.call("PUT", "users/agree-marketing", { token, body: { agreeMarketing: "Y" } }), 400);
    expectClientError(await t.call("PUT", "users/agree-marketing", { token, body: {} }), 400);
  });
});

describe("GET users/is-agree-marketing-alert", () => {
  it("false for users who agreed or answered within 6 months", async () => {
    expect(await t.ok("getIsAgreeMarketingAlert", { as: "demo" })).toEqual({ result: false });
    expect(await t.ok("getIsAgreeMarketingAlert", { as: "demoempty" })).toEqual({ result: false }); // refused 2 months ago
  });
  it("true for a user never asked: again the same day, then quiet for 6 months", async () => {
    const token = await t.token("demob2b");
    expect(await t.ok("getIsAgreeMarketingAlert", { token })).toEqual({ result: true });
    expect(await t.ok("getIsAgreeMarketingAlert", { token })).toEqual({ result: true }); // refetch the same day
    t.setNow(new Date(TEST_NOW.getTime() + DAY));
    expect(await t.ok("getIsAgreeMarketingAlert", { token: (await t.signIn("demob2b")).accessToken })).toEqual({ result: false });
    t.setNow(new Date(TEST_NOW.getTime() + 185 * DAY));
    expect(await t.ok("getIsAgreeMarketingAlert", { token: (await t.signIn("demob2b")).accessToken })).toEqual({ result: true });
  });
  it("true again for a refusal older than 6 months", async () => {
    expect(await t.ok("getIsAgreeMarketingAlert", { as: "demo03" })).toEqual({ result: true });
    expectClientError(await t.api("getIsAgreeMarketingAlert"), 401);
  });
});

describe("GET users/get-obd", () => {
  it("answers the device, its delivery and the last data day", async () => {
    const obd = await t.ok("getObd", { as: "demo" });
    expect(obd).toMatchObject({
      obdStatus: "INSTALLED_OK",
      obdStatusNm: "설치됨 · 정상 수집중",
      obdSerial: "OBD-240000",
      deliveryStatus: "03",
      deliveryStatusNm: "배송완료",
      carNo: "12가3456",
      courierNm: "CJ대한통운",
    });
    expect(obd.installedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(obd.trackingNo).toMatch(/^\d+$/);
  });
  it("a member without a device: NOT_INSTALLED and empty fields", async () => {
    expect(await t.ok("getObd", { as: "demo00" })).toEqual({
      obdStatus: "NOT_INSTALLED",
      obdStatusNm: "단말기 미설치",
      obdSerial: null,
      installedDate: null,
      deliveryStatus: null,
      deliveryStatusNm: null,
      trackingNo: null,
      courierNm: null,
      carrierCd: null,
      trackingUrl: null,
      expectedDeliveryDate: null,
      carNo: null,
      lastDataDate: null,
    });
    const applying = await t.ok("getObd", { as: "demo01" });
    expect(applying).toMatchObject({ obdStatus: "NOT_INSTALLED", deliveryStatus: "02", deliveryStatusNm: "배송중", carNo: "34나5678" });
    // On the way: the carrier's Korean name, its tracking page for the waybill, and the day it should arrive.
    expect(applying).toMatchObject({ carrierCd: "CJ", courierNm: "CJ대한통운", expectedDeliveryDate: "2026-11-23" });
    expect(applying.trackingUrl).toBe(`https://trace.cjlogistics.com/next/tracking.html?wblNo=${applying.trackingNo}`);
    // Delivered: no expected day any more.
    expect((await t.ok("getObd", { as: "demo" })).expectedDeliveryDate).toBeNull();
    expectClientError(await t.api("getObd", { token: "a.b.c" }), 401);
  });
});

describe("GET users/{id}/exists", () => {
  it("whether a login id is in use", async () => {
    expect(await t.ok("existsUser", { params: { id: "demo" } })).toEqual({ result: true });
    expect(await t.ok("existsUser", { params: { id: "nobody-here" } })).toEqual({ result: false });
    expectClientError(await t.api("existsUser", { params: { id: "x".repeat(60) } }), 400);
    // A NUL byte in the path, sent as the raw escape.
    expectClientError(await t.call("GET", "users/a%00b/exists"), 400);
  });
});

describe("PUT users/set-addr", () => {
  it("saves the address and reads it back", async () => {
    const token = await t.token("demo");
    const body = { zip: "13529", addr: "경기도 성남시 분당구 판교역로 235", daddr: "에이치스퀘어 N동 7층" };
    expect(await t.ok("putSetAddr", { token, body })).toEqual(body);
    expect(await profile(token)).toMatchObject(body);
    expect(await t.ok("putSetAddr", { token, body: { ...body, daddr: "" } })).toEqual({ ...body, daddr: "" });
  });
  it("400 for a bad zip code, a missing or too long field", async () => {
    const token = await t.token("demo");
    expectClientError(await t.api("putSetAddr", { token, body: { zip: "1234", addr: "서울", daddr: "" } }), 400);
    // Without the addr the contract requires: a raw body.
    expectClientError(await t.call("PUT", "users/set-addr", { token, body: { zip: "12345", daddr: "" } }), 400);
    expectClientError(await t.api("putSetAddr", { token, body: { zip: "12345", addr: "가".repeat(201), daddr: "" } }), 400);
    // A NUL byte is refused up front (PostgreSQL text cannot hold it).
    expectClientError(await t.api("putSetAddr", { token, body: { zip: "12345", addr: "서울\u0000", daddr: "" } }), 400);
    expect((await profile(token)).zip).toBe("13529");
  });
});

describe("PUT users/set-password", () => {
  it("422 for a weak password or the current one", async () => {
    const token = await t.token("demoempty");
    const weak = expectClientError(
      await t.api("putSetPassword", { token, body: { newPassword: "abcdefgh", currentPassword: "Demo1234!" } }),
      422,
    );
    expect(weak.message).toBe(PASSWORD_RULE_MESSAGE);
    const same = expectClientError(
      await t.api("putSetPassword", { token, body: { newPassword: "Demo1234!", currentPassword: "Demo1234!" } }),
      422,
    );
    expect(same.message).toContain("현재 비밀번호");
    expectClientError(await t.call("PUT", "users/set-password", { token, body: { newPassword: 12345678 } }), 400);
  });
  it("changes the password: the new one signs in, the old one no longer does", async () => {
    const token = await t.token("demoempty");
    expect(await t.ok("putSetPassword", { token, body: { newPassword: "NewPass#2026", currentPassword: "Demo1234!" } })).toEqual({
      ok: true,
    });
    await t.signIn("demoempty", "NewPass#2026");
    expectClientError(await t.api("login", { body: { loginId: "demoempty", password: "Demo1234!" } }), 401);
  });
});

describe("B2B service ad: users/is-bz-service-alert and users/bz-service/apply", () => {
  it("shown to consumer users who have not applied; not to B2B users or applicants", async () => {
    expect(await t.ok("getIsBzServiceAlert", { as: "demowarn" })).toEqual({ result: true });
    expect(await t.ok("getIsBzServiceAlert", { as: "demob2b" })).toEqual({ result: false });
    expect(await t.ok("getIsBzServiceAlert", { as: "demo01" })).toEqual({ result: false });
  });
  it("apply sets Y; a second apply is 409; a B2B user gets 409", async () => {
    const token = await t.token("demowarn");
    expect(await t.ok("putBzServiceApply", { token })).toEqual({ bzServiceApplyYn: "Y", appliedAt: NOW_KST });
    expect((await profile(token)).bzServiceApplyYn).toBe("Y");
    expect(await t.ok("getIsBzServiceAlert", { token })).toEqual({ result: false });
    expect(expectClientError(await t.api("putBzServiceApply", { token }), 409).code).toBe("ALREADY_APPLIED");
    expectClientError(await t.api("putBzServiceApply", { as: "demob2b" }), 409);
    expectClientError(await t.api("putBzServiceApply"), 401);
  });
});

describe("DELETE users/withdraw", () => {
  it("422 while a paid service is in use", async () => {
    const e = expectClientError(await t.api("deleteWithdraw", { as: "demo" }), 422);
    expect(e.message).toContain("해지");
    expect((await userRow("demo")).withdrawnAt).toBeNull();
  });
  it("withdraw then login fails with 401; the old tokens are refused", async () => {
    const { accessToken, refreshToken } = await t.signIn("demo00");
    await t.ok("putDeviceToken", { token: accessToken, body: { deviceToken: "fcm-demo00-phone" } });
    const res = await t.ok("deleteWithdraw", { token: accessToken, body: { currentPassword: "Demo1234!" } });
    expect(res).toEqual({ ok: true });
    expectClientError(await t.api("login", { body: { loginId: "demo00", password: "Demo1234!" } }), 401);
    expectClientError(await t.api("getMyProfile", { token: accessToken }), 401);
    expectClientError(await t.api("refresh", { body: { loginId: "demo00", refreshToken } }), 401);
    expectClientError(await t.api("deleteWithdraw", { token: accessToken }), 401);
    expect(await t.ok("existsUser", { params: { id: "demo00" } })).toEqual({ result: false });
    const row = await userRow("demo00");
    expect(row.withdrawnAt).not.toBeNull();
    expect(row.deviceToken).toBeNull(); // no more pushes to that phone
    expect(row.ci).toBeNull(); // the person may sign up again
  });
});
