import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { useServiceStatus } from "@/session-frame/api";
import { LoadingState } from "@/shared/ui/states";
import { ListSkeleton } from "./components/skeletons";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

/** The list loads as its own chunk (rendered on the server too): the page is the frame and the service gate. */
const MetricList = dynamic(() => import("./components/metric-list").then((m) => m.MetricList), {
  loading: () => (
    <LoadingState label="배터리 지표를 불러오는 중입니다">
      <ListSkeleton />
    </LoadingState>
  ),
});

/** /statistics: the eight battery metrics, each with its latest value and level, then the driving figures' link. */
export function StatisticsScreen({ date }: { date: string }) {
  return (
    <AppScreen title="배터리 지표" tab="safetyIndex" back={<BackButton fallback={ROUTES.safetyIndex} />}>
      <ServiceGate skeleton={<ListSkeleton />}>{() => <MetricList date={date} />}</ServiceGate>
      {/* After an ended service: the paid period's metrics (docs/service-life.md "After expiry"). */}
      {useServiceStatus().data?.isExpired && <MetricList date={date} afterEnd />}
    </AppScreen>
  );
}
