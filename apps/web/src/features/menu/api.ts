import type { MyServiceStatus, RefundQuote } from "@evsafe/contract";
import { isHandledByPolicy } from "@/shared/api-error";

export type CancelService = () => Promise<MyServiceStatus>;

/** PUT users/cancel-service (in use → cancellation requested). A user action: failures go through the error policy. */
export const cancelService: CancelService = async () => (await import("@/shared/api-client")).callWithPolicy("cancelService");

export type GetRefundQuote = () => Promise<RefundQuote>;

/** GET users/cancel-service/refund-quote: the refund the API computes, shown in the confirmation before 해지 신청. */
export const getRefundQuote: GetRefundQuote = async () => (await import("@/shared/api-client")).callWithPolicy("getRefundQuote");

export { isHandledByPolicy };
