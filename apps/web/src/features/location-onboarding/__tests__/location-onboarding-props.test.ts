// @vitest-environment node
import type { GetServerSidePropsContext } from "next";
import { TERMS_CD } from "@evsafe/contract";
import { describe, expect, it, vi } from "vitest";

const SESSION = { accessToken: "access", user: { id: "7" }, expires: "2099-01-01T00:00:00.000Z" };
const { api, getServerSession } = vi.hoisted(() => ({ api: vi.fn(), getServerSession: vi.fn() }));
vi.mock("@/shared/api-client", () => ({ api }));
vi.mock("next-auth/next", () => ({ getServerSession }));

const { getLocationOnboardingProps } = await import("../location-onboarding-props");

const ctx = () =>
  ({
    query: {},
    params: {},
    req: { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl: "/location-base-onboarding",
  }) as unknown as GetServerSidePropsContext;

describe("getLocationOnboardingProps", () => {
  it("gives the location term with its text sanitised like every term's", async () => {
    getServerSession.mockResolvedValue(SESSION);
    api.mockResolvedValueOnce([
      {
        agreeId: 4,
        termsCd: TERMS_CD.LOCATION,
        title: "위치기반서비스 이용약관",
        required: false,
        version: "1.0",
        effectiveDate: "2026-01-01",
        contents: '<p onclick="x()">제1조</p><script>alert(1)</script><img src="https://t.example/p.gif">',
        agreed: null,
        agreedAt: null,
      },
    ]);
    const result = await getLocationOnboardingProps(ctx());
    expect(result).toMatchObject({
      props: { term: { agreeId: 4, title: "위치기반서비스 이용약관", version: "1.0", html: "<p>제1조</p>" } },
    });
  });
});
