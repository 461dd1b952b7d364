import { ROUTES } from "@/shared/routes";
import { useScreenData } from "@/shared/screen-data";

/** The receipt screen of a payment: `/service/payments/{tradeId}`. */
export const receiptPath = (tradeId: string) => `${ROUTES.servicePayments}/${encodeURIComponent(tradeId)}`;

/** The receipt file's name as the shell saves it: `영수증-EVS2026….html`. */
export const receiptFileName = (tradeId: string) => `영수증-${tradeId}.html`;

/** A trade id from the address (`EVS` + digits and capitals, as the API issues them), else null. */
export function tradeIdOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : null;
}

/** One payment's receipt, read once its trade id is known. */
export const useReceipt = (id: string | null | undefined) => useScreenData("getPaymentReceipt", id ? { params: { id } } : null);

/** The member's payments, newest first (kg/stlm/history). */
export const usePaymentHistory = () => useScreenData("getPaymentHistory");
