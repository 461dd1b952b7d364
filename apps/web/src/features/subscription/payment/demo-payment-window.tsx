import { useEffect, useId, useRef, useState } from "react";
import { PAYMENT_METHOD, PAYMENT_METHOD_LABEL } from "@evsafe/contract/constants/account";
import { VIRTUAL_ACCOUNT_BANKS, type VirtualAccountBank } from "@evsafe/contract/constants/payment";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";
import { useSingleFlight } from "@/shared/form/single-flight";
import { formatNumber } from "@/shared/format-number";
import { Button } from "@/shared/ui/button";
import type { PaymentWindowProps } from "./payment-window";

/**
 * Card companies and banks the demo window offers. A virtual account is issued at the bank chosen (the API's list);
 * the card company and the transfer's bank are the gateway's business, not the API's.
 */
const DEMO_CARD_COMPANIES = ["신한카드", "삼성카드", "현대카드", "KB국민카드"] as const;
const DEMO_BANKS = VIRTUAL_ACCOUNT_BANKS;

/**
 * The demo payment window (demo mode only, see `payment-window.ts`): looks and behaves like the gateway's — the
 * merchant, product and amount, a card company or bank to choose, 결제하기 (approve; the API's simulated gateway
 * approves, issues a virtual account or declines with the reason armed by `sim/payment/next-failure`) and 취소.
 * A decline shows the gateway's reason here first, as the gateway does, then returns it to the step.
 */
export function DemoPaymentWindow({ order, method, settle, onDone }: PaymentWindowProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const choices = method === PAYMENT_METHOD.CARD ? DEMO_CARD_COMPANIES : DEMO_BANKS;
  const [choice, setChoice] = useState<string>(choices[0]);

  useEffect(() => dialog.current?.focus(), [declined]);

  const [approve, approving] = useSingleFlight(async () => {
    try {
      const bankName = method === PAYMENT_METHOD.VIRTUAL_ACCOUNT ? (choice as VirtualAccountBank) : undefined;
      onDone({ kind: "settled", payment: await settle(bankName ? { bankName } : {}) });
    } catch (error) {
      if (isHandledByPolicy(error)) onDone({ kind: "cancelled" });
      else setDeclined(error instanceof ApiRequestError ? error.message : "결제를 처리하지 못했습니다. 다시 시도해 주세요.");
    }
  });

  const actionLabel =
    method === PAYMENT_METHOD.VIRTUAL_ACCOUNT ? "가상계좌 발급받기" : method === PAYMENT_METHOD.REALTIME_TRANSFER ? "이체하기" : "결제하기";

  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-white pt-safe pb-safe px-safe text-gray-900">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="flex flex-1 flex-col outline-none"
      >
        <header className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={titleId} className="text-base font-bold">
            KG이니시스 결제
          </h2>
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">데모 · 실제 청구 없음</span>
        </header>
        {declined === null ? (
          <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm">
              <dt className="text-gray-600">가맹점</dt>
              <dd>(주)에버세이프</dd>
              <dt className="text-gray-600">상품</dt>
              <dd>{order.productName}</dd>
              <dt className="text-gray-600">결제 수단</dt>
              <dd>{PAYMENT_METHOD_LABEL[method]}</dd>
              <dt className="text-gray-600">결제 금액</dt>
              <dd className="text-lg font-bold">{formatNumber(order.amount, 0)}원</dd>
            </dl>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold">{method === PAYMENT_METHOD.CARD ? "카드사 선택" : "은행 선택"}</legend>
              <div className="grid grid-cols-2 gap-2">
                {choices.map((name) => (
                  <label
                    key={name}
                    className={`flex min-h-12 items-center gap-2 rounded-lg border px-3 text-sm ${choice === name ? "border-brand-700 bg-brand-50" : "border-gray-300"}`}
                  >
                    <input type="radio" name="demo-pay-choice" value={name} checked={choice === name} onChange={() => setChoice(name)} />
                    {name}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-auto grid grid-cols-2 gap-2">
              <Button variant="secondary" onClick={() => onDone({ kind: "cancelled" })} disabled={approving}>
                취소
              </Button>
              <Button onClick={() => void approve()} disabled={approving} aria-busy={approving}>
                {approving ? "처리 중…" : actionLabel}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-1 flex-col gap-4 p-4" role="alert">
            <p className="text-lg font-bold">결제가 거절되었습니다</p>
            <p className="text-sm text-gray-700">{declined}</p>
            <Button className="mt-auto" onClick={() => onDone({ kind: "declined", reason: declined })}>
              확인
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
