import { ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import { DIAGNOSIS_STEP } from "@evsafe/contract/constants/diagnosis";
import type { AlertSeverity, DiagnosisFinding, DiagnosisResult, DiagnosisStepResult, calls, Result } from "@evsafe/contract";

export type DiagnosisMaxId = Result<(typeof calls)["getDiagnosisMaxId"]>;

/**
 * Where a step address leads when it names no diagnosis, or names a step the API would refuse (skipping ahead):
 * the diagnosis in progress (max-id), at the requested step if it is done or next, else at its next step. Null
 * when nothing is in progress (the newest is completed, or there is none): back to the intro.
 */
export function resumeTarget(max: DiagnosisMaxId | undefined, requestedStep: number): { id: number; step: number } | null {
  if (!max || max.diagnosisId === null || max.status !== "IN_PROGRESS" || max.currentStep === null) return null;
  const next = Math.min(max.currentStep + 1, DIAGNOSIS_STEP.LAST);
  return { id: max.diagnosisId, step: Math.min(Math.max(requestedStep, DIAGNOSIS_STEP.FIRST), next) };
}

/** The step to continue a diagnosis in progress from (main/diagnosis-info's inProgress). */
export const continueStep = (inProgress: { currentStep: number }) => Math.min(inProgress.currentStep + 1, DIAGNOSIS_STEP.LAST);

/** Severity order for sorting: serious (04) first, a metric without data (null) last. */
const rank = (severity: AlertSeverity | null) => (severity ? Number(severity) : 0);

/** Findings worst first (04 → 01, then those without a verdict), keeping the API's order among equals. */
export function worstFirst<T extends { severity: AlertSeverity | null }>(findings: readonly T[]): T[] {
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(b.f.severity) - rank(a.f.severity) || a.i - b.i)
    .map(({ f }) => f);
}

/** What a finding's level means for the driver, in a few words beside its label (colour is never the only signal). */
export function severityVerdict(severity: AlertSeverity | null): { label: string; verdict: string } {
  switch (severity) {
    case "04":
      return { label: ALERT_SEVERITY_LABEL["04"], verdict: "바로 점검이 필요해요" };
    case "03":
      return { label: ALERT_SEVERITY_LABEL["03"], verdict: "점검을 받아 보세요" };
    case "02":
      return { label: ALERT_SEVERITY_LABEL["02"], verdict: "지켜봐야 해요" };
    case "01":
      return { label: ALERT_SEVERITY_LABEL["01"], verdict: "문제없어요" };
    default:
      return { label: "판정 보류", verdict: "데이터가 부족해 판정하지 못했어요" };
  }
}

/** Every finding of a result with the name of its diagnosis type, worst first. */
export function resultFindings(result: Pick<DiagnosisResult, "types">): (DiagnosisFinding & { typeName: string })[] {
  return worstFirst(result.types.flatMap((t) => t.findings.map((f) => ({ ...f, typeName: t.diagnosisTypeNm }))));
}

// ------------------------------------------------------------------------------------------------ running steps

type DoStep = (name: "doDiagnosisStep", opts: { params: { a: string; b: number } }) => Promise<DiagnosisStepResult>;

/** The api-client loads with the first step, not with the page (first-load JS). */
const loadClient = () => import("@/shared/api-client");
const doStepWithPolicy: DoStep = async (name, opts) => (await loadClient()).callWithPolicy(name, opts);

/** A new diagnosis is `new` at step 1; later steps name the diagnosis (SPEC §7 safe-diagnosis/do/{a}/{b}). */
export const NEW_DIAGNOSIS = "new";

/**
 * The steps answered in this tab, by `id/step`, and the calls in flight: a step shown again (back, or a screen
 * mounted twice) reads its answer from here instead of asking the API again, and one call never goes out twice.
 */
const answers = new Map<string, DiagnosisStepResult>();
const inFlight = new Map<string, Promise<DiagnosisStepResult>>();
const stepKey = (id: number | typeof NEW_DIAGNOSIS, step: number) => `${id}/${step}`;

export const answeredStep = (id: number, step: number) => answers.get(stepKey(id, step));

/** Runs (or reads back: the API answers a finished step from what it stored) one step through the error policy. */
export function runStep(id: number | typeof NEW_DIAGNOSIS, step: number, call: DoStep = doStepWithPolicy): Promise<DiagnosisStepResult> {
  const key = stepKey(id, step);
  const running = inFlight.get(key);
  if (running) return running;
  const promise = call("doDiagnosisStep", { params: { a: String(id), b: step } })
    .then((answer) => {
      answers.set(stepKey(answer.diagnosisId, step), answer);
      return answer;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/**
 * The new diagnosis the intro's button started: step 1 shows it running. Only that button starts one, so a reload
 * or a back to a step never creates a diagnosis by itself.
 */
let started: Promise<DiagnosisStepResult> | null = null;

export function startDiagnosis(call?: DoStep): Promise<DiagnosisStepResult> {
  started = runStep(NEW_DIAGNOSIS, DIAGNOSIS_STEP.FIRST, call);
  return started;
}

/** The diagnosis the intro's button started, until step 1's address names it (null after a reload). */
export const currentStart = () => started;

/** Step 1's address now names the started diagnosis. */
export function clearStart() {
  started = null;
}

/** Forgets this tab's answers (tests). */
export function resetSteps() {
  answers.clear();
  inFlight.clear();
  started = null;
}

/** Whether an error is already shown by the error policy (a dialog): the step then only offers 재시도. */
export async function isHandledByPolicy(error: unknown) {
  return (await loadClient()).isHandledByPolicy(error);
}
