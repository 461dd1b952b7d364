import { useRouter } from "next/router";
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { DIAGNOSIS_STEP } from "@evsafe/contract/constants/diagnosis";
import type { DiagnosisItems } from "@evsafe/contract";
import { apiKey } from "@/shared/fetcher";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { useDiagnosisItems, useDiagnosisMaxId, useDiagnosisStep } from "../api";
import { FindingList, memberFinding } from "../components/finding-card";
import { HEADING_FOCUS, useHeadingFocus } from "../components/heading-focus";
import { StepProgress } from "../components/step-progress";
import { diagnosisHref, type DiagnosisView } from "../diagnosis-route";
import { clearStart, currentStart, NEW_DIAGNOSIS, resumeTarget, worstFirst } from "../wizard";

/** The API's answer to a step asked before the one before it was done (the address skipped ahead). */
const STEP_ORDER = "DIAGNOSIS_STEP_ORDER";

type Go = (view: DiagnosisView, how?: { replace?: boolean }) => void;

function useGo(): Go {
  const router = useRouter();
  return (view, how) => {
    const href = diagnosisHref(view);
    void (how?.replace ? router.replace(href, undefined, { shallow: true }) : router.push(href, undefined, { shallow: true }));
  };
}

/**
 * Steps 1–4: which step of four, what it checks (title, description and metrics from safe-diagnosis/item), the step
 * running, then what it found (worst first) and the way on. A step address without a diagnosis (a reload, a link)
 * continues the one in progress (max-id), or goes back to the intro when none is.
 */
export function StepView({ step, id, focusHeading }: { step: number; id: number | null; focusHeading: boolean }) {
  const started = id === null && step === DIAGNOSIS_STEP.FIRST ? currentStart() : null;
  if (id === null && !started) return <FindDiagnosis step={step} />;
  return <RunStep step={step} id={id ?? NEW_DIAGNOSIS} focusHeading={focusHeading} />;
}

/** No diagnosis in the address: the one in progress, at this step if it is done or next, else the intro. */
function FindDiagnosis({ step, refused = false }: { step: number; refused?: boolean }) {
  const maxId = useDiagnosisMaxId(true);
  const go = useGo();
  useEffect(() => {
    if (!maxId.data) return;
    const target = resumeTarget(maxId.data, step);
    go(target ? { kind: "step", ...target } : { kind: "intro" }, { replace: true });
    // `go` is a new function every render; the target depends on the answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maxId.data, step]);
  if (maxId.error && !maxId.isLoading)
    return (
      <section className="rounded-2xl bg-gray-50 p-5" role="alert">
        <p className="text-sm text-gray-800">진행 중인 진단을 찾지 못했어요.</p>
        <Button className="mt-3 w-full" variant="secondary" onClick={maxId.retry}>
          다시 시도
        </Button>
      </section>
    );
  return (
    <LoadingState label={refused ? "진행할 단계를 찾는 중입니다" : "진행 중인 진단을 찾는 중입니다"}>
      {<Skeleton className="h-64" />}
    </LoadingState>
  );
}

function RunStep({ step, id, focusHeading }: { step: number; id: number | typeof NEW_DIAGNOSIS; focusHeading: boolean }) {
  const items = useDiagnosisItems();
  const { state, retry } = useDiagnosisStep(id, step);
  const ref = useHeadingFocus<HTMLHeadingElement>(focusHeading);
  const go = useGo();
  const item = items.data?.steps.find((s) => s.step === step);

  // The new diagnosis has its number now: the address names it, so back and reload come back to this diagnosis.
  const answeredId = state.phase === "done" ? state.answer.diagnosisId : null;
  useEffect(() => {
    if (id !== NEW_DIAGNOSIS || answeredId === null) return;
    clearStart();
    go({ kind: "step", step, id: answeredId }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, answeredId, step]);

  // Step 4's answer carries the whole result: the result screen opens from it, and the intro's card is read again.
  const { mutate } = useSWRConfig();
  const result = state.phase === "done" ? state.answer.result : null;
  useEffect(() => {
    if (!result) return;
    void mutate(apiKey("getDiagnosisResult", { query: { id: result.diagnosisId } }), result, { revalidate: false });
    void mutate(apiKey("getMainDiagnosisInfo"));
  }, [result, mutate]);

  if (state.phase === "failed" && state.code === STEP_ORDER) return <FindDiagnosis step={step} refused />;

  const diagnosisId = state.phase === "done" ? state.answer.diagnosisId : id === NEW_DIAGNOSIS ? null : id;
  const last = step === DIAGNOSIS_STEP.LAST;
  return (
    <section aria-labelledby="step-title" className="flex flex-col gap-4" data-testid="diagnosis-step">
      <StepProgress step={step} typeName={item?.diagnosisTypeNm} />
      <div>
        <h2 id="step-title" ref={ref} tabIndex={-1} className={`text-lg font-bold text-gray-900 ${HEADING_FOCUS}`}>
          {item?.title ?? `${step}단계 점검`}
        </h2>
        {item ? <StepChecks item={item} /> : items.isLoading ? <Skeleton className="mt-2 h-24" /> : null}
      </div>

      <div aria-live="polite" className="flex flex-col gap-3">
        {state.phase === "running" && (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 text-sm font-semibold text-brand-700">
            <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            {step}단계를 점검하는 중입니다{item ? `: ${item.metrics.map((m) => m.name).join(", ")}` : ""}
          </p>
        )}
        {state.phase === "failed" && (
          <div className="rounded-xl bg-red-50 p-4 text-sm" data-testid="step-failed">
            <p className="font-semibold text-red-700">{step}단계 점검을 마치지 못했어요.</p>
            <p className="mt-1 leading-relaxed text-gray-800">
              {state.message ?? "연결이 고르지 않았을 수 있어요. 앞 단계의 결과는 저장되어 있으니 이 단계만 다시 하면 돼요."}
            </p>
          </div>
        )}
        {state.phase === "done" && (
          <>
            <h3 className="text-base font-bold text-gray-900">{step}단계 점검을 마쳤어요</h3>
            <FindingList findings={worstFirst(state.answer.findings).map(memberFinding)} headingLevel={4} />
          </>
        )}
      </div>

      <div className="flex flex-col gap-2">
        {state.phase === "failed" && <Button onClick={retry}>재시도</Button>}
        {state.phase === "done" && diagnosisId !== null && (
          <Button onClick={() => go(last ? { kind: "result", id: diagnosisId } : { kind: "step", step: step + 1, id: diagnosisId })}>
            {last ? "진단 결과 보기" : `다음 단계로 (${step + 1}/${DIAGNOSIS_STEP.LAST})`}
          </Button>
        )}
        {state.phase !== "running" && (
          <AppLink href={diagnosisHref({ kind: "intro" })} className={SECONDARY_LINK}>
            {state.phase === "done" && !last ? "나중에 이어서 하기" : "진단 처음 화면으로"}
          </AppLink>
        )}
      </div>
    </section>
  );
}

/** What the step checks, in words: its description and each metric with what it means. */
function StepChecks({ item }: { item: DiagnosisItems["steps"][number] }) {
  return (
    <>
      <p className="mt-1 text-sm leading-relaxed text-gray-700">{item.description}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {item.metrics.map((m) => (
          <li key={m.metric} className="rounded-xl bg-gray-50 p-3 text-sm">
            <p className="font-semibold text-gray-900">{m.name}</p>
            <p className="mt-0.5 leading-relaxed text-gray-700">{m.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
