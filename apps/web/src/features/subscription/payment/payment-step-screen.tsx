import dynamic from "next/dynamic";
import { useState } from "react";
import { AppScreen } from "@/session-frame";
import { Skeleton } from "@/shared/ui/states";
import type { PaymentWindowMode } from "./payment-window";
import type { PaymentStepResult } from "./payment-step";

// The step (its parts, the window seam) loads after the page: first-load JS stays within the budget.
const PaymentStep = dynamic(() => import("./payment-step").then((m) => m.PaymentStep), { loading: () => <Skeleton className="h-96" /> });

/**
 * /service/signup/payment: step 3 of the service sign-up (docs/simulators.md "The web's payment window").
 * `onPaid` is the wizard's hand-off; without it the page confirms the payment in place.
 */
export function PaymentStepScreen({
  paymentWindowMode,
  onPaid,
}: {
  paymentWindowMode: PaymentWindowMode;
  onPaid?: (result: PaymentStepResult) => void;
}) {
  const [done, setDone] = useState<PaymentStepResult | null>(null);
  return (
    <AppScreen title="서비스 가입 · 결제" tab="menu">
      <p className="text-sm text-gray-600">3 / 4 단계</p>
      {done ? (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
          {"tradeId" in done ? "결제가 완료됐어요." : "프로모션 키로 가입해요."}
        </p>
      ) : (
        <PaymentStep mode={paymentWindowMode} onPaid={onPaid ?? setDone} />
      )}
    </AppScreen>
  );
}
