// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";
import { unstable_serialize } from "swr";
import { apiKey } from "@/shared/fetcher";
import { STATUS_FIXTURES, TEST_SESSION as SESSION } from "@/testing/factories";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => api(...args),
}));

const { getChargeDetailProps, getTripDetailProps } = await import("../server");

const ctx = (resolvedUrl: string, id: string) =>
  ({
    req: { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl,
    query: { id },
  }) as unknown as GetServerSidePropsContext;
const fallbackKeys = (result: unknown) => Object.keys((result as { props: { fallback: object } }).props.fallback);

beforeEach(() => {
  getServerSession.mockReset().mockResolvedValue(SESSION);
  api.mockReset().mockImplementation(async (name: string) => (name === "getMyServiceStatus" ? STATUS_FIXTURES.inUse() : { record: name }));
});

describe("trip and charge detail pages: the record in the first HTML", () => {
  it("reads the record of the address under the key the screen reads it with (the id as a number)", async () => {
    const trip = await getTripDetailProps(ctx("/driving/trips/12", "12"));
    expect(fallbackKeys(trip)).toContain(unstable_serialize(apiKey("getTripDetail", { params: { id: 12 } })));
    const charge = await getChargeDetailProps(ctx("/driving/charges/7", "7"));
    expect(fallbackKeys(charge)).toContain(unstable_serialize(apiKey("getChargeDetail", { params: { id: 7 } })));
  });

  it("reads nothing for an id the address cannot hold (the screen says so)", async () => {
    const result = await getTripDetailProps(ctx("/driving/trips/abc", "abc"));
    expect(fallbackKeys(result)).toEqual([unstable_serialize(apiKey("getMyServiceStatus"))]);
  });
});
