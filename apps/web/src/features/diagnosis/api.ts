import { useCallback, useEffect, useState } from "react";
import type { DiagnosisStepResult, Query, Result, calls } from "@evsafe/contract";
import { useApi } from "@/shared/fetcher";
import { useScreenData } from "@/shared/screen-data";
import type { PrefetchCall } from "@/session-frame/server";
import { answeredStep, currentStart, isHandledByPolicy, NEW_DIAGNOSIS, runStep, startDiagnosis } from "./wizard";

/** The intro's two reads, prefetched by /diagnosis (the other views read when opened). */
export const diagnosisReads = ["getMainDiagnosisInfo", "getDiagnosisItems"] as const satisfies readonly PrefetchCall[];

export type DiagnosisImpossible = Result<(typeof calls)["isImpossibleDiagnosis"]>;

/** Reads whose answer does not change while the member looks at it: no revalidation on focus or reconnect. */
const STILL = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false } as const;

/** GET main/diagnosis-info: the latest diagnosis, one in progress, and whether a new one can run. */
export const useDiagnosisInfo = () => useScreenData("getMainDiagnosisInfo");

/** GET safe-diagnosis/item: the three types, steps 1–4 and their metrics, the window (fixed texts of the API). */
export const useDiagnosisItems = () => useScreenData("getDiagnosisItems", {}, STILL);

/** GET safe-diagnosis/is-impossible-diagnosis, only when a diagnosis cannot run: why, and days of data so far. */
export function useImpossibleDiagnosis(enabled: boolean): { impossible: DiagnosisImpossible | undefined } {
  const { data } = useApi("isImpossibleDiagnosis", enabled ? {} : null);
  return { impossible: data };
}

/** GET safe-diagnosis/max-id, when a step address names no diagnosis (or one the API refused): which is in progress. */
export const useDiagnosisMaxId = (enabled: boolean) => useScreenData("getDiagnosisMaxId", enabled ? {} : null, STILL);

/** GET safe-diagnosis/result: diagnosis `id` (a past one, or the one just finished), or the newest without it. */
export const useDiagnosisResult = (id: number | null) => useScreenData("getDiagnosisResult", id ? { query: { id } } : {}, STILL);

/**
 * For the newest result (no id): GET safe-diagnosis/is-diagnosed (a completed diagnosis exists, so `result` will not
 * answer 404) and is-completed (false while a newer diagnosis is still in progress).
 */
export function useNewestResultState(enabled: boolean) {
  const diagnosed = useApi("isDiagnosed", enabled ? {} : null, STILL);
  const completed = useApi("isDiagnosisCompleted", enabled ? {} : null, STILL);
  return { diagnosed: diagnosed.data?.result, completed: completed.data?.result, error: diagnosed.error };
}

/** GET diagnosis-history over the API's longest range (five years up to today, KST); null when there is none. */
export function useDiagnosisHistory(today: string) {
  return useScreenData("getDiagnosisHistory", { query: { startDate: yearsBefore(today, 5), endDate: today } });
}

/** `YYYY-MM-DD` `years` years before `day`, plus a day (the API allows at most 5 × 366 days). */
export function yearsBefore(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export type StepState =
  | { phase: "running" }
  | { phase: "done"; answer: DiagnosisStepResult }
  /** `message` is null when the error policy already showed a dialog; `code` is the API's. */
  | { phase: "failed"; message: string | null; code: string | null; status: number | null };

/**
 * One wizard step of diagnosis `id` (or of the diagnosis the intro just started, `new`: only mounted while
 * `currentStart()` holds it): its answer from this tab
 * when it was answered already, else the API's (`safe-diagnosis/do/{id}/{step}` runs it, or reads back a finished
 * one without judging again). `retry` runs it again after a failure (the 재시도 button).
 */
export function useDiagnosisStep(id: number | typeof NEW_DIAGNOSIS, step: number): { state: StepState; retry: () => void } {
  const cached = id === NEW_DIAGNOSIS ? undefined : answeredStep(id, step);
  const [state, setState] = useState<StepState>(cached ? { phase: "done", answer: cached } : { phase: "running" });
  const settle = useCallback((call: Promise<DiagnosisStepResult>, live: () => boolean = () => true) => {
    call.then(
      (answer) => live() && setState({ phase: "done", answer }),
      async (error: unknown) => {
        const handled = await isHandledByPolicy(error);
        const e = error as { code?: string; status?: number; message?: string };
        if (!live()) return;
        setState({
          phase: "failed",
          message: handled ? null : (e.message ?? "이 단계를 마치지 못했어요. 잠시 후 다시 시도해 주세요."),
          code: e.code ?? null,
          status: e.status ?? null,
        });
      },
    );
  }, []);
  useEffect(() => {
    if (id !== NEW_DIAGNOSIS && answeredStep(id, step)) return;
    let live = true;
    // The intro's 진단 시작하기 sent step 1 of the new diagnosis already: follow that call.
    settle(id === NEW_DIAGNOSIS ? (currentStart() ?? startDiagnosis()) : runStep(id, step), () => live);
    return () => {
      live = false;
    };
  }, [id, step, settle]);
  const retry = () => {
    setState({ phase: "running" });
    settle(id === NEW_DIAGNOSIS ? startDiagnosis() : runStep(id, step));
  };
  return { state, retry };
}

/** The trial diagnosis' result for the visitor's answers. */
export const useTrialResult = (query: Query<(typeof calls)["getMockDiagnosisResult"]>) =>
  useScreenData("getMockDiagnosisResult", { query });
