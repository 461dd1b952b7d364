import type { calls, Payment, Result } from "@evsafe/contract";
import type { PaymentMethod } from "@evsafe/contract/constants/account";
import type { VirtualAccountBank } from "@evsafe/contract/constants/payment";
import type { PrefetchCall } from "@/session-frame/server";
import { useScreenData } from "@/shared/screen-data";

/**
 * The payment step's writes and one-off reads (SPEC §7 Payment). Each loads the api-client with the call, not with
 * the page (first-load JS). The failures SPEC §8's error policy acts on (401, 403, the expired service, 502) go to
 * it (`policyAction` set, so the step stays quiet); the step shows the rest (a declined card, a used trade id) itself.
 */
const client = () => import("@/shared/api-client");

/** Hands a failure the error policy acts on to the policy, then rethrows it. */
async function throwThroughPolicy(error: unknown): Promise<never> {
  const { actsInBackground, ApiRequestError } = await client();
  if (actsInBackground(error) && error instanceof ApiRequestError)
    error.policyAction = (await import("@/shared/error-policy")).handleError(error);
  throw error;
}

export type PaymentOrder = Result<(typeof calls)["createPayment"]>;
export type PromotionKeyCheck = Result<(typeof calls)["validatePromotionKey"]>;
export type ServiceProduct = Result<(typeof calls)["getServiceProductCode"]>[number];
export type ProductCode = ServiceProduct["srvcPrdtCcd"];

/** One answer to a service term, sent with the order (the API takes no order without the required ones). */
export interface TermAnswer {
  agreeId: number;
  agreed: boolean;
}

/** POST payment/{x}: an order (trade id, amount, the gateway's parameters) for product `x`, with the terms' answers. */
export async function createOrder(product: ProductCode, agrees: TermAnswer[]): Promise<PaymentOrder> {
  const { api } = await client();
  const { deviceType } = await import("@/shared/bridge");
  return api("createPayment", { params: { x: product }, body: { deviceType: deviceType(), agrees } }).catch(throwThroughPolicy);
}

/**
 * POST kg/stlm: settles the order's trade id under the attempt's idempotency key. The same key again (a second tap, a
 * second tab, a lost answer) gets the first payment back; the API never charges twice.
 */
export async function settleOrder(body: {
  userNo: number;
  tradeId: string;
  stlmDivCcd: PaymentMethod;
  srvcPrdtCcd: ProductCode;
  idempotencyKey: string;
  bankName?: VirtualAccountBank;
}): Promise<Payment> {
  const { api } = await client();
  return api("settle", { body }).catch(throwThroughPolicy);
}

/** PUT kg/stlm/{id}/cancel: gives up a virtual account still waiting for its deposit (cancel, or another method). */
export async function cancelWaitingPayment(tradeId: string): Promise<Payment> {
  const { api } = await client();
  return api("cancelPayment", { params: { id: tradeId } }).catch(throwThroughPolicy);
}

/** GET payment/promotion/validate-key/{key}: an invalid key is an answer (`result: false` with a Korean reason). */
export async function checkPromotionKey(key: string): Promise<PromotionKeyCheck> {
  const { api } = await client();
  return api("validatePromotionKey", { params: { key } }).catch(throwThroughPolicy);
}

/** What the step reads before it can draw; the page's server reads them on a hard load (`withWizardEntry`). */
export const paymentStepReads = [
  "getServiceProductCode",
  "getMyProfile",
  "getStlmServiceStatus",
] as const satisfies readonly PrefetchCall[];

/** The products the step offers (payment/service-product-code). */
export const useServiceProducts = () => useScreenData("getServiceProductCode");

/** The payer (users/my-profile: the member number the gateway is given). */
export const usePayer = () => useScreenData("getMyProfile");

/** The sign-up's payment status (kg/stlm/my-service-status): a payment not used yet, a waiting account. */
export const useBillingStatus = () => useScreenData("getStlmServiceStatus");
