// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";
import type { Session } from "next-auth";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));

const { withSession } = await import("../server/guard");
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

function ctx(resolvedUrl: string, cookies: Record<string, string> = {}) {
  const headers = new Map<string, unknown>();
  const res = {
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    setHeader: (k: string, v: unknown) => headers.set(k.toLowerCase(), v),
  };
  return { c: { req: { cookies, headers: {} }, res, resolvedUrl, query: {} } as unknown as GetServerSidePropsContext, headers };
}

beforeEach(() => getServerSession.mockReset());

describe("withSession", () => {
  it("sends a visitor without a session to /signin with error=SessionRequired and the original path+query", async () => {
    getServerSession.mockResolvedValue(null);
    const { c } = ctx("/menu?tab=alerts&x=1");
    expect(await withSession()(c)).toEqual({
      redirect: { destination: "/signin?error=SessionRequired&callbackUrl=%2Fmenu%3Ftab%3Dalerts%26x%3D1", permanent: false },
    });
  });

  it.each(["/.//evil.example/phish", "/..//evil.example/phish", "/%2e//evil.example/phish"])(
    "never hands the sign-in page a callbackUrl that resolves to another host (%s)",
    async (resolvedUrl) => {
      getServerSession.mockResolvedValue(null);
      expect(await withSession()(ctx(resolvedUrl).c)).toEqual({
        redirect: { destination: "/signin?error=SessionRequired&callbackUrl=%2Fhome", permanent: false },
      });
    },
  );

  it("passes the session to the page props", async () => {
    getServerSession.mockResolvedValue(SESSION);
    expect(await withSession()(ctx("/home").c)).toEqual({ props: { session: SESSION } });
  });

  it("runs the inner getServerSideProps with ctx.session and merges its props", async () => {
    getServerSession.mockResolvedValue(SESSION);
    const inner = vi.fn(async (context: { session: Session }) => ({ props: { greeting: `${context.session.user.userName}님` } }));
    expect(await withSession(inner)(ctx("/home").c)).toEqual({ props: { greeting: "김민준님", session: SESSION } });
  });

  it("passes an inner redirect or notFound through", async () => {
    getServerSession.mockResolvedValue(SESSION);
    expect(await withSession(async () => ({ notFound: true }))(ctx("/home").c)).toEqual({ notFound: true });
  });

  it("clears the cookie and goes to / on a token decode error (SPEC §5)", async () => {
    getServerSession.mockResolvedValue({ ...SESSION, accessToken: "", error: AUTH_TOKEN_ERRORS.DECODE_FAILED });
    const { c, headers } = ctx("/home", { "next-auth.session-token": "x", other: "y" });
    expect(await withSession()(c)).toEqual({ redirect: { destination: "/", permanent: false } });
    const set = headers.get("set-cookie") as string[];
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^next-auth\.session-token=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("clears secure and chunked cookies and goes to /unauthorized with the callbackUrl after a refused refresh", async () => {
    getServerSession.mockResolvedValue({ ...SESSION, accessToken: "", error: AUTH_TOKEN_ERRORS.REFRESH_FAILED });
    const { c, headers } = ctx("/menu", { "__Secure-next-auth.session-token.0": "x", "__Secure-next-auth.session-token.1": "y" });
    expect(await withSession()(c)).toEqual({ redirect: { destination: "/unauthorized?callbackUrl=%2Fmenu", permanent: false } });
    const set = headers.get("set-cookie") as string[];
    expect(set).toHaveLength(2);
    expect(set.every((h) => h.endsWith("; Secure"))).toBe(true);
  });
});
