import type { RefundQuote } from "@evsafe/contract";
import type { CancelService } from "@/domain/subscription/cancel-service";
import { isHandledByPolicy } from "@/shared/api-error";

export type { CancelService };

/** PUT users/cancel-service, loaded with the tap (domain/subscription/cancel-service.ts: the one /service uses too). */
export const cancelService: CancelService = async () => (await import("@/domain/subscription/cancel-service")).cancelService();

export type GetRefundQuote = () => Promise<RefundQuote>;

/** GET users/cancel-service/refund-quote: the refund the API computes, shown in the confirmation before 해지 신청. */
export const getRefundQuote: GetRefundQuote = async () => (await import("@/shared/api-client")).callWithPolicy("getRefundQuote");

export { isHandledByPolicy };
