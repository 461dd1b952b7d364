// @vitest-environment node
import type { GetServerSidePropsContext } from "next";
import { beforeEach, describe, expect, it, vi } from "vitest";

const { api, getServerSession } = vi.hoisted(() => ({ api: vi.fn(), getServerSession: vi.fn(async () => null) }));
vi.mock("@/shared/api-client", () => ({ api }));
vi.mock("next-auth/next", () => ({ getServerSession }));

const { getTermsOnboardingProps, getTermTextProps } = await import("../terms-props");
const { purposeOf } = await import("../identity-verification-props");

const TERM = (agreeId: number, termsCd: string, required: boolean, contents = "본문") => ({
  agreeId,
  termsCd,
  title: `약관 ${agreeId}`,
  required,
  version: "1.0",
  effectiveDate: "2026-01-01",
  contents,
  agreed: null,
  agreedAt: null,
});
const ctx = (query: Record<string, string> = {}, params: Record<string, string> = {}) =>
  ({
    query,
    params,
    req: { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl: "/",
  }) as unknown as GetServerSidePropsContext;

beforeEach(() => {
  api.mockReset();
  getServerSession.mockReset().mockResolvedValue(null);
});

describe("getTermsOnboardingProps", () => {
  it("gives the sign-up terms without their texts, and null when the API could not be read", async () => {
    api.mockResolvedValueOnce([TERM(1, "terms-of-use", true, "긴 본문"), TERM(5, "marketing-policy", false)]);
    expect(await getTermsOnboardingProps(ctx({ flow: "oauth-signup" }))).toEqual({
      props: {
        flow: "oauth-signup",
        terms: [
          { agreeId: 1, termsCd: "terms-of-use", title: "약관 1", required: true },
          { agreeId: 5, termsCd: "marketing-policy", title: "약관 5", required: false },
        ],
      },
    });
    expect(api).toHaveBeenCalledWith("getAgreeListSignup", expect.objectContaining({ token: null }));
    api.mockRejectedValueOnce(new Error("down"));
    expect(await getTermsOnboardingProps(ctx({ flow: "anything" }))).toEqual({ props: { flow: "signup", terms: null } });
  });
});

describe("getTermTextProps", () => {
  it("gives the term in effect with its text sanitised, 404 for an unknown or malformed code", async () => {
    api.mockResolvedValue([
      TERM(7, "vehicle-policy", true, '<p onclick="x()">차량정보</p><script>alert(1)</script><img src="https://t.example/p.gif">'),
    ]);
    expect(await getTermTextProps(ctx({ from: "list" }, { termsCd: "vehicle-policy" }))).toEqual({
      props: {
        termsCd: "vehicle-policy",
        flow: "signup",
        fromList: true,
        term: { title: "약관 7", version: "1.0", effectiveDate: "2026-01-01", html: "<p>차량정보</p>" },
      },
    });
    expect(await getTermTextProps(ctx({}, { termsCd: "marketing-policy" }))).toEqual({ notFound: true });
    expect(await getTermTextProps(ctx({}, { termsCd: "../etc" }))).toEqual({ notFound: true });
  });
});

describe("purposeOf (/auth/identity-verification?purpose=)", () => {
  it("takes signup, find-id and find-password; oauth-signup has its own page; anything else is signup", () => {
    expect(["find-id", "find-password", "signup", "oauth-signup", "x", undefined].map(purposeOf)).toEqual([
      "find-id",
      "find-password",
      "signup",
      "signup",
      "signup",
      "signup",
    ]);
  });
});
