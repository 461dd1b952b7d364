import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { JOIN_TYPE, PAYMENT_METHOD, SERVICE_PRODUCTS, type PaymentMethod } from "@evsafe/contract";
import { users } from "../schema/core";
import { payments, promotionKeys, promotionKeyUses, serviceApplications } from "../schema/service";
import { addDays, kstDate, kstDayStart } from "../../http/time";
import { deriveCi } from "../../simulators/identity";
import { simulatedCard, simulatedTransferBank } from "../../simulators/payment-gateway";
import type { SeedContext } from "./index";

/** Promotion keys: one valid (6 months free), one expired, one used up (README and docs/simulators.md list them). */
export const DEMO_PROMOTION_KEYS = {
  VALID: "EVSAFE-2026-PROMO",
  EXPIRED: "EVSAFE-2025-PROMO",
  USED: "EVSAFE-WELCOME-0001",
} as const;

/** How each subscribed demo account paid: method, and a failed card attempt first for `demo`. */
const PAID_WITH: Record<string, { method: PaymentMethod; failedFirst?: boolean } | null> = {
  demo: { method: PAYMENT_METHOD.CARD, failedFirst: true },
  demo01: { method: PAYMENT_METHOD.VIRTUAL_ACCOUNT },
  demoempty: { method: PAYMENT_METHOD.CARD },
  demowarn: { method: PAYMENT_METHOD.REALTIME_TRANSFER },
  demo03: { method: PAYMENT_METHOD.CARD },
  demo04: { method: PAYMENT_METHOD.CARD },
  /** B2B: the company's contract, no payment. */
  demob2b: null,
};

const digits = (seed: string, n: number) =>
  BigInt(`0x${createHash("sha256").update(seed).digest("hex")}`)
    .toString()
    .slice(0, n);

/**
 * Demo data of the service area: the demo members' CI is set to what the identity simulator derives
 * from their name, birth date and phone (so find-id / set-password work for them), promotion keys,
 * the payment history and the service application of every subscribed account.
 */
