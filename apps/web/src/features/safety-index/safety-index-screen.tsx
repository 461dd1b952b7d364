import { AppScreen, ServiceGate } from "@/session-frame";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useResultScore } from "./api";
import { ScoreBreakdown } from "./components/score-breakdown";

/** /safety-index (SPEC §2): the service status, and in service the safety score with its per-metric breakdown. */
export function SafetyIndexScreen() {
  return (
    <AppScreen title="안전 지수" tab="safetyIndex">
      <ServiceGate skeleton={<IndexSkeleton />}>{() => <SafetyIndexContent />}</ServiceGate>
    </AppScreen>
  );
}

function SafetyIndexContent() {
  return (
    <AsyncContent state={useResultScore()} skeleton={<IndexSkeleton />} loadingLabel="안전 지수를 불러오는 중입니다" errorTitle="안전 지수를 불러오지 못했어요">
      {(score) => <ScoreBreakdown score={score} />}
    </AsyncContent>
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
