import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isValidBusinessNo, MERCHANT, SERVICE_PRODUCTS } from "@evsafe/contract";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

// Payment history, receipts and cash receipts (docs/subscription.md "Payment history and receipts"): the seeded
// payments in the history, a receipt with the seller and the VAT split, the receipt file, a cash receipt requested
// once, and hostile input (a foreign payment, an amount or a member in the body, bad numbers) that changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const PRICE = SERVICE_PRODUCTS["01"].price;
const userNoOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);

async function cashReceiptRows(tradeId: string) {
  return t.deps.database.query<{ purpose: string; identity: string }>(
    `SELECT purpose, identity FROM cash_receipts WHERE trade_id = '${tradeId}'`,
  );
}

describe("payment history", () => {
  it("demo: the card payment after a failed attempt, newest first, with method, status and approval number", async () => {
    const history = await t.ok("getPaymentHistory", { as: "demo" });
    expect(history.map((p) => p.status)).toEqual(["PAID", "FAILED"]);
    const [paid, failed] = history;
    expect(paid).toMatchObject({
      productName: SERVICE_PRODUCTS["01"].name,
      amount: PRICE,
      stlmDivCcd: "01",
      stlmDivLabel: "신용카드",
      statusLabel: "결제 완료",
      cashReceipt: null,
      canRequestCashReceipt: false,
    });
    expect(paid!.approvalNo).toMatch(/^\d{8}$/);
    expect(failed).toMatchObject({ status: "FAILED", failureReason: "카드사 승인이 거절되었습니다. (한도 초과)", approvalNo: null });
    expect(paid!.requestedAt > failed!.requestedAt).toBe(true);
  });

  it("demo01: the virtual-account payment, a cash receipt still possible", async () => {
    const history = await t.ok("getPaymentHistory", { as: "demo01" });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ stlmDivCcd: "02", status: "PAID", canRequestCashReceipt: true, cashReceipt: null });
  });

  it("a member with no payment gets an empty list; no token → 401", async () => {
    expect(await t.ok("getPaymentHistory", { as: "demo00" })).toEqual([]);
    expectClientError(await t.api("getPaymentHistory"), 401);
  });

  it("an order never settled is not a payment and is left out", async () => {
    const token = await t.token("demo00");
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    const res = await t.api("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees } });
    expect(res.statusCode).toBe(200);
    expect(await t.ok("getPaymentHistory", { token })).toEqual([]);
  });
});

it("the seeded support answer about receipts points to the payment history, where receipts now are", async () => {
  const rows = await t.deps.database.query<{ answer: string }>(`SELECT answer FROM inquiries WHERE title = '결제 영수증은 어디서 받나요?'`);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.answer).toContain("내 서비스 > 결제 내역");
  expect(rows[0]!.answer).not.toContain("PDF로 내려받");
});

