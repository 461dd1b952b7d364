import type { RefundQuote } from "@evsafe/contract";
import { isHandledByPolicy } from "@/shared/api-error";

// PUT users/cancel-service is domain/subscription's, the one /service uses too (cancel-flow.ts loads it on the tap).
export type { CancelService } from "@/domain/subscription/cancel-service";

export type GetRefundQuote = () => Promise<RefundQuote>;

/** GET users/cancel-service/refund-quote: the refund the API computes, shown in the confirmation before 해지 신청. */
export const getRefundQuote: GetRefundQuote = async () => (await import("@/shared/api-client")).callWithPolicy("getRefundQuote");

export { isHandledByPolicy };
