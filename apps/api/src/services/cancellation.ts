import { and, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import {
  DELIVERY,
  DEVICE_RETURN_DAYS,
  DEVICE_UNRETURNED_FEE,
  SERVICE_STATUS,
  SUBSCRIPTION,
  USER_STATUS,
  type MyServiceStatus,
  type RefundQuote,
} from "@evsafe/contract";
import { users } from "../db/schema/core";
import { payments, serviceApplications } from "../db/schema/service";
import type { Deps } from "../http/context";
import { conflict, notFound, unprocessable } from "../http/errors";
import { addDays, addMonths, kstDate } from "../http/time";

type User = typeof users.$inferSelect;
type Application = typeof serviceApplications.$inferSelect;

/** The member and their latest service application (null when they never applied). */
export async function loadMemberAndApplication(deps: Deps, userNo: number) {
  const [u] = await deps.db.select().from(users).where(eq(users.userNo, userNo));
  if (!u) throw notFound("회원 정보를 찾을 수 없습니다.");
  const [app] = await deps.db
    .select()
    .from(serviceApplications)
    .where(eq(serviceApplications.userNo, userNo))
    .orderBy(desc(serviceApplications.appliedAt), desc(serviceApplications.id))
    .limit(1);
  return { u, app: app ?? null };
}

/** What the member paid for the application: its settled payment's amount (a promotion key or a company pays 0). */
async function paidFor(deps: Deps, app: Application | null): Promise<number> {
  if (!app?.tradeId) return 0;
  const [p] = await deps.db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.tradeId, app.tradeId), eq(payments.status, "PAID")));
  return p?.amount ?? 0;
}

/**
 * The refund rule (REFUND_RULE): ended on `asOf`, the service runs to the end of the month of use in progress (months
 * from the start day, the convention of the expiry date: start + n months) and the months after it are refunded,
 * `paid × remaining ÷ months`, rounded down. Never past the original end date.
 */
export function refundByRule(opts: { paid: number; months: number; start: string | null; end: string | null; asOf: string }) {
  const { paid, months, start, end, asOf } = opts;
  let used = months;
  let endDate = end ?? asOf;
  if (start) {
    used = 1;
    while (used < months && addMonths(start, used) < asOf) used++;
    endDate = addMonths(start, used);
    if (end && endDate > end) endDate = end;
  }
  const remaining = Math.max(0, months - used);
  const refundAmount = months > 0 ? Math.floor((paid * remaining) / months) : 0;
  return { usedMonths: used, remainingMonths: remaining, serviceEndDate: endDate, refundAmount };
}

const isShipped = (u: User) => u.deliveryStatus !== null && u.deliveryStatus !== DELIVERY.WAITING;

const SHIPPED_MESSAGE =
  "단말기가 이미 발송되어 앱에서 신청을 철회할 수 없어요. 단말기를 받은 날부터 7일 안에 1:1 문의로 반품을 신청하면 전액 환불해 드려요.";
const b2bMessage = (u: User) => `${u.companyName ?? "회사"}에서 관리하는 서비스라 직접 해지할 수 없습니다. 회사 담당자에게 요청해 주세요.`;