describe("a receipt", () => {
  it("has the seller, the VAT split, the card and the approval number", async () => {
    const [paid] = await t.ok("getPaymentHistory", { as: "demo" });
    const r = await t.ok("getPaymentReceipt", { as: "demo", params: { id: paid!.tradeId } });
    expect(r.merchant).toEqual(MERCHANT);
    expect(isValidBusinessNo(r.merchant.businessNo)).toBe(true);
    expect(r).toMatchObject({ buyerName: "김민준", amount: PRICE, supplyAmount: 108_000, vat: 10_800, approvalNo: paid!.approvalNo });
    expect(r.supplyAmount + r.vat).toBe(PRICE);
    expect(r.cardCompany).toMatch(/카드$/);
    expect(r.cardNoMasked).toMatch(/^\d{4}-\d{2}\*\*-\*\*\*\*-\d{4}$/);
    expect(r.bankName).toBeNull();
    expect(r.paidAt).toMatch(/\+09:00$/);
  });

  it("a virtual account's receipt names its bank; a transfer's its bank", async () => {
    const [va] = await t.ok("getPaymentHistory", { as: "demo01" });
    expect((await t.ok("getPaymentReceipt", { as: "demo01", params: { id: va!.tradeId } })).bankName).toBe("신한은행");
    const [transfer] = await t.ok("getPaymentHistory", { as: "demowarn" });
    const r = await t.ok("getPaymentReceipt", { as: "demowarn", params: { id: transfer!.tradeId } });
    expect(r.stlmDivLabel).toBe("실시간 계좌이체");
    expect(r.bankName).toMatch(/은행$/);
    expect(r.cardCompany).toBeNull();
  });

  it("someone else's payment or an unknown id → 404; a failed payment has no receipt (409, Korean)", async () => {
    const [paid, failed] = await t.ok("getPaymentHistory", { as: "demo" });
    expectClientError(await t.api("getPaymentReceipt", { as: "demo01", params: { id: paid!.tradeId } }), 404);
    expectClientError(await t.api("getPaymentReceiptFile", { as: "demo01", params: { id: paid!.tradeId } }), 404);
    expectClientError(await t.api("getPaymentReceipt", { as: "demo", params: { id: "EVS-NO-SUCH-TRADE" } }), 404);
    const res = await t.api("getPaymentReceipt", { as: "demo", params: { id: failed!.tradeId } });
    expect(expectClientError(res, 409).message).toContain("결제가 완료된 건만");
  });

  it("the receipt file: one HTML page, an attachment, no script, every value escaped", async () => {
    const [paid] = await t.ok("getPaymentHistory", { as: "demo" });
    const res = await t.api("getPaymentReceiptFile", { as: "demo", params: { id: paid!.tradeId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(decodeURIComponent(String(res.headers["content-disposition"]))).toContain(`영수증-${paid!.tradeId}.html`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const html = res.body;
    expect(html).toContain(MERCHANT.businessNo);
    expect(html).toContain("118,800원");
    expect(html).toContain("108,000원");
    expect(html).toContain("10,800원");
    expect(html).toContain(paid!.approvalNo!);
    expect(html).not.toMatch(/<script/i);
    // A name with markup is text in the file.
    await t.deps.database.query(`UPDATE payments SET product_name = '<img src=x onerror=alert(1)>' WHERE trade_id = '${paid!.tradeId}'`);
    const hostile = (await t.api("getPaymentReceiptFile", { as: "demo", params: { id: paid!.tradeId } })).body;
    expect(hostile).not.toContain("<img");
    expect(hostile).toContain("&lt;img src=x onerror=alert(1)&gt;");
    await t.deps.database.query(`UPDATE payments SET product_name = '${SERVICE_PRODUCTS["01"].name}' WHERE trade_id = '${paid!.tradeId}'`);
  });
});

describe("a cash receipt", () => {
  it("bad input gets a Korean 400 by the field and stores nothing", async () => {
    const [va] = await t.ok("getPaymentHistory", { as: "demo01" });
    const id = va!.tradeId;
    const phone = await t.api("requestCashReceipt", {
      as: "demo01",
      params: { id },
      body: { purpose: "INCOME_DEDUCTION", identity: "02-123-4567" },
    });
    expect(expectClientError(phone, 400).message).toContain("휴대폰 번호");
    const biz = await t.api("requestCashReceipt", {
      as: "demo01",
      params: { id },
      body: { purpose: "EXPENSE_PROOF", identity: "123-45-67890" },
    });
    expect(expectClientError(biz, 400).message).toContain("사업자등록번호");
    const noPurpose = await t.call("POST", `kg/stlm/${id}/cash-receipt`, {
      token: await t.token("demo01"),
      body: { identity: "01012345678" },
    });
    expect(expectClientError(noPurpose, 400).message).toMatch(/[가-힣]/);
    expect(await cashReceiptRows(id)).toEqual([]);
  });

  it("an amount or a member in the body is refused (400) and changes nothing", async () => {
    const [va] = await t.ok("getPaymentHistory", { as: "demo01" });
    const token = await t.token("demo01");
    for (const extra of [{ amount: 1 }, { userNo: userNoOf(await t.token("demo")) }]) {
      const res = await t.api("requestCashReceipt", {
        params: { id: va!.tradeId },
        token,
        body: { purpose: "INCOME_DEDUCTION", identity: "010-1234-5678", ...extra },
      });
      expect(expectClientError(res, 400).message).toContain("받을 수 없는 항목");
    }
    expect(await cashReceiptRows(va!.tradeId)).toEqual([]);
  });

  it("someone else's payment → 404; a card payment → 409 (cards have no cash receipt)", async () => {
    const [va] = await t.ok("getPaymentHistory", { as: "demo01" });
    const body = { purpose: "INCOME_DEDUCTION" as const, identity: "010-1234-5678" };
    expectClientError(await t.api("requestCashReceipt", { as: "demo", params: { id: va!.tradeId }, body }), 404);
    expect(await cashReceiptRows(va!.tradeId)).toEqual([]);
    const [card] = await t.ok("getPaymentHistory", { as: "demo" });
    const res = await t.api("requestCashReceipt", { as: "demo", params: { id: card!.tradeId }, body });
    expect(expectClientError(res, 409).message).toContain("카드 결제는 현금영수증 대상이 아니에요");
  });

  it("issued once: stored, shown in the history and on the receipt; a second request → 409, the first kept", async () => {
    const [va] = await t.ok("getPaymentHistory", { as: "demo01" });
    const id = va!.tradeId;
    const record = await t.ok("requestCashReceipt", {
      as: "demo01",
      params: { id },
      body: { purpose: "EXPENSE_PROOF", identity: "123-45-67891" },
    });
    expect(record.cashReceipt).toMatchObject({ purpose: "EXPENSE_PROOF", purposeLabel: "지출증빙", identityMasked: "123-45-*****" });
    expect(record.cashReceipt!.approvalNo).toMatch(/^\d{9}$/);
    expect(record.canRequestCashReceipt).toBe(false);
    expect(await cashReceiptRows(id)).toEqual([{ purpose: "EXPENSE_PROOF", identity: "1234567891" }]);
    const [again] = await t.ok("getPaymentHistory", { as: "demo01" });
    expect(again!.cashReceipt).toEqual(record.cashReceipt);
    expect((await t.ok("getPaymentReceipt", { as: "demo01", params: { id } })).cashReceipt).toEqual(record.cashReceipt);
    const file = await t.api("getPaymentReceiptFile", { as: "demo01", params: { id } });
    expect(file.body).toContain("지출증빙 · 123-45-*****");

    const second = await t.api("requestCashReceipt", {
      as: "demo01",
      params: { id },
      body: { purpose: "INCOME_DEDUCTION", identity: "010-9876-5432" },
    });
    expect(expectClientError(second, 409).message).toContain("이미 발급");
    expect(await cashReceiptRows(id)).toEqual([{ purpose: "EXPENSE_PROOF", identity: "1234567891" }]);
  });

  it("two requests at once store one cash receipt", async () => {
    const [transfer] = await t.ok("getPaymentHistory", { as: "demowarn" });
    const body = { purpose: "INCOME_DEDUCTION" as const, identity: "01055556666" };
    const answers = await Promise.all(
      [0, 1].map(() => t.api("requestCashReceipt", { as: "demowarn", params: { id: transfer!.tradeId }, body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!;
    expect(ok.json().results.cashReceipt.identityMasked).toBe("010-****-6666");
    expect(await cashReceiptRows(transfer!.tradeId)).toHaveLength(1);
  });

  it("a fresh transfer payment through the gateway gets a bank on its receipt", async () => {
    const token = await t.token("demo00");
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    // The order left open by the history test above is this member's; a new one needs it gone.
    await t.deps.database.query(`DELETE FROM payments WHERE user_no = ${userNoOf(token)} AND status = 'READY'`);
    const order = await t.ok("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees } });
    const tradeId = order.tradeId as string;
    const body = { userNo: userNoOf(token), tradeId, stlmDivCcd: "03" as const, srvcPrdtCcd: "01" as const, idempotencyKey: randomUUID() };
    expect((await t.api("settle", { token, body })).statusCode).toBe(200);
    const r = await t.ok("getPaymentReceipt", { token, params: { id: tradeId } });
    expect(r.bankName).toMatch(/은행$/);
    expect(r.canRequestCashReceipt).toBe(true);
  });
});
