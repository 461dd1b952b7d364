// @vitest-environment node
import type { GetServerSidePropsContext } from "next";
import { beforeEach, describe, expect, it, vi } from "vitest";

const { getServerSession } = vi.hoisted(() => ({ getServerSession: vi.fn(async () => null as unknown) }));
vi.mock("next-auth/next", () => ({ getServerSession }));

const { getFindPasswordProps } = await import("../find-password-props");

const ctx = (query: Record<string, string> = {}) =>
  ({
    query,
    params: {},
    req: { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl: "/find/password",
  }) as unknown as GetServerSidePropsContext;

beforeEach(() => {
  getServerSession.mockReset().mockResolvedValue(null);
});

describe("getFindPasswordProps (/find/password[?step=new-password])", () => {
  it("gives the step: the new password only when asked for, else the verification", async () => {
    expect(await getFindPasswordProps(ctx({ step: "new-password" }))).toEqual({ props: { step: "new-password" } });
    expect(await getFindPasswordProps(ctx({ step: "result" }))).toEqual({ props: { step: "verify" } });
    expect(await getFindPasswordProps(ctx())).toEqual({ props: { step: "verify" } });
  });

  it("sends a signed-in member home", async () => {
    getServerSession.mockResolvedValue({ user: { userId: "demo" } });
    expect(await getFindPasswordProps(ctx({ step: "new-password" }))).toEqual({ redirect: { destination: "/home", permanent: false } });
  });
});
