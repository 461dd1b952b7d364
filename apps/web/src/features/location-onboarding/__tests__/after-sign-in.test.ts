// @vitest-environment jsdom
import { TERMS_CD, type Terms } from "@evsafe/contract";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storage, STORAGE_KEYS } from "@/shared/storage";
import { afterSignInTarget, type AfterSignInDeps } from "../after-sign-in";
import { LOCATION_TERMS_CD, markLocationOnboardingShown, REMEMBERED_ACCOUNTS_MAX, wasLocationOnboardingShown } from "../location-terms";

const term = (termsCd: string, agreed: boolean | null): Terms => ({
  agreeId: termsCd === LOCATION_TERMS_CD ? 4 : 1,
  termsCd,
  title: "약관",
  required: false,
  version: "1.0",
  effectiveDate: "2026-01-01",
  contents: "본문",
  agreed,
  agreedAt: null,
});

const deps = (location: boolean | null | "none", over: Partial<AfterSignInDeps> = {}): AfterSignInDeps => ({
  readTerms: vi.fn(async () => [term(TERMS_CD.TERMS_OF_USE, true), ...(location === "none" ? [] : [term(LOCATION_TERMS_CD, location)])]),
  userId: () => "7",
  wasShown: () => false,
  ...over,
});

beforeEach(() => storage.remove(STORAGE_KEYS.locationOnboardingShown));

describe("where a sign-in goes", () => {
  it("uses the contract's code of the location terms", () => {
    expect(LOCATION_TERMS_CD).toBe(TERMS_CD.LOCATION);
  });

  it("an account that has not consented (refused or never answered) goes to the location onboarding", async () => {
    expect(await afterSignInTarget("/home", deps(false))).toBe("/location-base-onboarding");
    expect(await afterSignInTarget("/menu", deps(null))).toBe("/location-base-onboarding");
  });

  it("an account that has consented, or no location terms in effect, goes to the target", async () => {
    expect(await afterSignInTarget("/menu", deps(true))).toBe("/menu");
    expect(await afterSignInTarget("/menu", deps("none"))).toBe("/menu");
  });

  it("once shown on this device, the next sign-in goes to the target without reading the terms", async () => {
    const d = deps(false, { wasShown: (id) => id === "7" });
    expect(await afterSignInTarget("/home", d)).toBe("/home");
    expect(d.readTerms).not.toHaveBeenCalled();
  });

  it("never stands in the way: unreadable terms or an unknown session go to the target", async () => {
    expect(await afterSignInTarget("/home", deps(false, { readTerms: async () => Promise.reject(new Error("502")) }))).toBe("/home");
    expect(await afterSignInTarget("/home", deps(false, { userId: () => null }))).toBe("/home");
  });
});

describe("shown once per account on this device", () => {
  it("remembers each account it was shown to, the newest kept when the list is full", () => {
    expect(wasLocationOnboardingShown("7")).toBe(false);
    markLocationOnboardingShown("7");
    markLocationOnboardingShown("8");
    expect(wasLocationOnboardingShown("7")).toBe(true);
    expect(wasLocationOnboardingShown("8")).toBe(true);
    expect(wasLocationOnboardingShown("9")).toBe(false);
    for (let i = 100; i < 100 + REMEMBERED_ACCOUNTS_MAX; i++) markLocationOnboardingShown(String(i));
    expect(wasLocationOnboardingShown("7")).toBe(false);
    expect(wasLocationOnboardingShown(String(100 + REMEMBERED_ACCOUNTS_MAX - 1))).toBe(true);
  });

  it("keeps only ids: a value that is no account id is not stored", () => {
    markLocationOnboardingShown("7,<script>");
    expect(storage.get(STORAGE_KEYS.locationOnboardingShown)).toBeNull();
  });
});
