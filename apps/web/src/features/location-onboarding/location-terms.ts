import type { Terms } from "@evsafe/contract";
import { storage, STORAGE_KEYS } from "@/shared/storage";

/** The location-based service terms' code (the contract's TERMS_CD.LOCATION; kept here so the page stays zod-free, tested equal). */
export const LOCATION_TERMS_CD = "location-policy";

/** How many accounts this device remembers having shown the onboarding to (the oldest is forgotten first). */
export const REMEMBERED_ACCOUNTS_MAX = 20;

/** The location terms in effect in a terms list (`common/agree-list`), or null when there are none. */
export function findLocationTerm(terms: readonly Terms[]): Terms | null {
  return terms.find((t) => t.termsCd === LOCATION_TERMS_CD) ?? null;
}

function shownTo(): string[] {
  return storage.get(STORAGE_KEYS.locationOnboardingShown)?.split(",") ?? [];
}

/** True when this device has already shown the location onboarding to the account `userId`. */
export function wasLocationOnboardingShown(userId: string): boolean {
  return shownTo().includes(userId);
}

/** Remembers that the onboarding was shown to `userId`, so the next sign-in goes on as usual whatever the answer was. */
export function markLocationOnboardingShown(userId: string): void {
  const ids = [...shownTo().filter((id) => id !== userId), userId].slice(-REMEMBERED_ACCOUNTS_MAX);
  storage.set(STORAGE_KEYS.locationOnboardingShown, ids.join(","));
}
