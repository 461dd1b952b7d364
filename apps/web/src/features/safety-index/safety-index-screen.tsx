import { AppScreen, ServiceGate } from "@/session-frame";
import { ErrorState, LoadingState, Skeleton } from "@/shared/ui/states";
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
  const { score, error, isLoading, retry } = useResultScore();
  if (score) return <ScoreBreakdown score={score} />;
  if (error && !isLoading) return <ErrorState title="안전 지수를 불러오지 못했어요" message={error.message} onRetry={retry} />;
  return (
    <LoadingState label="안전 지수를 불러오는 중입니다">
      <IndexSkeleton />
    </LoadingState>
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
