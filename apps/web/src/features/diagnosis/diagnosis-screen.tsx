import { AppScreen, ServiceGate } from "@/session-frame";
import { ErrorState, LoadingState, Skeleton } from "@/shared/ui/states";
import { useDiagnosisInfo, useRunDiagnosis } from "./api";
import { LatestDiagnosis } from "./components/latest-diagnosis";
import { RunDiagnosisPanel } from "./components/run-diagnosis";

/** /diagnosis (SPEC §2): the service status, and in service the latest diagnosis or the prompt to run one. */
export function DiagnosisScreen() {
  return (
    <AppScreen title="안전 진단" tab="diagnosis">
      <ServiceGate skeleton={<DiagnosisSkeleton />}>{() => <DiagnosisContent />}</ServiceGate>
    </AppScreen>
  );
}

function DiagnosisContent() {
  const { info, error, isLoading, retry } = useDiagnosisInfo();
  const runner = useRunDiagnosis(retry);
  if (info) {
    return (
      <>
        {info.latest && <LatestDiagnosis latest={info.latest} />}
        <RunDiagnosisPanel info={info} runner={runner} />
      </>
    );
  }
  if (error && !isLoading) return <ErrorState title="진단 정보를 불러오지 못했어요" message={error.message} onRetry={retry} />;
  return (
    <LoadingState label="진단 정보를 불러오는 중입니다">
      <DiagnosisSkeleton />
    </LoadingState>
  );
}

function DiagnosisSkeleton() {
  return (
    <>
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </>
  );
}
