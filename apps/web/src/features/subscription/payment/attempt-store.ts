import type { PaymentMethod } from "@evsafe/contract/constants/account";
import type { PaymentOrder } from "./api";

/**
 * The payment attempt of this tab: the order and the idempotency key its settlement goes under, kept in
 * sessionStorage so that a reload (or a tab opened from this one, which copies it) settles the same order under the
 * same key and gets the first payment back instead of paying twice (docs/subscription.md "Paying once").
 */
export interface PaymentAttempt {
  order: PaymentOrder;
  method: PaymentMethod;
  idempotencyKey: string;
}

export const PAYMENT_ATTEMPT_STORAGE_KEY = "evsafe.paymentAttempt";

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A key the API takes (16–64 of A–Z a–z 0–9 - _): a random UUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function readAttempt(): PaymentAttempt | null {
  try {
    const v = JSON.parse(store()?.getItem(PAYMENT_ATTEMPT_STORAGE_KEY) ?? "null") as Partial<PaymentAttempt> | null;
    if (!v || typeof v.idempotencyKey !== "string" || typeof v.method !== "string" || typeof v.order?.tradeId !== "string") return null;
    return v as PaymentAttempt;
  } catch {
    return null;
  }
}

export function saveAttempt(attempt: PaymentAttempt) {
  try {
    store()?.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Without storage the attempt lives as long as the page; the API still refuses a second order while one is open.
  }
}

export function clearAttempt() {
  try {
    store()?.removeItem(PAYMENT_ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The attempt a new 결제하기 continues: the kept order while it is still valid and for the same product (its key too
 * when the method is the same, else a new key for the same order), or null for a new order.
 */
export function continueAttempt(kept: PaymentAttempt | null, product: string, method: PaymentMethod, now: number): PaymentAttempt | null {
  if (!kept || kept.order.srvcPrdtCcd !== product || Date.parse(kept.order.expiresAt) <= now) return null;
  return kept.method === method ? kept : { ...kept, method, idempotencyKey: newIdempotencyKey() };
}
