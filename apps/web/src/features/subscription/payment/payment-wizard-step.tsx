import { useRouter } from "next/router";
import type { ChecklistTerm } from "@/shared/form/terms-checklist";
import { Skeleton } from "@/shared/ui/states";
import { useWizardStep } from "../signup/use-wizard-step";
import { isKeptDevice, setPayment, WIZARD_STEP_ROUTES } from "../signup/wizard";
import { PaymentStep } from "./payment-step";
import type { PaymentWindowMode } from "./payment-window";

/**
 * Step 3 inside the wizard: opens once steps 1 and 2 are done; a settled payment or an accepted promotion key is handed
 * to the wizard and step 4 opens.
 */
export function PaymentWizardStep({ mode, terms }: { mode: PaymentWindowMode; terms: readonly ChecklistTerm[] }) {
  const router = useRouter();
  const wizard = useWizardStep("payment");
  if (!wizard) return <Skeleton className="h-96" />;
  return (
    <PaymentStep
      mode={mode}
      terms={terms}
      keptDevice={wizard.delivery !== null && isKeptDevice(wizard.delivery)}
      onPaid={(result) => {
        setPayment(result);
        void router.push(WIZARD_STEP_ROUTES.complete);
      }}
    />
  );
}
