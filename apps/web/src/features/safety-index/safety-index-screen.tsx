import { ServiceScreen } from "@/session-frame";
import { Skeleton } from "@/shared/ui/states";
import { ScoreBreakdown } from "./components/score-breakdown";

/**
 * /safety-index (SPEC §2): the service status, and in service the safety score with its per-metric breakdown
 * (GET safe-data/sds/result-score, the latest day's).
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
      {(score) => <ScoreBreakdown score={score} />}
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
