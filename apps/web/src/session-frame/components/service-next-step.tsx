import { lazy } from "react";
import type { MyServiceStatus } from "@evsafe/contract";
import { AfterHydration } from "@/shared/after-hydration";
import { Skeleton } from "@/shared/ui/states";
import type { ServiceView } from "../service-view";

/** The panels of the states that are not "in use" load only when one is to be shown (first-load JS). */
const NextStepPanels = lazy(() => import("./next-step-panels"));

/** The clear next step for a subscription state that is not plain "in use"; nothing while in use. */
export function ServiceNextStep({ status, view }: { status: MyServiceStatus; view: ServiceView }) {
  if (view === "in-use") return null;
  return (
    <AfterHydration fallback={<Skeleton className="h-32" />}>
      <NextStepPanels status={status} view={view} />
    </AfterHydration>
  );
}
