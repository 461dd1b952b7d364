import type { MyServiceStatus, RefundQuote } from "@evsafe/contract";
import { CANNOT_CANCEL } from "@/domain/subscription/cancel-service";
import { useScreenData } from "@/shared/screen-data";

// PUT users/cancel-service: CANNOT_CANCEL is the section's to explain beside the inquiry link, the rest the policy's.
export { cancelService, type CancelService } from "@/domain/subscription/cancel-service";

export type UndoCancelService = () => Promise<MyServiceStatus>;
export type WithdrawApplication = () => Promise<MyServiceStatus>;
export type GetRefundQuote = () => Promise<RefundQuote>;

/** Refusals the cancellation section explains itself (a state that moved on, a device already shipped). */
export const EXPLAINED_REFUSALS: ReadonlySet<string> = new Set([
  CANNOT_CANCEL,
  "NOT_CANCEL_REQUESTED",
  "SERVICE_ENDED",
  "NOT_APPLYING",
  "ALREADY_SHIPPED",
  "CANNOT_WITHDRAW",
]);

/** One write or read of the cancellation flow: the section's own refusals are thrown as they are, the rest go to the policy. */
async function call<T>(run: (client: typeof import("@/shared/api-client")) => Promise<T>): Promise<T> {
  const client = await import("@/shared/api-client");
  try {
    return await run(client);
  } catch (err) {
    if (err instanceof client.ApiRequestError && !EXPLAINED_REFUSALS.has(err.code ?? "")) {
      err.policyAction = (await import("@/shared/error-policy")).handleError(err);
    }
    throw err;
  }
}

/** GET users/cancel-service/refund-quote: the refund the API computes, asked for when the member taps 서비스 해지. */
export const getRefundQuote: GetRefundQuote = () => call((client) => client.api("getRefundQuote"));
/** PUT users/cancel-service/undo (해지 신청 취소: 03 → 02). */
export const undoCancelService: UndoCancelService = () => call((client) => client.api("undoCancelService"));
/** PUT users/service-application/withdraw (an application whose device has not shipped; full refund). */
export const withdrawApplication: WithdrawApplication = () => call((client) => client.api("withdrawApplication"));

/** The subscription's payment status (kg/stlm/my-service-status): period, last payment. */
export const useServiceBilling = () => useScreenData("getStlmServiceStatus");

/** What a cancellation today would refund (users/cancel-service/refund-quote), shown before confirming. */
export const useRefundQuote = () => useScreenData("getRefundQuote");
