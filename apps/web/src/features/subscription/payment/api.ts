import type { calls, Payment, Result } from "@evsafe/contract";
import type { PaymentMethod } from "@evsafe/contract/constants/account";

/**
 * The payment step's writes and one-off reads (SPEC §7 Payment). Each loads the api-client with the call, not with
 * the page (first-load JS). User actions go through the error policy: the failures it acts on (401, 403, expired,
 * 502) never reach the step; the step shows the rest (a declined card, a used trade id) itself.
 */
const client = () => import("@/shared/api-client");

export type PaymentOrder = Result<(typeof calls)["createPayment"]>;
export type PromotionKeyCheck = Result<(typeof calls)["validatePromotionKey"]>;
export type ServiceProduct = Result<(typeof calls)["getServiceProductCode"]>[number];
export type ProductCode = ServiceProduct["srvcPrdtCcd"];

/** POST payment/{x}: an order (trade id, amount, the gateway's parameters) for product `x`. */
export async function createOrder(product: ProductCode): Promise<PaymentOrder> {
  const { callWithPolicy } = await client();
  const { deviceType } = await import("@/shared/bridge");
  return callWithPolicy("createPayment", { params: { x: product }, body: { deviceType: deviceType() } });
}

/** POST kg/stlm: settles the order's trade id once (the API refuses a second settlement with 409 TRADE_ID_USED). */
export async function settleOrder(body: { userNo: number; tradeId: string; stlmDivCcd: PaymentMethod; srvcPrdtCcd: ProductCode }): Promise<Payment> {
  const { callWithPolicy } = await client();
  return callWithPolicy("settle", { body });
}

/** GET kg/stlm/{id}: a payment as it stands (a virtual account waits as PENDING until the deposit). */
export async function readPayment(tradeId: string): Promise<Payment> {
  const { api } = await client();
  return api("getPayment", { params: { id: tradeId } });
}

/** GET payment/promotion/validate-key/{key}: an invalid key is an answer (`result: false` with a Korean reason). */
export async function checkPromotionKey(key: string): Promise<PromotionKeyCheck> {
  const { callWithPolicy } = await client();
  return callWithPolicy("validatePromotionKey", { params: { key } });
}
