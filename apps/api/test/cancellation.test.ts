import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { termsInEffect } from "../src/services/common";
import { refundByRule } from "../src/services/cancellation";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

// Cancellation a customer can trust (docs/subscription.md "Refund rule"): the refund quote the API computes, the
// cancellation request moving the end date to the end of the month in progress, "해지 신청 취소" (03 → 02), and an
// application withdrawn before its device ships — with hostile input (a body naming an amount or another member's
// order, a replay) answered by a Korean 4xx that changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const userNoOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);

async function appRow(loginId: string) {
  const [row] = await t.deps.database.query<{
    trade_id: string | null;
    cancel_requested_at: string | null;
    expiration_before_cancel: string | null;
    refund_amount: number | null;
    withdrawn_at: string | null;
  }>(
    `SELECT trade_id, cancel_requested_at, expiration_before_cancel::text, refund_amount, withdrawn_at FROM service_applications
     WHERE user_no = ${userNoOf(await t.token(loginId))} ORDER BY applied_at DESC, id DESC LIMIT 1`,
  );
  return row!;
}

describe("the refund rule", () => {
  it("the month in progress is used, the months after it are refunded, rounded down; never past the end", () => {
    const start = "2026-01-10";
    // The 4th month (04-10 … 05-10): 8 months left of 12 → 118,800 × 8 ÷ 12 (the docs' example).
    expect(refundByRule({ paid: 118_800, months: 12, start, end: "2027-01-10", asOf: "2026-04-20" })).toEqual({
      usedMonths: 4,
      remainingMonths: 8,
      serviceEndDate: "2026-05-10",
      refundAmount: 79_200,
    });
    // The installation day itself is the first month; its last day is still that month.
    expect(refundByRule({ paid: 118_800, months: 12, start, end: "2027-01-10", asOf: start }).usedMonths).toBe(1);
    expect(refundByRule({ paid: 118_800, months: 12, start, end: "2027-01-10", asOf: "2026-02-10" }).usedMonths).toBe(1);
    expect(refundByRule({ paid: 118_800, months: 12, start, end: "2027-01-10", asOf: "2026-02-11" }).usedMonths).toBe(2);
    // The last month, a monthly subscription, a promotion key: nothing left to refund.
    expect(refundByRule({ paid: 118_800, months: 12, start, end: "2027-01-10", asOf: "2026-12-20" })).toMatchObject({
      remainingMonths: 0,
      serviceEndDate: "2027-01-10",
      refundAmount: 0,
    });
    expect(refundByRule({ paid: 9_900, months: 1, start, end: "2026-02-10", asOf: "2026-01-20" }).refundAmount).toBe(0);
    expect(refundByRule({ paid: 0, months: 6, start, end: "2026-07-10", asOf: "2026-01-20" }).refundAmount).toBe(0);
    // Rounded down to the won.
    expect(refundByRule({ paid: 100_000, months: 12, start, end: "2027-01-10", asOf: "2026-01-20" }).refundAmount).toBe(91_666);
  });
});

describe("GET users/cancel-service/refund-quote", () => {
  it("in use (demo): what ending now would refund, with the device return's deadline", async () => {
    const status = await t.ok("getMyServiceStatus", { as: "demo" });
    expect(status.serviceStartDate).toBe("2026-09-18");
    expect(await t.ok("getRefundQuote", { as: "demo" })).toEqual({
      action: "CANCEL",
      allowed: true,
      reason: null,
      productName: "배터리 안전 모니터링 12개월",
      paidAmount: 118_800,
      periodMonths: 12,
      usedMonths: 3,
      remainingMonths: 9,
      serviceEndDate: "2026-12-18",
      refundAmount: 89_100,
      deviceFee: 33_000,
      refundIfDeviceKept: 56_100,
      deviceReturnRequired: true,
      deviceReturnDeadline: "2027-01-01",
    });
  });

  it("applying with the device on the way (demo01): no withdrawal, and why; nothing to end (demo00); no token → 401", async () => {
    const q = await t.ok("getRefundQuote", { as: "demo01" });
    expect(q).toMatchObject({ action: "WITHDRAW", allowed: false, paidAmount: 118_800, refundAmount: 118_800 });
    expect(q.reason).toContain("단말기가 이미 발송되어");
    expect(await t.ok("getRefundQuote", { as: "demo00" })).toMatchObject({ action: "NONE", allowed: false, refundAmount: 0 });
    expect((await t.ok("getRefundQuote", { as: "demob2b" })).reason).toContain("에버세이프 렌터카에서 관리하는 서비스");
    expectClientError(await t.api("getRefundQuote"), 401);
  });
});

