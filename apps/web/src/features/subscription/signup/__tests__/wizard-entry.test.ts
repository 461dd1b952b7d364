// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";
import { ApiRequestError } from "@/shared/api-client";
import { STATUS_FIXTURES, TEST_SESSION as SESSION } from "@/testing/factories";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => api(...args),
}));

const { withWizardEntry } = await import("../wizard-entry");
const { apiKey } = await import("@/shared/fetcher");
const { unstable_serialize } = await import("swr");

const ctx = (headers: Record<string, string> = {}) =>
  ({
    req: { cookies: {}, headers },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl: "/service/signup/vehicle",
    query: {},
  }) as unknown as GetServerSidePropsContext;

beforeEach(() => {
  getServerSession.mockReset().mockResolvedValue(SESSION);
  api.mockReset();
});

describe("withWizardEntry (who may open a step of the service sign-up)", () => {
  it.each([
    ["not joined (00)", STATUS_FIXTURES.notJoined()],
    ["cancelled (04)", STATUS_FIXTURES.cancelled()],
  ])("lets a member who may apply in: %s, with the page's own props", async (_, status) => {
    api.mockResolvedValue(status);
    const result = await withWizardEntry(() => ({ extra: 1 }))(ctx());
    expect(result).toEqual({ props: { session: SESSION, extra: 1 } });
    expect(api).toHaveBeenCalledWith("getMyServiceStatus", expect.objectContaining({ token: "token-1" }));
  });

  it.each([
    ["applying (01)", STATUS_FIXTURES.applying()],
    ["in service (02)", STATUS_FIXTURES.inUse()],
    ["cancellation requested (03)", STATUS_FIXTURES.cancelRequested()],
  ])("sends anyone else to /home: %s", async (_, status) => {
    api.mockResolvedValue({ ...status, canApply: false });
    expect(await withWizardEntry()(ctx())).toEqual({ redirect: { destination: "/home", permanent: false } });
  });

  it("renders the step when the status cannot be read (the API refuses a sign-up it does not allow anyway)", async () => {
    api.mockRejectedValue(new ApiRequestError(502, "BAD_GATEWAY", "x"));
    expect(await withWizardEntry()(ctx())).toEqual({ props: { session: SESSION } });
  });

  it("sends a visitor to sign in", async () => {
    getServerSession.mockResolvedValue(null);
    const result = await withWizardEntry()(ctx());
    expect(result).toMatchObject({ redirect: { destination: expect.stringContaining("/signin") } });
    expect(api).not.toHaveBeenCalled();
  });

  it("on a hard load makes the step's own reads with the status, so the step draws in the server's HTML", async () => {
    const status = STATUS_FIXTURES.notJoined();
    api.mockImplementation(async (name: string) => {
      if (name === "getMyServiceStatus") return status;
      if (name === "getServiceProductCode") return [{ srvcPrdtCcd: "01" }];
      throw new ApiRequestError(502, "BAD_GATEWAY", "x");
    });
    const reads = ["getServiceProductCode", "getMyProfile"] as const;
    const result = await withWizardEntry(() => ({ extra: 1 }), reads)(ctx());
    expect(result).toEqual({
      props: {
        session: SESSION,
        extra: 1,
        // A read that failed is left to the browser.
        fallback: {
          [unstable_serialize(apiKey("getMyServiceStatus"))]: status,
          [unstable_serialize(apiKey("getServiceProductCode"))]: [{ srvcPrdtCcd: "01" }],
        },
      },
    });
  });

  it("leaves the step's reads to the browser on a tap (a client navigation) and for a member sent away", async () => {
    api.mockResolvedValue(STATUS_FIXTURES.notJoined());
    const reads = ["getServiceProductCode"] as const;
    expect(await withWizardEntry(() => ({}), reads)(ctx({ "x-nextjs-data": "1" }))).toEqual({ props: { session: SESSION } });
    expect(api).toHaveBeenCalledTimes(1);
    api.mockReset().mockResolvedValue({ ...STATUS_FIXTURES.inUse(), canApply: false });
    expect(await withWizardEntry(() => ({}), reads)(ctx())).toEqual({ redirect: { destination: "/home", permanent: false } });
    expect(api).toHaveBeenCalledTimes(1);
  });
});
