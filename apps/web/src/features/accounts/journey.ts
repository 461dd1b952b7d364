import type { IdentityPurpose, IdentityVerificationResult } from "@evsafe/contract/account-rules";
import { ROUTES } from "@/shared/routes";

/**
 * The state of an account journey between its pages (docs/accounts.md "Journey state"): the terms ticks and the
 * identity verification, kept in this tab's sessionStorage so that the back button and a reload never lose a
 * finished step. sessionStorage ends with the tab and is never shared with another tab or site; the serviceToken
 * in it is single-use per purpose and lives 30 minutes, and it is dropped once expired or once the journey ends.
 * Never localStorage (shared/storage.ts keeps no token or personal data). Every function is total: a refused store
 * keeps the state in memory for this page.
 */

export const JOURNEY_STORAGE_KEY = "evsafe.accountJourney";
/** A verification this close to its end counts as expired: a form takes time, and the API would refuse it. */
export const VERIFICATION_EXPIRY_MARGIN_MS = 60_000;

/** The sign-ups that collect terms ticks. */
export type SignupFlow = "signup" | "oauth-signup";
export interface TermAnswer {
  agreeId: number;
  agreed: boolean;
}

/** The person confirmed by identity verification, with the token that proves it (`POST identity-verification`). */
export interface Verification extends IdentityVerificationResult {
  purpose: IdentityPurpose;
  name: string;
  /** As typed and checked by the contract (010-1234-5678 or 01012345678). */
  phone: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

export interface AccountJourney {
  /** `done`: Next was pressed with every required term ticked (unticking one later clears it). */
  terms: { flow: SignupFlow; agrees: TermAnswer[]; done: boolean } | null;
  verification: Verification | null;
  /** The account whose password the find-password journey set (its masked id): its result page shows only then. */
  passwordReset: PasswordReset | null;
  /** The account this tab's sign-up created: /signup/user shows its completion (after a reload too) until sign-in. */
  signedUp: SignedUp | null;
}

/** `auth/set-password`'s answer: the masked login id of the account whose password was set. */
export interface PasswordReset {
  userId: string;
}

/** `auth/signup`'s answer. */
export interface SignedUp {
  userId: string;
  userName: string;
  joinDate: string;
}

const EMPTY: AccountJourney = { terms: null, verification: null, passwordReset: null, signedUp: null };
let memory: AccountJourney = EMPTY;

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isVerification(v: unknown): v is Verification {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  return ["purpose", "serviceToken", "expiresAt", "name", "phone", "birthDate"].every((k) => typeof o[k] === "string");
}

function isSignedUp(v: unknown): v is SignedUp {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  return ["userId", "userName", "joinDate"].every((k) => typeof o[k] === "string");
}

function isPasswordReset(v: unknown): v is PasswordReset {
  return Boolean(v) && typeof v === "object" && typeof (v as Record<string, unknown>).userId === "string";
}

function isTerms(v: unknown): v is AccountJourney["terms"] {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  return (
    (o.flow === "signup" || o.flow === "oauth-signup") &&
    typeof o.done === "boolean" &&
    Array.isArray(o.agrees) &&
    o.agrees.every(
      (a) => a && typeof a === "object" && Number.isInteger((a as TermAnswer).agreeId) && typeof (a as TermAnswer).agreed === "boolean",
    )
  );
}

/** The journey of this tab; an expired verification is left out (and forgotten). */
export function readJourney(now: number = Date.now()): AccountJourney {
  const s = store();
  let journey = memory;
  if (s) {
    try {
      const raw = s.getItem(JOURNEY_STORAGE_KEY);
      const v = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      journey = {
        terms: isTerms(v.terms) ? v.terms : null,
        verification: isVerification(v.verification) ? v.verification : null,
        passwordReset: isPasswordReset(v.passwordReset) ? v.passwordReset : null,
        signedUp: isSignedUp(v.signedUp) ? v.signedUp : null,
      };
    } catch {
      journey = memory;
    }
  }
  if (journey.verification && isExpired(journey.verification, now)) {
    journey = { ...journey, verification: null };
    write(journey);
  }
  return journey;
}

function write(journey: AccountJourney) {
  memory = journey;
  const s = store();
  if (!s) return;
  try {
    if (!journey.terms && !journey.verification && !journey.passwordReset && !journey.signedUp) s.removeItem(JOURNEY_STORAGE_KEY);
    else s.setItem(JOURNEY_STORAGE_KEY, JSON.stringify(journey));
  } catch {
    // storage refused: memory carries it for this page
  }
}

function update(change: Partial<AccountJourney>) {
  write({ ...readJourney(), ...change });
}

export function isExpired(v: Pick<Verification, "expiresAt">, now: number = Date.now()): boolean {
  const end = Date.parse(v.expiresAt);
  return Number.isNaN(end) || end - VERIFICATION_EXPIRY_MARGIN_MS <= now;
}

/** Keeps the ticks of a sign-up's terms (every term of the list, ticked or not); `done` when the step is finished. */
export function saveTermAnswers(flow: SignupFlow, agrees: TermAnswer[], done = false): void {
  update({ terms: { flow, agrees, done } });
}

/** The ticks kept for this sign-up, or null (none yet, or another sign-up's). */
export function termAnswersFor(flow: SignupFlow, journey: AccountJourney = readJourney()): TermAnswer[] | null {
  return journey.terms?.flow === flow ? journey.terms.agrees : null;
}

/** True when every required term of `terms` is ticked in `agrees`. */
export function requiredTermsAgreed(
  terms: readonly { agreeId: number; required: boolean }[],
  agrees: readonly TermAnswer[] | null,
): boolean {
  if (!agrees || terms.length === 0) return false;
  const ticked = new Set(agrees.filter((a) => a.agreed).map((a) => a.agreeId));
  return terms.every((t) => !t.required || ticked.has(t.agreeId));
}

/**
 * Purposes whose token serves `purpose`: find-id only reads the token, so find id → reset password works with one
 * verification (docs/simulators.md); sign-ups spend theirs.
 */
const ACCEPTED_PURPOSES: Record<IdentityPurpose, readonly IdentityPurpose[]> = {
  signup: ["signup"],
  "oauth-signup": ["oauth-signup"],
  "find-id": ["find-id", "find-password"],
  "find-password": ["find-password", "find-id"],
};

export function saveVerification(v: Verification): void {
  update({ verification: v, passwordReset: null, signedUp: null });
}

/** A verification usable for `purpose` and not about to expire, or null. */
export function verificationFor(purpose: IdentityPurpose, journey: AccountJourney = readJourney()): Verification | null {
  const v = journey.verification;
  return v && ACCEPTED_PURPOSES[purpose].includes(v.purpose) ? v : null;
}

/** After the API refused the token (used, expired, unknown): verify again. */
export function forgetVerification(): void {
  update({ verification: null });
}

/** The find-password journey set the new password of `account`: its token is spent, its result page may show. */
export function markPasswordReset(account: PasswordReset): void {
  update({ verification: null, passwordReset: { userId: account.userId } });
}

/** The sign-up created the account: its terms and spent verification go, the completion stays until sign-in. */
export function markSignedUp(account: SignedUp): void {
  write({ ...EMPTY, signedUp: account });
}

/** The journey is over (account created, signed in): nothing of it stays in the tab. */
export function clearJourney(): void {
  write(EMPTY);
}

// ---------------------------------------------------------------------------------------------- order

/**
 * The find-password journey's second step, on the same page as its verification: a URL of its own, so the back
 * button returns from the new password to the kept verification (and from the find-id result, whose verification
 * it reuses, to that result).
 */
export const FIND_PASSWORD_NEW_STEP = `${ROUTES.findPassword}?step=new-password`;

/** Where identity verification leads for each purpose (the next step of its journey). */
export const AFTER_VERIFICATION: Record<IdentityPurpose, string> = {
  signup: ROUTES.signUpUser,
  "oauth-signup": `${ROUTES.termsOnboarding}?flow=oauth-signup`,
  "find-id": ROUTES.findIdResult,
  "find-password": FIND_PASSWORD_NEW_STEP,
};

/** Where the terms page's Next goes for each sign-up. */
export const AFTER_TERMS: Record<SignupFlow, string> = {
  signup: ROUTES.identityVerification,
  // The social sign-up verifies first and ends with the terms: its last step sends `auth/oauth/signup`.
  "oauth-signup": ROUTES.oauthSignUpComplete,
};

/** Pages of the journeys that need an earlier step (docs/accounts.md "Out of order"). */
export type JourneyStep =
  | "identity-verification"
  | "oauth-identity-verification"
  | "oauth-terms"
  | "oauth-signup-submit"
  | "signup-user"
  | "find-id-result"
  | "find-password-new"
  | "find-password-result";

/**
 * Where a visitor who reached `step` out of order goes (the first missing step), or null when the step may show.
 * `hasOauthProfile`: the social profile handed over by sign-in (auth/oauth-signup-handoff.ts) is still there.
 * Runs in the browser (sessionStorage); a signed-in member is sent away by the page's server side first (guestOnly).
 */
export function journeyRedirect(step: JourneyStep, journey: AccountJourney, options: { hasOauthProfile?: boolean } = {}): string | null {
  const signupTerms = journey.terms?.flow === "signup" && journey.terms.done;
  switch (step) {
    case "identity-verification":
      // Back from the completion: the account exists, so its completion again rather than a new sign-up.
      if (journey.signedUp) return ROUTES.signUpUser;
      return signupTerms ? null : ROUTES.termsOnboarding;
    case "signup-user":
      if (journey.signedUp) return null;
      if (!signupTerms) return ROUTES.termsOnboarding;
      return verificationFor("signup", journey) ? null : ROUTES.identityVerification;
    case "oauth-identity-verification":
      return options.hasOauthProfile ? null : ROUTES.signIn;
    case "oauth-terms":
      if (!options.hasOauthProfile) return ROUTES.signIn;
      return verificationFor("oauth-signup", journey) ? null : ROUTES.oauthIdentityVerification;
    case "oauth-signup-submit":
      if (!options.hasOauthProfile) return ROUTES.signIn;
      if (!verificationFor("oauth-signup", journey)) return ROUTES.oauthIdentityVerification;
      return journey.terms?.flow === "oauth-signup" && journey.terms.done ? null : `${ROUTES.termsOnboarding}?flow=oauth-signup`;
    case "find-id-result":
      return verificationFor("find-id", journey) ? null : ROUTES.findId;
    case "find-password-new":
      return verificationFor("find-password", journey) ? null : ROUTES.findPassword;
    case "find-password-result":
      return journey.passwordReset ? null : ROUTES.findPassword;
  }
}
