import type { Terms } from "@evsafe/contract";
import { store } from "@/auth/client/session-store";
import { api } from "@/shared/api-client";
import { ROUTES } from "@/shared/routes";
import { findLocationTerm, wasLocationOnboardingShown } from "./location-terms";

export interface AfterSignInDeps {
  /** `common/agree-list` with the new session's token: each term carries this account's answer. */
  readTerms: () => Promise<Terms[]>;
  /** The signed-in account's id (the session's `sub`), or null when the session is not known yet. */
  userId: () => string | null;
  wasShown: (userId: string) => boolean;
}

const defaultDeps: AfterSignInDeps = {
  readTerms: () => api("getAgreeList"),
  userId: () => store.session?.sub || null,
  wasShown: wasLocationOnboardingShown,
};

/**
 * Where a sign-in goes: the location onboarding when the account has not consented to the location terms and this
 * device has not shown it the onboarding yet, else `target`. Any doubt (no session yet, the terms cannot be read)
 * goes to `target`: the check never stands between a driver and the app.
 */
export async function afterSignInTarget(target: string, deps: AfterSignInDeps = defaultDeps): Promise<string> {
  const userId = deps.userId();
  if (!userId || deps.wasShown(userId)) return target;
  try {
    const term = findLocationTerm(await deps.readTerms());
    return term && term.agreed !== true ? ROUTES.locationOnboarding : target;
  } catch {
    return target;
  }
}
