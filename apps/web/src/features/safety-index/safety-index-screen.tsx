import dynamic from "next/dynamic";
import { ServiceScreen } from "@/session-frame/components/service-screen";
import { Skeleton } from "@/shared/ui/states";

/** Everything under the status loads as its own chunk (rendered on the server too). */
const SafetyIndexDetails = dynamic(() => import("./components/safety-index-details").then((m) => m.SafetyIndexDetails), {
  loading: () => <IndexSkeleton />,
});

/**
 * /safety-index (SPEC §2): the service status, and in service the safety score with its per-metric breakdown
 * (GET safe-data/sds/result-score, the latest day's), its 30-day and monthly history and how it is computed.
 */
export function SafetyIndexScreen() {
  return (
    <ServiceScreen
      title="안전 지수"
      tab="safetyIndex"
      call="getSdsResultScore"
      skeleton={<IndexSkeleton />}
      loadingLabel="안전 지수를 불러오는 중입니다"
      errorTitle="안전 지수를 불러오지 못했어요"
    >
      {(score) => <SafetyIndexDetails score={score} />}
    </ServiceScreen>
  );
}

function IndexSkeleton() {
  return (
    <>
      <Skeleton className="h-36" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </>
  );
}
