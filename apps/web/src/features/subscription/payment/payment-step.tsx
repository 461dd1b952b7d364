import type { Payment } from "@evsafe/contract";
import { PAYMENT_METHOD, type PaymentMethod } from "@evsafe/contract/constants/account";
import type { VirtualAccountBank } from "@evsafe/contract/constants/payment";
import { PERIOD_START_AFTER_DELIVERY_DAYS } from "@evsafe/contract/constants/service";
import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";
import { useSingleFlight } from "@/shared/form/single-flight";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { TermsChecklist, type ChecklistTerm } from "@/shared/form/terms-checklist";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/states";
import { termTextPath } from "../signup/term-text-path";
import { readTermTicks, setTermTicks } from "../signup/wizard";
import { useBillingStatus, usePayer, useServiceProducts, createOrder, settleOrder, type ProductCode } from "./api";
import { clearAttempt, continueAttempt, newIdempotencyKey, readAttempt, saveAttempt, type PaymentAttempt } from "./attempt-store";
import { MethodOptions } from "./components/method-options";
import { ProductOptions } from "./components/product-options";
import { VirtualAccountPanel } from "./components/virtual-account-panel";

// The promotion key's form (react-hook-form over its schema) loads after the step: it is one way to join among several.
// Not in the server's HTML: Next does not preload a dynamic part nested in another (the step), so hydration would
// meet it unloaded; it comes last on the step, below what a phone shows first.
const PromotionKeyForm = dynamic(() => import("./forms/promotion-key-form").then((m) => m.PromotionKeyForm), { ssr: false });
import { loadPaymentWindow, type PaymentWindowMode, type PaymentWindowOutcome, type PaymentWindowProps } from "./payment-window";

/** The URL marker of an open payment window: its own history entry, so the back button closes it. */
export const PAY_WINDOW_QUERY = "payWindow";

/** What step 3 hands the wizard: a paid trade id, or a promotion key that replaces the payment. */
export type PaymentStepResult = { tradeId: string } | { promotionKey: string };

interface Attempt extends PaymentAttempt {
  Window: ComponentType<PaymentWindowProps>;
}

/** Said beside the terms when 결제하기 is tapped before every required term is ticked. */
export const TERMS_REQUIRED_MESSAGE = "필수 약관에 모두 동의해야 결제할 수 있어요.";

/**
 * What the period line says: the paid months count from the installation, or from the sign-up day when the member keeps
 * the device of an earlier period (docs/subscription.md "The paid period", "Joining again").
 */
export function periodLine(months: number, keptDevice = false): string {
  if (keptDevice) return `이용 기간은 가입하신 날부터 ${months}개월이에요. 이미 있는 단말기를 쓰시니 배송 없이 바로 시작돼요.`;
  return `이용 기간은 단말기 설치일부터 ${months}개월이에요. 설치하지 않으셔도 배송 완료 ${PERIOD_START_AFTER_DELIVERY_DAYS}일 뒤부터 시작돼요.`;
}

/** API refusals after which the kept attempt is of no use (its order is spent, or its key belongs to another). */
const SPENT_ATTEMPT_CODES = new Set(["TRADE_ID_USED", "TRADE_ID_EXPIRED", "PRODUCT_MISMATCH", "IDEMPOTENCY_KEY_REUSED"]);
/** API refusals that mean an earlier payment of this member is open: the step shows it instead. */
const OPEN_PAYMENT_CODES = new Set(["PAYMENT_PENDING", "PAYMENT_UNUSED"]);

type Notice = { tone: "error" | "info"; text: string };

/**
 * Step 3 of the service sign-up (docs/simulators.md "The web's payment window", docs/subscription.md "Paying once"):
 * a product, a method (card, virtual account, real-time transfer), the service terms, and the payment window, or a
 * promotion key instead of paying. 결제하기 stays disabled until the required terms are ticked; the answers go with
 * the order. An attempt (order and idempotency key) is kept in the tab's sessionStorage, so a reload or a copied tab
 * settles it under the same key and gets the first payment back. A virtual account waits on screen for its deposit
 * (cancel, or another method) and then moves on by itself; a paid order not yet used replaces the form.
 */
