import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import { StepLabel } from "./step-label";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

// The step (the wizard's state, the catalogue pickers, the plate checks) loads after the page (first-load JS).
const VehicleStep = dynamic(() => import("./forms/vehicle-form").then((m) => m.VehicleStep), {
  loading: () => <Skeleton className="h-96" />,
});

/** /service/signup/vehicle: step 1 of the service sign-up (docs/subscription.md), the car the OBD device goes into. */
export function VehicleStepScreen() {
  return (
    <AppScreen title="서비스 가입 · 차량 정보" tab="menu" back={<BackButton fallback={ROUTES.service} />}>
      <StepLabel step="vehicle" />
      <p className="text-sm leading-relaxed text-gray-700">
        배터리를 지켜볼 차량을 골라 주세요. 차종에 맞춰 OBD 단말기와 진단 기준이 정해져요.
      </p>
      <VehicleStep />
    </AppScreen>
  );
}
