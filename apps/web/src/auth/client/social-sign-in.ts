import type { SignInResponse } from "./actions";
import type { SocialProvider } from "@evsafe/contract";
import { authErrorMessage } from "../errors";
import { saveOauthSignupProfile, type SocialProfile } from "./oauth-signup-handoff";

/** SPEC §2: an unknown social account continues its sign-up here, carrying the profile. */
export const OAUTH_SIGNUP_PATH = "/signup/oauth/complete";

export interface SocialSignInDeps {
  /** The shell's social sign-in: `bridge.request("auth.social", { provider })`. */
  requestSocial: (provider: SocialProvider) => Promise<SocialProfile>;
  /** `POST auth/oauth/exist {provider, sub}` → is this account linked to a member? */
  isLinked: (provider: SocialProvider, sub: string) => Promise<boolean>;
  /** next-auth's `signIn` (credentials-type social provider). */
  signIn: (
    provider: SocialProvider,
    options: { oauthKey: string; redirect: false; callbackUrl: string },
  ) => Promise<SignInResponse | undefined>;
  /** Korean text for a failed bridge call, null when there is nothing to say (the user cancelled). */
  bridgeErrorMessage: (err: unknown) => string | null | Promise<string | null>;
}

export type SocialSignInResult =
  | { kind: "signed-in" }
  /** Unknown account: the profile is handed off (auth/oauth-signup-handoff.ts); go to OAUTH_SIGNUP_PATH. */
  | { kind: "signup"; profile: SocialProfile }
  | { kind: "cancelled" }
  | { kind: "error"; message: string };

const FALLBACK = "소셜 로그인을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.";

/**
 * Social sign-in inside the app shell: bridge `auth.social` → `auth/oauth/exist` → linked: next-auth
 * `signIn(provider, {oauthKey})` (the server calls `oauth/login`); not linked: hand the profile to sign-up.
 * The caller checks the bridge first (outside the shell the user is told it works only in the mobile app).
 */
export async function socialSignIn(provider: SocialProvider, callbackUrl: string, deps: SocialSignInDeps): Promise<SocialSignInResult> {
  let profile: SocialProfile;
  try {
    profile = await deps.requestSocial(provider);
  } catch (err) {
    const message = await deps.bridgeErrorMessage(err);
    return message ? { kind: "error", message } : { kind: "cancelled" };
  }
  let linked: boolean;
  try {
    linked = await deps.isLinked(provider, profile.sub);
  } catch (err) {
    return { kind: "error", message: err instanceof Error && err.message ? err.message : FALLBACK };
  }
  if (!linked) {
    saveOauthSignupProfile(profile);
    return { kind: "signup", profile };
  }
  const res = await deps.signIn(provider, { oauthKey: profile.oauthKey, redirect: false, callbackUrl });
  if (res?.ok && !res.error) return { kind: "signed-in" };
  // Linked a moment ago but not any more (withdrawn in between): sign-up is the way forward.
  if (res?.error === "AccountNotLinkedError") {
    saveOauthSignupProfile(profile);
    return { kind: "signup", profile };
  }
  return { kind: "error", message: authErrorMessage(res?.error ?? "Default") ?? FALLBACK };
}
