import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import { StepLabel } from "./step-label";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

// The step (the wizard's state, the profile, the form) loads after the page: first-load JS stays within the budget.
const DeliveryStep = dynamic(() => import("./delivery-step").then((m) => m.DeliveryStep), {
  loading: () => <Skeleton className="h-[32rem]" />,
});

/** /service/signup/delivery: step 2 of the service sign-up (docs/subscription.md), where the OBD device goes. */
export function DeliveryStepScreen() {
  return (
    <AppScreen title="서비스 가입 · 단말기 배송지" tab="menu" back={<BackButton fallback={ROUTES.serviceSignUpVehicle} />}>
      <StepLabel step="delivery" />
      <p className="text-sm leading-relaxed text-gray-700">
        차량에 꽂을 OBD 단말기를 보내 드릴 곳을 알려 주세요. 가입이 끝나면 단말기를 보내 드리고, 배송 상황은 홈 화면에서 볼 수 있어요.
      </p>
      <DeliveryStep />
    </AppScreen>
  );
}
