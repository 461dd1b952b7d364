import type { Payment } from "@evsafe/contract";
import { useSWRConfig } from "swr";
import { apiKey, useApi } from "@/shared/fetcher";

/** How often a virtual account waiting for its deposit is read, wherever it is shown (the payment step, /home, /menu). */
export const DEPOSIT_POLL_MS = 5_000;

type WaitingPayment = Payment & { virtualAccount: NonNullable<Payment["virtualAccount"]> };

/** A virtual account still waiting for its deposit. */
export const waitsForDeposit = (payment: Payment | null | undefined): payment is WaitingPayment =>
  !!payment && payment.status === "PENDING" && !!payment.virtualAccount;

/** True once the account's deadline has passed: the gateway takes no deposit after it. */
export const depositDeadlinePassed = (payment: WaitingPayment, now = Date.now()): boolean =>
  Date.parse(payment.virtualAccount.dueAt) <= now;

/**
 * The one poller of a deposit: reads the waiting payment (GET kg/stlm/{id}) every `DEPOSIT_POLL_MS` until it leaves
 * PENDING or its deadline passes, under one SWR key, so the payment step and the frame showing the same account make
 * one read. Once it has left PENDING, the sign-up's payment status is read again so every screen moves on.
 * `payment` is the latest known state (the one given until the first read answers); `check` reads it now.
 */
export function useDepositWatch(waiting: Payment | null | undefined): {
  payment: Payment | undefined;
  check: () => Promise<Payment | undefined>;
} {
  const watched = waitsForDeposit(waiting) && !depositDeadlinePassed(waiting) ? waiting : null;
  const { mutate: revalidate } = useSWRConfig();
  const { data, mutate } = useApi("getPayment", watched ? { params: { id: watched.tradeId } } : null, {
    refreshInterval: (latest) =>
      watched && (latest === undefined || waitsForDeposit(latest)) && !depositDeadlinePassed(watched) ? DEPOSIT_POLL_MS : 0,
    // Called by the hook whose read it was only, so screens watching together refresh the status once.
    onSuccess: (payment) => {
      // Best effort: the screen may be gone already; its next visit reads the status anyway.
      if (!waitsForDeposit(payment)) revalidate(apiKey("getStlmServiceStatus")).catch(() => undefined);
    },
  });
  const read = watched && data?.tradeId === watched.tradeId ? data : undefined;
  return { payment: read ?? waiting ?? undefined, check: () => mutate() };
}
