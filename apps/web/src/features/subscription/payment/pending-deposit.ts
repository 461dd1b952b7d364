/**
 * The virtual account waiting for its deposit, kept in this tab's sessionStorage (trade id only) so that a reload
 * or a trip elsewhere comes back to the account to pay into instead of a new order.
 */
export const PENDING_DEPOSIT_KEY = "evsafe.subscription.pendingDeposit";

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPendingDeposit(): string | null {
  return store()?.getItem(PENDING_DEPOSIT_KEY) ?? null;
}

export function keepPendingDeposit(tradeId: string): void {
  store()?.setItem(PENDING_DEPOSIT_KEY, tradeId);
}

export function forgetPendingDeposit(): void {
  store()?.removeItem(PENDING_DEPOSIT_KEY);
}
