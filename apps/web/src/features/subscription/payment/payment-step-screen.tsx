import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame";
import { Skeleton } from "@/shared/ui/states";
import { useWizardStep } from "../signup/use-wizard-step";
import { setPayment, WIZARD_STEP_ROUTES } from "../signup/wizard";
import type { PaymentWindowMode } from "./payment-window";

// The step (its parts, the window seam) loads after the page: first-load JS stays within the budget.
const PaymentStep = dynamic(() => import("./payment-step").then((m) => m.PaymentStep), { loading: () => <Skeleton className="h-96" /> });

/**
 * /service/signup/payment: step 3 of the service sign-up (docs/subscription.md, docs/simulators.md "The web's payment
 * window"). Opens once steps 1 and 2 are done; a settled payment or an accepted promotion key is handed to the wizard
 * and step 4 opens.
 */
export function PaymentStepScreen({ paymentWindowMode }: { paymentWindowMode: PaymentWindowMode }) {
  const router = useRouter();
  const wizard = useWizardStep("payment");
  return (
    <AppScreen title="서비스 가입 · 결제" tab="menu">
      <p className="text-sm text-gray-600">3 / 4 단계</p>
      {wizard ? (
        <PaymentStep
          mode={paymentWindowMode}
          onPaid={(result) => {
            setPayment(result);
            void router.push(WIZARD_STEP_ROUTES.complete);
          }}
        />
      ) : (
        <Skeleton className="h-96" />
      )}
    </AppScreen>
  );
}