describe("a cancellation request and 해지 신청 취소", () => {
  it("the request ends the service at the end of the month in progress and records the quoted refund; 취소 restores it", async () => {
    const token = await t.token("demo");
    const before = await t.ok("getMyServiceStatus", { as: "demo" });
    const cancelled = await t.ok("cancelService", { token });
    expect(cancelled).toMatchObject({ serviceStatus: "03", serviceExpirationDate: "2026-12-18", daysLeft: 26 });
    // The promotion's free period cannot outlast the service.
    expect(cancelled.promotionExpirationDate).toBe("2026-12-18");
    expect(await appRow("demo")).toMatchObject({ expiration_before_cancel: before.serviceExpirationDate, refund_amount: 89_100 });
    // The payment reads as partly refunded, in the history, on its receipt and in the billing status.
    const demoTrade = (await appRow("demo")).trade_id!;
    const refundedPart = { status: "PAID", statusLabel: "부분 환불", refund: { kind: "PARTIAL", amount: 89_100 } };
    expect((await t.ok("getPaymentHistory", { token })).find((p) => p.tradeId === demoTrade)).toMatchObject(refundedPart);
    expect(await t.ok("getPaymentReceipt", { token, params: { id: demoTrade } })).toMatchObject(refundedPart);
    expect((await t.ok("getStlmServiceStatus", { token })).lastPayment).toMatchObject(refundedPart);
    // The quote of a request is the one made that day, even days later.
    t.setNow(new Date(TEST_NOW.getTime() + 5 * 86_400_000));
    const later = (await t.signIn("demo")).accessToken;
    expect(await t.ok("getRefundQuote", { token: later })).toMatchObject({
      action: "CANCEL_REQUESTED",
      allowed: false,
      refundAmount: 89_100,
      serviceEndDate: "2026-12-18",
    });
    t.setNow(TEST_NOW);

    // An amount in the body (or anything else) is refused; nothing changes.
    for (const body of [{ refundAmount: 999_999 }, { amount: 1 }, { serviceId: 1 }]) {
      const refused = expectClientError(await t.call("PUT", "users/cancel-service/undo", { token, body }), 400);
      expect(refused.message).toContain("환불 금액과 대상 서비스는 서버가");
    }
    expect((await t.ok("getMyServiceStatus", { token })).serviceStatus).toBe("03");

    const undone = await t.ok("undoCancelService", { token });
    expect(undone).toMatchObject({
      serviceStatus: "02",
      userStatus: "02",
      serviceExpirationDate: before.serviceExpirationDate,
      promotionExpirationDate: before.promotionExpirationDate,
      canCancel: true,
      cancelRequestedAt: null,
    });
    expect(await appRow("demo")).toMatchObject({ expiration_before_cancel: null, refund_amount: null, cancel_requested_at: null });
    expect((await t.ok("getPaymentHistory", { token })).find((p) => p.tradeId === demoTrade)).toMatchObject({
      statusLabel: "결제 완료",
      refund: null,
    });

    // A replay: 409 in Korean, still in use with the same dates.
    const replay = expectClientError(await t.api("undoCancelService", { token }), 409);
    expect(replay.code).toBe("NOT_CANCEL_REQUESTED");
    expect(await t.ok("getMyServiceStatus", { token })).toMatchObject({
      serviceStatus: "02",
      serviceExpirationDate: before.serviceExpirationDate,
    });
  });

  it("another member's order in the body is refused and theirs stays as it was; demo03 takes back its own request", async () => {
    const demo03 = await appRow("demo03");
    const refused = expectClientError(
      await t.call("PUT", "users/cancel-service/undo", { token: await t.token("demowarn"), body: { tradeId: demo03.trade_id } }),
      400,
    );
    expect(refused.message).toMatch(/받을 수 없는 항목/);
    const mine = expectClientError(await t.api("undoCancelService", { as: "demowarn" }), 409);
    expect(mine.message).toContain("해지 신청 중인 서비스가 없어");
    const seen = await t.ok("getMyServiceStatus", { as: "demo03" });
    expect(seen.serviceStatus).toBe("03");
    // demo03's request came in its last month: the end date does not move either way.
    const undone = await t.ok("undoCancelService", { as: "demo03" });
    expect(undone).toMatchObject({ serviceStatus: "02", serviceExpirationDate: seen.serviceExpirationDate });
  });

  it("a request whose service already ended cannot be taken back (422); other states → 409; no token → 401", async () => {
    const token = await t.token("demowarn");
    await t.ok("cancelService", { token });
    const { serviceExpirationDate } = await t.ok("getMyServiceStatus", { token });
    t.setNow(new Date(Date.parse(`${serviceExpirationDate}T00:00:00+09:00`) + 2 * 86_400_000));
    const afterEnd = (await t.signIn("demowarn")).accessToken;
    const ended = expectClientError(await t.api("undoCancelService", { token: afterEnd }), 422);
    expect(ended.code).toBe("SERVICE_ENDED");
    t.setNow(TEST_NOW);
    expect((await t.ok("getMyServiceStatus", { token })).serviceStatus).toBe("03");
    for (const id of ["demo00", "demo01", "demo04"]) {
      expect(expectClientError(await t.api("undoCancelService", { token: await t.token(id) }), 409).code).toBe("NOT_CANCEL_REQUESTED");
    }
    expectClientError(await t.api("undoCancelService"), 401);
  });
});

