import { DIAGNOSIS_STEP } from "@evsafe/contract/constants/diagnosis";
import { ROUTES } from "@/shared/routes";

/**
 * Where the member is in /diagnosis, read from the address: every screen of the journey is a history entry of the
 * one route, so back and reload never lose a finished step (docs/diagnosis.md "The diagnosis journey").
 *
 * - `/diagnosis` the intro (step 0) with the latest result
 * - `/diagnosis?step=2&id=57` step 2 of diagnosis 57 (no id: the one in progress, from max-id)
 * - `/diagnosis?step=result&id=57` the result of diagnosis 57 (no id: the newest)
 * - `/diagnosis?view=history` the history
 */
export type DiagnosisView =
  { kind: "intro" } | { kind: "step"; step: number; id: number | null } | { kind: "result"; id: number | null } | { kind: "history" };

type Query = Record<string, string | string[] | undefined>;

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A positive whole number from the address, or null. */
function idOf(value: string | string[] | undefined): number | null {
  const text = single(value);
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function viewOf(query: Query): DiagnosisView {
  if (single(query.view) === "history") return { kind: "history" };
  const step = single(query.step);
  if (step === "result") return { kind: "result", id: idOf(query.id) };
  const n = Number(step);
  if (step && Number.isInteger(n) && n >= DIAGNOSIS_STEP.FIRST && n <= DIAGNOSIS_STEP.LAST)
    return { kind: "step", step: n, id: idOf(query.id) };
  return { kind: "intro" };
}

/** The address of a view (the inverse of `viewOf`). */
export function diagnosisHref(view: DiagnosisView): string {
  switch (view.kind) {
    case "intro":
      return ROUTES.diagnosis;
    case "history":
      return `${ROUTES.diagnosis}?view=history`;
    case "result":
      return `${ROUTES.diagnosis}?step=result${view.id ? `&id=${view.id}` : ""}`;
    case "step":
      return `${ROUTES.diagnosis}?step=${view.step}${view.id ? `&id=${view.id}` : ""}`;
  }
}

/** A key that changes when the screen does (the heading takes focus then). */
export const viewKey = (view: DiagnosisView) => diagnosisHref(view);
