import type { SocialProvider } from "@evsafe/contract";

/** What the native shell's social sign-in returned (bridge `auth.social`). */
export interface SocialProfile {
  provider: SocialProvider;
  sub: string;
  name?: string | null;
  email?: string | null;
  oauthKey: string;
}

/** The profile without the provider's key: what survives a reload. */
export type StoredSocialProfile = Omit<SocialProfile, "oauthKey"> & { oauthKey?: string };

/** Per-tab key (sessionStorage) for the profile of an unknown social account on its way to /signup/oauth/complete. */
export const OAUTH_SIGNUP_PROFILE_KEY = "evsafe.oauthSignupProfile";
/** The hand-off is stale after this long (the provider's key expires within minutes anyway). */
export const OAUTH_SIGNUP_HANDOFF_TTL_MS = 10 * 60 * 1000;

let inMemory: { profile: SocialProfile; at: number } | null = null;

/**
 * Carries an unknown social account's profile to `/signup/oauth/complete` (client-side navigation).
 * - In memory: the whole profile including `oauthKey` (the sign-up call needs it). Never in the URL, never in
 *   localStorage.
 * - In this tab's sessionStorage: the profile WITHOUT `oauthKey`, so a reload still shows who is signing up;
 *   the sign-up screen then asks the shell for a fresh key (bridge `auth.social`) before submitting.
 */
export function saveOauthSignupProfile(profile: SocialProfile, now: number = Date.now()): void {
  inMemory = { profile, at: now };
  try {
    const { oauthKey: _key, ...rest } = profile;
    window.sessionStorage.setItem(OAUTH_SIGNUP_PROFILE_KEY, JSON.stringify({ ...rest, at: now }));
  } catch {
    // storage refused: memory still carries it for this page
  }
}

/** The handed-off profile (with `oauthKey` only if this page load received it), or null when absent or stale. */
export function readOauthSignupProfile(now: number = Date.now()): StoredSocialProfile | null {
  if (inMemory && now - inMemory.at < OAUTH_SIGNUP_HANDOFF_TTL_MS) return inMemory.profile;
  try {
    const raw = window.sessionStorage.getItem(OAUTH_SIGNUP_PROFILE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredSocialProfile> & { at?: number };
    if (typeof v.at !== "number" || now - v.at >= OAUTH_SIGNUP_HANDOFF_TTL_MS) return null;
    if (typeof v.provider !== "string" || typeof v.sub !== "string") return null;
    return { provider: v.provider, sub: v.sub, name: v.name ?? null, email: v.email ?? null };
  } catch {
    return null;
  }
}

export function clearOauthSignupProfile(): void {
  inMemory = null;
  try {
    window.sessionStorage.removeItem(OAUTH_SIGNUP_PROFILE_KEY);
  } catch {
    // nothing stored
  }
}