function quoteFor(u: User, app: Application | null, paid: number, today: string): RefundQuote {
  const s = u.serviceStatus;
  const months = app?.months ?? null;
  const base = {
    productName: null as string | null,
    paidAmount: paid,
    periodMonths: months,
    deviceFee: 0,
    refundIfDeviceKept: 0,
    deviceReturnRequired: false,
    deviceReturnDeadline: null as string | null,
  };
  if (s === SERVICE_STATUS.APPLYING) {
    const reason = u.isB2b ? b2bMessage(u) : isShipped(u) ? SHIPPED_MESSAGE : null;
    return {
      ...base,
      action: "WITHDRAW",
      allowed: reason === null,
      reason,
      usedMonths: 0,
      remainingMonths: months ?? 0,
      serviceEndDate: today,
      refundAmount: paid,
      refundIfDeviceKept: paid,
    };
  }
  if ((s === SERVICE_STATUS.IN_USE || s === SERVICE_STATUS.CANCEL_REQUESTED) && months) {
    const requested = s === SERVICE_STATUS.CANCEL_REQUESTED;
    const asOf = requested && app?.cancelRequestedAt ? kstDate(app.cancelRequestedAt) : today;
    const end = (requested ? app?.expirationBeforeCancel : null) ?? u.serviceExpirationDate;
    const r = refundByRule({ paid, months, start: u.serviceStartedAt, end, asOf });
    const expired = !!u.serviceExpirationDate && u.serviceExpirationDate < today;
    const reason = requested
      ? null
      : u.isB2b
        ? b2bMessage(u)
        : expired
          ? "서비스 기간이 이미 만료되어 해지 신청이 필요하지 않습니다."
          : null;
    const deviceFee = Math.min(DEVICE_UNRETURNED_FEE, r.refundAmount);
    return {
      ...base,
      action: requested ? "CANCEL_REQUESTED" : "CANCEL",
      allowed: !requested && reason === null,
      reason,
      ...r,
      deviceFee,
      refundIfDeviceKept: r.refundAmount - deviceFee,
      deviceReturnRequired: u.obdSerial !== null || isShipped(u),
      deviceReturnDeadline: addDays(r.serviceEndDate, DEVICE_RETURN_DAYS),
    };
  }
  return {
    ...base,
    action: "NONE",
    allowed: false,
    reason: "해지하거나 철회할 서비스가 없어요.",
    usedMonths: 0,
    remainingMonths: 0,
    serviceEndDate: null,
    refundAmount: 0,
  };
}

/** `users/cancel-service/refund-quote`: what ending the member's current service now would refund, by the rule. */
export async function refundQuote(deps: Deps, userNo: number): Promise<RefundQuote> {
  const { u, app } = await loadMemberAndApplication(deps, userNo);
  const quote = quoteFor(u, app, await paidFor(deps, app), kstDate(deps.now()));
  if (app?.srvcPrdtCcd) {
    const [p] = app.tradeId
      ? await deps.db.select({ name: payments.productName }).from(payments).where(eq(payments.tradeId, app.tradeId))
      : [];
    quote.productName = p?.name ?? null;
  }
  return quote;
}

/**
 * The cancellation request's effect on the period (`users/cancel-service` calls it once 02 → 03 is made): the end date
 * becomes the end of the month in progress; the dates before it and the computed refund are kept on the application.
 */
export async function applyCancellationToPeriod(deps: Deps, userNo: number, at: Date) {
  const { u, app } = await loadMemberAndApplication(deps, userNo);
  if (!app) return;
  const paid = await paidFor(deps, app);
  const today = kstDate(at);
  const r = refundByRule({ paid, months: app.months, start: u.serviceStartedAt, end: u.serviceExpirationDate, asOf: today });
  const promotion =
    u.promotionExpirationDate && u.promotionExpirationDate > r.serviceEndDate ? r.serviceEndDate : u.promotionExpirationDate;
  await deps.db
    .update(serviceApplications)
    .set({
      cancelRequestedAt: at,
      expirationBeforeCancel: u.serviceExpirationDate,
      promotionBeforeCancel: u.promotionExpirationDate,
      refundAmount: r.refundAmount,
    })
    .where(eq(serviceApplications.id, app.id));
  await deps.db
    .update(users)
    .set({ serviceExpirationDate: r.serviceEndDate, promotionExpirationDate: promotion })
    .where(eq(users.userNo, userNo));
}

