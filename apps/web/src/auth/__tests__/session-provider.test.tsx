import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "next-auth";
import { useSession } from "next-auth/react";
import { AuthSessionProvider } from "../session-provider";
import { DEFAULT_SESSION_POLL_SECONDS, SESSION_CLIENT_CACHE_S, sessionPollSeconds } from "../session-config";
import { signOutDestination } from "../use-session-error-sign-out";

const SESSION: Session = {
  expires: "2026-12-01T00:00:00.000Z", accessToken: "a.b.c", exp: 2, iat: 1, sub: "1",
  user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
};

function Status() {
  const { status, data } = useSession();
  return <p data-testid="status">{status}:{data?.user.userName ?? "-"}</p>;
}

let visibility: DocumentVisibilityState = "visible";
function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  document.dispatchEvent(new Event("visibilitychange"));
}

const sessionCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/auth/session")).length;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  fetchMock = vi.fn(async () => new Response(JSON.stringify(SESSION), { status: 200, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AuthSessionProvider (SPEC §4)", () => {
  it("goes loading → authenticated with one session fetch when no session is given", async () => {
    render(<AuthSessionProvider><Status /></AuthSessionProvider>);
    expect(screen.getByTestId("status").textContent).toContain("loading");
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId("status").textContent).toContain("authenticated:김민준");
    expect(sessionCalls(fetchMock)).toBe(1);
  });

  it("goes loading → unauthenticated when the server has no session", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 200 }));
    render(<AuthSessionProvider><Status /></AuthSessionProvider>);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId("status").textContent).toContain("unauthenticated");
  });

  it("starts authenticated from the server's session without fetching", async () => {
    render(<AuthSessionProvider session={SESSION}><Status /></AuthSessionProvider>);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId("status").textContent).toContain("authenticated:김민준");
    expect(sessionCalls(fetchMock)).toBe(0);
  });

  it("refetches when the tab becomes visible, but not within the 10 s client cache", async () => {
    render(<AuthSessionProvider session={SESSION} refetchInterval={0}><Status /></AuthSessionProvider>);
    await act(async () => {
      await vi.advanceTimersByTimeAsync((SESSION_CLIENT_CACHE_S - 1) * 1000);
      setVisibility("hidden");
      setVisibility("visible");
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionCalls(fetchMock)).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
      setVisibility("hidden");
      setVisibility("visible");
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionCalls(fetchMock)).toBe(1);
    // Right after that fetch, the cache holds again.
    await act(async () => {
      setVisibility("hidden");
      setVisibility("visible");
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionCalls(fetchMock)).toBe(1);
  });

  it("does not refetch on visibility when refetchOnWindowFocus is off", async () => {
    render(<AuthSessionProvider session={SESSION} refetchInterval={0} refetchOnWindowFocus={false}><Status /></AuthSessionProvider>);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
      setVisibility("visible");
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionCalls(fetchMock)).toBe(0);
  });

  it("polls at the configured interval in seconds, only while online", async () => {
    render(<AuthSessionProvider session={SESSION} refetchInterval={60}><Status /></AuthSessionProvider>);
    await act(async () => { await vi.advanceTimersByTimeAsync(60_000); });
    expect(sessionCalls(fetchMock)).toBe(1);
    act(() => { window.dispatchEvent(new Event("offline")); });
    await act(async () => { await vi.advanceTimersByTimeAsync(180_000); });
    expect(sessionCalls(fetchMock)).toBe(1);
    act(() => { window.dispatchEvent(new Event("online")); });
    await act(async () => { await vi.advanceTimersByTimeAsync(60_000); });
    expect(sessionCalls(fetchMock)).toBe(2);
  });

  it("refetches on another tab's broadcast (sign-in/sign-out), regardless of the cache", async () => {
    render(<AuthSessionProvider session={SESSION} refetchInterval={0}><Status /></AuthSessionProvider>);
    fetchMock.mockImplementation(async () => new Response("{}", { status: 200 }));
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", {
        key: "nextauth.message",
        newValue: JSON.stringify({ event: "session", data: { trigger: "signout" }, timestamp: 1 }),
      }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("unauthenticated");
  });
});

describe("session settings", () => {
  it("reads the polling interval in seconds with a default and a floor at the client cache", () => {
    expect(sessionPollSeconds(undefined)).toBe(DEFAULT_SESSION_POLL_SECONDS);
    expect(sessionPollSeconds("")).toBe(DEFAULT_SESSION_POLL_SECONDS);
    expect(sessionPollSeconds("abc")).toBe(DEFAULT_SESSION_POLL_SECONDS);
    expect(sessionPollSeconds("-5")).toBe(DEFAULT_SESSION_POLL_SECONDS);
    expect(sessionPollSeconds("0")).toBe(0);
    expect(sessionPollSeconds("3")).toBe(SESSION_CLIENT_CACHE_S);
    expect(sessionPollSeconds("120")).toBe(120);
  });

  it("signs out to / on a decode error and to /unauthorized with the page on a refused refresh", () => {
    expect(signOutDestination("AccessTokenDecodeError", "/home")).toBe("/");
    expect(signOutDestination("RefreshAccessTokenError", "/menu?a=1")).toBe("/unauthorized?callbackUrl=%2Fmenu%3Fa%3D1");
  });
});
