import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/states";
import type { ServiceTerm } from "../signup/complete-props";
import { StepLabel } from "../signup/step-label";
import type { PaymentWindowMode } from "./payment-window";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

// The step (the wizard's state, its parts, the window seam) loads after the page: first-load JS stays within the budget.
const PaymentWizardStep = dynamic(() => import("./payment-wizard-step").then((m) => m.PaymentWizardStep), {
  loading: () => <Skeleton className="h-96" />,
});

/** /service/signup/payment: step 3 of the service sign-up (docs/subscription.md, docs/simulators.md "The web's payment window"). */
export function PaymentStepScreen({ paymentWindowMode, terms }: { paymentWindowMode: PaymentWindowMode; terms: ServiceTerm[] | null }) {
  const router = useRouter();
  return (
    <AppScreen title="서비스 가입 · 결제" tab="menu" back={<BackButton fallback={ROUTES.serviceSignUpDelivery} />}>
      <StepLabel step="payment" />
      {terms ? (
        <PaymentWizardStep mode={paymentWindowMode} terms={terms} />
      ) : (
        // No payment without the terms before it: the step offers to read them again.
        <div className="flex flex-col gap-3">
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
          </p>
          <Button onClick={() => void router.replace(router.asPath)}>다시 불러오기</Button>
        </div>
      )}
    </AppScreen>
  );
}
