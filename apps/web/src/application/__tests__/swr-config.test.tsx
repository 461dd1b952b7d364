// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const { foreground, handleError } = vi.hoisted(() => ({
  foreground: new Set<() => void>(),
  handleError: vi.fn(),
}));
// The bridge delivers the shell's `app.foreground` event through onBridgeEvent; the test plays the shell.
vi.mock("@/shared/bridge", () => ({
  onBridgeEvent: (event: string, handler: () => void) => {
    if (event !== "app.foreground") throw new Error(`unexpected event ${event}`);
    foreground.add(handler);
    return () => foreground.delete(handler);
  },
}));
vi.mock("@/shared/error-policy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/error-policy")>()),
  handleError,
}));

import { apiKey, fetcher, useApi } from "@/shared/fetcher";
import {
  createSwrConfig,
  DEDUPING_INTERVAL_MS,
  FOCUS_THROTTLE_INTERVAL_MS,
  isSlowConnection,
  onErrorRetry,
} from "@/application/swr-config";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const flicker = () => json(200, { results: { flickerPeriod: 10 } });
const failure = (status: number, code = "X") => json(status, { error: { code, message: "실패했습니다." } });

function Probe() {
  const { data, error } = useApi("getMainFlicker");
  return <p>{error ? `오류 ${error.status}` : (data?.flickerPeriod ?? "로딩")}</p>;
}
function renderProbe() {
  // A fresh config (and so a fresh cache) per test.
  return render(
    <SWRConfig value={createSwrConfig({ connection: { effectiveType: "4g" } })}>
      <Probe />
    </SWRConfig>,
  );
}
/** Lets lazily imported modules arrive (real macrotasks: the module loader is not a fake timer), then advances. */
async function settle() {
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setImmediate(r));
    await vi.advanceTimersByTimeAsync(0);
  }
}
const tick = (ms: number) =>
  act(async () => {
    await settle();
    await vi.advanceTimersByTimeAsync(ms);
    await settle();
  });

