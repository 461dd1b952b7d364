import type { DiagnosisInfo } from "@evsafe/contract";
import { Button } from "@/shared/ui/button";
import { useImpossibleDiagnosis, type RunDiagnosis } from "../api";

/**
 * The prompt to run a diagnosis: continue one in progress, start a new one, or say why it cannot run yet
 * (no vehicle, device not installed, not enough days of data).
 */
export function RunDiagnosisPanel({ info, runner }: { info: DiagnosisInfo; runner: RunDiagnosis }) {
  const { impossible } = useImpossibleDiagnosis(!info.canDiagnose);
  const { state } = runner;
  const running = state.phase === "running";

  if (!info.canDiagnose) {
    return (
      <section aria-labelledby="run-title" className="rounded-2xl bg-gray-50 p-5" data-testid="diagnosis-impossible">
        <h2 id="run-title" className="text-base font-bold text-gray-900">
          지금은 진단할 수 없어요
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-gray-600">{impossible?.reason ?? info.message}</p>
        {impossible && impossible.requiredDays > 0 && (
          <p className="mt-2 text-sm text-gray-700">
            최근 30일 데이터 <strong>{impossible.dataDays}일</strong> / 필요 {impossible.requiredDays}일
          </p>
        )}
      </section>
    );
  }

  const resume = info.inProgress;
  const title = resume
    ? "진행 중인 진단이 있어요"
    : !info.hasDiagnosis
      ? "첫 배터리 진단을 받아 보세요"
      : info.recommendNew
        ? "새로 진단해 보세요"
        : "최신 데이터로 다시 진단할 수 있어요";
  const action = resume ? "이어서 진단하기" : "진단 시작하기";
  const onRun = () => void runner.run(resume ? { diagnosisId: resume.diagnosisId, fromStep: resume.currentStep + 1 } : {});

  return (
    <section aria-labelledby="run-title" className="rounded-2xl border border-gray-200 p-5" data-testid="diagnosis-prompt">
      <h2 id="run-title" className="text-base font-bold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-gray-600">
        {(!info.latest || resume) && `${info.message} `}배터리 상태, 효율, 사용성 세 가지를 최근 30일 데이터로 4단계에 걸쳐 점검해요.
      </p>
      <div aria-live="polite" className="mt-3 text-sm">
        {running && (
          <p role="status" className="font-semibold text-brand-700">
            진단 중… {state.step}/{state.total}단계
          </p>
        )}
        {state.phase === "failed" && state.message && <p className="text-red-700">{state.message}</p>}
      </div>
      <Button className="mt-3 w-full" onClick={onRun} disabled={running} aria-busy={running}>
        {running ? "진단하는 중" : action}
      </Button>
    </section>
  );
}