/** `users/cancel-service/undo` ("해지 신청 취소"): 03 → 02 with the end dates of before the request. */
export async function undoCancelService(deps: Deps, userNo: number, status: (deps: Deps, userNo: number) => Promise<MyServiceStatus>) {
  const { u, app } = await loadMemberAndApplication(deps, userNo);
  if (u.serviceStatus !== SERVICE_STATUS.CANCEL_REQUESTED) {
    throw conflict("해지 신청 중인 서비스가 없어 취소할 수 없어요. 서비스 상태를 다시 확인해 주세요.", "NOT_CANCEL_REQUESTED");
  }
  const today = kstDate(deps.now());
  if (u.serviceExpirationDate && u.serviceExpirationDate < today) {
    throw unprocessable("서비스가 이미 종료되어 해지 신청을 취소할 수 없어요. 서비스에 다시 가입해 주세요.", "SERVICE_ENDED");
  }
  const restored = await deps.db
    .update(users)
    .set({
      serviceStatus: SERVICE_STATUS.IN_USE,
      userStatus: USER_STATUS.SERVICE_SIGNUP,
      serviceExpirationDate: app?.expirationBeforeCancel ?? u.serviceExpirationDate,
      promotionExpirationDate: app?.expirationBeforeCancel ? app.promotionBeforeCancel : u.promotionExpirationDate,
    })
    .where(and(eq(users.userNo, userNo), eq(users.serviceStatus, SERVICE_STATUS.CANCEL_REQUESTED)))
    .returning({ userNo: users.userNo });
  if (restored.length === 0) {
    throw conflict("해지 신청 중인 서비스가 없어 취소할 수 없어요. 서비스 상태를 다시 확인해 주세요.", "NOT_CANCEL_REQUESTED");
  }
  if (app) {
    await deps.db
      .update(serviceApplications)
      .set({ cancelRequestedAt: null, expirationBeforeCancel: null, promotionBeforeCancel: null, refundAmount: null })
      .where(eq(serviceApplications.id, app.id));
  }
  return status(deps, userNo);
}

/**
 * `users/service-application/withdraw`: an application (01) whose device has not shipped is withdrawn with a full
 * refund; the member is back where they were before applying (00, or 04 after an earlier service).
 */
export async function withdrawApplication(deps: Deps, userNo: number, status: (deps: Deps, userNo: number) => Promise<MyServiceStatus>) {
  const { u, app } = await loadMemberAndApplication(deps, userNo);
  if (u.serviceStatus !== SERVICE_STATUS.APPLYING || !app) {
    throw conflict("철회할 서비스 신청이 없어요. 서비스 상태를 다시 확인해 주세요.", "NOT_APPLYING");
  }
  if (u.isB2b) throw unprocessable(b2bMessage(u), "CANNOT_WITHDRAW");
  if (isShipped(u)) throw unprocessable(SHIPPED_MESSAGE, "ALREADY_SHIPPED");
  const [earlier] = await deps.db
    .select({ id: serviceApplications.id })
    .from(serviceApplications)
    .where(and(eq(serviceApplications.userNo, userNo), ne(serviceApplications.id, app.id), isNull(serviceApplications.withdrawnAt)))
    .limit(1);
  const paid = await paidFor(deps, app);
  const now = deps.now();
  const withdrawn = await deps.db
    .update(users)
    .set({
      serviceStatus: earlier ? SERVICE_STATUS.CANCELLED : SERVICE_STATUS.NOT_JOINED,
      userStatus: earlier ? USER_STATUS.SERVICE_CANCELLED : USER_STATUS.MEMBER_SIGNUP,
      joinType: earlier ? u.joinType : null,
      subscription: SUBSCRIPTION.UNSUBSCRIBED,
      deliveryStatus: null,
      trackingNo: null,
      carrierCd: null,
      deliveryExpectedDate: null,
    })
    .where(
      and(
        eq(users.userNo, userNo),
        eq(users.serviceStatus, SERVICE_STATUS.APPLYING),
        or(isNull(users.deliveryStatus), inArray(users.deliveryStatus, [DELIVERY.WAITING])),
      ),
    )
    .returning({ userNo: users.userNo });
  if (withdrawn.length === 0) throw conflict("철회할 서비스 신청이 없어요. 서비스 상태를 다시 확인해 주세요.", "NOT_APPLYING");
  await deps.db.update(serviceApplications).set({ withdrawnAt: now, refundAmount: paid }).where(eq(serviceApplications.id, app.id));
  return status(deps, userNo);
}
