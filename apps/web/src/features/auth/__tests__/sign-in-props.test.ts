// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));

const { getSignInProps } = await import("../sign-in-props");

const ctx = (callbackUrl: string) =>
  ({
    req: { headers: { host: "app.example.com", "x-forwarded-proto": "https" }, cookies: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    query: { callbackUrl },
  }) as unknown as GetServerSidePropsContext;

beforeEach(() => {
  getServerSession.mockReset();
  vi.stubEnv("NEXTAUTH_URL", "");
});

describe("getSignInProps", () => {
  // Each resolves on our origin to `//evil.example/…`, which a browser reads as another host.
  it.each(["/.//evil.example/phish", "/..//evil.example/phish", "/%2e//evil.example/phish", "https://app.example.com/.//evil.example"])(
    "replaces a callbackUrl that resolves to another host (%s) with /home",
    async (callbackUrl) => {
      getServerSession.mockResolvedValue(null);
      expect(await getSignInProps(ctx(callbackUrl))).toEqual({ props: { errorNotice: null, callbackUrl: "/home" } });
    },
  );

  it("sends someone already signed in to the resolved path, never the raw value", async () => {
    getServerSession.mockResolvedValue({ accessToken: "a.b.c" });
    expect(await getSignInProps(ctx("/.//evil.example/phish"))).toEqual({ redirect: { destination: "/home", permanent: false } });
    expect(await getSignInProps(ctx("/a/../menu?x=1"))).toEqual({ redirect: { destination: "/menu?x=1", permanent: false } });
  });
});
