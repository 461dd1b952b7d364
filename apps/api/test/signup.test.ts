import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, type TestApp } from "./helpers";
import { PASSWORD_CONTAINS_ID_MESSAGE } from "@evsafe/contract/account-rules";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // app.ts registers the simulators in the assembled API; register them here when it does not (yet).
});
afterAll(() => t.close());

const PERSON = { name: "홍길동", phone: "010-9876-5432", birthDate: "1990-05-05" };
const verify = async (p: { name: string; phone: string; birthDate: string } = PERSON) => {
  const res = await t.call("POST", "sim/identity-verification", { body: p });
  expect(res.statusCode).toBe(200);
  return res.json().results.serviceToken as string;
};
const signupAgrees = async () =>
  (await termsInEffect(t.deps))
    .filter((r) => r.scope === "signup")
    .map((r) => ({ agreeId: r.termsId, agreed: r.required || r.termsCd === "marketing-policy" }));
const serviceAgrees = async () =>
  (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));

describe("member sign-up with identity verification, then login", () => {
  it("the identity simulator issues a serviceToken and refuses bad input in Korean", async () => {
    const res = await t.call("POST", "sim/identity-verification", { body: PERSON });
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r.serviceToken.length).toBeGreaterThan(30);
    expect(Date.parse(r.expiresAt) - t.deps.now().getTime()).toBe(30 * 60 * 1000);
    expectClientError(await t.call("POST", "sim/identity-verification", { body: { ...PERSON, phone: "12345" } }), 400);
    expectClientError(await t.call("POST", "sim/identity-verification", { body: { ...PERSON, birthDate: "1990-02-31" } }), 400);
    expectClientError(await t.call("POST", "sim/identity-verification", { body: { ...PERSON, birthDate: "2030-01-01" } }), 400);
  });

  it("signs up, stores the agreements, and the new member can log in", async () => {
    const serviceToken = await verify();
    const agrees = await signupAgrees();
    expect((await t.ok("idDuplicated", { query: { userId: "gildong90" } })).result).toBe(false);
    const res = await t.ok("signup", {
      body: {
        loginId: "gildong90",
        password: "Secure#2026",
        userName: "홍길동",
        email: "gildong@example.com",
        phone: "01098765432",
        serviceToken,
        agrees,
      },
    });
    expect(res).toEqual({ userId: "gildong90", userName: "홍길동", joinDate: "2026-11-22" });

    const login = await t.ok("login", { body: { loginId: "gildong90", password: "Secure#2026" } });
    const token = login.accessToken as string;
    expect(login.userName).toBe("홍길동");

    expect((await t.ok("idDuplicated", { query: { userId: "gildong90" } })).result).toBe(true);
    const status = await t.ok("getMyServiceStatus", { token });
    expect(status.serviceStatus).toBe("00");
    expect(status.userStatus).toBe("01");
    expect(status.canApply).toBe(true);
    const rows = await t.deps.database.query<{ phone: string; birth_date: string; agree_marketing: boolean; n: number }>(
      "SELECT u.phone, u.birth_date::text AS birth_date, u.agree_marketing, (SELECT count(*)::int FROM user_agreements a WHERE a.user_no = u.user_no) AS n FROM users u WHERE login_id = 'gildong90'",
    );
    expect(rows[0]).toEqual({ phone: "010-9876-5432", birth_date: "1990-05-05", agree_marketing: true, n: agrees.length });
  });

  it("refuses a used token, a duplicate id and the same person twice (409, Korean)", async () => {
    const agrees = await signupAgrees();
    const body = { password: "Secure#2026", userName: "홍길동", email: "g2@example.com", phone: "010-9876-5432", agrees };
    // Same person (CI) again, with a new token and another id.
    const again = expectClientError(await t.api("signup", { body: { ...body, loginId: "gildong91", serviceToken: await verify() } }), 409);
    expect(again.code).toBe("ALREADY_MEMBER");
    expect(again.message).toContain("이미 가입된 회원");
    // Duplicate id for a new person.
    const other = { name: "김영희", phone: "010-2222-3333", birthDate: "1995-03-03" };
    const tok = await verify(other);
    const dup = expectClientError(
      await t.api("signup", { body: { ...body, userName: "김영희", phone: other.phone, loginId: "gildong90", serviceToken: tok } }),
      409,
    );
    expect(dup.code).toBe("DUPLICATE_ID");
    // The failed attempt did not use up the token: the same token signs up with a free id, then is spent.
    const ok = await t.api("signup", {
      body: { ...body, userName: "김영희", phone: other.phone, loginId: "younghee95", serviceToken: tok },
    });
    expect(ok.statusCode).toBe(200);
    const spent = expectClientError(
      await t.api("signup", { body: { ...body, userName: "김영희", phone: other.phone, loginId: "younghee96", serviceToken: tok } }),
      409,
    );
    expect(spent.code).toBe("IDENTITY_USED");
  });

  it("refuses weak passwords, mismatching identity, missing required terms, under-14s and bad input", async () => {
    const agrees = await signupAgrees();
    const p = { name: "이철수", phone: "010-4444-5555", birthDate: "1988-08-08" };
    const tok = await verify(p);
    const body = {
      loginId: "chulsoo88",
      password: "Secure#2026",
      userName: "이철수",
      email: "cs@example.com",
      phone: p.phone,
      serviceToken: tok,
      agrees,
    };
    expect(expectClientError(await t.api("signup", { body: { ...body, password: "password" } }), 422).code).toBe("WEAK_PASSWORD");
    const containsId = expectClientError(await t.api("signup", { body: { ...body, password: "Chulsoo88#x" } }), 422);
    expect([containsId.code, containsId.message]).toEqual(["WEAK_PASSWORD", PASSWORD_CONTAINS_ID_MESSAGE]);
    expect(expectClientError(await t.api("signup", { body: { ...body, userName: "박철수" } }), 422).code).toBe("IDENTITY_MISMATCH");
    const required = agrees.map((a, i) => (i === 0 ? { ...a, agreed: false } : a));
    expect(expectClientError(await t.api("signup", { body: { ...body, agrees: required } }), 422).code).toBe("REQUIRED_TERMS");
    expectClientError(await t.api("signup", { body: { ...body, agrees: [{ agreeId: 999999, agreed: true }] } }), 404);
    expectClientError(await t.api("signup", { body: { ...body, loginId: "AB" } }), 400);
    expectClientError(await t.api("signup", { body: { ...body, serviceToken: "x".repeat(40) } }), 400);
    expectClientError(await t.api("signup", { body: { ...body, email: "not-an-email" } }), 400);
    expectClientError(await t.call("POST", "auth/signup", { body: { loginId: "chulsoo88" } }), 400);
    const kid = { name: "이어린", phone: "010-7777-8888", birthDate: "2015-01-01" };
    const kidTok = await verify(kid);
    const under = await t.api("signup", {
      body: { ...body, userName: kid.name, phone: kid.phone, loginId: "kid2015", serviceToken: kidTok },
    });
    expect(expectClientError(under, 422).code).toBe("UNDER_AGE");
  });

  it("refuses an expired serviceToken", async () => {
    const tok = await verify({ name: "최만료", phone: "010-1212-3434", birthDate: "1980-01-01" });
    t.setNow(new Date(t.deps.now().getTime() + 31 * 60 * 1000));
    try {
      const res = await t.api("signup", {
        body: {
          loginId: "expired80",
          password: "Secure#2026",
          userName: "최만료",
          email: "e@example.com",
          phone: "010-1212-3434",
          serviceToken: tok,
          agrees: await signupAgrees(),
        },
      });
      expect(expectClientError(res, 400).code).toBe("IDENTITY_EXPIRED");
    } finally {
      t.setNow(new Date("2026-11-22T05:00:00Z"));
    }
  });
});

