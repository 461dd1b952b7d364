import { z } from "zod";
import { defineCall } from "../define";
import {
  DateStringSchema,
  DeliverySchema,
  DeviceTypeSchema,
  JoinTypeSchema,
  ObdStatusSchema,
  PaymentMethodSchema,
  ServiceStatusSchema,
  SubscriptionSchema,
  UserStatusSchema,
} from "../codes";
import { ServiceProductSchema } from "../code-groups";
import { CASH_RECEIPT_PURPOSE, isMobileNo, isValidBusinessNo, VIRTUAL_ACCOUNT_BANKS } from "../constants/payment";
import { SignupAgreeSchema } from "./auth";
import { BoolResultSchema, Str, TimestampSchema } from "../schemas";

// Calls of the 'service' area (SPEC §7): service subscription status, cancellation, products and payment.
// Decisions in docs/simulators.md.

/** `users/my-service-status`: everything the home, menu and service screens show about the subscription. */
export const MyServiceStatusSchema = z.object({
  serviceStatus: ServiceStatusSchema,
  serviceStatusLabel: z.string(),
  joinType: JoinTypeSchema.nullable(),
  joinTypeLabel: z.string().nullable(),
  subscription: SubscriptionSchema,
  subscriptionLabel: z.string(),
  userStatus: UserStatusSchema,
  userStatusLabel: z.string(),
  obdStatus: ObdStatusSchema,
  obdStatusLabel: z.string(),
  deliveryStatus: DeliverySchema.nullable(),
  deliveryStatusLabel: z.string().nullable(),
  serviceStartDate: DateStringSchema.nullable(),
  serviceExpirationDate: DateStringSchema.nullable(),
  promotionExpirationDate: DateStringSchema.nullable(),
  /** The expiry date has passed (service endpoints answer SERVICE_EXPIRED). */
  isExpired: z.boolean(),
  /** Days until the expiry date (0 on the last day, negative once expired); null without a service. */
  daysLeft: z.number().int().nullable(),
  /** The user may start `auth/service/signup` (not joined, cancelled or expired). */
  canApply: z.boolean(),
  /** The user may call `users/cancel-service` (in use). */
  canCancel: z.boolean(),
  /** Device the application was confirmed from (`users/my-service-status/update`). */
  confirmedDeviceType: DeviceTypeSchema.nullable(),
  cancelRequestedAt: TimestampSchema.nullable(),
});
export type MyServiceStatus = z.infer<typeof MyServiceStatusSchema>;

/** CANCELLED: a virtual account given up by the member before the deposit; EXPIRED: its deposit deadline passed. */
export const PaymentStatusSchema = z.enum(["READY", "PENDING", "PAID", "FAILED", "CANCELLED", "EXPIRED"]);
export const PAYMENT_STATUS_LABEL = {
  READY: "결제 대기",
  PENDING: "입금 대기",
  PAID: "결제 완료",
  FAILED: "결제 실패",
  CANCELLED: "주문 취소",
  EXPIRED: "입금 기한 만료",
} as const;

/** A payment's refund, from the service it paid for: the whole amount (withdrawn, or nothing used) or a part. */
export const PAYMENT_REFUND_LABEL = { FULL: "환불 완료", PARTIAL: "부분 환불" } as const;
export const PaymentRefundSchema = z.object({
  kind: z.enum(["FULL", "PARTIAL"]),
  amount: z.number().int().positive(),
});
export type PaymentRefund = z.infer<typeof PaymentRefundSchema>;

export const VirtualAccountSchema = z.object({
  bankName: z.string(),
  accountNo: z.string(),
  holder: z.string(),
  /** Deposit deadline. */
  dueAt: TimestampSchema,
});