export function PaymentStep({
  mode,
  terms,
  keptDevice = false,
  onPaid,
}: {
  mode: PaymentWindowMode;
  terms: readonly ChecklistTerm[];
  /** Step 2 kept the device of an earlier period: the period starts on the sign-up day. */
  keptDevice?: boolean;
  onPaid: (result: PaymentStepResult) => void;
}) {
  const router = useRouter();
  const products = useServiceProducts();
  const profile = usePayer();
  // The API knows an earlier payment of this member: a virtual account still waiting, or a payment not yet used.
  const billing = useBillingStatus();
  const [product, setProduct] = useState<ProductCode | null>(null);
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHOD.CARD);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [pending, setPending] = useState<Payment | null>(null);
  /** A virtual account that failed (deadline passed): not offered again. */
  const [givenUp, setGivenUp] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [termsWarning, setTermsWarning] = useState(false);
  const outcome = useRef<PaymentWindowOutcome | null>(null);
  const windowSeen = useRef(false);
  const windowShown = router.query[PAY_WINDOW_QUERY] === "1";
  const chosen = product ?? products.data?.[0]?.srvcPrdtCcd ?? null;

  // The ticks live in this tab's sessionStorage (kept while a term's text is read and for step 4), known after mount.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    setTicked(new Set(readTermTicks()));
  }, []);
  const termsAgreed = terms.every((t) => !t.required || ticked.has(t.agreeId));

  const finish = useCallback(
    (result: PaymentWindowOutcome | null) => {
      if (!result) return setNotice({ tone: "info", text: "결제 창을 닫았어요. 결제되지 않았어요." });
      if (result.kind === "cancelled") return setNotice({ tone: "info", text: "결제를 취소했어요. 선택한 내용은 그대로예요." });
      // A declined order is spent: the next try is a new order under a new key.
      clearAttempt();
      if (result.kind === "declined") return setNotice({ tone: "error", text: `${result.reason} 선택한 내용은 그대로예요.` });
      if (result.payment.status === "PENDING") return setPending(result.payment);
      if (result.payment.status !== "PAID") {
        billing.retry();
        return setNotice({ tone: "error", text: result.payment.failureReason ?? "결제가 완료되지 않았어요. 다시 결제해 주세요." });
      }
      onPaid({ tradeId: result.payment.tradeId });
    },
    [onPaid, billing],
  );

  // The window is open while its history entry is current: leaving it (back button, or our own back after the
  // window answered) closes it with whatever it answered, or as closed by the user.
  useEffect(() => {
    if (attempt && windowShown) windowSeen.current = true;
    if (attempt && !windowShown && windowSeen.current) {
      windowSeen.current = false;
      setAttempt(null);
      finish(outcome.current);
      outcome.current = null;
    }
    if (!attempt && windowShown && router.isReady) {
      // A reload or a forward onto the window's entry: no window to show, so drop the marker.
      const { [PAY_WINDOW_QUERY]: _marker, ...query } = router.query;
      void router.replace({ query }, undefined, { shallow: true });
    }
  }, [attempt, windowShown, finish, router]);

  // What the API knows of an earlier payment of this member (a reload, a visit from /home): a virtual account still
  // waiting is shown again; a payment made but not yet used for a sign-up is offered, so nobody pays twice.
  const last = billing.data?.lastPayment;
  const earlierPending = last && !last.usedForService && last.status === "PENDING" && last.virtualAccount ? last : null;
  const waiting = pending ?? (earlierPending && earlierPending.tradeId !== givenUp ? earlierPending : null);
  const earlierPaid = last && !last.usedForService && last.status === "PAID" ? last : null;

  const [pay, starting] = useSingleFlight(async () => {
    const userNo = profile.data?.userNo;
    if (!chosen || userNo === undefined) return;
    if (!termsAgreed) return setTermsWarning(true);
    setNotice(null);
    try {
      const kept = continueAttempt(readAttempt(), chosen, method, Date.now());
      const agrees = terms.map((t) => ({ agreeId: t.agreeId, agreed: ticked.has(t.agreeId) }));
      const [next, Window] = await Promise.all([
        kept ?? createOrder(chosen, agrees).then((order) => ({ order, method, idempotencyKey: newIdempotencyKey() })),
        loadPaymentWindow(mode),
      ]);
      saveAttempt(next);
      outcome.current = null;
      setAttempt({ ...next, Window });
      await router.push({ query: { ...router.query, [PAY_WINDOW_QUERY]: "1" } }, undefined, { shallow: true });
    } catch (error) {
      if (isHandledByPolicy(error)) return;
      const code = error instanceof ApiRequestError ? error.code : undefined;
      // Another tab paid or is waiting for a deposit: show that payment rather than a second one.
      if (code && OPEN_PAYMENT_CODES.has(code)) billing.retry();
      setNotice({
        tone: "error",
        text: error instanceof ApiRequestError ? error.message : "결제를 시작하지 못했습니다. 다시 시도해 주세요.",
      });
    }
  });

  /** A settlement under the attempt's key; a refusal that spends the attempt drops it, so the next try starts anew. */
  const settleAttempt = async (current: Attempt, bankName?: VirtualAccountBank) => {
    try {
      return await settleOrder({
        userNo: profile.data!.userNo,
        tradeId: current.order.tradeId,
        stlmDivCcd: current.method,
        srvcPrdtCcd: current.order.srvcPrdtCcd,
        idempotencyKey: current.idempotencyKey,
        ...(bankName ? { bankName } : {}),
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code && SPENT_ATTEMPT_CODES.has(error.code)) clearAttempt();
      throw error;
    }
  };

  const onDone = useCallback(
    (result: PaymentWindowOutcome) => {
      outcome.current = result;
      router.back();
    },
    [router],
  );

  const noticeView = notice && (
    <p
      role={notice.tone === "error" ? "alert" : "status"}
      className={`rounded-xl px-4 py-3 text-sm ${notice.tone === "error" ? "bg-red-50 text-red-800" : "bg-gray-100 text-gray-800"}`}
    >
      {notice.text}
    </p>
  );

  if (waiting) {
    const giveUp = (text: string, tone: Notice["tone"]) => {
      setGivenUp(waiting.tradeId);
      setPending(null);
      clearAttempt();
      billing.retry();
      setNotice({ tone, text });
    };
    return (
      <VirtualAccountPanel
        payment={waiting}
        onPaid={(payment) => finish({ kind: "settled", payment })}
        onFailed={(reason) => giveUp(reason, "error")}
        onCancelled={(switchMethod) => {
          if (switchMethod) setMethod(PAYMENT_METHOD.CARD);
          giveUp(
            switchMethod
              ? "가상계좌 주문을 취소했어요. 다른 결제 수단을 골라 결제해 주세요."
              : "주문을 취소했어요. 입금하지 않으셔도 돼요.",
            "info",
          );
        }}
      />
    );
  }

  // A paid order not yet used for the sign-up: that is the way on, with no second 결제하기 beside it.
  if (earlierPaid) {
    return (
      <>
        {noticeView}
        <section aria-labelledby="earlier-paid-title" className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
          <h3 id="earlier-paid-title" className="text-base font-bold">
            결제가 완료된 주문이 있어요
          </h3>
          <p>
            {earlierPaid.productName} · {formatNumber(earlierPaid.amount ?? 0, 0)}원 · {earlierPaid.stlmDivLabel}
          </p>
          <Button onClick={() => onPaid({ tradeId: earlierPaid.tradeId })}>이 결제로 계속하기</Button>
        </section>
      </>
    );
  }

  const busy = starting || attempt !== null;
  const months = products.data?.find((p) => p.srvcPrdtCcd === chosen)?.months;
  return (
    <>
      {noticeView}
      <AsyncContent
        state={products}
        skeleton={<Skeleton className="h-64" />}
        loadingLabel="상품을 불러오는 중입니다"
        errorTitle="상품을 불러오지 못했어요"
      >
        {(list) => <ProductOptions products={list} value={chosen} onChange={setProduct} disabled={busy} />}
      </AsyncContent>
      {months !== undefined && (
        <p className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800" data-testid="period-line">
          {periodLine(months, keptDevice)}
        </p>
      )}
      <MethodOptions value={method} onChange={setMethod} disabled={busy} />
      <div className="flex flex-col gap-2">
        <TermsChecklist
          terms={terms}
          ticked={ticked}
          onChange={(next) => {
            setTicked(next);
            setTermTicks([...next]);
            if (terms.every((t) => !t.required || next.has(t.agreeId))) setTermsWarning(false);
          }}
          legend={<legend className="py-2 text-base font-bold text-gray-900">결제 전 약관 동의</legend>}
          textHref={(t) => termTextPath(t.termsCd)}
        />
        {termsWarning && !termsAgreed && (
          <p role="alert" className="text-sm text-red-800">
            {TERMS_REQUIRED_MESSAGE}
          </p>
        )}
      </div>
      {/* Looks disabled until the terms are agreed, but still answers a tap with the reason (aria-disabled). */}
      <Button
        onClick={() => void pay()}
        disabled={busy || !chosen || !profile.data}
        aria-disabled={!termsAgreed || undefined}
        className={termsAgreed ? "" : "opacity-50"}
        aria-busy={busy}
      >
        {busy ? "결제 창을 여는 중…" : "결제하기"}
      </Button>
      <PromotionKeyForm disabled={busy} onUse={(promotionKey) => (termsAgreed ? onPaid({ promotionKey }) : setTermsWarning(true))} />
      {attempt && windowShown && (
        <attempt.Window
          order={attempt.order}
          method={attempt.method}
          settle={(choice) => settleAttempt(attempt, choice?.bankName)}
          onDone={onDone}
        />
      )}
    </>
  );
}