describe("ids", () => {
  it("users/validation-id checks the format rule", async () => {
    const v = async (userId: string) => await t.ok("validationId", { query: { userId } });
    expect(await v("evuser01")).toEqual({ result: true, message: "사용할 수 있는 형식의 아이디입니다." });
    expect((await v("abc")).result).toBe(false);
    expect((await v("Upper123")).result).toBe(false);
    expect((await v("has_underscore")).result).toBe(false);
    expect((await v("123456")).result).toBe(false);
    expect((await v("admin")).result).toBe(false);
    expect((await v("abc")).message).toMatch(/[가-힣]/);
    expectClientError(await t.api("validationId"), 400);
  });
  it("users/id-duplicated answers true for taken ids (case-insensitive), false otherwise", async () => {
    expect((await t.ok("idDuplicated", { query: { userId: "demo" } })).result).toBe(true);
    expect((await t.ok("idDuplicated", { query: { userId: "DEMO01" } })).result).toBe(true);
    expect((await t.ok("idDuplicated", { query: { userId: "nobody123" } })).result).toBe(false);
    expectClientError(await t.api("idDuplicated", { query: { userId: "" } }), 400);
  });
});

describe("account recovery: find-id and set-password", () => {
  // Seeded demo account `demo`: 김민준, 010-1000-5678, 1985-01-10 (see seed/accounts.ts).
  const DEMO = { name: "김민준", phone: "010-1000-5678", birthDate: "1985-01-10" };

  it("finds the masked id of the verified person, repeatedly within the token's life", async () => {
    const tok = await verify(DEMO);
    for (let i = 0; i < 2; i++) {
      const res = await t.api("findId", { query: { serviceToken: tok } });
      expect(res.statusCode).toBe(200);
      const r = res.json().results;
      expect(r.userName).toBe("김민준");
      expect(r.accounts).toHaveLength(1);
      expect(r.accounts[0].userId).toBe("de**");
      expect(r.accounts[0].loginProviders).toEqual(["evsafe"]);
      expect(r.accounts[0].joinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
  it("find-id: nobody with that identity → 404; garbage token → 400; no token → 400", async () => {
    const tok = await verify({ name: "없는사람", phone: "010-5555-0000", birthDate: "1970-07-07" });
    expectClientError(await t.api("findId", { query: { serviceToken: tok } }), 404);
    expectClientError(await t.api("findId", { query: { serviceToken: "garbage-token-garbage-token" } }), 400);
    expectClientError(await t.api("findId"), 400);
  });
  it("set-password resets the password: the old one fails, the new one works, old refresh tokens are revoked", async () => {
    const before = await t.ok("login", { body: { loginId: "demo03", password: "Demo1234!" } });
    const refreshToken = before.refreshToken as string;
    const tok = await verify({ name: "강수아", phone: "010-1005-5733", birthDate: "1990-06-15" });
    const found = (await t.api("findId", { query: { serviceToken: tok } })).json().results;
    expect(found.accounts[0].userId).toBe("dem***");
    const res = await t.ok("setPasswordByToken", { body: { serviceToken: tok, newPassword: "NewPass#2026" } });
    expect(res).toEqual({ ok: true, userId: "dem***" });
    expectClientError(await t.api("login", { body: { loginId: "demo03", password: "Demo1234!" } }), 401);
    expect((await t.api("login", { body: { loginId: "demo03", password: "NewPass#2026" } })).statusCode).toBe(200);
    expectClientError(await t.api("refresh", { body: { loginId: "demo03", refreshToken } }), 401);
    // Single use for this purpose.
    expect(
      expectClientError(await t.api("setPasswordByToken", { body: { serviceToken: tok, newPassword: "Other#20261" } }), 409).code,
    ).toBe("IDENTITY_USED");
  });
  it("set-password refuses weak passwords (422), unknown people (404) and bad bodies (400)", async () => {
    const tok = await verify({ name: "정도윤", phone: "010-1004-5722", birthDate: "1989-05-14" });
    expectClientError(await t.api("setPasswordByToken", { body: { serviceToken: tok, newPassword: "short" } }), 422);
    const nobody = await verify({ name: "없는사람", phone: "010-5555-0001", birthDate: "1971-07-07" });
    expectClientError(await t.api("setPasswordByToken", { body: { serviceToken: nobody, newPassword: "NewPass#2026" } }), 404);
    expectClientError(await t.call("PUT", "auth/set-password", { body: { serviceToken: tok } }), 400);
    expectClientError(await t.call("PUT", "auth/set-password", { body: { serviceToken: 12, newPassword: "NewPass#2026" } }), 400);
  });
});

describe("POST auth/service/signup", () => {
  const vehicle = { brandDcd: "HYUNDAI", mdlDcd: "IONIQ6", dtlMdlDcd: "IONIQ6_LR_2WD", carNo: "123가4567" };
  const delivery = {
    receiverName: "이서연",
    receiverPhone: "010-1001-5689",
    zip: "04524",
    addr: "서울특별시 중구 세종대로 110",
    daddr: "3층",
    memo: "문 앞에 두세요",
  };

  it("a business member joins without a payment (the company's contract) and may not pay", async () => {
    const { users } = await import("../src/db/schema/core");
    const { eq } = await import("drizzle-orm");
    const tok = await verify({ name: "기업기사", phone: "010-3232-3232", birthDate: "1991-03-03" });
    await t.api("signup", {
      body: {
        loginId: "fleetdriver91",
        password: "Secure#2026",
        userName: "기업기사",
        email: "fleet@example.com",
        phone: "010-3232-3232",
        serviceToken: tok,
        agrees: await signupAgrees(),
      },
    });
    await t.deps.db.update(users).set({ isB2b: true, companyName: "에버세이프 렌터카" }).where(eq(users.loginId, "fleetdriver91"));
    const token = (await t.ok("login", { body: { loginId: "fleetdriver91", password: "Secure#2026" } })).accessToken as string;
    const body = { vehicle: { ...vehicle, carNo: "77다7777" }, delivery, agrees: await serviceAgrees() };
    const paid = await t.api("serviceSignup", { token, body: { ...body, payment: { promotionKey: "EVSAFE-2026-PROMO" } } });
    expect(expectClientError(paid, 422).code).toBe("B2B_NO_PAYMENT");
    const res = await t.ok("serviceSignup", { token, body: { ...body, payment: {} } });
    expect(res).toMatchObject({
      serviceStatus: "01",
      srvcPrdtCcd: null,
      productName: "에버세이프 렌터카 기업 서비스",
      serviceStartDate: null,
      serviceExpirationDate: null,
      promotionExpirationDate: null,
    });
    // The company's 12 months start with the installation.
    expect((await t.call("POST", "sim/obd/install", { token })).json().results).toMatchObject({
      serviceStartDate: "2026-11-22",
      serviceExpirationDate: "2027-11-22",
      promotionExpirationDate: null,
    });
  });

  it("with a promotion key: creates the vehicle, sets applying/waiting, 6 months free", async () => {
    const token = await t.token("demo00");
    const res = await t.ok("serviceSignup", {
      token,
      body: { vehicle, delivery, payment: { promotionKey: "evsafe-2026-promo" }, agrees: await serviceAgrees(), deviceType: "iOS" },
    });
    const r = res;
    expect(r).toMatchObject({
      step: "4",
      serviceStatus: "01",
      joinType: "01",
      subscription: "02",
      deliveryStatus: "01",
      srvcPrdtCcd: null,
      serviceStartDate: null,
      serviceExpirationDate: null,
      promotionExpirationDate: null,
    });
    const v = await t.deps.database.query<{ car_no: string; dtl_mdl_dcd: string; battery_capacity_kwh: number }>(
      `SELECT car_no, dtl_mdl_dcd, battery_capacity_kwh FROM vehicles WHERE vehicle_id = ${r.vehicleId}`,
    );
    expect(v[0]).toEqual({ car_no: "123가4567", dtl_mdl_dcd: "IONIQ6_LR_2WD", battery_capacity_kwh: 77.4 });
    const s = await t.ok("getMyServiceStatus", { token });
    expect(s).toMatchObject({
      serviceStatus: "01",
      deliveryStatus: "01",
      deliveryStatusLabel: "배송대기",
      userStatus: "02",
      serviceStartDate: null,
      promotionExpirationDate: null,
      daysLeft: null,
      canApply: false,
    });
    // Installed today: the six free months run from today.
    expect((await t.call("POST", "sim/obd/install", { token })).json().results).toMatchObject({
      serviceStatus: "02",
      serviceStartDate: "2026-11-22",
      serviceExpirationDate: "2027-05-22",
      promotionExpirationDate: "2027-05-22",
      daysLeft: 181,
    });
    // The key is now used by this member; applying again is refused.
    const check = await t.ok("validatePromotionKey", { params: { key: "EVSAFE-2026-PROMO" }, token });
    expect(check).toMatchObject({ result: false, reason: "ALREADY_USED_BY_YOU" });
    const again = await t.api("serviceSignup", {
      token,
      body: { vehicle, delivery, payment: { promotionKey: "EVSAFE-2026-PROMO" }, agrees: await serviceAgrees() },
    });
    expect(expectClientError(again, 409).code).toBe("ALREADY_JOINED");
  });

  it("with a paid 12-month payment (re-joining after expiry): uses the payment once", async () => {
    const token = await t.token("demo04");
    const order = await t.ok("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees: await serviceAgrees() } });
    const userNo = Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
    const paid = await t.ok("settle", {
      token,
      body: { userNo, tradeId: order.tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: `rejoin-${order.tradeId}` },
    });
    expect(paid.status).toBe("PAID");
    const body = {
      vehicle: { brandDcd: "KIA", mdlDcd: "NIRO_EV", dtlMdlDcd: "NIRO_EV_2020", carNo: "90마5678" },
      delivery,
      payment: { tradeId: order.tradeId },
      agrees: await serviceAgrees(),
    };
    const res = await t.ok("serviceSignup", { token, body });
    const r = res;
    expect(r).toMatchObject({
      serviceStatus: "01",
      joinType: "01",
      srvcPrdtCcd: "01",
      // The expired period is over; the new one starts at installation.
      serviceStartDate: null,
      serviceExpirationDate: null,
      promotionExpirationDate: null,
    });
    // Same car → the existing vehicle row (with its telemetry) is kept.
    const cars = await t.deps.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM vehicles WHERE user_no = ${userNo}`);
    expect(cars[0]!.n).toBe(1);
    expect((await t.ok("getPayment", { params: { id: order.tradeId }, token })).usedForService).toBe(true);
    expect((await t.ok("isExpired", { token })).result).toBe(false);
  });

  it("refuses bad steps: unknown model 422, mismatching codes 422, unknown trade 404, both payment kinds 400, no token 401", async () => {
    const token = await t.token("demowarn");
    // demowarn is in use → already joined.
    const agrees = await serviceAgrees();
    expect(
      expectClientError(
        await t.api("serviceSignup", { token, body: { vehicle, delivery, payment: { promotionKey: "EVSAFE-2026-PROMO" }, agrees } }),
        409,
      ).code,
    ).toBe("ALREADY_JOINED");
    // A fresh member for the other checks.
    const tok = await verify({ name: "서비스", phone: "010-3131-3131", birthDate: "1992-02-02" });
    await t.api("signup", {
      body: {
        loginId: "svcuser92",
        password: "Secure#2026",
        userName: "서비스",
        email: "s@example.com",
        phone: "010-3131-3131",
        serviceToken: tok,
        agrees: await signupAgrees(),
      },
    });
    const login = await t.ok("login", { body: { loginId: "svcuser92", password: "Secure#2026" } });
    const mine = login.accessToken as string;
    const own = { ...vehicle, carNo: "321나7654" };
    const call = (b: object) =>
      t.api("serviceSignup", {
        token: mine,
        body: { vehicle: own, delivery, payment: { promotionKey: "EVSAFE-2026-PROMO" }, agrees, ...b },
      });
    expect(expectClientError(await call({ vehicle: { ...own, dtlMdlDcd: "UNKNOWN_CAR" } }), 422).code).toBe("UNSUPPORTED_VEHICLE");
    expect(expectClientError(await call({ vehicle: { ...own, brandDcd: "KIA" } }), 422).code).toBe("VEHICLE_MISMATCH");
    // In the catalogue but not readable by our OBD dongle.
    expect(
      expectClientError(await call({ vehicle: { ...own, brandDcd: "TESLA", mdlDcd: "MODEL_3", dtlMdlDcd: "MODEL_3_LR" } }), 422).code,
    ).toBe("UNSUPPORTED_VEHICLE");
    expectClientError(await call({ payment: { tradeId: "EVS-NOPE" } }), 404);
    expectClientError(await call({ payment: { tradeId: "EVS-NOPE", promotionKey: "EVSAFE-2026-PROMO" } }), 400);
    // Neither a payment nor a key: only a business member's company pays.
    expect(expectClientError(await call({ payment: {} }), 422).code).toBe("PAYMENT_REQUIRED");
    expectClientError(await call({ vehicle: { ...own, carNo: "ABC" } }), 400);
    expect(expectClientError(await call({ payment: { promotionKey: "EVSAFE-2025-PROMO" } }), 422).code).toBe("PROMOTION_EXPIRED");
    expect(expectClientError(await call({ payment: { promotionKey: "EVSAFE-WELCOME-0001" } }), 422).code).toBe("PROMOTION_USED");
    expect(expectClientError(await call({ agrees: agrees.map((a) => ({ ...a, agreed: false })) }), 422).code).toBe("REQUIRED_TERMS");
    // Another member's car in service → 409.
    expect(
      expectClientError(
        await call({ vehicle: { brandDcd: "HYUNDAI", mdlDcd: "IONIQ5", dtlMdlDcd: "IONIQ5_LR_2WD", carNo: "12가3456" } }),
        409,
      ).code,
    ).toBe("CAR_TAKEN");
    expectClientError(await t.api("serviceSignup", { body: { vehicle, delivery, payment: { promotionKey: "X" }, agrees } }), 401);
    // Nothing was written by the refused attempts.
    const s = await t.ok("getMyServiceStatus", { token: mine });
    expect(s.serviceStatus).toBe("00");
  });
});
