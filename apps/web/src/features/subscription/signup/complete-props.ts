import { api } from "@/shared/api-client";
import { SSR_API_BUDGET_MS } from "@/session-frame/server";
import { withWizardEntry } from "./wizard-entry";

/** One service term, without its text (the step links to the term's page). */
export interface ServiceTerm {
  agreeId: number;
  termsCd: string;
  title: string;
  required: boolean;
}

export interface CompleteStepProps extends Record<string, unknown> {
  /** null when the API could not be read: the step offers to try again. */
  terms: ServiceTerm[] | null;
}

/** The terms of `common/agree-list/service/signup` for a page's server render; null when the API could not be read. */
export async function loadServiceTerms(): Promise<ServiceTerm[] | null> {
  try {
    const list = await api("getAgreeListServiceSignup", { token: null, timeoutMs: SSR_API_BUDGET_MS });
    return list.map(({ agreeId, termsCd, title, required }) => ({ agreeId, termsCd, title, required }));
  } catch {
    return null;
  }
}

/** /service/signup/complete: the terms in the server's HTML (step 3 showed them first; B2B has no step 3). */
export const getCompleteStepProps = withWizardEntry<CompleteStepProps>(async () => ({ terms: await loadServiceTerms() }));
