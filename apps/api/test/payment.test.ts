import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_PRODUCTS } from "@evsafe/contract";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userNoOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
/** A fresh idempotency key, as the web makes one per order attempt. */
const key = () => randomUUID();
/** Every service term agreed, as the payment step sends them with an order. */
const serviceAgrees = async () =>
  (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
/**
 * A member pays again in these tests: their earlier payments count as used for a sign-up first (the API refuses a
 * new order while a paid one waits to be used).
 */
const spendPayments = async (...loginIds: string[]) => {
  for (const id of loginIds) {
    await t.deps.database.query(
      `UPDATE payments SET consumed_at = now() WHERE user_no = ${userNoOf(await t.token(id))} AND status = 'PAID' AND consumed_at IS NULL`,
    );
  }
};

describe("products and orders", () => {
  it("kg/stlm/service-product-code lists the products of the contract", async () => {
    const res = await t.ok("getServiceProductCode");
    const list = res;
    expect(list).toEqual([
      {
        srvcPrdtCcd: "01",
        productName: SERVICE_PRODUCTS["01"].name,
        months: 12,
        price: 118_800,
        monthlyPrice: 9_900,
        joinType: "01",
        joinTypeLabel: "서비스 가입",
      },
      {
        srvcPrdtCcd: "02",
        productName: SERVICE_PRODUCTS["02"].name,
        months: 1,
        price: 9_900,
        monthlyPrice: 9_900,
        joinType: "02",
        joinTypeLabel: "월 구독",
      },
    ]);
  });

  it("payment/{x} creates an order with the PG parameters; it reads back as READY", async () => {
    const token = await t.token("demo00");
    const res = await t.ok("createPayment", { params: { x: "02" }, token, body: { deviceType: "AOS", agrees: await serviceAgrees() } });
    const o = res;
    expect(o).toMatchObject({ srvcPrdtCcd: "02", amount: 9_900, currency: "KRW", deviceType: "AOS" });
    expect(o.tradeId).toMatch(/^EVS20261122140000[0-9A-F]{8}$/);
    expect(o.pg).toMatchObject({ mid: "INIpayTest", oid: o.tradeId, price: 9_900, buyername: "이서연", buyeremail: "demo00@example.com" });
    expect(o.pg.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(o.pg.payMethods.map((m: { stlmDivCcd: string }) => m.stlmDivCcd)).toEqual(["01", "02", "03"]);
    const read = await t.ok("getPayment", { params: { id: o.tradeId }, token });
    expect(read).toMatchObject({
      tradeId: o.tradeId,
      status: "READY",
      statusLabel: "결제 대기",
      amount: 9_900,
      stlmDivCcd: null,
      usedForService: false,
    });
  });

  it("refuses unknown products (404), bad device types (400), no token (401) and members in service (409)", async () => {
    const token = await t.token("demo00");
    expectClientError(
      await t.api("createPayment", { params: { x: "99" }, token, body: { deviceType: "AOS", agrees: await serviceAgrees() } }),
      404,
    );
    // A device type the contract does not have, and no body: raw calls.
    expectClientError(await t.call("POST", "payment/01", { token, body: { deviceType: "WINDOWS" } }), 400);
    expectClientError(await t.call("POST", "payment/01", { token }), 400);
    expectClientError(
      await t.api("createPayment", { params: { x: "01" }, body: { deviceType: "AOS", agrees: await serviceAgrees() } }),
      401,
    );
    expectClientError(
      await t.api("createPayment", { params: { x: "01" }, as: "demo", body: { deviceType: "AOS", agrees: await serviceAgrees() } }),
      409,
    );
    expectClientError(await t.api("getTradeId", { as: "demo" }), 409);
  });
});

describe("settlement through the simulated gateway", () => {
  beforeEach(() => spendPayments("demo00", "demo04"));

  it("card (01): PAID at once with an approval number; its key replayed → the same payment; the trade id under another key → 409", async () => {
    const token = await t.token("demo00");
    const trade = await t.ok("getTradeId", { token });
    expect(trade.tradeId).toMatch(/^EVS/);
    const body = {
      userNo: userNoOf(token),
      tradeId: trade.tradeId,
      stlmDivCcd: "01" as const,
      srvcPrdtCcd: "01" as const,
      idempotencyKey: key(),
    };
    const res = await t.ok("settle", { token, body });
    const p = res;
    expect(p).toMatchObject({
      status: "PAID",
      stlmDivCcd: "01",
      stlmDivLabel: "신용카드",
      amount: 118_800,
      srvcPrdtCcd: "01",
      virtualAccount: null,
      failureReason: null,
    });
    expect(p.approvalNo).toMatch(/^\d{8}$/);
    expect(p.paidAt).toBe("2026-11-22T14:00:00+09:00");
    expect((await t.ok("getPayment", { params: { id: trade.tradeId }, token })).status).toBe("PAID");
    // The same request again (a lost answer, a second tap): the first payment, not a second charge.
    const replay = await t.ok("settle", { token, body });
    expect(replay).toEqual(p);
    expect(expectClientError(await t.api("settle", { token, body: { ...body, idempotencyKey: key() } }), 409).code).toBe("TRADE_ID_USED");
    const billing = (await t.api("getStlmServiceStatus", { token })).json().results;
    expect(billing.lastPayment.tradeId).toBe(trade.tradeId);
    expect(billing.totalPaidAmount).toBe(118_800);
  });

  it("a double tap: two settlements of one trade id and key at the same time reach the gateway once; both get the payment", async () => {
    const token = await t.token("demo00");
    const { tradeId } = await t.ok("getTradeId", { token });
    const body = { userNo: userNoOf(token), tradeId, stlmDivCcd: "01" as const, srvcPrdtCcd: "02" as const, idempotencyKey: key() };
    // The gateway takes its time (as a real one does), so the second request arrives while the first waits on it.
    const gateway = t.deps.paymentGateway;
    const original = gateway.approve.bind(gateway);
    const approve = vi.spyOn(gateway, "approve").mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return original(...args);
    });
    try {
      const answers = await Promise.all([t.api("settle", { token, body }), t.api("settle", { token, body })]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers[1]!.json().results).toEqual(answers[0]!.json().results);
      expect(answers[0]!.json().results).toMatchObject({ tradeId, status: "PAID" });
      expect(approve).toHaveBeenCalledTimes(1);
      // Two taps with different keys (two attempts of one order): one payment, the other refused.
      const { tradeId: second } = await t.ok("getTradeId", { as: "demo04" });
      const token04 = await t.token("demo04");
      const other = { userNo: userNoOf(token04), tradeId: second, stlmDivCcd: "01" as const, srvcPrdtCcd: "02" as const };
      const two = await Promise.all([
        t.api("settle", { token: token04, body: { ...other, idempotencyKey: key() } }),
        t.api("settle", { token: token04, body: { ...other, idempotencyKey: key() } }),
      ]);
      expect(two.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(two.find((r) => r.statusCode === 409)!.json().error.code).toBe("TRADE_ID_USED");
      expect(approve).toHaveBeenCalledTimes(2);
    } finally {
      approve.mockRestore();
    }
    expect(await t.ok("getPayment", { params: { id: tradeId }, token })).toMatchObject({ status: "PAID", amount: 9_900 });
  });

  it("real-time transfer (03) is PAID at once too", async () => {
    const token = await t.token("demo00");
    const { tradeId } = await t.ok("createPayment", {
      params: { x: "02" },
      token,
      body: { deviceType: "iOS", agrees: await serviceAgrees() },
    });
    const p = await t.ok("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "03", srvcPrdtCcd: "02", idempotencyKey: key() },
    });
    expect(p).toMatchObject({ status: "PAID", stlmDivLabel: "실시간 계좌이체", amount: 9_900 });
  });

  it("virtual account (02): PENDING with bank and account, PAID after the simulated deposit, then the service sign-up", async () => {
    const token = await t.token("demo04");
    const { tradeId } = await t.ok("createPayment", {
      params: { x: "01" },
      token,
      body: { deviceType: "AOS", agrees: await serviceAgrees() },
    });
    const res = await t.api("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "02", srvcPrdtCcd: "01", idempotencyKey: key(), bankName: "국민은행" },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().results;
    expect(p.status).toBe("PENDING");
    expect(p.statusLabel).toBe("입금 대기");
    expect(p.paidAt).toBeNull();
    // The bank the payer chose.
    expect(p.virtualAccount.bankName).toBe("국민은행");
    expect(p.virtualAccount.accountNo).toMatch(/^\d{3}-\d{6}-\d{5}$/);
    expect(p.virtualAccount.holder).toBe("(주)에버세이프");
    expect(p.virtualAccount.dueAt).toBe("2026-11-25T14:00:00+09:00");
    // Deterministic: the same trade id always gets the same account.
    const again = await t.ok("getPayment", { params: { id: tradeId }, token });
    expect(again.virtualAccount).toEqual(p.virtualAccount);
    // Service sign-up waits for the deposit.
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    const signupBody = {
      vehicle: { brandDcd: "KIA", mdlDcd: "EV9", dtlMdlDcd: "EV9_LR_AWD", carNo: "45하6789" },
      delivery: {
        receiverName: "이서연",
        receiverPhone: "010-1001-5689",
        zip: "04524",
        addr: "서울특별시 중구 세종대로 110",
        daddr: "3층",
      },
      payment: { tradeId },
      agrees,
    };
    const early = await t.api("serviceSignup", { token, body: signupBody });
    expect(expectClientError(early, 422).code).toBe("PAYMENT_PENDING");
    const dep = await t.call("POST", `sim/payment/${tradeId}/deposit`);
    expect(dep.statusCode).toBe(200);
    expect(dep.json().results.status).toBe("PAID");
    const read = await t.ok("getPayment", { params: { id: tradeId }, token });
    expect(read).toMatchObject({ status: "PAID", paidAt: "2026-11-22T14:00:00+09:00" });
    expect(read.approvalNo).toMatch(/^\d{8}$/);
    // A second deposit notification → 409; unknown trade → 404.
    expectClientError(await t.call("POST", `sim/payment/${tradeId}/deposit`), 409);
    expectClientError(await t.call("POST", "sim/payment/EVS-UNKNOWN/deposit"), 404);
    // Deposited: the service sign-up goes through.
    const done = await t.ok("serviceSignup", { token, body: signupBody });
    // The period starts when the device is installed, not at the payment.
    expect(done).toMatchObject({
      serviceStatus: "01",
      srvcPrdtCcd: "01",
      serviceStartDate: null,
      serviceExpirationDate: null,
    });
  });

  it("an armed failure makes the next settlement fail with its Korean reason (422); it reads back as FAILED", async () => {
    const token = await t.token("demo00");
    const armed = await t.call("POST", "sim/payment/next-failure", { body: { reason: "잔액이 부족합니다." } });
    expect(armed.statusCode).toBe(200);
    const { tradeId } = await t.ok("getTradeId", { token });
    const res = await t.api("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
    });
    const err = expectClientError(res, 422);
    expect(err.code).toBe("PAYMENT_FAILED");
    expect(err.message).toContain("잔액이 부족합니다.");
    const read = await t.ok("getPayment", { params: { id: tradeId }, token });
    expect(read).toMatchObject({
      status: "FAILED",
      statusLabel: "결제 실패",
      failureReason: "잔액이 부족합니다.",
      failedAt: "2026-11-22T14:00:00+09:00",
      paidAt: null,
    });
    // Only the next one fails.
    const next = (await t.ok("getTradeId", { token })).tradeId;
    expect(
      (
        await t.ok("settle", {
          token,
          body: { userNo: userNoOf(token), tradeId: next, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
        })
      ).status,
    ).toBe("PAID");
    // A failed trade id is spent.
    expectClientError(
      await t.api("settle", {
        token,
        body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
      }),
      409,
    );
    // The reason must be Korean.
    expectClientError(await t.call("POST", "sim/payment/next-failure", { body: { reason: "insufficient funds" } }), 400);
  });

  it("another member's trade id → 404; someone else's userNo → 403; product mismatch and expiry → 422; bad bodies → 400", async () => {
    const token = await t.token("demo00");
    const otherToken = await t.token("demo04");
    const { tradeId } = await t.ok("createPayment", {
      params: { x: "01" },
      token,
      body: { deviceType: "AOS", agrees: await serviceAgrees() },
    });
    expectClientError(await t.api("getPayment", { params: { id: tradeId }, token: otherToken }), 404);
    expectClientError(
      await t.api("settle", {
        token: otherToken,
        body: { userNo: userNoOf(otherToken), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
      }),
      404,
    );
    expectClientError(
      await t.api("settle", {
        token,
        body: { userNo: userNoOf(otherToken), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
      }),
      403,
    );
    expect(
      expectClientError(
        await t.api("settle", {
          token,
          body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "02", idempotencyKey: key() },
        }),
        422,
      ).code,
    ).toBe("PRODUCT_MISMATCH");
    // A payment method code the contract does not have, then a body of wrong types: raw calls.
    expectClientError(
      await t.call("POST", "kg/stlm", {
        token,
        body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "09", srvcPrdtCcd: "01", idempotencyKey: key() },
      }),
      400,
    );
    expectClientError(await t.call("POST", "kg/stlm", { token, body: { userNo: "abc", tradeId } }), 400);
    expectClientError(await t.api("getPayment", { params: { id: "EVS-DOES-NOT-EXIST" }, token }), 404);
    expectClientError(await t.api("getPayment", { params: { id: tradeId } }), 401);
    t.setNow(new Date(t.deps.now().getTime() + 31 * 60 * 1000));
    try {
      // The access token has expired too: sign in again.
      const fresh = (await t.ok("login", { body: { loginId: "demo00", password: "Demo1234!" } })).accessToken as string;
      expect(
        expectClientError(
          await t.api("settle", {
            token: fresh,
            body: { userNo: userNoOf(fresh), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
          }),
          422,
        ).code,
      ).toBe("TRADE_ID_EXPIRED");
    } finally {
      t.setNow(new Date("2026-11-22T05:00:00Z"));
    }
  });
});

describe("GET payment/promotion/validate-key/{key}", () => {
  it("valid key: 6 months, the resulting expiry date", async () => {
    const res = await t.ok("validatePromotionKey", { params: { key: "EVSAFE-2026-PROMO" } });
    expect(res).toMatchObject({
      result: true,
      promotionKey: "EVSAFE-2026-PROMO",
      months: 6,
      expirationDate: "2027-05-22",
      reason: "VALID",
    });
  });
  it("expired, used up and unknown keys answer result false with a Korean reason", async () => {
    const expired = await t.ok("validatePromotionKey", { params: { key: "EVSAFE-2025-PROMO" } });
    expect(expired).toMatchObject({ result: false, reason: "EXPIRED", months: null, expirationDate: null });
    expect(expired.message).toMatch(/지난 프로모션 키/);
    const used = await t.ok("validatePromotionKey", { params: { key: "EVSAFE-WELCOME-0001" } });
    expect(used).toMatchObject({ result: false, reason: "USED" });
    const unknown = await t.ok("validatePromotionKey", { params: { key: "NOPE-0000" } });
    expect(unknown).toMatchObject({ result: false, reason: "NOT_FOUND" });
    expectClientError(await t.api("validatePromotionKey", { params: { key: "A".repeat(60) } }), 400);
  });
});

describe("seeded payment history", () => {
  it("demo paid its 12-month service by card after a failed attempt; demo01 by virtual account", async () => {
    const demo = await t.ok("getStlmServiceStatus", { as: "demo" });
    expect(demo).toMatchObject({ serviceStatus: "02", srvcPrdtCcd: "01", joinType: "01", nextBillingDate: null, totalPaidAmount: 118_800 });
    expect(demo.lastPayment).toMatchObject({ status: "PAID", stlmDivCcd: "01", amount: 118_800, usedForService: true });
    const failed = await t.deps.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments WHERE user_no = ${userNoOf(await t.token("demo"))} AND status = 'FAILED'`,
    );
    expect(failed[0]!.n).toBe(1);
    const d1 = (await t.api("getStlmServiceStatus", { as: "demo01" })).json().results;
    expect(d1.lastPayment).toMatchObject({ status: "PAID", stlmDivCcd: "02", stlmDivLabel: "가상계좌" });
    expect(d1.lastPayment.virtualAccount.bankName).toBe("신한은행");
    const b2b = await t.ok("getStlmServiceStatus", { as: "demob2b" });
    expect(b2b).toMatchObject({ lastPayment: null, totalPaidAmount: 0, serviceStatus: "02" });
    expectClientError(await t.api("getStlmServiceStatus"), 401);
  });
});
