import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import type { ServiceTerm } from "../signup/complete-props";
import { StepLabel } from "../signup/step-label";
import type { WizardProgress } from "../signup/wizard";
import type { PaymentWindowMode } from "./payment-window";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";
import { TermsUnavailable } from "../signup/terms-unavailable";

// The step (the wizard's state, its parts, the window seam) loads after the page: first-load JS stays within the budget.
const PaymentWizardStep = dynamic(() => import("./payment-wizard-step").then((m) => m.PaymentWizardStep), {
  loading: () => <Skeleton className="h-96" />,
});

/** /service/signup/payment: step 3 of the service sign-up (docs/subscription.md, docs/simulators.md "The web's payment window"). */
export function PaymentStepScreen({
  paymentWindowMode,
  terms,
  wizardProgress = null,
}: {
  paymentWindowMode: PaymentWindowMode;
  terms: ServiceTerm[] | null;
  wizardProgress?: WizardProgress | null;
}) {
  return (
    <AppScreen title="서비스 가입 · 결제" tab="menu" back={<BackButton fallback={ROUTES.serviceSignUpDelivery} />}>
      <StepLabel step="payment" />
      {terms ? (
        <PaymentWizardStep mode={paymentWindowMode} terms={terms} progress={wizardProgress} />
      ) : (
        // No payment without the terms before it: the step offers to read them again.
        <TermsUnavailable />
      )}
    </AppScreen>
  );
}
