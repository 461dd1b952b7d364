import { and, desc, eq, inArray, ne } from "drizzle-orm";
import {
  CASH_RECEIPT_PURPOSE_LABEL,
  MERCHANT,
  PAYMENT_METHOD,
  splitVat,
  type CashReceipt,
  type CashReceiptPurpose,
  type PaymentReceipt,
  type PaymentRecord,
  type PaymentRefund,
} from "@evsafe/contract";
import { users } from "../db/schema/core";
import { cashReceipts, payments } from "../db/schema/service";
import type { Deps } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { kstIso } from "./common";
import { expireOverdueAccounts, ownPayment, paymentView, refundsOf } from "./payment";

type PaymentRow = typeof payments.$inferSelect;
type CashReceiptRow = typeof cashReceipts.$inferSelect;

/** Methods a cash receipt (현금영수증) exists for: money moved from a bank account. A card payment has its card slip. */
const CASH_METHODS: readonly string[] = [PAYMENT_METHOD.REALTIME_TRANSFER, PAYMENT_METHOD.VIRTUAL_ACCOUNT];

/** A number as shown back: a mobile number keeps its last four digits, a business number its first five. */
export function maskIdentity(purpose: CashReceiptPurpose, digits: string): string {
  if (purpose === "EXPENSE_PROOF") return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-*****`;
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

function cashReceiptView(r: CashReceiptRow): CashReceipt {
  const { purpose } = r;
  return {
    purpose,
    purposeLabel: CASH_RECEIPT_PURPOSE_LABEL[purpose],
    identityMasked: maskIdentity(purpose, r.identity),
    approvalNo: r.approvalNo,
    requestedAt: kstIso(r.requestedAt),
  };
}

function recordView(p: PaymentRow, receipt: CashReceiptRow | null, refund: PaymentRefund | null): PaymentRecord {
  return {
    ...paymentView(p, refund),
    cashReceipt: receipt ? cashReceiptView(receipt) : null,
    canRequestCashReceipt: !receipt && p.status === "PAID" && CASH_METHODS.includes(p.stlmDivCcd ?? ""),
  };
}

async function cashReceiptOf(deps: Deps, tradeId: string): Promise<CashReceiptRow | null> {
  const [r] = await deps.db.select().from(cashReceipts).where(eq(cashReceipts.tradeId, tradeId));
  return r ?? null;
}

/**
 * `kg/stlm/history`: the member's payments, newest first. Orders never settled (READY: a window opened and closed)
 * are not payments and are left out; failed, cancelled and expired attempts stay, so the member sees what happened.
 */
export async function paymentHistory(deps: Deps, userNo: number): Promise<PaymentRecord[]> {
  await expireOverdueAccounts(deps, userNo);
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userNo, userNo), ne(payments.status, "READY")))
    .orderBy(desc(payments.requestedAt), desc(payments.tradeId));
  const ids = rows.map((r) => r.tradeId);
  const receipts = ids.length ? await deps.db.select().from(cashReceipts).where(inArray(cashReceipts.tradeId, ids)) : [];
  const byTrade = new Map(receipts.map((r) => [r.tradeId, r]));
  const refunds = await refundsOf(deps, rows);
  return rows.map((r) => recordView(r, byTrade.get(r.tradeId) ?? null, refunds.get(r.tradeId) ?? null));
}

/** `kg/stlm/{id}/receipt`: the receipt of one of the member's paid payments (someone else's → 404). */
export async function paymentReceipt(deps: Deps, userNo: number, tradeId: string): Promise<PaymentReceipt> {
  await expireOverdueAccounts(deps, userNo);
  const p = await ownPayment(deps, userNo, tradeId);
  if (p.status !== "PAID" || p.amount === null) {
    throw conflict("결제가 완료된 건만 영수증을 볼 수 있어요. 결제 내역에서 상태를 확인해 주세요.", "NO_RECEIPT");
  }
  const [u] = await deps.db.select({ userName: users.userName }).from(users).where(eq(users.userNo, userNo));
  if (!u) throw notFound("회원 정보를 찾을 수 없습니다.");
  return {
    ...recordView(p, await cashReceiptOf(deps, p.tradeId), (await refundsOf(deps, [p])).get(p.tradeId) ?? null),
    merchant: { ...MERCHANT },
    buyerName: u.userName,
    ...splitVat(p.amount),
    cardCompany: p.cardCompany,
    cardNoMasked: p.cardNoMasked,
    bankName: p.stlmDivCcd === PAYMENT_METHOD.VIRTUAL_ACCOUNT ? p.vbankName : p.transferBank,
  };
}

/**
 * `kg/stlm/{id}/cash-receipt`: issues a cash receipt of a paid transfer or virtual-account payment through the
 * gateway, once per payment. The amount is the payment's; the body names only the purpose and the number.
 */
export async function requestCashReceipt(
  deps: Deps,
  userNo: number,
  tradeId: string,
  body: { purpose: CashReceiptPurpose; identity: string },
): Promise<PaymentRecord> {
  await expireOverdueAccounts(deps, userNo);
  const p = await ownPayment(deps, userNo, tradeId);
  if (!CASH_METHODS.includes(p.stlmDivCcd ?? "")) {
    throw conflict("카드 결제는 현금영수증 대상이 아니에요. 카드 영수증을 이용해 주세요.", "CASH_RECEIPT_NOT_APPLICABLE");
  }
  if (p.status !== "PAID" || p.amount === null) {
    throw conflict("입금이 확인된 결제만 현금영수증을 신청할 수 있어요.", "CASH_RECEIPT_NOT_PAID");
  }
  if (await cashReceiptOf(deps, p.tradeId)) throw alreadyIssued();
  const identity = body.identity.replace(/[\s-]/g, "");
  const { approvalNo } = await deps.paymentGateway.issueCashReceipt(deps, {
    tradeId: p.tradeId,
    amount: p.amount,
    purpose: body.purpose,
    identity,
  });
  // The primary key (trade id) keeps a parallel second request from storing another receipt.
  const [row] = await deps.db
    .insert(cashReceipts)
    .values({ tradeId: p.tradeId, userNo, purpose: body.purpose, identity, approvalNo, requestedAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadyIssued();
  return recordView(p, row, (await refundsOf(deps, [p])).get(p.tradeId) ?? null);
}

const alreadyIssued = () => conflict("이 결제의 현금영수증은 이미 발급되었어요. 바꾸려면 1:1 문의로 알려 주세요.", "CASH_RECEIPT_EXISTS");

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const won = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}원`;
/** `2026-11-19T15:00:00+09:00` → `2026-11-19 15:00` (the API's timestamps are already Seoul time). */
const kstText = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** The receipt as one self-contained HTML file (no script, no outside resource, print styles): what the shell saves. */
export function renderReceipt(r: PaymentReceipt): string {
  const method = [r.stlmDivLabel, r.cardCompany, r.cardNoMasked, r.bankName].filter(Boolean).join(" · ");
  const rows: [string, string][] = [
    ["상호", r.merchant.name],
    ["사업자등록번호", r.merchant.businessNo],
    ["대표자", r.merchant.representative],
    ["주소", r.merchant.address],
    ["구매자", r.buyerName],
    ["상품", r.productName ?? "—"],
    ["결제 금액", won(r.amount ?? 0)],
    ["상태", r.refund ? `${r.statusLabel} (${won(r.refund.amount)})` : r.statusLabel],
    ["공급가액", won(r.supplyAmount)],
    ["부가세", won(r.vat)],
    ["결제 수단", method],
    ["승인번호", r.approvalNo ?? "—"],
    ["결제 일시", r.paidAt ? kstText(r.paidAt) : "—"],
    ["거래번호", r.tradeId],
  ];
  if (r.cashReceipt) {
    rows.push(["현금영수증", `${r.cashReceipt.purposeLabel} · ${r.cashReceipt.identityMasked} · 승인번호 ${r.cashReceipt.approvalNo}`]);
  }
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`영수증 ${r.tradeId}`)}</title>
<style>
body{font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;margin:24px;color:#111827;line-height:1.55}
h1{font-size:22px;margin:0 0 12px}table{border-collapse:collapse;width:100%;max-width:560px;font-size:14px}
th,td{border-bottom:1px solid #e5e7eb;padding:8px 6px;text-align:left;vertical-align:top}th{color:#4b5563;font-weight:600;width:9em}
.meta{color:#4b5563;font-size:13px}@media print{body{margin:12mm}}
</style>
</head>
<body>
<h1>영수증</h1>
<table><tbody>
${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join("\n")}
</tbody></table>
<p class="meta">부가가치세가 포함된 금액입니다. 이 영수증은 ${esc(r.merchant.name)}가 발행했습니다.</p>
</body>
</html>
`;
}