export async function seedService(ctx: SeedContext): Promise<void> {
  const today = kstDate(ctx.now());
  await ctx.db.insert(promotionKeys).values([
    {
      promoKey: DEMO_PROMOTION_KEYS.VALID,
      months: 6,
      validUntil: addDays(today, 120),
      maxUses: null,
      description: "2026 출시 기념 6개월 무료 이용",
    },
    {
      promoKey: DEMO_PROMOTION_KEYS.EXPIRED,
      months: 3,
      validUntil: addDays(today, -60),
      maxUses: null,
      description: "2025 사전 예약 3개월 무료 이용 (종료)",
    },
    {
      promoKey: DEMO_PROMOTION_KEYS.USED,
      months: 12,
      validUntil: addDays(today, 365),
      maxUses: 1,
      useCount: 1,
      description: "1인 한정 웰컴 12개월 무료 이용",
    },
  ]);

  /** How long ago the seeded application (01) was made: its device is on the way. */
  const APPLYING_SINCE_DAYS = 3;
  for (const a of ctx.accounts) {
    const [u] = await ctx.db.select().from(users).where(eq(users.userNo, a.userNo));
    if (!u) continue;
    if (u.phone && u.birthDate) {
      await ctx.db
        .update(users)
        .set({ ci: deriveCi(u.userName, u.birthDate, u.phone) })
        .where(eq(users.userNo, u.userNo));
    }
    if (u.serviceStatus === "00") continue;
    const how = PAID_WITH[u.loginId];
    // The day of the application: an application still waiting for its device (01) applied a few days ago.
    const started = u.serviceStartedAt ?? addDays(kstDate(ctx.now()), -APPLYING_SINCE_DAYS);
    const at = (day: string, minutes: number) => new Date(kstDayStart(day).getTime() + minutes * 60_000);
    let tradeId: string | null = null;
    if (how) {
      const product = SERVICE_PRODUCTS["01"];
      const stamp = started.replace(/-/g, "");
      if (how.failedFirst) {
        const failedId = `EVS${stamp}1012${digits(`${u.loginId}:f`, 8)}`;
        await ctx.db.insert(payments).values({
          tradeId: failedId,
          userNo: u.userNo,
          srvcPrdtCcd: "01",
          productName: product.name,
          amount: product.price,
          deviceType: "AOS",
          status: "FAILED",
          stlmDivCcd: PAYMENT_METHOD.CARD,
          failureReason: "카드사 승인이 거절되었습니다. (한도 초과)",
          requestedAt: at(started, 610),
          expiresAt: at(started, 640),
          settledAt: at(started, 612),
          failedAt: at(started, 612),
        });
      }
      tradeId = `EVS${stamp}1030${digits(`${u.loginId}:p`, 8)}`;
      const vbank = how.method === PAYMENT_METHOD.VIRTUAL_ACCOUNT;
      await ctx.db.insert(payments).values({
        tradeId,
        userNo: u.userNo,
        srvcPrdtCcd: "01",
        productName: product.name,
        amount: product.price,
        deviceType: "iOS",
        status: "PAID",
        stlmDivCcd: how.method,
        approvalNo: digits(`${tradeId}:approval`, 8),
        // What the gateway reports for the receipt: the card, or the bank of a transfer.
        ...(how.method === PAYMENT_METHOD.CARD
          ? { cardCompany: simulatedCard(tradeId).company, cardNoMasked: simulatedCard(tradeId).maskedNo }
          : {}),
        ...(how.method === PAYMENT_METHOD.REALTIME_TRANSFER ? { transferBank: simulatedTransferBank(tradeId) } : {}),
        ...(vbank
          ? {
              vbankName: "신한은행",
              vbankAccountNo: `562-${digits(`${tradeId}:b`, 6)}-${digits(`${tradeId}:c`, 5)}`,
              vbankHolder: "(주)에버세이프",
              vbankDueAt: at(addDays(started, 3), 630),
            }
          : {}),
        requestedAt: at(started, 630),
        expiresAt: at(started, 660),
        settledAt: at(started, 632),
        paidAt: vbank ? at(started, 900) : at(started, 632),
        consumedAt: at(started, 905),
      });
    }
    await ctx.db.insert(serviceApplications).values({
      userNo: u.userNo,
      vehicleId: a.vehicleId,
      srvcPrdtCcd: how ? "01" : null,
      joinType: u.joinType ?? JOIN_TYPE.SERVICE_JOIN,
      tradeId,
      promoKey: null,
      months: 12,
      receiverName: u.userName,
      receiverPhone: u.phone ?? "010-0000-0000",
      zip: u.zip ?? "06236",
      addr: u.addr ?? "서울특별시 강남구 테헤란로 152",
      daddr: u.daddr ?? "",
      deliveryMemo: "부재 시 경비실에 맡겨 주세요.",
      deviceType: "iOS",
      confirmedDeviceType: "iOS",
      confirmedAt: at(started, 910),
      appliedAt: at(started, 905),
      // A cancellation request keeps the end date it moved (here the request came in the last month: nothing moved,
      // nothing to refund), so "해지 신청 취소" can restore it.
      expirationBeforeCancel: u.serviceStatus === "03" ? u.serviceExpirationDate : null,
      refundAmount: u.serviceStatus === "03" ? 0 : null,
      cancelRequestedAt:
        u.serviceStatus === "03"
          ? at(addDays(today, -10), 700)
          : u.serviceStatus === "04" && u.serviceExpirationDate
            ? at(addDays(u.serviceExpirationDate, -30), 700)
            : null,
    });
  }
  const demo04 = ctx.account("demo04");
  await ctx.db
    .insert(promotionKeyUses)
    .values({ promoKey: DEMO_PROMOTION_KEYS.USED, userNo: demo04.userNo, usedAt: new Date(ctx.now().getTime() - 400 * 86_400_000) });
}
