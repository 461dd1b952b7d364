import { useActivityReport } from "@/auth/use-activity-report";
import { AppScreen, ServiceGate, SESSION_ROUTES } from "@/session-frame";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useMainInfo } from "./api";
import { MainInfoSummary } from "./components/main-info-summary";

/** /home (SPEC §2): the user, the service status and its next step; in service, the battery summary of main/info. */
export function HomeScreen() {
  useActivityReport({ screen: SESSION_ROUTES.home });
  return (
    <AppScreen title="홈" tab="home">
      <ServiceGate skeleton={<HomeSkeleton />}>{() => <HomeContent />}</ServiceGate>
    </AppScreen>
  );
}

function HomeContent() {
  return (
    <AsyncContent state={useMainInfo()} skeleton={<HomeSkeleton />} loadingLabel="배터리 정보를 불러오는 중입니다" errorTitle="배터리 정보를 불러오지 못했어요">
      {(info) => <MainInfoSummary info={info} />}
    </AsyncContent>
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