describe("PUT users/service-application/withdraw", () => {
  const vehicle = { brandDcd: "HYUNDAI", mdlDcd: "IONIQ6", dtlMdlDcd: "IONIQ6_LR_2WD", carNo: "123가4567" };
  const delivery = {
    receiverName: "이서연",
    receiverPhone: "010-1001-5689",
    zip: "04524",
    addr: "서울특별시 중구 세종대로 110",
    daddr: "3층",
  };

  /** demo00 pays by card and applies: 01, the device not shipped yet. */
  async function paidApplication() {
    const token = await t.token("demo00");
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    const order = await t.ok("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees } });
    const paid = await t.ok("settle", {
      token,
      body: { userNo: userNoOf(token), tradeId: order.tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: randomUUID() },
    });
    expect(paid.status).toBe("PAID");
    const applied = await t.api("serviceSignup", {
      token,
      body: { vehicle, delivery, payment: { tradeId: order.tradeId }, agrees, deviceType: "AOS" },
    });
    expect(applied.statusCode).toBe(200);
    return { token, tradeId: order.tradeId as string };
  }

  it("before shipping: the full refund quoted, then withdrawn (00 again, may apply again); a replay → 409", async () => {
    const { token, tradeId } = await paidApplication();
    expect(await t.ok("getRefundQuote", { token })).toMatchObject({
      action: "WITHDRAW",
      allowed: true,
      reason: null,
      paidAmount: 118_800,
      refundAmount: 118_800,
      deviceReturnRequired: false,
    });
    // An amount or an order in the body: 400, the application stays.
    for (const body of [{ amount: 1 }, { refundAmount: 200_000 }, { tradeId }]) {
      expectClientError(await t.call("PUT", "users/service-application/withdraw", { token, body }), 400);
    }
    expect((await t.ok("getMyServiceStatus", { token })).serviceStatus).toBe("01");
    expect((await appRow("demo00")).withdrawn_at).toBeNull();

    const withdrawn = await t.ok("withdrawApplication", { token });
    expect(withdrawn).toMatchObject({ serviceStatus: "00", userStatus: "01", deliveryStatus: null, canApply: true });
    const row = await appRow("demo00");
    expect(row.withdrawn_at).not.toBeNull();
    expect(row.refund_amount).toBe(118_800);
    const full = { status: "PAID", statusLabel: "환불 완료", refund: { kind: "FULL", amount: 118_800 } };
    expect((await t.ok("getPaymentHistory", { token })).find((p) => p.tradeId === tradeId)).toMatchObject(full);
    expect(await t.ok("getPaymentReceipt", { token, params: { id: tradeId } })).toMatchObject(full);
    const file = await t.api("getPaymentReceiptFile", { params: { id: tradeId }, token });
    expect(file.body).toContain("환불 완료 (118,800원)");
    expect(await t.ok("getObd", { token })).toMatchObject({ deliveryStatus: null, trackingNo: null, trackingUrl: null });

    const replay = expectClientError(await t.api("withdrawApplication", { token }), 409);
    expect(replay.code).toBe("NOT_APPLYING");
    expect(replay.message).toContain("철회할 서비스 신청이 없어요");
  });

  it("once shipped (demo01): 422 in Korean naming the way back, and nothing changes; others → 409; no token → 401", async () => {
    const token = await t.token("demo01");
    const before = await t.ok("getMyServiceStatus", { token });
    const refused = expectClientError(await t.api("withdrawApplication", { token }), 422);
    expect(refused.code).toBe("ALREADY_SHIPPED");
    expect(refused.message).toContain("단말기가 이미 발송되어 앱에서 신청을 철회할 수 없어요");
    expect(await t.ok("getMyServiceStatus", { token })).toEqual(before);
    expect((await appRow("demo01")).withdrawn_at).toBeNull();
    for (const id of ["demo", "demo03", "demo04"]) {
      expectClientError(await t.api("withdrawApplication", { token: await t.token(id) }), 409);
    }
    expectClientError(await t.api("withdrawApplication"), 401);
  });
});
