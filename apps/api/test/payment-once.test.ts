import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

// Paying once (docs/subscription.md "Paying once"): the idempotency key, the terms before the order, the chosen bank,
// a virtual account cancelled, switched or expired while waiting, and hostile input that must change nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const userNoOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
const key = () => randomUUID();
const serviceTerms = async () => (await termsInEffect(t.deps)).filter((r) => r.scope === "service");
const allAgreed = async () => (await serviceTerms()).map((r) => ({ agreeId: r.termsId, agreed: true }));

async function order(loginId: string, product: "01" | "02" = "01") {
  const token = await t.token(loginId);
  const res = await t.ok("createPayment", { params: { x: product }, token, body: { deviceType: "AOS", agrees: await allAgreed() } });
  return { token, tradeId: res.tradeId as string };
}

async function rows(loginId: string) {
  return t.deps.database.query<{ trade_id: string; status: string; idempotency_key: string | null; amount: number | null }>(
    `SELECT trade_id, status, idempotency_key, amount FROM payments WHERE user_no = ${userNoOf(await t.token(loginId))} ORDER BY requested_at, trade_id`,
  );
}

/** The member's paid payments count as used for a sign-up, so that the next test may order again. */
async function spend(loginId: string) {
  await t.deps.database.query(
    `UPDATE payments SET consumed_at = now() WHERE user_no = ${userNoOf(await t.token(loginId))} AND status = 'PAID' AND consumed_at IS NULL`,
  );
}

describe("the idempotency key", () => {
  it("a replayed key answers with the first payment: one payment row, the gateway reached once", async () => {
    const { token, tradeId } = await order("demo00");
    const body = { userNo: userNoOf(token), tradeId, stlmDivCcd: "01" as const, srvcPrdtCcd: "01" as const, idempotencyKey: key() };
    const approve = vi.spyOn(t.deps.paymentGateway, "approve");
    try {
      const first = await t.ok("settle", { token, body });
      const again = await t.ok("settle", { token, body });
      expect(again).toEqual(first);
      expect(approve).toHaveBeenCalledTimes(1);
    } finally {
      approve.mockRestore();
    }
    const mine = (await rows("demo00")).filter((r) => r.idempotency_key === body.idempotencyKey);
    expect(mine).toEqual([{ trade_id: tradeId, status: "PAID", idempotency_key: body.idempotencyKey, amount: 118_800 }]);
    await spend("demo00");
  });

  it("the same key with another amount or another order → 409 in Korean; neither payment changes", async () => {
    const { token, tradeId } = await order("demo00");
    const idempotencyKey = key();
    const paid = await t.ok("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey },
    });
    // The same order and key, another product (9,900 instead of 118,800).
    const otherAmount = await t.api("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "01", srvcPrdtCcd: "02", idempotencyKey },
    });
    const refused = expectClientError(otherAmount, 409);
    expect(refused.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(refused.message).toMatch(/다른 주문이나 금액/);
    await spend("demo00");
    // The key on a new order.
    const next = await order("demo00", "02");
    const otherOrder = await t.api("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId: next.tradeId, stlmDivCcd: "01", srvcPrdtCcd: "02", idempotencyKey },
    });
    expect(expectClientError(otherOrder, 409).code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await t.ok("getPayment", { params: { id: next.tradeId }, token })).status).toBe("READY");
    expect(await t.ok("getPayment", { params: { id: tradeId }, token })).toMatchObject({
      status: "PAID",
      amount: 118_800,
      approvalNo: paid.approvalNo,
    });
  });

  it("hostile bodies: an amount in the body, a foreign order, a missing or malformed key → 4xx in Korean; nothing changes", async () => {
    const { token } = await t.signIn("demo04").then((r) => ({ token: r.accessToken }));
    const foreign = await order("demo00", "02");
    const { tradeId } = await order("demo04", "02");
    const before = [...(await rows("demo00")), ...(await rows("demo04"))];
    const base = { userNo: userNoOf(token), tradeId, stlmDivCcd: "01" as const, srvcPrdtCcd: "02" as const };
    // Fields the contract does not take (amount, price) or a body without its idempotencyKey: raw bodies.
    const withAmount = expectClientError(
      await t.call("POST", "kg/stlm", { token, body: { ...base, idempotencyKey: key(), amount: 100 } }),
      400,
    );
    expect(withAmount.message).toMatch(/[가-힣]/);
    expectClientError(await t.call("POST", "kg/stlm", { token, body: { ...base, idempotencyKey: key(), price: 100 } }), 400);
    expectClientError(await t.call("POST", "kg/stlm", { token, body: base }), 400);
    expectClientError(await t.api("settle", { token, body: { ...base, idempotencyKey: "short" } }), 400);
    expectClientError(await t.api("settle", { token, body: { ...base, idempotencyKey: "x".repeat(65) } }), 400);
    expectClientError(await t.api("settle", { token, body: { ...base, idempotencyKey: "키".repeat(20) } }), 400);
    // Another member's order: not found, as if it did not exist.
    const foreignTry = expectClientError(
      await t.api("settle", { token, body: { ...base, tradeId: foreign.tradeId, idempotencyKey: key() } }),
      404,
    );
    expect(foreignTry.message).toMatch(/결제 거래를 찾을 수 없습니다/);
    expectClientError(await t.api("cancelPayment", { params: { id: foreign.tradeId }, token }), 404);
    expect([...(await rows("demo00")), ...(await rows("demo04"))]).toEqual(before);
  });
});

