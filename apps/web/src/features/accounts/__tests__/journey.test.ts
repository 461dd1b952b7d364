// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  clearJourney,
  forgetVerification,
  JOURNEY_STORAGE_KEY,
  journeyRedirect,
  markPasswordReset,
  markSignedUp,
  readJourney,
  requiredTermsAgreed,
  saveTermAnswers,
  saveVerification,
  termAnswersFor,
  verificationFor,
  type Verification,
} from "../journey";

const NOW = Date.parse("2026-11-22T05:00:00Z");
const verification = (purpose: Verification["purpose"], minutesLeft = 30): Verification => ({
  purpose,
  serviceToken: "service-token-0123456789abcdef",
  expiresAt: new Date(NOW + minutesLeft * 60_000).toISOString(),
  name: "이서연",
  phone: "010-5555-1212",
  birthDate: "1992-03-03",
});
const TERMS = [
  { agreeId: 1, required: true },
  { agreeId: 2, required: true },
  { agreeId: 3, required: false },
];

const ACCOUNT = { userId: "newdriver1", userName: "이서연", joinDate: "2026-11-22" };

afterEach(() => {
  clearJourney();
  window.sessionStorage.clear();
});

describe("journey state (sessionStorage of this tab)", () => {
  it("keeps the terms ticks of a sign-up across a reload (read back from sessionStorage), not for another sign-up", () => {
    saveTermAnswers("signup", [
      { agreeId: 1, agreed: true },
      { agreeId: 3, agreed: false },
    ]);
    expect(JSON.parse(window.sessionStorage.getItem(JOURNEY_STORAGE_KEY)!).terms.agrees).toHaveLength(2);
    expect(termAnswersFor("signup")).toEqual([
      { agreeId: 1, agreed: true },
      { agreeId: 3, agreed: false },
    ]);
    expect(termAnswersFor("oauth-signup")).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("knows when every required term is ticked", () => {
    expect(
      requiredTermsAgreed(TERMS, [
        { agreeId: 1, agreed: true },
        { agreeId: 3, agreed: true },
      ]),
    ).toBe(false);
    expect(
      requiredTermsAgreed(TERMS, [
        { agreeId: 1, agreed: true },
        { agreeId: 2, agreed: true },
        { agreeId: 3, agreed: false },
      ]),
    ).toBe(true);
    expect(requiredTermsAgreed(TERMS, null)).toBe(false);
    expect(requiredTermsAgreed([], [])).toBe(false);
  });

  it("gives a verification to the purposes its token serves, and drops it near its end", () => {
    saveVerification(verification("find-id"));
    expect(verificationFor("find-password", readJourney(NOW))?.serviceToken).toBe("service-token-0123456789abcdef");
    expect(verificationFor("signup", readJourney(NOW))).toBeNull();
    saveVerification(verification("signup", 0.5));
    expect(readJourney(NOW).verification).toBeNull();
    expect(window.sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
  });

  it("forgets a refused verification, marks a finished reset, and clears everything at the end", () => {
    saveTermAnswers("signup", [{ agreeId: 1, agreed: true }], true);
    saveVerification(verification("signup"));
    forgetVerification();
    expect(readJourney(NOW)).toMatchObject({ verification: null, terms: { done: true } });
    markPasswordReset({ userId: "abc*****" });
    expect(readJourney(NOW)).toMatchObject({ verification: null, passwordReset: { userId: "abc*****" } });
    clearJourney();
    expect(readJourney(NOW)).toEqual({ terms: null, verification: null, passwordReset: null, signedUp: null });
    expect(window.sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
  });

  it("a created account replaces the sign-up's terms and spent verification until the journey ends; a new verification starts over", () => {
    saveTermAnswers("signup", [{ agreeId: 1, agreed: true }], true);
    saveVerification(verification("signup"));
    markSignedUp(ACCOUNT);
    expect(readJourney(NOW)).toEqual({ terms: null, verification: null, passwordReset: null, signedUp: ACCOUNT });
    saveVerification(verification("signup"));
    expect(readJourney(NOW).signedUp).toBeNull();
    markSignedUp(ACCOUNT);
    clearJourney();
    expect(window.sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
  });

  it("ignores what it cannot read (a hand-edited or older store)", () => {
    window.sessionStorage.setItem(
      JOURNEY_STORAGE_KEY,
      JSON.stringify({ terms: { flow: "x", agrees: 1 }, verification: { serviceToken: 5 } }),
    );
    expect(readJourney(NOW)).toEqual({ terms: null, verification: null, passwordReset: null, signedUp: null });
    window.sessionStorage.setItem(JOURNEY_STORAGE_KEY, "{not json");
    expect(readJourney(NOW).verification).toBeNull();
  });
});

describe("journeyRedirect: the first missing step of a page reached out of order", () => {
  const empty = { terms: null, verification: null, passwordReset: null, signedUp: null };
  const termsDone = { ...empty, terms: { flow: "signup" as const, agrees: [{ agreeId: 1, agreed: true }], done: true } };

  it("own sign-up: terms → identity verification → /signup/user", () => {
    expect(journeyRedirect("identity-verification", empty)).toBe("/terms-onboarding");
    expect(journeyRedirect("identity-verification", { ...termsDone, terms: { ...termsDone.terms, done: false } })).toBe(
      "/terms-onboarding",
    );
    expect(journeyRedirect("identity-verification", termsDone)).toBeNull();
    expect(journeyRedirect("signup-user", empty)).toBe("/terms-onboarding");
    expect(journeyRedirect("signup-user", termsDone)).toBe("/auth/identity-verification");
    expect(journeyRedirect("signup-user", { ...termsDone, verification: verification("find-id") })).toBe("/auth/identity-verification");
    expect(journeyRedirect("signup-user", { ...termsDone, verification: verification("signup") })).toBeNull();
    // After the account is created the page shows its completion, though the terms and the spent token are gone.
    expect(journeyRedirect("signup-user", { ...empty, signedUp: ACCOUNT })).toBeNull();
    // Back from the completion to the verification: the completion again.
    expect(journeyRedirect("identity-verification", { ...empty, signedUp: ACCOUNT })).toBe("/signup/user");
  });

  it("social sign-up: the handed-over profile → identity verification → terms → submit", () => {
    expect(journeyRedirect("oauth-identity-verification", empty)).toBe("/signin");
    expect(journeyRedirect("oauth-identity-verification", empty, { hasOauthProfile: true })).toBeNull();
    expect(journeyRedirect("oauth-terms", empty, { hasOauthProfile: true })).toBe("/auth/oauth/identity-verification");
    const verified = { ...empty, verification: verification("oauth-signup") };
    expect(journeyRedirect("oauth-terms", verified, { hasOauthProfile: true })).toBeNull();
    expect(journeyRedirect("oauth-signup-submit", verified, { hasOauthProfile: true })).toBe("/terms-onboarding?flow=oauth-signup");
    const agreed = { ...verified, terms: { flow: "oauth-signup" as const, agrees: [{ agreeId: 1, agreed: true }], done: true } };
    expect(journeyRedirect("oauth-signup-submit", agreed, { hasOauthProfile: true })).toBeNull();
    expect(journeyRedirect("oauth-signup-submit", agreed)).toBe("/signin");
  });

  it("recovery: the results need their verification or the finished reset", () => {
    expect(journeyRedirect("find-id-result", empty)).toBe("/find/id");
    expect(journeyRedirect("find-id-result", { ...empty, verification: verification("find-password") })).toBeNull();
    expect(journeyRedirect("find-password-result", empty)).toBe("/find/password");
    expect(journeyRedirect("find-password-result", { ...empty, passwordReset: { userId: "abc*****" } })).toBeNull();
  });

  it("find password: the new password needs a verification that serves it (find id's too)", () => {
    expect(journeyRedirect("find-password-new", empty)).toBe("/find/password");
    expect(journeyRedirect("find-password-new", { ...empty, verification: verification("signup") })).toBe("/find/password");
    expect(journeyRedirect("find-password-new", { ...empty, verification: verification("find-password") })).toBeNull();
    expect(journeyRedirect("find-password-new", { ...empty, verification: verification("find-id") })).toBeNull();
  });
});
