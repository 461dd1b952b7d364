import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

/** Everything under the status loads as its own chunk (rendered on the server too). */
const DrivingContent = dynamic(() => import("./components/driving-content").then((m) => m.DrivingContent), {
  loading: () => <DrivingSkeleton />,
});

/**
 * /driving: in service, the driving and charging figures of a week, month or year, the charging coaching, the
 * battery's latest figures, its daily figures over a chosen range and the battery care tips; otherwise the service
 * status's next step. `serverToday` is the server's KST day, used until the phone's own is known.
 */
export function DrivingScreen({ serverToday }: { serverToday?: string }) {
  return (
    <AppScreen title="주행·충전" tab="home" back={<BackButton fallback={ROUTES.home} />}>
      <ServiceGate skeleton={<DrivingSkeleton />}>{() => <DrivingContent serverToday={serverToday} />}</ServiceGate>
    </AppScreen>
  );
}

function DrivingSkeleton() {
  return (
    <>
      <Skeleton className="h-11" />
      <Skeleton className="h-40" />
      <Skeleton className="h-56" />
    </>
  );
}
