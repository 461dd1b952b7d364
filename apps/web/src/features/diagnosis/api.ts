import { useState } from "react";
import { DIAGNOSIS_STEP } from "@evsafe/contract/constants/diagnosis";
import type { DiagnosisStepResult, Result, calls } from "@evsafe/contract";
import { useApi } from "@/shared/fetcher";
import { useScreenData } from "@/shared/screen-data";

export type DiagnosisImpossible = Result<(typeof calls)["isImpossibleDiagnosis"]>;

/** GET main/diagnosis-info: the latest diagnosis, one in progress, and whether a new one can run. */
export const useDiagnosisInfo = () => useScreenData("getMainDiagnosisInfo");

/** GET safe-diagnosis/is-impossible-diagnosis, only when a diagnosis cannot run: why, and days of data so far. */
export function useImpossibleDiagnosis(enabled: boolean): { impossible: DiagnosisImpossible | undefined } {
  const { data } = useApi("isImpossibleDiagnosis", enabled ? {} : null);
  return { impossible: data };
}

/** A new diagnosis is `new` at step 1; later steps name the diagnosis (SPEC §7 safe-diagnosis/do/{a}/{b}). */
export const NEW_DIAGNOSIS = "new";

export type RunState = { phase: "idle" } | { phase: "running"; step: number; total: number } | { phase: "failed"; message: string | null };

export interface RunDiagnosis {
  state: RunState;
  /** Runs steps `fromStep`…4 of diagnosis `diagnosisId` (or a new one), then `onDone(result)`. */
  run: (opts: { diagnosisId?: number; fromStep?: number }) => Promise<void>;
}

type DoStep = (name: "doDiagnosisStep", opts: { params: { a: string; b: number } }) => Promise<DiagnosisStepResult>;

/**
 * The diagnosis itself: steps 1–4 one after the other (each judges one group of metrics on the server), with the
 * step in progress for the screen. A failure goes through the error policy (it is a user action); the screen
 * only shows a quiet line when the policy already showed a dialog.
 */
/** The api-client loads with the first step, not with the page (first-load JS). */
const loadClient = () => import("@/shared/api-client");
const doStepWithPolicy: DoStep = async (name, opts) => (await loadClient()).callWithPolicy(name, opts);

export function useRunDiagnosis(onDone: () => void, call: DoStep = doStepWithPolicy): RunDiagnosis {
  const [state, setState] = useState<RunState>({ phase: "idle" });
  const total = DIAGNOSIS_STEP.LAST;
  const run: RunDiagnosis["run"] = async ({ diagnosisId, fromStep = DIAGNOSIS_STEP.FIRST }) => {
    let id: string = diagnosisId === undefined ? NEW_DIAGNOSIS : String(diagnosisId);
    try {
      for (let step = fromStep; step <= total; step += 1) {
        setState({ phase: "running", step, total });
        const result = await call("doDiagnosisStep", { params: { a: id, b: step } });
        id = String(result.diagnosisId);
      }
      setState({ phase: "idle" });
      onDone();
    } catch (error) {
      const handled = (await loadClient()).isHandledByPolicy(error);
      setState({ phase: "failed", message: handled ? null : "진단을 완료하지 못했어요. 잠시 후 다시 시도해 주세요." });
    }
  };
  return { state, run };
}