/** One payment, by trade id. */
export const PaymentSchema = z.object({
  tradeId: z.string(),
  status: PaymentStatusSchema,
  statusLabel: z.string(),
  srvcPrdtCcd: ServiceProductSchema.nullable(),
  productName: z.string().nullable(),
  amount: z.number().int().nonnegative().nullable(),
  stlmDivCcd: PaymentMethodSchema.nullable(),
  stlmDivLabel: z.string().nullable(),
  approvalNo: z.string().nullable(),
  virtualAccount: VirtualAccountSchema.nullable(),
  /** Korean reason of a failed payment. */
  failureReason: z.string().nullable(),
  requestedAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  failedAt: TimestampSchema.nullable(),
  /** Already used for a service sign-up. */
  usedForService: z.boolean(),
  /**
   * The refund the API recorded for the service this payment paid for (withdrawal, cancellation); then `statusLabel`
   * is PAYMENT_REFUND_LABEL's instead of 결제 완료.
   */
  refund: PaymentRefundSchema.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** `kg/stlm/my-service-status`: the subscription seen from billing. */
export const StlmServiceStatusSchema = z.object({
  serviceStatus: ServiceStatusSchema,
  serviceStatusLabel: z.string(),
  subscription: SubscriptionSchema,
  subscriptionLabel: z.string(),
  joinType: JoinTypeSchema.nullable(),
  joinTypeLabel: z.string().nullable(),
  srvcPrdtCcd: ServiceProductSchema.nullable(),
  productName: z.string().nullable(),
  /** The latest settled or pending payment. */
  lastPayment: PaymentSchema.nullable(),
  /** Monthly subscription in use: the next billing day (= expiry date) and amount. */
  nextBillingDate: DateStringSchema.nullable(),
  nextBillingAmount: z.number().int().nullable(),
  serviceExpirationDate: DateStringSchema.nullable(),
  /** Free period of a promotion key, if any. */
  promotionExpirationDate: DateStringSchema.nullable(),
  totalPaidAmount: z.number().int().nonnegative(),
  /** Months of the latest application's period, counted from the device's installation; null without one. */
  periodMonths: z.number().int().positive().nullable(),
});

export const ServiceProductItemSchema = z.object({
  srvcPrdtCcd: ServiceProductSchema,
  productName: z.string(),
  months: z.number().int().positive(),
  price: z.number().int().positive(),
  /** Price per month, rounded down, for comparison. */
  monthlyPrice: z.number().int().positive(),
  joinType: JoinTypeSchema,
  joinTypeLabel: z.string(),
});

/** The PG parameters the native shell hands to the KG Inicis SDK. */
export const PgParamsSchema = z.object({
  mid: z.string(),
  oid: z.string(),
  price: z.number().int().positive(),
  goodname: z.string(),
  buyername: z.string(),
  buyertel: z.string(),
  buyeremail: z.string(),
  timestamp: z.string(),
  /** SHA-256 of oid, price and timestamp with the merchant key (the simulator signs with the server secret). */
  signature: z.string(),
  returnUrl: z.string(),
  payMethods: z.array(z.object({ stlmDivCcd: PaymentMethodSchema, label: z.string() })),
});

export const PaymentOrderSchema = z.object({
  tradeId: z.string(),
  srvcPrdtCcd: ServiceProductSchema,
  productName: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal("KRW"),
  deviceType: DeviceTypeSchema,
  expiresAt: TimestampSchema,
  pg: PgParamsSchema,
});

export const TradeIdSchema = z.object({ tradeId: z.string(), issuedAt: TimestampSchema, expiresAt: TimestampSchema });

/** The web makes one per order attempt; the API keeps it unique per member, so a replay never charges twice. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "16~64자의 영문, 숫자, -, _ 로 된 키여야 합니다.");

/**
 * Strict: the amount is the product's price on the server, so a body naming an amount (or anything else unknown) is
 * refused with 400 instead of being silently dropped.
 */
export const SettleBodySchema = z.strictObject(
  {
    userNo: z.number().int().positive().max(2_147_483_647),
    tradeId: Str(40),
    stlmDivCcd: PaymentMethodSchema,
    srvcPrdtCcd: ServiceProductSchema,
    idempotencyKey: IdempotencyKeySchema,
    /** The bank of a virtual account (required for 02, ignored otherwise). */
    bankName: z.enum(VIRTUAL_ACCOUNT_BANKS).optional(),
  },
  { error: "결제 요청에 받을 수 없는 항목이 있습니다. 결제 금액은 상품에 따라 서버가 정합니다." },
);
export type SettleBody = z.input<typeof SettleBodySchema>;

/** 현금영수증 issued for a transfer or a virtual-account payment; the number is shown masked. */
export const CashReceiptSchema = z.object({
  purpose: z.enum(CASH_RECEIPT_PURPOSE),
  purposeLabel: z.string(),
  /** The mobile number or business registration number it was issued to, masked (010-****-5678, 123-45-*****). */
  identityMasked: z.string(),
  approvalNo: z.string(),
  requestedAt: TimestampSchema,
});
export type CashReceipt = z.infer<typeof CashReceiptSchema>;

/** One line of the payment history: the payment, its cash receipt if requested, and whether one can be. */
export const PaymentRecordSchema = PaymentSchema.extend({
  cashReceipt: CashReceiptSchema.nullable(),
  /** A paid transfer or virtual-account payment without a cash receipt yet (cards have none). */
  canRequestCashReceipt: z.boolean(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

/** A paid payment's receipt (영수증): the seller, what was bought, the VAT split, how and when it was paid. */
export const PaymentReceiptSchema = PaymentRecordSchema.extend({
  merchant: z.object({ name: z.string(), businessNo: z.string(), representative: z.string(), address: z.string() }),
  buyerName: z.string(),
  /** 공급가액 and 부가세 of the amount (VAT included in the price). */
  supplyAmount: z.number().int().nonnegative(),
  vat: z.number().int().nonnegative(),
  cardCompany: z.string().nullable(),
  cardNoMasked: z.string().nullable(),
  /** The bank of a transfer or a virtual account. */
  bankName: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

/**
 * `POST kg/stlm/{id}/cash-receipt`. Strict: the amount and the member come from the payment on the server, so a body
 * naming them is refused. The number is checked for its purpose: a mobile number for 소득공제, a business registration
 * number (with its check digit) for 지출증빙.
 */
export const CashReceiptBodySchema = z
  .strictObject(
    {
      purpose: z.enum(CASH_RECEIPT_PURPOSE, { error: "현금영수증 용도(소득공제 또는 지출증빙)를 골라 주세요." }),
      identity: z.string({ error: "번호를 입력해 주세요." }).trim().min(1, "번호를 입력해 주세요.").max(20, "번호가 너무 길어요."),
    },
    { error: "현금영수증 신청에 받을 수 없는 항목이 있습니다. 금액과 회원은 결제 건에서 서버가 정합니다." },
  )
  .superRefine((body, ctx) => {
    if (body.purpose === CASH_RECEIPT_PURPOSE.INCOME_DEDUCTION && !isMobileNo(body.identity)) {
      ctx.addIssue({ code: "custom", path: ["identity"], message: "휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요." });
    }
    if (body.purpose === CASH_RECEIPT_PURPOSE.EXPENSE_PROOF && !isValidBusinessNo(body.identity)) {
      ctx.addIssue({ code: "custom", path: ["identity"], message: "올바른 사업자등록번호(10자리)가 아니에요. 번호를 다시 확인해 주세요." });
    }
  });
export type CashReceiptBody = z.input<typeof CashReceiptBodySchema>;

/** What ending the service now would refund (`users/cancel-service/refund-quote`), computed by the API (REFUND_RULE). */
export const RefundQuoteSchema = z.object({
  /**
   * WITHDRAW: an application (01) whose device has not shipped; CANCEL: in service (02); CANCEL_REQUESTED: the request
   * made (03), quoted as of that day; NONE: nothing to end.
   */
  action: z.enum(["WITHDRAW", "CANCEL", "CANCEL_REQUESTED", "NONE"]),
  /** The member may take the action now; otherwise `reason` says why in Korean. */
  allowed: z.boolean(),
  reason: z.string().nullable(),
  productName: z.string().nullable(),
  /** What the member paid for the current application (0 for a promotion key or a company contract). */
  paidAmount: z.number().int().nonnegative(),
  periodMonths: z.number().int().positive().nullable(),
  /** Months used, the one in progress included, and months left after the end date. */
  usedMonths: z.number().int().nonnegative(),
  remainingMonths: z.number().int().nonnegative(),
  /** The last day of service if ended now (the end of the month in progress); today for a withdrawal. */
  serviceEndDate: DateStringSchema.nullable(),
  /** The refund with the device returned (or never shipped). */
  refundAmount: z.number().int().nonnegative(),
  /** Deducted when the device is not returned (DEVICE_UNRETURNED_FEE, at most the refund). */
  deviceFee: z.number().int().nonnegative(),
  refundIfDeviceKept: z.number().int().nonnegative(),
  deviceReturnRequired: z.boolean(),
  deviceReturnDeadline: DateStringSchema.nullable(),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;

/** The withdraw and undo calls take no body: a body naming an amount, an order or a service is refused (400). */
export const NoBodySchema = z
  .strictObject({}, { error: "받을 수 없는 항목이 있습니다. 환불 금액과 대상 서비스는 서버가 회원의 현재 서비스로 정합니다." })
  .optional();

/**
 * `users/rejoin-offer`: what a member joining again brings from the earlier period, for the sign-up wizard: the car
 * registered last (step 1 starts with it) and the OBD device on record ("이미 단말기가 있어요" on step 2). Both null
 * for a member who never joined.
 */
export const RejoinOfferSchema = z.object({
  vehicle: z
    .object({
      brandDcd: z.string(),
      mdlDcd: z.string(),
      dtlMdlDcd: z.string(),
      carNo: z.string(),
      modelYear: z.number().int().nullable(),
    })
    .nullable(),
  /** The device of the earlier period; null when there is none on record or the member may not apply now. */
  keptDevice: z.object({ obdSerial: z.string(), installedDate: DateStringSchema.nullable() }).nullable(),
});
export type RejoinOffer = z.infer<typeof RejoinOfferSchema>;

export const serviceCalls = {
  getRejoinOffer: defineCall({
    method: "GET",
    path: "users/rejoin-offer",
    auth: "user",
    summary: "다시 가입할 때 이어 쓸 차량과 단말기",
    response: RejoinOfferSchema,
  }),
  getMyServiceStatus: defineCall({
    method: "GET",
    path: "users/my-service-status",
    auth: "user",
    summary: "내 서비스 가입 상태",
    response: MyServiceStatusSchema,
  }),
  putMyServiceStatusUpdate: defineCall({
    method: "PUT",
    path: "users/my-service-status/update",
    auth: "user",
    summary: "서비스 신청을 확인한 단말 기록",
    body: z.object({ deviceType: DeviceTypeSchema }),
    response: MyServiceStatusSchema,
  }),
  getStlmServiceStatus: defineCall({
    method: "GET",
    path: "kg/stlm/my-service-status",
    auth: "user",
    summary: "결제·구독 상태 (최근 결제, 다음 결제일)",
    response: StlmServiceStatusSchema,
  }),
  getExpiredDate: defineCall({
    method: "GET",
    path: "users/get-expired-date",
    auth: "user",
    summary: "서비스 만료일",
    response: z.object({ expiredDate: DateStringSchema.nullable() }),
  }),
  isExpired: defineCall({
    method: "GET",
    path: "users/is-expired",
    auth: "user",
    summary: "서비스 만료 여부",
    response: BoolResultSchema,
  }),
  cancelService: defineCall({
    method: "PUT",
    path: "users/cancel-service",
    auth: "user",
    summary: "서비스 해지 신청 (이용중 → 해지신청)",
    response: MyServiceStatusSchema,
  }),
  getRefundQuote: defineCall({
    method: "GET",
    path: "users/cancel-service/refund-quote",
    auth: "user",
    summary: "해지·신청 철회 시 환불 예정 금액 (서버 계산, 단말기 반납 기한)",
    response: RefundQuoteSchema,
  }),
  undoCancelService: defineCall({
    method: "PUT",
    path: "users/cancel-service/undo",
    auth: "user",
    summary: "해지 신청 취소 (해지신청 → 이용중)",
    body: NoBodySchema,
    response: MyServiceStatusSchema,
  }),
  withdrawApplication: defineCall({
    method: "PUT",
    path: "users/service-application/withdraw",
    auth: "user",
    summary: "서비스 신청 철회 (단말기 발송 전, 전액 환불)",
    body: NoBodySchema,
    response: MyServiceStatusSchema,
  }),
  getServiceProductCode: defineCall({
    method: "GET",
    path: "kg/stlm/service-product-code",
    auth: "public",
    summary: "서비스 상품 목록",
    response: z.array(ServiceProductItemSchema),
  }),
  createPayment: defineCall({
    method: "POST",
    path: "payment/{x}",
    auth: "user",
    summary: "결제 주문 생성 (x = 상품 코드)",
    params: z.object({ x: Str(10) }),
    /** The answers to the service terms (`common/agree-list/service/signup`): the required ones before any order. */
    body: z.object({ deviceType: DeviceTypeSchema, agrees: z.array(SignupAgreeSchema).max(30) }),
    response: PaymentOrderSchema,
  }),
  getTradeId: defineCall({
    method: "GET",
    path: "kg/stlm/trade-id",
    auth: "user",
    summary: "결제 거래번호 발급",
    response: TradeIdSchema,
  }),
  settle: defineCall({
    method: "POST",
    path: "kg/stlm",
    auth: "user",
    summary: "결제 승인 요청 (카드·가상계좌·실시간 계좌이체)",
    body: SettleBodySchema,
    response: PaymentSchema,
  }),
  getPayment: defineCall({
    method: "GET",
    path: "kg/stlm/{id}",
    auth: "user",
    summary: "결제 조회 (거래번호)",
    params: z.object({ id: Str(40) }),
    response: PaymentSchema,
  }),
  cancelPayment: defineCall({
    method: "PUT",
    path: "kg/stlm/{id}/cancel",
    auth: "user",
    summary: "입금 대기 중인 가상계좌 주문 취소 (다른 결제 수단으로 바꿀 때도)",
    params: z.object({ id: Str(40) }),
    response: PaymentSchema,
  }),
  getPaymentHistory: defineCall({
    method: "GET",
    path: "kg/stlm/history",
    auth: "user",
    summary: "결제 내역 (최근 순: 상품, 일시, 금액, 결제 수단, 상태, 승인번호, 현금영수증)",
    response: z.array(PaymentRecordSchema),
  }),
  getPaymentReceipt: defineCall({
    method: "GET",
    path: "kg/stlm/{id}/receipt",
    auth: "user",
    summary: "결제 영수증 (판매자, 공급가액·부가세, 결제 수단, 승인번호)",
    params: z.object({ id: Str(40) }),
    response: PaymentReceiptSchema,
  }),
  getPaymentReceiptFile: defineCall({
    method: "GET",
    path: "kg/stlm/{id}/receipt/file",
    auth: "user",
    kind: "binary",
    summary: "결제 영수증 파일 (HTML, 저장·인쇄용)",
    params: z.object({ id: Str(40) }),
    response: z.unknown(),
  }),
  requestCashReceipt: defineCall({
    method: "POST",
    path: "kg/stlm/{id}/cash-receipt",
    auth: "user",
    summary: "현금영수증 신청 (계좌이체·가상계좌 결제, 소득공제 또는 지출증빙, 결제 건당 한 번)",
    params: z.object({ id: Str(40) }),
    body: CashReceiptBodySchema,
    response: PaymentRecordSchema,
  }),
};