// swr-config and the fetcher load the api-client, the error policy and the bridge lazily (first-load JS, docs/
// performance.md); loaded once here, later `import()`s resolve within fake-timer ticks.
beforeAll(async () => {
  await Promise.all([
    import("@/shared/api-client"),
    import("@/shared/api-request"),
    import("@/shared/error-policy"),
    import("@/shared/bridge"),
    import("@/shared/bridge/protocol"),
    import("@evsafe/contract"),
    import("@evsafe/contract/areas/user"),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  fetchMock.mockReset();
  handleError.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  foreground.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("SWR defaults (SPEC §9)", () => {
  it("normal connection: retry 5 s, dedupe 2 s, focus throttle 5 s, loading-slow 3 s", () => {
    expect(createSwrConfig({ connection: { effectiveType: "4g" } })).toMatchObject({
      errorRetryInterval: 5_000,
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
      loadingTimeout: 3_000,
      errorRetryCount: 3,
      revalidateOnFocus: true,
    });
    expect(createSwrConfig({ connection: undefined })).toMatchObject({ errorRetryInterval: 5_000, loadingTimeout: 3_000 });
  });

  it("slow connection (slow-2g, 2g, 3g or save-data): retry 10 s, loading-slow 5 s", () => {
    for (const connection of [
      { effectiveType: "slow-2g" },
      { effectiveType: "2g" },
      { effectiveType: "3g" },
      { effectiveType: "4g", saveData: true },
    ]) {
      expect(isSlowConnection(connection)).toBe(true);
      expect(createSwrConfig({ connection })).toMatchObject({ errorRetryInterval: 10_000, loadingTimeout: 5_000, dedupingInterval: 2_000 });
    }
    expect(isSlowConnection({ effectiveType: "4g" })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe("onErrorRetry", () => {
  const config = { errorRetryInterval: 5_000 } as Parameters<typeof onErrorRetry>[2];

  it("never retries a 4xx", () => {
    const revalidate = vi.fn();
    for (const status of [400, 401, 403, 404, 409, 422]) onErrorRetry({ status }, "k", config, revalidate, { retryCount: 1, dedupe: true });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("retries other failures after errorRetryInterval, at most 3 times", () => {
    const revalidate = vi.fn();
    onErrorRetry({ status: 500 }, "k", config, revalidate, { retryCount: 1, dedupe: true });
    vi.advanceTimersByTime(4_999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 1, dedupe: true });
    onErrorRetry({ status: 0 }, "k", config, revalidate, { retryCount: 3, dedupe: true });
    vi.advanceTimersByTime(5_000);
    expect(revalidate).toHaveBeenCalledTimes(2);
    onErrorRetry({ status: 502 }, "k", config, revalidate, { retryCount: 4, dedupe: true });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it("in a real hook: a 500 is fetched once and retried 3 times, 5 s apart, then left alone", async () => {
    fetchMock.mockImplementation(async () => failure(500));
    const view = renderProbe();
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await tick(5_000);
    await tick(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(view.container).toHaveTextContent("오류 500");
  });

  it("in a real hook: a 404 is not retried", async () => {
    fetchMock.mockImplementation(async () => failure(404));
    renderProbe();
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("revalidation on the shell's app-foreground event and on visibility", () => {
  it("app.foreground revalidates, throttled to once per 5 s like focus", async () => {
    fetchMock.mockImplementation(async () => flicker());
    const view = renderProbe();
    await tick(0);
    expect(view.container).toHaveTextContent("10");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(foreground.size).toBe(1);

    // SWR starts the focus throttle at mount.
    act(() => foreground.forEach((h) => h()));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await tick(FOCUS_THROTTLE_INTERVAL_MS + DEDUPING_INTERVAL_MS);
    act(() => foreground.forEach((h) => h()));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    act(() => foreground.forEach((h) => h()));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(2); // within the focus throttle

    await tick(FOCUS_THROTTLE_INTERVAL_MS + 1);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("unsubscribes from the bridge when the app's SWRConfig unmounts", async () => {
    fetchMock.mockImplementation(async () => flicker());
    renderProbe();
    await tick(0); // the bridge module arrives after the page (lazy import)
    expect(foreground.size).toBe(1);
    cleanup();
    expect(foreground.size).toBe(0);
  });

  it("does not subscribe when SWRConfig unmounts before the bridge module arrives", async () => {
    renderProbe();
    cleanup();
    await tick(0);
    expect(foreground.size).toBe(0);
  });
});

describe("background failures and the error policy", () => {
  it.each([
    [401, "UNAUTHORIZED"],
    [403, "FORBIDDEN"],
    [403, "SERVICE_EXPIRED"],
    [502, "BAD_GATEWAY"],
  ])("%i %s goes to the error policy", async (status, code) => {
    fetchMock.mockImplementation(async () => failure(status, code));
    renderProbe();
    await tick(0);
    expect(handleError).toHaveBeenCalledTimes(1);
    expect(handleError.mock.calls[0]?.[0]).toMatchObject({ status, code });
  });

  it.each([400, 404, 500, 503])("%i stays quiet (the screen shows its own state)", async (status) => {
    fetchMock.mockImplementation(async () => failure(status));
    renderProbe();
    await tick(20_000);
    expect(handleError).not.toHaveBeenCalled();
  });

  it("an unreachable API stays quiet in the background", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderProbe();
    await tick(20_000);
    expect(handleError).not.toHaveBeenCalled();
  });
});

describe("keys and fetcher from the contract", () => {
  it("keys are [call name, params, query] with empty values dropped", () => {
    expect(apiKey("getMainFlicker")).toEqual(["getMainFlicker", {}, {}]);
    expect(apiKey("getDiagnosisHistory", { query: { startDate: "2026-01-01", endDate: undefined } } as never)).toEqual([
      "getDiagnosisHistory",
      {},
      { startDate: "2026-01-01" },
    ]);
  });

  it("the fetcher calls the contract's path with params and query", async () => {
    fetchMock.mockResolvedValue(json(200, { results: { exists: true } }));
    await fetcher(apiKey("existsUser", { params: { id: "kim" } })).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/evsafe/api/users/kim/exists");
  });
});