describe("the service terms come before the order", () => {
  it("an order without a required term → 400 in Korean and no order; with them the answers are recorded", async () => {
    const token = await t.token("demo04");
    const terms = await serviceTerms();
    const required = terms.filter((r) => r.required);
    expect(required.length).toBeGreaterThan(0);
    const count = (await rows("demo04")).length;
    const missing = terms.map((r) => ({ agreeId: r.termsId, agreed: r.termsId !== required[0]!.termsId }));
    const refused = expectClientError(
      await t.api("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees: missing } }),
      400,
    );
    expect(refused.code).toBe("REQUIRED_TERMS");
    expect(refused.message).toContain("필수 약관");
    expectClientError(await t.api("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees: [] } }), 400);
    // Without the agreements the contract requires: a raw body.
    expectClientError(await t.call("POST", "payment/01", { token, body: { deviceType: "AOS" } }), 400);
    expectClientError(
      await t.api("createPayment", {
        params: { x: "01" },
        token,
        body: { deviceType: "AOS", agrees: [{ agreeId: 999_999, agreed: true }] },
      }),
      400,
    );
    expect((await rows("demo04")).length).toBe(count);
    const ok = await t.api("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees: await allAgreed() } });
    expect(ok.statusCode).toBe(200);
    const recorded = await t.deps.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_agreements WHERE user_no = ${userNoOf(token)} AND agreed AND terms_id IN (${required.map((r) => r.termsId).join(",")})`,
    );
    expect(recorded[0]!.n).toBe(required.length);
  });
});

describe("a virtual account", () => {
  it("is issued at the chosen bank; a virtual account without a bank or with an unknown one → 400", async () => {
    const { token, tradeId } = await order("demo00");
    const base = { userNo: userNoOf(token), tradeId, stlmDivCcd: "02" as const, srvcPrdtCcd: "01" as const };
    expect(expectClientError(await t.api("settle", { token, body: { ...base, idempotencyKey: key() } }), 400).code).toBe("BANK_REQUIRED");
    expectClientError(await t.call("POST", "kg/stlm", { token, body: { ...base, idempotencyKey: key(), bankName: "없는은행" } }), 400);
    expect((await t.ok("getPayment", { params: { id: tradeId }, token })).status).toBe("READY");
    for (const bankName of ["국민은행", "하나은행"] as const) {
      const p = await t.ok("settle", { token, body: { ...base, idempotencyKey: key(), bankName } });
      expect(p).toMatchObject({ status: "PENDING", virtualAccount: { bankName } });
      await t.api("cancelPayment", { params: { id: p.tradeId }, token });
      if (bankName === "국민은행") base.tradeId = (await order("demo00")).tradeId;
    }
  });

  it("while waiting: no second order; cancelled → CANCELLED, no deposit, a new order (another method) is possible", async () => {
    const { token, tradeId } = await order("demo00");
    const body = {
      userNo: userNoOf(token),
      tradeId,
      stlmDivCcd: "02" as const,
      srvcPrdtCcd: "01" as const,
      idempotencyKey: key(),
      bankName: "국민은행" as const,
    };
    expect((await t.ok("settle", { token, body })).status).toBe("PENDING");
    const second = await t.api("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees: await allAgreed() } });
    expect(expectClientError(second, 409).code).toBe("PAYMENT_PENDING");
    expectClientError(await t.api("getTradeId", { token }), 409);
    const cancelled = await t.ok("cancelPayment", { params: { id: tradeId }, token });
    expect(cancelled).toMatchObject({ tradeId, status: "CANCELLED", statusLabel: "주문 취소" });
    expect((await t.ok("getPayment", { params: { id: tradeId }, token })).status).toBe("CANCELLED");
    expect(expectClientError(await t.call("POST", `sim/payment/${tradeId}/deposit`), 409).code).toBe("NOT_PENDING");
    expect(expectClientError(await t.api("cancelPayment", { params: { id: tradeId }, token }), 409).code).toBe("NOT_PENDING");
    // The replayed key still answers with that payment, cancelled.
    expect((await t.ok("settle", { token, body })).status).toBe("CANCELLED");
    // Switching to a card: a new order and a new key.
    const next = await order("demo00");
    const card = await t.ok("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId: next.tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: key() },
    });
    expect(card).toMatchObject({ status: "PAID", stlmDivCcd: "01" });
    // A paid order cannot be cancelled here; unknown → 404; no token → 401.
    expect(expectClientError(await t.api("cancelPayment", { params: { id: next.tradeId }, token }), 409).message).toMatch(/[가-힣]/);
    expectClientError(await t.api("cancelPayment", { params: { id: "EVS-NOPE" }, token }), 404);
    expectClientError(await t.api("cancelPayment", { params: { id: next.tradeId } }), 401);
    await spend("demo00");
  });

  it("past its deposit deadline: EXPIRED, no deposit, and the member can pay again", async () => {
    const { token, tradeId } = await order("demo00");
    const p = (
      await t.api("settle", {
        token,
        body: { userNo: userNoOf(token), tradeId, stlmDivCcd: "02", srvcPrdtCcd: "01", idempotencyKey: key(), bankName: "신한은행" },
      })
    ).json().results;
    expect(p.virtualAccount.dueAt).toBe("2026-11-25T14:00:00+09:00");
    t.setNow(new Date(Date.parse(p.virtualAccount.dueAt) + 60_000));
    const fresh = (await t.signIn("demo00")).accessToken;
    expect(expectClientError(await t.call("POST", `sim/payment/${tradeId}/deposit`), 422).code).toBe("VBANK_EXPIRED");
    expect(await t.ok("getPayment", { params: { id: tradeId }, token: fresh })).toMatchObject({
      status: "EXPIRED",
      statusLabel: "입금 기한 만료",
      paidAt: null,
    });
    expect(expectClientError(await t.api("cancelPayment", { params: { id: tradeId }, token: fresh }), 409).code).toBe("VBANK_EXPIRED");
    const again = await t.api("createPayment", {
      params: { x: "01" },
      token: fresh,
      body: { deviceType: "AOS", agrees: await allAgreed() },
    });
    expect(again.statusCode).toBe(200);
  });
});
