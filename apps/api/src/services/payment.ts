import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  JOIN_TYPE,
  JOIN_TYPE_LABEL,
  PAYMENT_METHOD,
  PAYMENT_METHOD_LABEL,
  PAYMENT_REFUND_LABEL,
  PAYMENT_STATUS_LABEL,
  SERVICE_PRODUCTS,
  SERVICE_STATUS,
  SERVICE_STATUS_LABEL,
  type DeviceType,
  type Payment,
  type PaymentMethod,
  type PaymentRefund,
  type SettleBody,
} from "@evsafe/contract";
import type { z } from "zod";
import type { SignupAgreeSchema } from "@evsafe/contract";
import { users } from "../db/schema/core";
import { payments, promotionKeys, promotionKeyUses, serviceApplications } from "../db/schema/service";
import type { AuthUser, Deps } from "../http/context";
import { badRequest, conflict, forbidden, HttpError, notFound, unprocessable } from "../http/errors";
import { addMonths, kstDate } from "../http/time";
import { kstIso } from "./common";
import { subscriptionCodes } from "./member-labels";
import { startPeriodDueAfterDelivery } from "./service-period";
import { checkAgreements, recordAgreements } from "./signup";

type ProductCode = keyof typeof SERVICE_PRODUCTS;
const isProduct = (x: string): x is ProductCode => Object.hasOwn(SERVICE_PRODUCTS, x);
/** An unsettled trade id / order is valid for 30 minutes. */
const TRADE_TTL_MS = 30 * 60 * 1000;
/**
 * A replay that finds its first settlement still at the gateway waits this long for its answer before saying "in
 * progress": the gateway answers within a second or two, and the payer should see the result, not a retry prompt.
 */
const REPLAY_WAIT_MS = 5_000;
const REPLAY_POLL_MS = 100;

// ---------------------------------------------------------------------------------------------- products

export function listProducts() {
  return (Object.entries(SERVICE_PRODUCTS) as [ProductCode, (typeof SERVICE_PRODUCTS)[ProductCode]][]).map(([code, p]) => {
    const joinType = code === "02" ? JOIN_TYPE.MONTHLY : JOIN_TYPE.SERVICE_JOIN;
    return {
      srvcPrdtCcd: code,
      productName: p.name,
      months: p.months,
      price: p.price,
      monthlyPrice: Math.floor(p.price / p.months),
      joinType,
      joinTypeLabel: JOIN_TYPE_LABEL[joinType],
    };
  });
}

// ---------------------------------------------------------------------------------------------- views

type PaymentRow = typeof payments.$inferSelect;

/** `refund`: what `refundsOf` found for the payment (a payment without one reads as its status). */
export function paymentView(p: PaymentRow, refund: PaymentRefund | null = null): Payment {
  const { status } = p;
  return {
    tradeId: p.tradeId,
    status,
    statusLabel: refund ? PAYMENT_REFUND_LABEL[refund.kind] : PAYMENT_STATUS_LABEL[status],
    srvcPrdtCcd: p.srvcPrdtCcd ?? null,
    productName: p.productName,
    amount: p.amount,
    stlmDivCcd: p.stlmDivCcd ?? null,
    stlmDivLabel: p.stlmDivCcd ? PAYMENT_METHOD_LABEL[p.stlmDivCcd] : null,
    approvalNo: p.approvalNo,
    virtualAccount:
      p.vbankName && p.vbankAccountNo && p.vbankHolder && p.vbankDueAt
        ? { bankName: p.vbankName, accountNo: p.vbankAccountNo, holder: p.vbankHolder, dueAt: kstIso(p.vbankDueAt) }
        : null,
    failureReason: p.failureReason,
    requestedAt: kstIso(p.requestedAt),
    paidAt: p.paidAt ? kstIso(p.paidAt) : null,
    failedAt: p.failedAt ? kstIso(p.failedAt) : null,
    usedForService: !!p.consumedAt,
    refund,
  };
}

/**
 * The refunds of paid payments, by trade id, from the applications they paid for: a withdrawn application refunds
 * the whole payment; a cancellation request records the refund the rule computed (all of it, a part, or nothing).
 * A cancellation undone clears its amount, so the payment reads as paid again.
 */
