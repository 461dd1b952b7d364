import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import { StepLabel } from "./step-label";
import type { CompleteStepProps } from "./complete-props";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

// The step (the wizard's state, the terms form, the sign-up) loads after the page: first-load JS stays within the budget.
const CompleteStep = dynamic(() => import("./forms/complete-form").then((m) => m.CompleteStep), {
  loading: () => <Skeleton className="h-96" />,
});

/** /service/signup/complete: step 4 of the service sign-up (docs/subscription.md). */
export function CompleteStepScreen(props: CompleteStepProps) {
  return (
    <AppScreen title="서비스 가입 · 약관 동의" tab="menu" back={<BackButton fallback={ROUTES.service} />}>
      <StepLabel step="complete" />
      <CompleteStep {...props} />
    </AppScreen>
  );
}
