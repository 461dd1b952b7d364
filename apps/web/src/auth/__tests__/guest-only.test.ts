// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";
import type { Session } from "next-auth";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));

const { guestOnly } = await import("../server/guest-only");
const { AUTH_TOKEN_ERRORS } = await import("../server/callbacks");

const SESSION: Session = {
  expires: "2026-12-01T00:00:00.000Z",
  accessToken: "a.b.c",
  exp: 2,
  iat: 1,
  sub: "1",
  signedInAt: 1,
  user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
};

function ctx(cookies: Record<string, string> = {}) {
  const headers = new Map<string, unknown>();
  const res = {
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    setHeader: (k: string, v: unknown) => headers.set(k.toLowerCase(), v),
  };
  return {
    c: { req: { cookies, headers: {} }, res, resolvedUrl: "/terms-onboarding", query: {} } as unknown as GetServerSidePropsContext,
    headers,
  };
}

beforeEach(() => getServerSession.mockReset());

describe("guestOnly (pages for visitors without an account session)", () => {
  it("sends a signed-in member to the home without running the page's own getServerSideProps", async () => {
    getServerSession.mockResolvedValue(SESSION);
    const inner = vi.fn(async () => ({ props: { a: 1 } }));
    expect(await guestOnly(inner)(ctx().c)).toEqual({ redirect: { destination: "/home", permanent: false } });
    expect(inner).not.toHaveBeenCalled();
  });

  it("shows the page to a visitor, with the inner props or none", async () => {
    getServerSession.mockResolvedValue(null);
    expect(await guestOnly()(ctx().c)).toEqual({ props: {} });
    expect(await guestOnly(async () => ({ props: { terms: [] } }))(ctx().c)).toEqual({ props: { terms: [] } });
  });

  it("clears an unusable session's cookie and shows the page", async () => {
    getServerSession.mockResolvedValue({ ...SESSION, accessToken: "", error: AUTH_TOKEN_ERRORS.REFRESH_FAILED });
    const { c, headers } = ctx({ "next-auth.session-token": "x" });
    expect(await guestOnly()(c)).toEqual({ props: {} });
    expect(String(headers.get("set-cookie"))).toContain("next-auth.session-token=;");
  });
});
