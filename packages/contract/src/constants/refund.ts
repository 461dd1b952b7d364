/**
 * Cancellation and refunds (zod-free: see constants/index.ts). A module of its own, so that its Korean sentences stay out
 * of every page that only needs the service codes.
 */

/**
 * The refund rule, written once: docs/subscription.md "Refund rule", the FAQ seed and the cancellation dialog all show
 * these words, and `users/cancel-service/refund-quote` computes by it. A cancellation ends the service at the end of the
 * month of use in progress (months counted from the installation day) and refunds the months after it; a 12-month
 * pass is bought as months, so a month begun is used and the rest is owed back (전자상거래법's unused-part refund).
 */
export const REFUND_RULE = {
  /** Before the device ships (applying, delivery waiting): the application can be withdrawn in full. */
  beforeShipping:
    "단말기 발송 전에는 앱에서 신청을 철회할 수 있고, 결제 금액 전액을 환불해 드려요. 발송 뒤에는 단말기를 받은 날부터 7일 안에 1:1 문의로 반품을 신청하면 전액 환불해 드려요.",
  /** In service: the formula. */
  cancel:
    "해지를 신청하면 지금 이용 중인 달(설치일 기준 한 달 단위)의 마지막 날까지 이용하고, 남은 달만큼 환불해 드려요. 환불 금액 = 결제 금액 × 남은 개월 수 ÷ 이용권 개월 수(원 단위 버림). 월 구독은 남은 달이 없어 환불 없이 다음 결제부터 청구되지 않아요.",
  /** The device: returned within the deadline, or its cost is deducted. */
  device: "단말기는 서비스 종료일부터 14일 안에 반납해 주세요. 반납하지 않으면 단말기 비용 33,000원을 환불 금액에서 빼요.",
  /** When the money arrives. */
  timing: "환불은 단말기 반납이 확인된 뒤(반납하지 않으면 반납 기한 다음 날) 영업일 3~5일 안에 결제한 수단으로 돌려드려요.",
} as const;

/** What an unreturned device costs the member: deducted from the refund, never more than the refund. */
export const DEVICE_UNRETURNED_FEE = 33_000;
/** Days after the service ends to send the device back (the return envelope comes with the device). */
export const DEVICE_RETURN_DAYS = 14;
