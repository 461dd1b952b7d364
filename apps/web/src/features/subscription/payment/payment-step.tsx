import type { Payment } from "@evsafe/contract";
import { PAYMENT_METHOD, type PaymentMethod } from "@evsafe/contract/constants/account";
import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";
import { useSingleFlight } from "@/shared/form/single-flight";
import { formatNumber } from "@/shared/format-number";
import { useScreenData } from "@/shared/screen-data";
import { AsyncContent } from "@/shared/ui/async-content";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/states";
import { createOrder, settleOrder, type PaymentOrder, type ProductCode } from "./api";
import { MethodOptions } from "./components/method-options";
import { ProductOptions } from "./components/product-options";
import { PromotionKeyField } from "./components/promotion-key-field";
import { VirtualAccountPanel } from "./components/virtual-account-panel";
import { loadPaymentWindow, type PaymentWindowMode, type PaymentWindowOutcome, type PaymentWindowProps } from "./payment-window";

/** The URL marker of an open payment window: its own history entry, so the back button closes it. */
export const PAY_WINDOW_QUERY = "payWindow";

/** What step 3 hands the wizard: a paid trade id, or a promotion key that replaces the payment. */
export type PaymentStepResult = { tradeId: string } | { promotionKey: string };

interface Attempt {
  order: PaymentOrder;
  method: PaymentMethod;
  Window: ComponentType<PaymentWindowProps>;
}

type Notice = { tone: "error" | "info"; text: string };

/**
 * Step 3 of the service sign-up (docs/simulators.md "The web's payment window"): a product, a method (card, virtual account, real-time
 * transfer) and the payment window, or a promotion key instead of paying. A failed or abandoned payment leaves the
 * choices (and steps 1–2) as they were; each try is a new order, settled once. A virtual account waits on screen
 * for its deposit and then moves on by itself.
 */
export function PaymentStep({ mode, onPaid }: { mode: PaymentWindowMode; onPaid: (result: PaymentStepResult) => void }) {
  const router = useRouter();
  const products = useScreenData("getServiceProductCode");
  const profile = useScreenData("getMyProfile");
  // The API knows an earlier payment of this member: a virtual account still waiting, or a payment not yet used.
  const billing = useScreenData("getStlmServiceStatus");
  const [product, setProduct] = useState<ProductCode | null>(null);
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHOD.CARD);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [pending, setPending] = useState<Payment | null>(null);
  /** A virtual account that failed (deadline passed): not offered again. */
  const [givenUp, setGivenUp] = useState<string | null>(null);
  const outcome = useRef<PaymentWindowOutcome | null>(null);
  const windowSeen = useRef(false);
  const windowShown = router.query[PAY_WINDOW_QUERY] === "1";
  const chosen = product ?? products.data?.[0]?.srvcPrdtCcd ?? null;

  const finish = useCallback(
    (result: PaymentWindowOutcome | null) => {
      if (!result) return setNotice({ tone: "info", text: "결제 창을 닫았어요. 결제되지 않았어요." });
      if (result.kind === "cancelled") return setNotice({ tone: "info", text: "결제를 취소했어요. 선택한 내용은 그대로예요." });
      if (result.kind === "declined") return setNotice({ tone: "error", text: `${result.reason} 선택한 내용은 그대로예요.` });
      if (result.payment.status === "PENDING") return setPending(result.payment);
      onPaid({ tradeId: result.payment.tradeId });
    },
    [onPaid],
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
    setNotice(null);
    try {
      const [order, Window] = await Promise.all([createOrder(chosen), loadPaymentWindow(mode)]);
      outcome.current = null;
      setAttempt({ order, method, Window });
      await router.push({ query: { ...router.query, [PAY_WINDOW_QUERY]: "1" } }, undefined, { shallow: true });
    } catch (error) {
      if (!isHandledByPolicy(error))
        setNotice({
          tone: "error",
          text: error instanceof ApiRequestError ? error.message : "결제를 시작하지 못했습니다. 다시 시도해 주세요.",
        });
    }
  });

  const onDone = useCallback(
    (result: PaymentWindowOutcome) => {
      outcome.current = result;
      router.back();
    },
    [router],
  );

  if (waiting) {
    return (
      <VirtualAccountPanel
        payment={waiting}
        onPaid={(payment) => finish({ kind: "settled", payment })}
        onFailed={(reason) => {
          setGivenUp(waiting.tradeId);
          setPending(null);
          setNotice({ tone: "error", text: reason });
        }}
      />
    );
  }

  const busy = starting || attempt !== null;
  return (
    <>
      {earlierPaid && (
        <section aria-labelledby="earlier-paid-title" className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
          <h3 id="earlier-paid-title" className="text-base font-bold">
            결제가 완료된 주문이 있어요
          </h3>
          <p>
            {earlierPaid.productName} · {formatNumber(earlierPaid.amount ?? 0, 0)}원 · {earlierPaid.stlmDivLabel}
          </p>
          <Button onClick={() => onPaid({ tradeId: earlierPaid.tradeId })}>이 결제로 계속하기</Button>
        </section>
      )}
      {notice && (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-xl px-4 py-3 text-sm ${notice.tone === "error" ? "bg-red-50 text-red-800" : "bg-gray-100 text-gray-800"}`}
        >
          {notice.text}
        </p>
      )}
      <AsyncContent
        state={products}
        skeleton={<Skeleton className="h-64" />}
        loadingLabel="상품을 불러오는 중입니다"
        errorTitle="상품을 불러오지 못했어요"
      >
        {(list) => <ProductOptions products={list} value={chosen} onChange={setProduct} disabled={busy} />}
      </AsyncContent>
      <MethodOptions value={method} onChange={setMethod} disabled={busy} />
      <Button onClick={() => void pay()} disabled={busy || !chosen || !profile.data} aria-busy={busy}>
        {busy ? "결제 창을 여는 중…" : "결제하기"}
      </Button>
      <PromotionKeyField disabled={busy} onUse={(promotionKey) => onPaid({ promotionKey })} />
      {attempt && windowShown && (
        <attempt.Window
          order={attempt.order}
          method={attempt.method}
          settle={() =>
            settleOrder({
              userNo: profile.data!.userNo,
              tradeId: attempt.order.tradeId,
              stlmDivCcd: attempt.method,
              srvcPrdtCcd: attempt.order.srvcPrdtCcd,
            })
          }
          onDone={onDone}
        />
      )}
    </>
  );
}
