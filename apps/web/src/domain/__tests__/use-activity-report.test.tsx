// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "next-auth";
import { SessionProvider, resetSessionClient } from "@/auth/client/client";
import { ACTIVITY_REPORTED_KEY, resetActivityReports, type ActivityApi } from "../activity-report";
import { useActivityReport } from "../use-activity-report";

const SESSION: Session = {
  expires: "2026-12-01T00:00:00.000Z",
  accessToken: "access-1",
  exp: 2000,
  iat: 1000,
  sub: "7",
  signedInAt: 900,
  user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
};

function Page({ api, device = "AOS" as const }: { api: ActivityApi; device?: "AOS" | "iOS" | "N/A" }) {
  useActivityReport({ screen: "/home", api, getDeviceType: () => device });
  return null;
}

function mount(session: Session | null, api: ActivityApi, device?: "AOS" | "iOS" | "N/A") {
  return render(
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <Page api={api} device={device} />
    </SessionProvider>,
  );
}

/** The browser's idle callbacks, run by the tests when they choose (`idleNow()`), or at once (`autoIdle`). */
let idleCallbacks: Array<() => void> = [];
let autoIdle = true;
const idleNow = () => act(() => idleCallbacks.splice(0).forEach((cb) => cb()));
/** Lets scheduled idle work (a 0 ms timer here) and the report it starts run to the end. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  resetActivityReports();
  window.sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 200 })),
  );
  idleCallbacks = [];
  autoIdle = true;
  vi.stubGlobal(
    "requestIdleCallback",
    vi.fn((cb: () => void, opts?: { timeout?: number }) => {
      if (autoIdle) return setTimeout(cb, 0);
      idleCallbacks.push(cb);
      void opts;
      return idleCallbacks.length;
    }),
  );
  vi.stubGlobal(
    "cancelIdleCallback",
    vi.fn((id: number) => clearTimeout(id)),
  );
});
afterEach(async () => {
  await settle(); // nothing scheduled by one test may run in the next
  cleanup();
  resetSessionClient();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useActivityReport", () => {
  it("waits for the browser to be idle (at most 3 s), so the report never competes with the page's hydration", async () => {
    autoIdle = false;
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(api).not.toHaveBeenCalled();
    idleNow();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
  });

  it("without requestIdleCallback (Safari) it reports 500 ms after the page", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api);
    await new Promise((r) => setTimeout(r, 300));
    expect(api).not.toHaveBeenCalled();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
  });

  it("posts activity and puts the device type with the session token", async () => {
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api, "iOS");
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api).toHaveBeenCalledWith("postActivityHistory", { body: { screen: "/home", deviceType: "iOS" }, token: "access-1" });
    expect(api).toHaveBeenCalledWith("putDeviceType", { body: { deviceType: "iOS" }, token: "access-1" });
    expect(window.sessionStorage.getItem(ACTIVITY_REPORTED_KEY)).toBe("7:900");
  });

  it("reports once per session across remounts (/home then /menu) and reloads", async () => {
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api).unmount();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    mount(SESSION, api).unmount();
    resetActivityReports(); // a reload forgets memory; the tab's sessionStorage remembers
    mount(SESSION, api);
    await settle();
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("does not report again after a token refresh (new token and iat, same sign-in)", async () => {
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api).unmount();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    resetSessionClient();
    mount({ ...SESSION, accessToken: "access-2", iat: 2900, exp: 4700 }, api);
    await settle();
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("reports again for a new session (a new sign-in)", async () => {
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api).unmount();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    resetSessionClient();
    mount({ ...SESSION, accessToken: "access-3", iat: 5000, signedInAt: 5000 }, api);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(4));
  });

  it("does nothing without a session or with a session marked in error", async () => {
    const api = vi.fn(async () => ({})) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount({ ...SESSION, accessToken: "", error: "RefreshAccessTokenError" }, api).unmount();
    mount(null, api);
    await settle();
    expect(api).not.toHaveBeenCalled();
  });

  it("defaults the device type to N/A outside the shell and retries on the next visit after a failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = vi.fn(async () => {
      throw new Error("down");
    }) as unknown as ActivityApi & ReturnType<typeof vi.fn>;
    mount(SESSION, api, "N/A").unmount();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith("putDeviceType", { body: { deviceType: "N/A" }, token: "access-1" });
    expect(window.sessionStorage.getItem(ACTIVITY_REPORTED_KEY)).toBeNull();
    mount(SESSION, api);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(4));
  });
});
