import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

/** The tabs and lists load as their own chunk (rendered on the server too): the page's first-load JS stays the frame's. */
const AlertCentre = dynamic(() => import("./components/alert-centre").then((m) => m.AlertCentre), {
  loading: () => <AlertsSkeleton />,
});

/**
 * /alerts (알림): the safety alerts (GET alim) and the general ones (GET alim/general), newest first. Alerts are
 * `user` calls, so a member whose service ended still reads them (the expiry notice among them).
 */
export function AlertsScreen() {
  return (
    <AppScreen title="알림" tab="home" back={<BackButton fallback={ROUTES.home} />}>
      <AlertCentre />
    </AppScreen>
  );
}

function AlertsSkeleton() {
  return (
    <LoadingState label="알림을 불러오는 중입니다">
      <Skeleton className="h-12" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </LoadingState>
  );
}
