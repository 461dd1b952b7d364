import { lazy, Suspense } from "react";
import type { MyServiceStatus } from "@evsafe/contract";
import { useHydrated } from "@/shared/use-hydrated";
import { Skeleton } from "@/shared/ui/states";
import type { ServiceView } from "../service-view";

/** The panels of the states that are not "in use" load only when one is to be shown (first-load JS). */
const NextStepPanels = lazy(() => import("./next-step-panels"));

/** The clear next step for a subscription state that is not plain "in use"; nothing while in use. */
export function ServiceNextStep({ status, view }: { status: MyServiceStatus; view: ServiceView }) {
  const hydrated = useHydrated();
  if (view === "in-use") return null;
  // Drawn in the browser (shared/use-hydrated.ts says why the server leaves lazy parts out).
  if (!hydrated) return <Skeleton className="h-32" />;
  return (
    <Suspense fallback={<Skeleton className="h-32" />}>
      <NextStepPanels status={status} view={view} />
    </Suspense>
  );
}