export async function refundsOf(deps: Deps, rows: readonly PaymentRow[]): Promise<Map<string, PaymentRefund>> {
  const paid = rows.filter((r) => r.status === "PAID" && r.amount);
  const out = new Map<string, PaymentRefund>();
  if (!paid.length) return out;
  const apps = await deps.db
    .select({ tradeId: serviceApplications.tradeId, refundAmount: serviceApplications.refundAmount })
    .from(serviceApplications)
    .where(
      inArray(
        serviceApplications.tradeId,
        paid.map((r) => r.tradeId),
      ),
    );
  for (const a of apps) {
    const p = paid.find((r) => r.tradeId === a.tradeId);
    if (!p?.amount || !a.refundAmount || a.refundAmount <= 0) continue;
    const amount = Math.min(a.refundAmount, p.amount);
    out.set(p.tradeId, { kind: amount === p.amount ? "FULL" : "PARTIAL", amount });
  }
  return out;
}

/** One payment's view with its refund. */
async function viewWithRefund(deps: Deps, p: PaymentRow): Promise<Payment> {
  return paymentView(p, (await refundsOf(deps, [p])).get(p.tradeId) ?? null);
}

// ---------------------------------------------------------------------------------------------- orders

/** `EVS` + KST yyyymmddHHMMss + 8 hex: sortable, unguessable, 25 characters. */
function newTradeId(now: Date): string {
  const k = new Date(now.getTime() + 9 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
  return `EVS${k}${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** Paying makes sense only when a (re-)application is possible: not joined, cancelled or expired. */
async function assertCanPay(deps: Deps, userNo: number) {
  const [u] = await deps.db.select().from(users).where(eq(users.userNo, userNo));
  if (!u) throw notFound("회원 정보를 찾을 수 없습니다.");
  const expired = !!u.serviceExpirationDate && u.serviceExpirationDate < kstDate(deps.now());
  if (u.serviceStatus !== SERVICE_STATUS.NOT_JOINED && u.serviceStatus !== SERVICE_STATUS.CANCELLED && !expired) {
    const label = SERVICE_STATUS_LABEL[u.serviceStatus];
    throw conflict(`서비스가 ${label} 상태라 새로 결제할 수 없습니다.`, "ALREADY_JOINED");
  }
  return u;
}

/**
 * A virtual account whose deposit deadline has passed takes no deposit any more: it is EXPIRED (read lazily, on
 * every read and write of the member's payments), so the member can pay again.
 */
export async function expireOverdueAccounts(deps: Deps, userNo: number) {
  await deps.db
    .update(payments)
    .set({ status: "EXPIRED", failedAt: deps.now(), failureReason: "가상계좌 입금 기한이 지났습니다." })
    .where(and(eq(payments.userNo, userNo), eq(payments.status, "PENDING"), lte(payments.vbankDueAt, deps.now())));
}

/**
 * One payment in flight per member: a virtual account waiting for its deposit must be paid, cancelled or expire
 * first, and a payment made but not yet used for a sign-up is to be used, not paid again (a second tab, a reload).
 */
async function assertNoOpenPayment(deps: Deps, userNo: number) {
  await expireOverdueAccounts(deps, userNo);
  const [open] = await deps.db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.userNo, userNo), inArray(payments.status, ["PENDING", "PAID"]), isNull(payments.consumedAt)))
    .limit(1);
  if (open?.status === "PENDING") {
    throw conflict("입금을 기다리는 가상계좌가 있습니다. 입금하거나 주문을 취소한 뒤 다시 결제해 주세요.", "PAYMENT_PENDING");
  }
  if (open) throw conflict("결제가 완료된 주문이 있습니다. 그 결제로 가입을 이어서 진행해 주세요.", "PAYMENT_UNUSED");
}

type Agree = z.infer<typeof SignupAgreeSchema>;

/** `payment/{x}`: an order for product x with the parameters the shell passes to the PG SDK. */
export async function createPaymentOrder(deps: Deps, user: AuthUser, x: string, deviceType: DeviceType, agrees: Agree[]) {
  if (!isProduct(x)) throw notFound("존재하지 않는 상품입니다. 상품 코드를 확인해 주세요.");
  const mid = deps.paymentGateway.merchantId();
  // The service terms come before the payment, as a payment gateway's review requires: no order without them.
  try {
    await checkAgreements(deps, "service", agrees);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw badRequest(error.message, error.code);
    throw error;
  }
  const u = await assertCanPay(deps, user.userNo);
  await assertNoOpenPayment(deps, user.userNo);
  const product = SERVICE_PRODUCTS[x];
  const now = deps.now();
  const tradeId = newTradeId(now);
  const expiresAt = new Date(now.getTime() + TRADE_TTL_MS);
  await deps.db.insert(payments).values({
    tradeId,
    userNo: user.userNo,
    srvcPrdtCcd: x,
    productName: product.name,
    amount: product.price,
    deviceType,
    status: "READY",
    requestedAt: now,
    expiresAt,
  });
  await recordAgreements(deps.db, user.userNo, agrees, now);
  const timestamp = String(now.getTime());
  return {
    tradeId,
    srvcPrdtCcd: x,
    productName: product.name,
    amount: product.price,
    currency: "KRW" as const,
    deviceType,
    expiresAt: kstIso(expiresAt),
    pg: {
      mid,
      oid: tradeId,
      price: product.price,
      goodname: product.name,
      buyername: u.userName,
      buyertel: u.phone ?? "",
      buyeremail: u.email ?? "",
      timestamp,
      signature: createHash("sha256")
        .update(`oid=${tradeId}&price=${product.price}&timestamp=${timestamp}&key=${deps.config.jwtSecret}`)
        .digest("hex"),
      returnUrl: `${deps.config.basePath}/kg/stlm`,
      payMethods: (Object.entries(PAYMENT_METHOD_LABEL) as [PaymentMethod, string][]).map(([stlmDivCcd, label]) => ({ stlmDivCcd, label })),
    },
  };
}

/** `kg/stlm/trade-id`: a bare trade id; the product is chosen at settlement. */
export async function issueTradeId(deps: Deps, user: AuthUser) {
  // A trade id is of no use without a gateway: 503 when none is configured.
  deps.paymentGateway.merchantId();
  await assertCanPay(deps, user.userNo);
  await assertNoOpenPayment(deps, user.userNo);
  const now = deps.now();
  const tradeId = newTradeId(now);
  const expiresAt = new Date(now.getTime() + TRADE_TTL_MS);
  await deps.db.insert(payments).values({ tradeId, userNo: user.userNo, status: "READY", requestedAt: now, expiresAt });
  return { tradeId, issuedAt: kstIso(now), expiresAt: kstIso(expiresAt) };
}

export async function ownPayment(deps: Deps, userNo: number, tradeId: string): Promise<PaymentRow> {
  const [p] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.tradeId, tradeId), eq(payments.userNo, userNo)));
  if (!p) throw notFound("결제 거래를 찾을 수 없습니다. 거래번호를 확인해 주세요.");
  return p;
}

/**
 * `kg/stlm`: settles a trade id through the gateway. Card and transfer → PAID; virtual account →
 * PENDING with the account to pay into; a gateway refusal → 422 PAYMENT_FAILED with its Korean reason
 * (the payment reads back as FAILED). A trade id settles once (→ 409 afterwards).
 */
export async function settle(deps: Deps, user: AuthUser, body: SettleBody): Promise<Payment> {
  // Without a configured gateway this answers 503 before the trade id is claimed (it stays usable).
  deps.paymentGateway.merchantId();
  if (body.userNo !== user.userNo) throw forbidden("본인 계정으로만 결제할 수 있습니다.");
  const key = body.idempotencyKey;
  // A replay of a key (a second tap, a second tab, an answer lost on the way) answers with the first payment.
  const first = await byIdempotencyKey(deps, user.userNo, key);
  if (first) return answerReplay(deps, first, body);
  if (body.stlmDivCcd === PAYMENT_METHOD.VIRTUAL_ACCOUNT && !body.bankName) {
    throw badRequest("가상계좌를 발급할 은행을 선택해 주세요.", "BANK_REQUIRED");
  }
  const p = await ownPayment(deps, user.userNo, body.tradeId);
  if (p.status !== "READY" || p.settledAt) {
    // Claimed between the key's lookup above and this read by a parallel request with the same key (a double tap
    // on a database that runs them side by side): that request's payment is this one's answer.
    if (p.idempotencyKey === key) return answerReplay(deps, p, body);
    throw conflict("이미 처리된 거래번호입니다. 새 거래번호로 다시 결제해 주세요.", "TRADE_ID_USED");
  }
  const now = deps.now();
  if (p.expiresAt <= now) throw unprocessable("거래번호 유효시간(30분)이 지났습니다. 다시 결제해 주세요.", "TRADE_ID_EXPIRED");
  if (p.srvcPrdtCcd && p.srvcPrdtCcd !== body.srvcPrdtCcd) {
    throw unprocessable("주문한 상품과 결제 요청 상품이 다릅니다. 다시 결제해 주세요.", "PRODUCT_MISMATCH");
  }
  const u = await assertCanPay(deps, user.userNo);
  const product = SERVICE_PRODUCTS[body.srvcPrdtCcd];
  // Claim the trade id first so that two parallel settlements cannot both reach the gateway.
  // The key is stored with the claim; the unique index (member, key) makes a parallel replay on another trade id fail.
  let claimed: { t: string }[];
  try {
    claimed = await deps.db
      .update(payments)
      .set({
        settledAt: now,
        stlmDivCcd: body.stlmDivCcd,
        srvcPrdtCcd: body.srvcPrdtCcd,
        productName: product.name,
        amount: product.price,
        idempotencyKey: key,
      })
      .where(and(eq(payments.tradeId, p.tradeId), eq(payments.status, "READY"), sql`${payments.settledAt} IS NULL`))
      .returning({ t: payments.tradeId });
  } catch (error) {
    const replayed = isUniqueViolation(error) ? await byIdempotencyKey(deps, user.userNo, key) : null;
    if (replayed) return answerReplay(deps, replayed, body);
    throw error;
  }
  if (claimed.length === 0) {
    // Another settlement of this trade id won: with the same key it is this request's first, else a second attempt.
    const replayed = await byIdempotencyKey(deps, user.userNo, key);
    if (replayed) return answerReplay(deps, replayed, body);
    throw conflict("이미 처리된 거래번호입니다. 새 거래번호로 다시 결제해 주세요.", "TRADE_ID_USED");
  }
  const result = await deps.paymentGateway.approve(deps, {
    tradeId: p.tradeId,
    amount: product.price,
    method: body.stlmDivCcd,
    productName: product.name,
    buyerName: u.userName,
    ...(body.bankName ? { bankName: body.bankName } : {}),
  });
  const set: Partial<typeof payments.$inferInsert> =
    result.status === "PAID"
      ? {
          status: "PAID",
          approvalNo: result.approvalNo,
          paidAt: now,
          cardCompany: result.card?.company ?? null,
          cardNoMasked: result.card?.maskedNo ?? null,
          transferBank: result.bankName ?? null,
        }
      : result.status === "PENDING"
        ? {
            status: "PENDING",
            vbankName: result.vbank.bankName,
            vbankAccountNo: result.vbank.accountNo,
            vbankHolder: result.vbank.holder,
            vbankDueAt: result.vbank.dueAt,
          }
        : { status: "FAILED", failureReason: result.reason, failedAt: now };
  const [row] = await deps.db.update(payments).set(set).where(eq(payments.tradeId, p.tradeId)).returning();
  if (result.status === "FAILED") throw new HttpError(422, "PAYMENT_FAILED", `결제에 실패했습니다: ${result.reason}`);
  return paymentView(row!);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

async function byIdempotencyKey(deps: Deps, userNo: number, key: string): Promise<PaymentRow | null> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userNo, userNo), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The answer to a replayed key: the first payment as it stands (its refusal again for a declined one). The key
 * belongs to one order and amount; reusing it for another is refused (409) without touching either payment.
 */
async function answerReplay(deps: Deps, first: PaymentRow, body: SettleBody): Promise<Payment> {
  if (first.tradeId !== body.tradeId || first.amount !== SERVICE_PRODUCTS[body.srvcPrdtCcd].price || first.stlmDivCcd !== body.stlmDivCcd) {
    throw conflict(
      "이 결제 요청 키는 다른 주문이나 금액의 결제에 이미 쓰였습니다. 결제 화면을 새로 열어 다시 결제해 주세요.",
      "IDEMPOTENCY_KEY_REUSED",
    );
  }
  let row = first;
  // Still at the gateway (claimed, no answer yet): wait a little for its answer.
  for (let waited = 0; row.status === "READY" && waited < REPLAY_WAIT_MS; waited += REPLAY_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    row = (await byIdempotencyKey(deps, first.userNo, first.idempotencyKey!)) ?? row;
  }
  if (row.status === "READY") throw conflict("결제를 처리하고 있습니다. 잠시 후 결제 내역을 확인해 주세요.", "PAYMENT_IN_PROGRESS");
  if (row.status === "FAILED")
    throw new HttpError(422, "PAYMENT_FAILED", `결제에 실패했습니다: ${row.failureReason ?? "결제가 거절되었습니다."}`);
  await expireOverdueAccounts(deps, row.userNo);
  return getPayment(deps, row.userNo, row.tradeId);
}

/**
 * `kg/stlm/{id}/cancel`: gives up a virtual account still waiting for its deposit (to cancel the order, or to pay
 * another way: the step then starts a new order). Anything else (paid, failed, already cancelled or expired) → 409.
 */
export async function cancelPayment(deps: Deps, userNo: number, tradeId: string): Promise<Payment> {
  await expireOverdueAccounts(deps, userNo);
  const p = await ownPayment(deps, userNo, tradeId);
  if (p.status === "EXPIRED") throw conflict("입금 기한이 지나 이미 만료된 가상계좌입니다. 다시 결제해 주세요.", "VBANK_EXPIRED");
  const [row] = await deps.db
    .update(payments)
    .set({ status: "CANCELLED", failedAt: deps.now(), failureReason: "회원이 입금 전에 주문을 취소했습니다." })
    .where(and(eq(payments.tradeId, p.tradeId), eq(payments.status, "PENDING")))
    .returning();
  if (!row) throw conflict("입금을 기다리는 가상계좌 주문만 취소할 수 있습니다.", "NOT_PENDING");
  return paymentView(row);
}

/** The PG's deposit notification for a virtual account (simulated by `sim/payment/{tradeId}/deposit`). */
export async function confirmDeposit(deps: Deps, tradeId: string): Promise<Payment> {
  const [p] = await deps.db.select().from(payments).where(eq(payments.tradeId, tradeId));
  if (!p) throw notFound("결제 거래를 찾을 수 없습니다. 거래번호를 확인해 주세요.");
  if (p.status !== "PENDING" || p.stlmDivCcd !== PAYMENT_METHOD.VIRTUAL_ACCOUNT) {
    throw conflict("입금 대기 중인 가상계좌 거래가 아닙니다.", "NOT_PENDING");
  }
  const now = deps.now();
  if (p.vbankDueAt && p.vbankDueAt <= now) {
    await expireOverdueAccounts(deps, p.userNo);
    throw unprocessable("가상계좌 입금 기한이 지났습니다.", "VBANK_EXPIRED");
  }
  const approvalNo = createHash("sha256").update(`${tradeId}:deposit`).digest("hex").replace(/\D/g, "").padEnd(8, "0").slice(0, 8);
  const [row] = await deps.db
    .update(payments)
    .set({ status: "PAID", paidAt: now, approvalNo })
    .where(and(eq(payments.tradeId, tradeId), eq(payments.status, "PENDING")))
    .returning();
  if (!row) throw conflict("입금 대기 중인 가상계좌 거래가 아닙니다.", "NOT_PENDING");
  return paymentView(row);
}

export async function getPayment(deps: Deps, userNo: number, tradeId: string): Promise<Payment> {
  await expireOverdueAccounts(deps, userNo);
  return viewWithRefund(deps, await ownPayment(deps, userNo, tradeId));
}

/** `kg/stlm/my-service-status`: the subscription from the billing side. */
export async function stlmServiceStatus(deps: Deps, userNo: number) {
  await startPeriodDueAfterDelivery(deps, userNo);
  const [u] = await deps.db.select().from(users).where(eq(users.userNo, userNo));
  if (!u) throw notFound("회원 정보를 찾을 수 없습니다.");
  await expireOverdueAccounts(deps, userNo);
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userNo, userNo), inArray(payments.status, ["PAID", "PENDING"])))
    .orderBy(desc(payments.requestedAt));
  const last = rows[0] ?? null;
  const [application] = await deps.db
    .select({ months: serviceApplications.months })
    .from(serviceApplications)
    .where(eq(serviceApplications.userNo, userNo))
    .orderBy(desc(serviceApplications.appliedAt), desc(serviceApplications.id))
    .limit(1);
  const lastPaid = rows.find((r) => r.status === "PAID" && r.consumedAt) ?? rows.find((r) => r.status === "PAID") ?? null;
  const code = lastPaid?.srvcPrdtCcd ?? null;
  // A monthly subscription that runs (applying or in use, not expired) renews on its expiry date.
  const monthlyInUse =
    u.joinType === JOIN_TYPE.MONTHLY &&
    (u.serviceStatus === SERVICE_STATUS.IN_USE || u.serviceStatus === SERVICE_STATUS.APPLYING) &&
    !!u.serviceExpirationDate &&
    u.serviceExpirationDate >= kstDate(deps.now());
  return {
    ...subscriptionCodes(u),
    srvcPrdtCcd: code,
    productName: code ? SERVICE_PRODUCTS[code].name : null,
    lastPayment: last ? await viewWithRefund(deps, last) : null,
    nextBillingDate: monthlyInUse ? u.serviceExpirationDate : null,
    nextBillingAmount: monthlyInUse ? SERVICE_PRODUCTS["02"].price : null,
    serviceExpirationDate: u.serviceExpirationDate,
    promotionExpirationDate: u.promotionExpirationDate,
    totalPaidAmount: rows.filter((r) => r.status === "PAID").reduce((s, r) => s + (r.amount ?? 0), 0),
    periodMonths: application?.months ?? null,
  };
}

// ---------------------------------------------------------------------------------------------- promotion keys

/** `payment/promotion/validate-key/{key}` (and step 3 of the service sign-up). Keys are case-insensitive. */
export async function checkPromotionKey(deps: Deps, key: string, userNo: number | null) {
  const promotionKey = key.trim().toUpperCase();
  const today = kstDate(deps.now());
  const base = { promotionKey, months: null, expirationDate: null, keyExpirationDate: null };
  const [k] = await deps.db.select().from(promotionKeys).where(eq(promotionKeys.promoKey, promotionKey));
  if (!k)
    return {
      ...base,
      result: false,
      reason: "NOT_FOUND" as const,
      message: "존재하지 않는 프로모션 키입니다. 입력하신 키를 확인해 주세요.",
    };
  const keyExpirationDate = k.validUntil;
  if (k.validUntil < today) {
    return {
      ...base,
      keyExpirationDate,
      result: false,
      reason: "EXPIRED" as const,
      message: `사용 기간(${k.validUntil}까지)이 지난 프로모션 키입니다.`,
    };
  }
  if (userNo !== null) {
    const [mine] = await deps.db
      .select()
      .from(promotionKeyUses)
      .where(and(eq(promotionKeyUses.promoKey, promotionKey), eq(promotionKeyUses.userNo, userNo)));
    if (mine)
      return {
        ...base,
        keyExpirationDate,
        result: false,
        reason: "ALREADY_USED_BY_YOU" as const,
        message: "이미 사용하신 프로모션 키입니다.",
      };
  }
  if (k.maxUses !== null && k.useCount >= k.maxUses) {
    return { ...base, keyExpirationDate, result: false, reason: "USED" as const, message: "이미 사용이 끝난 프로모션 키입니다." };
  }
  return {
    promotionKey,
    months: k.months,
    expirationDate: addMonths(today, k.months),
    keyExpirationDate,
    result: true,
    reason: "VALID" as const,
    message: `${k.months}개월 무료 이용 프로모션 키입니다.`,
  };
}
