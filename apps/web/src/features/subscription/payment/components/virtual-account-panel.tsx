import type { Payment } from "@evsafe/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatNumber } from "@/shared/format-number";
import { formatKstDateTime } from "@/shared/format-time";
import { Button } from "@/shared/ui/button";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";
import { depositDeadlinePassed, useDepositWatch, waitsForDeposit } from "@/domain/subscription/deposit-watch";
import { cancelWaitingPayment } from "../api";

/** Said when the deposit deadline has passed without a deposit. */
export const VBANK_EXPIRED_REASON = "가상계좌 입금 기한이 지났어요. 다시 결제해 주세요.";

/** The longest delay a browser timer takes (about 24.8 days); a later deadline is checked again after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A virtual account waiting for its deposit: bank, account number with a copy button, holder, amount and deadline
 * (Seoul time). The deposit watch reads the payment every few seconds (and on 입금 확인); the panel moves on by itself
 * once it is PAID; an account past its deadline, cancelled or failed is given up (the member pays again). While it
 * waits, the member may cancel the order or pay another way (`kg/stlm/{id}/cancel`).
 */
export function VirtualAccountPanel({
  payment,
  onPaid,
  onFailed,
  onCancelled,
}: {
  payment: Payment;
  onPaid: (payment: Payment) => void;
  onFailed: (reason: string) => void;
  /** The account was given up by the member: to pay another way (`true`) or to cancel the order. */
  onCancelled: (switchMethod: boolean) => void;
}) {
  const [message, setMessage] = useState("");
  const [checking, setChecking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const done = useRef(false);
  const account = payment.virtualAccount;
  const watch = useDepositWatch(payment);

  // The step's callbacks as they are now, for the watch's answers and the deadline's timer.
  const callbacks = useRef({ onPaid, onFailed });
  useEffect(() => {
    callbacks.current = { onPaid, onFailed };
  });
  // The panel ends once: the first of a deposit, a failure, the deadline or the member's cancel calls back.
  const finish = useCallback((end: () => void) => {
    if (done.current) return;
    done.current = true;
    end();
  }, []);

  const latest = watch.payment;
  useEffect(() => {
    if (!latest || latest.status === "PENDING") return;
    if (latest.status === "PAID") finish(() => callbacks.current.onPaid(latest));
    else if (latest.status === "EXPIRED") finish(() => callbacks.current.onFailed(VBANK_EXPIRED_REASON));
    else finish(() => callbacks.current.onFailed(latest.failureReason ?? "가상계좌 결제가 취소되었습니다."));
  }, [latest, finish]);

  // The gateway takes no deposit after the deadline: the account is of no use any more, so a new payment is needed.
  const dueAt = account?.dueAt;
  useEffect(() => {
    if (!dueAt) return;
    let timer: number | undefined;
    const wait = () => {
      const left = Date.parse(dueAt) - Date.now();
      if (left <= 0) finish(() => callbacks.current.onFailed(VBANK_EXPIRED_REASON));
      else timer = window.setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    };
    wait();
    return () => window.clearTimeout(timer);
  }, [dueAt, finish]);

  const check = async () => {
    if (done.current) return;
    if (waitsForDeposit(payment) && depositDeadlinePassed(payment)) return finish(() => onFailed(VBANK_EXPIRED_REASON));
    setChecking(true);
    try {
      const now = await watch.check();
      if (now?.status === "PENDING") setMessage("아직 입금이 확인되지 않았어요.");
    } catch {
      // A failed read is tried again on the watch's next tick; the account stays on screen.
    } finally {
      setChecking(false);
    }
  };

  const giveUp = async (switchMethod: boolean) => {
    if (done.current) return;
    setCancelling(true);
    try {
      await cancelWaitingPayment(payment.tradeId);
      finish(() => onCancelled(switchMethod));
    } catch (error) {
      if (isHandledByPolicy(error)) return;
      setMessage(error instanceof ApiRequestError ? error.message : "주문을 취소하지 못했어요. 다시 시도해 주세요.");
      // Paid or expired meanwhile: the watch's read moves on.
      void watch.check().catch(() => undefined);
    } finally {
      setCancelling(false);
    }
  };

  if (!account) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNo);
      setMessage("계좌번호를 복사했어요.");
    } catch {
      setMessage("복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.");
    }
  };

  return (
    <section aria-labelledby="vbank-title" className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-4 text-gray-900">
      <h3 id="vbank-title" className="text-base font-bold">
        입금 대기 중이에요
      </h3>
      <p className="text-sm text-gray-700">아래 계좌로 기한 안에 입금하면 가입이 이어서 진행돼요.</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-600">은행</dt>
        <dd>{account.bankName}</dd>
        <dt className="text-gray-600">계좌번호</dt>
        <dd className="flex items-center gap-2">
          <span className="font-mono text-base font-semibold" data-testid="vbank-account-no">
            {account.accountNo}
          </span>
          <Button variant="secondary" className="min-h-11 px-3 text-sm" onClick={() => void copy()} aria-label="계좌번호 복사">
            복사
          </Button>
        </dd>
        <dt className="text-gray-600">예금주</dt>
        <dd>{account.holder}</dd>
        <dt className="text-gray-600">입금 금액</dt>
        <dd className="font-bold">{formatNumber(payment.amount ?? 0, 0)}원</dd>
        <dt className="text-gray-600">입금 기한</dt>
        <dd>{formatKstDateTime(account.dueAt)}까지</dd>
      </dl>
      <p role="status" className="min-h-5 text-sm text-brand-900">
        {message}
      </p>
      <Button variant="secondary" onClick={() => void check()} disabled={checking || cancelling} aria-busy={checking}>
        입금 확인
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" className="text-sm" onClick={() => void giveUp(true)} disabled={cancelling}>
          다른 결제 수단으로 결제
        </Button>
        <Button variant="secondary" className="text-sm" onClick={() => void giveUp(false)} disabled={cancelling}>
          주문 취소
        </Button>
      </div>
    </section>
  );
}
