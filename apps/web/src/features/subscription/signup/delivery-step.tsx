import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { useScreenData } from "@/shared/screen-data";
import { Skeleton } from "@/shared/ui/states";
import { useWizardStep } from "./use-wizard-step";
import { nextStep, setDelivery, WIZARD_STEP_ROUTES } from "./wizard";

// The form (react-hook-form, the contract's schema, the postcode search) loads on its own.
const DeliveryForm = dynamic(() => import("./forms/delivery-form").then((m) => m.DeliveryForm), {
  loading: () => <Skeleton className="h-[32rem]" />,
});

/**
 * Step 2 of the service sign-up (docs/subscription.md): where the OBD device goes. The profile prefills it; a profile
 * that cannot be read leaves the fields empty rather than holding the step up.
 */
export function DeliveryStep() {
  const router = useRouter();
  const wizard = useWizardStep("delivery");
  const profile = useScreenData("getMyProfile");
  const ready = wizard !== null && (profile.data !== undefined || profile.error !== undefined);
  if (!ready) return <Skeleton className="h-[32rem]" />;
  return (
    <DeliveryForm
      initial={wizard.delivery}
      profile={profile.data ?? null}
      onDone={(delivery) => {
        setDelivery(delivery);
        return router.push(WIZARD_STEP_ROUTES[nextStep("delivery")]);
      }}
    />
  );
}
