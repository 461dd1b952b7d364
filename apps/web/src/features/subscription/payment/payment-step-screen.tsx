import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import { StepLabel } from "../signup/step-label";
import type { PaymentWindowMode } from "./payment-window";

// The step (the wizard's state, its parts, the window seam) loads after the page: first-load JS stays within the budget.
const PaymentWizardStep = dynamic(() => import("./payment-wizard-step").then((m) => m.PaymentWizardStep), {
  loading: () => <Skeleton className="h-96" />,
});

/** /service/signup/payment: step 3 of the service sign-up (docs/subscription.md, docs/simulators.md "The web's payment window"). */
export function PaymentStepScreen({ paymentWindowMode }: { paymentWindowMode: PaymentWindowMode }) {
  return (
    <AppScreen title="서비스 가입 · 결제" tab="menu">
      <StepLabel step="payment" />
      <PaymentWizardStep mode={paymentWindowMode} />
    </AppScreen>
  );
}
