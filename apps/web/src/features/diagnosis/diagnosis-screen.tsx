import { AppScreen, ServiceGate } from "@/session-frame";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
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
  const diagnosis = useDiagnosisInfo();
  const runner = useRunDiagnosis(diagnosis.retry);
  return (
    <AsyncContent
      state={diagnosis}
      skeleton={<DiagnosisSkeleton />}
      loadingLabel="진단 정보를 불러오는 중입니다"
      errorTitle="진단 정보를 불러오지 못했어요"
    >
      {(info) => (
        <>
          {info.latest && <LatestDiagnosis latest={info.latest} />}
          <RunDiagnosisPanel info={info} runner={runner} />
        </>
      )}
    </AsyncContent>
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
