// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";
import { unstable_serialize } from "swr";
import { ApiRequestError } from "@/shared/api-client";
import { apiKey } from "@/shared/fetcher";
import { STATUS_FIXTURES, TEST_SESSION as SESSION, mainInfo } from "@/testing/factories";
import type { PrefetchCall } from "../server";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => api(...args),
}));

const { withServicePrefetch, SSR_API_BUDGET_MS } = await import("../server");

const ctx = (resolvedUrl: string) =>
  ({
    req: { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl,
    query: {},
  }) as unknown as GetServerSidePropsContext;
const key = (name: Parameters<typeof apiKey>[0]) => unstable_serialize(apiKey(name));

beforeEach(() => {
  getServerSession.mockReset().mockResolvedValue(SESSION);
  api.mockReset();
});

describe("withServicePrefetch (server-rendered first paint of session pages)", () => {
  it("reads the status, then the screen's call with the session's token and a short budget, keyed like useApi", async () => {
    const status = STATUS_FIXTURES.inUse();
    const info = mainInfo();
    api.mockImplementation(async (name: string) => (name === "getMyServiceStatus" ? status : info));
    const result = await withServicePrefetch("getMainInfo")(ctx("/home"));
    expect(result).toEqual({ props: { session: SESSION, fallback: { [key("getMyServiceStatus")]: status, [key("getMainInfo")]: info } } });
    expect(api).toHaveBeenCalledWith("getMyServiceStatus", { token: "token-1", timeoutMs: SSR_API_BUDGET_MS });
    expect(api).toHaveBeenCalledWith("getMainInfo", { token: "token-1", timeoutMs: SSR_API_BUDGET_MS });
  });

  it("never calls the screen's service endpoint for a user without access (not joined)", async () => {
    api.mockResolvedValue(STATUS_FIXTURES.notJoined());
    const result = await withServicePrefetch("getMainInfo")(ctx("/home"));
    expect(api).toHaveBeenCalledTimes(1);
    expect(Object.keys((result as { props: { fallback: object } }).props.fallback)).toEqual([key("getMyServiceStatus")]);
  });

  it("leaves failures out (the browser fetches and the error policy acts there)", async () => {
    api.mockRejectedValue(new ApiRequestError(502, "BAD_GATEWAY", "게이트웨이 오류"));
    expect(await withServicePrefetch("getMainInfo")(ctx("/home"))).toEqual({ props: { session: SESSION, fallback: {} } });
    api.mockReset().mockImplementation(async (name: string) => {
      if (name === "getMyServiceStatus") return STATUS_FIXTURES.inUse();
      throw new ApiRequestError(403, "SERVICE_EXPIRED", "만료");
    });
    const result = await withServicePrefetch("getMainInfo")(ctx("/home"));
    expect(Object.keys((result as { props: { fallback: object } }).props.fallback)).toEqual([key("getMyServiceStatus")]);
  });

  it("keeps the guard: no session → the sign-in page, nothing read", async () => {
    getServerSession.mockResolvedValue(null);
    expect(await withServicePrefetch("getMainInfo")(ctx("/home"))).toEqual({
      redirect: { destination: "/signin?error=SessionRequired&callbackUrl=%2Fhome", permanent: false },
    });
    expect(api).not.toHaveBeenCalled();
  });
});

describe("withServicePrefetch on a client-side navigation (a tab tap: /_next/data/…json)", () => {
  const dataRequest = (resolvedUrl: string) => {
    const c = ctx(resolvedUrl);
    Object.assign(c.req, { url: `/_next/data/build-1${resolvedUrl}.json`, headers: { "x-nextjs-data": "1" } });
    return c;
  };

  it("checks the session but reads nothing: the screen draws from the browser's cache and revalidates there", async () => {
    api.mockResolvedValue(STATUS_FIXTURES.inUse());
    expect(await withServicePrefetch("getMainInfo")(dataRequest("/home"))).toEqual({ props: { session: SESSION } });
    expect(getServerSession).toHaveBeenCalledTimes(1);
    expect(api).not.toHaveBeenCalled();
  });

  it("still redirects a tap without a session to the sign-in page", async () => {
    getServerSession.mockResolvedValue(null);
    expect(await withServicePrefetch("getMainInfo")(dataRequest("/home"))).toEqual({
      redirect: { destination: "/signin?error=SessionRequired&callbackUrl=%2Fhome", permanent: false },
    });
  });
});

describe("PrefetchCall (what a screen may prefetch by name alone, from the contract)", () => {
  it("takes a read with no path params and no required query, and no other call (checked by `npm run typecheck`)", () => {
    const reads: PrefetchCall[] = ["getMainInfo", "getDiagnosisItems", "getAgreeList"];
    // @ts-expect-error a read with a path param (the period) needs parts: withServicePrefetch's PrefetchReads form
    const withParams: PrefetchCall = "getVehicleStatistics";
    // @ts-expect-error a write is never prefetched
    const write: PrefetchCall = "postReview";
    expect([...reads, withParams, write]).toHaveLength(5);
  });
});
