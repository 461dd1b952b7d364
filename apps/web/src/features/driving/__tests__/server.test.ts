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

const { getDrivingProps } = await import("../server");

const ctx = (query: Record<string, string>, dataRequest = false) =>
  ({
    req: dataRequest ? { cookies: {}, headers: { "x-nextjs-data": "1" }, url: "/_next/data/b/driving.json" } : { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl: "/driving",
    query,
  }) as unknown as GetServerSidePropsContext;

// 2026-11-24 10:00 KST.
const NOW = new Date("2026-11-24T01:00:00Z");

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  getServerSession.mockReset().mockResolvedValue(SESSION);
  api
    .mockReset()
    .mockImplementation(async (name: string, options: { params?: object; query?: object }) =>
      name === "getMyServiceStatus" ? STATUS_FIXTURES.inUse() : { name, ...options },
    );
});

const fallbackKeys = async (query: Record<string, string>) => {
  const result = (await getDrivingProps(ctx(query))) as { props: { fallback: Record<string, unknown>; today: string } };
  expect(result.props.today).toBe("2026-11-24");
  return Object.keys(result.props.fallback);
};

describe("getDrivingProps (every read of /driving in the first HTML)", () => {
  it("reads the figures' period, the coaching's 30 days, the range of the address, the battery and the tips, keyed like useApi", async () => {
    const keys = await fallbackKeys({ period: "week", range: "custom", start: "2026-11-01", end: "2026-11-10" });
    expect(keys.sort()).toEqual(
      [
        unstable_serialize(apiKey("getMyServiceStatus")),
        unstable_serialize(apiKey("getVehicleBatteryData")),
        unstable_serialize(apiKey("getBatteryManagementTip")),
        unstable_serialize(apiKey("getVehicleStatistics", { params: { x: "week" } })),
        unstable_serialize(apiKey("getVehicleTripCharge", { params: { x: "week" } })),
        unstable_serialize(apiKey("getVehicleTripCharge", { params: { x: "month" } })),
        unstable_serialize(apiKey("getMainVehicleStatusStatistics", { query: { startDate: "2026-11-01", endDate: "2026-11-10" } })),
      ].sort(),
    );
    expect(api).toHaveBeenCalledWith("getVehicleStatistics", expect.objectContaining({ token: "token-1", params: { x: "week" } }));
  });

  it("a month shares the coaching's read; a year leaves its long list of trips to the browser; a bad range is the last 30 days", async () => {
    const month = await fallbackKeys({ period: "month", range: "custom", start: "2026-11-10", end: "2026-11-01" });
    expect(month.filter((k) => k.includes("getVehicleTripCharge"))).toEqual([
      unstable_serialize(apiKey("getVehicleTripCharge", { params: { x: "month" } })),
    ]);
    expect(month).toContain(
      unstable_serialize(apiKey("getMainVehicleStatusStatistics", { query: { startDate: "2026-10-26", endDate: "2026-11-24" } })),
    );
    const year = await fallbackKeys({ period: "year" });
    expect(year).toContain(unstable_serialize(apiKey("getVehicleStatistics", { params: { x: "year" } })));
    expect(year).not.toContain(unstable_serialize(apiKey("getVehicleTripCharge", { params: { x: "year" } })));
  });

  it("on a tap from another screen reads nothing but still gives the day", async () => {
    api.mockResolvedValue(STATUS_FIXTURES.inUse());
    expect(await getDrivingProps(ctx({}, true))).toEqual({ props: { session: SESSION, today: "2026-11-24" } });
    expect(api).not.toHaveBeenCalled();
  });
});
