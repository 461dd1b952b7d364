import dynamic from "next/dynamic";
import { useActivityReport } from "@/domain/use-activity-report";
import { ServiceScreen } from "@/session-frame/components/service-screen";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { Skeleton } from "@/shared/ui/states";

/** The dashboard loads as its own chunk (rendered on the server too): /home's first-load JS stays the frame's. */
const MainInfoSummary = dynamic(() => import("./components/main-info-summary").then((m) => m.MainInfoSummary), {
  loading: () => <HomeSkeleton />,
});

/**
 * /home (SPEC §2): the user, the service status and its next step; in service, the battery summary of GET
 * main/info (vehicle, OBD state, SoC/SoH, range, safety score and unread alerts).
 */
export function HomeScreen() {
  useActivityReport({ screen: SESSION_ROUTES.home });
  return (
    <ServiceScreen
      title="홈"
      tab="home"
      call="getMainInfo"
      skeleton={<HomeSkeleton />}
      loadingLabel="배터리 정보를 불러오는 중입니다"
      errorTitle="배터리 정보를 불러오지 못했어요"
    >
      {(info) => <MainInfoSummary info={info} />}
    </ServiceScreen>
  );
}

function HomeSkeleton() {
  return (
    <>
      <Skeleton className="h-40" />
      <div className="grid grid-cols-3 gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-12" />
    </>
  );
}
