import { useRouter } from "next/router";
import type { ChecklistTerm } from "@/shared/form/terms-checklist";
import { Skeleton } from "@/shared/ui/states";
import { useWizardStep } from "../signup/use-wizard-step";
import { isKeptDevice, setPayment, wizardRedirect, WIZARD_STEP_ROUTES, type WizardProgress } from "../signup/wizard";
import { PaymentStep } from "./payment-step";
import type { PaymentWindowMode } from "./payment-window";

/**
 * Step 3 inside the wizard: opens once steps 1 and 2 are done; a settled payment or an accepted promotion key is handed
 * to the wizard and step 4 opens. Until the tab's wizard is read after mount, the server's view of it (`progress`, the
 * wizard's cookie) draws the step, so a hard load paints it with the HTML; the tab's own state then decides.
 */
export function PaymentWizardStep({
  mode,
  terms,
  progress = null,
}: {
  mode: PaymentWindowMode;
  terms: readonly ChecklistTerm[];
  progress?: WizardProgress | null;
}) {
  const router = useRouter();
  const wizard = useWizardStep("payment");
  const known = wizard ?? (progress && wizardRedirect("payment", progress) === null ? progress : null);
  if (!known) return <Skeleton className="h-96" />;
  const keptDevice = wizard ? wizard.delivery !== null && isKeptDevice(wizard.delivery) : progress?.delivery === "kept";
  return (
    <PaymentStep
      mode={mode}
      terms={terms}
      keptDevice={keptDevice}
      onPaid={(result) => {
        setPayment(result);
        void router.push(WIZARD_STEP_ROUTES.complete);
      }}
    />
  );
}
