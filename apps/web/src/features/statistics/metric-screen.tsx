import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { useServiceStatus } from "@/session-frame/api";
import { LoadingState } from "@/shared/ui/states";
import { DetailSkeleton } from "./components/skeletons";
import type { MetricPageProps } from "./props";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

const MetricDetail = dynamic(() => import("./components/metric-detail").then((m) => m.MetricDetail), {
  loading: () => (
    <LoadingState label="지표를 불러오는 중입니다">
      <DetailSkeleton />
    </LoadingState>
  ),
});

/** /statistics/{metric}?date=: one metric's day, its 30 days on its bands, its thresholds and what to do. */
export function MetricScreen({ metric, name, date, notice, asked }: MetricPageProps) {
  return (
    <AppScreen title={name} tab="safetyIndex" back={<BackButton fallback={ROUTES.statistics} />}>
      <ServiceGate skeleton={<DetailSkeleton />}>
        {() => <MetricDetail key={metric} metric={metric} date={date} notice={notice} asked={asked} />}
      </ServiceGate>
      {/* After an ended service: the paid period's day (docs/service-life.md "After expiry"). */}
      {useServiceStatus().data?.isExpired && (
        <MetricDetail key={metric} metric={metric} date={date} notice={notice} asked={asked} afterEnd />
      )}
    </AppScreen>
  );
}
