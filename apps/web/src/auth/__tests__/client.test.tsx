// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "next-auth";
import { getCsrfToken, getSession, signIn, signOut } from "../client/actions";
import { resetSessionClient, SESSION_CHANNEL, useSession } from "../client/client";
import { AuthSessionProvider } from "../client/session-provider";
import { DEFAULT_SESSION_POLL_SECONDS, SESSION_CLIENT_CACHE_S, sessionPollSeconds } from "../client/session-config";
import { signOutDestination } from "../client/use-session-error-sign-out";

const SESSION: Session = {
  expires: "2026-12-01T00:00:00.000Z",
  accessToken: "a.b.c",
  exp: 2,
  iat: 1,
  sub: "1",
  signedInAt: 1,
  user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
};

function Status() {
  const { status, data } = useSession();
  return (
    <p data-testid="status">
      {status}:{data?.user.userName ?? "-"}
    </p>
  );
}

let visibility: DocumentVisibilityState = "visible";
function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Lets the event loop run (BroadcastChannel messages arrive as real macrotasks, not fake timers) until `done()`. */
async function until(done: () => boolean, turns = 50) {
  for (let i = 0; i < turns && !done(); i++) {
    await act(async () => {
      await new Promise((r) => setImmediate(r));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const handleError = vi.hoisted(() => vi.fn());
vi.mock("@/shared/error-policy", () => ({ handleError }));

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
  resetSessionClient();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AuthSessionProvider (SPEC §4)", () => {
  it("goes loading → authenticated with one session fetch when no session is given", async () => {
    render(
      <AuthSessionProvider>
        <Status />
      </AuthSessionProvider>,
    );
    expect(screen.getByTestId("status").textContent).toContain("loading");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("authenticated:김민준");
    expect(sessionCalls(fetchMock)).toBe(1);
  });

  it("goes loading → unauthenticated when the server has no session", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 200 }));
    render(
      <AuthSessionProvider>
        <Status />
      </AuthSessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("unauthenticated");
  });

  it("starts authenticated from the server's session without fetching", async () => {
    render(
      <AuthSessionProvider session={SESSION}>
        <Status />
      </AuthSessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("authenticated:김민준");
    expect(sessionCalls(fetchMock)).toBe(0);
  });

  it("refetches when the tab becomes visible, but not within the 10 s client cache", async () => {
    render(
      <AuthSessionProvider session={SESSION} refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
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
    render(
      <AuthSessionProvider session={SESSION} refetchInterval={0} refetchOnWindowFocus={false}>
        <Status />
      </AuthSessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
      setVisibility("visible");
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionCalls(fetchMock)).toBe(0);
  });

  it("polls at the configured interval in seconds, only while online", async () => {
    render(
      <AuthSessionProvider session={SESSION} refetchInterval={60}>
        <Status />
      </AuthSessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(sessionCalls(fetchMock)).toBe(1);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(180_000);
    });
    expect(sessionCalls(fetchMock)).toBe(1);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(sessionCalls(fetchMock)).toBe(2);
  });

  it("refetches on another tab's broadcast (sign-in/sign-out), regardless of the cache", async () => {
    render(
      <AuthSessionProvider session={SESSION} refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
    fetchMock.mockImplementation(async () => new Response("{}", { status: 200 }));
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ event: "session", trigger: "signout" });
    await until(() => screen.getByTestId("status").textContent!.includes("unauthenticated"));
    expect(screen.getByTestId("status").textContent).toContain("unauthenticated");
    expect(sessionCalls(fetchMock)).toBe(1);
    otherTab.close();
  });

  it("ignores messages on the channel that are not session broadcasts", async () => {
    render(
      <AuthSessionProvider session={SESSION} refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ event: "session", trigger: "steal", accessToken: "x" });
    otherTab.postMessage("signout");
    await until(() => false, 20);
    expect(sessionCalls(fetchMock)).toBe(0);
    otherTab.close();
  });

  it("keeps the last session when a refetch fails (SPEC §8: silent), and settles loading as signed out when nothing is known", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AuthSessionProvider session={SESSION} refetchInterval={60}>
        <Status />
      </AuthSessionProvider>,
    );
    fetchMock.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(sessionCalls(fetchMock)).toBe(1);
    expect(screen.getByTestId("status").textContent).toContain("authenticated:김민준");
    expect(handleError).toHaveBeenCalledWith(expect.any(TypeError), "auth-session");
    cleanup();
    resetSessionClient();
    render(
      <AuthSessionProvider refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("unauthenticated");
  });

  it("makes one session request however many triggers ask at once", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (answer = r)));
    render(
      <AuthSessionProvider refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ event: "session", trigger: "signin" });
    otherTab.postMessage({ event: "session", trigger: "signin" });
    await until(() => false, 20);
    expect(sessionCalls(fetchMock)).toBe(1);
    await act(async () => {
      answer(new Response(JSON.stringify(SESSION), { status: 200 }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("authenticated:김민준");
    otherTab.close();
  });

  it("adopts a fresher session from a page rendered on the server later", async () => {
    const { rerender } = render(
      <AuthSessionProvider session={SESSION} refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
    rerender(
      <AuthSessionProvider session={{ ...SESSION, user: { ...SESSION.user, userName: "이서연" } }} refetchInterval={0}>
        <Status />
      </AuthSessionProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("status").textContent).toContain("authenticated:이서연");
    expect(sessionCalls(fetchMock)).toBe(0);
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

describe("auth actions (SPEC §7 authentication library calls)", () => {
  const PROVIDERS = {
    evsafe: {
      id: "evsafe",
      name: "EV Safe",
      type: "credentials",
      signinUrl: "/api/auth/signin/evsafe",
      callbackUrl: "/api/auth/callback/evsafe",
    },
  };
  type Route = (init: RequestInit | undefined) => Response | Promise<Response>;
  let routes: Record<string, Route>;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const posted = (path: string) => {
    const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && (init as RequestInit | undefined)?.method === "POST");
    return call ? new URLSearchParams(String((call[1] as RequestInit).body)) : null;
  };
  let assigned: string[];

  beforeEach(() => {
    vi.useRealTimers();
    handleError.mockReset();
    routes = {
      "/api/auth/providers": () => json(PROVIDERS),
      "/api/auth/csrf": () => json({ csrfToken: "csrf-1" }),
      "/api/auth/session": () => json(SESSION),
      "/api/auth/callback/evsafe": () => json({ url: "http://localhost:3000/home" }),
      "/api/auth/signout": () => json({ url: "http://localhost:3000/nonMemberMain" }),
    };
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const route = routes[String(url)];
      return route ? route(init) : json({}, 404);
    });
    assigned = [];
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      pathname: "/signin",
      search: "?callbackUrl=%2Fmenu",
      origin: "http://localhost:3000",
      set href(url: string) {
        assigned.push(url);
      },
      get href() {
        return "http://localhost:3000/signin?callbackUrl=%2Fmenu";
      },
    } as Location);
  });

  it("signIn with redirect false posts the form with csrfToken, callbackUrl and json=true, then refreshes and broadcasts", async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    const res = await signIn("evsafe", { loginId: "demo", password: "Demo1234!", redirect: false, callbackUrl: "/menu" });
    expect(res).toEqual({ error: null, status: 200, ok: true, url: "http://localhost:3000/home" });
    const form = posted("/api/auth/callback/evsafe")!;
    expect(Object.fromEntries(form)).toEqual({
      loginId: "demo",
      password: "Demo1234!",
      callbackUrl: "/menu",
      csrfToken: "csrf-1",
      json: "true",
    });
    expect(sessionCalls(fetchMock)).toBe(1);
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setImmediate(r));
    expect(heard).toEqual([{ event: "session", trigger: "signin" }]);
    otherTab.close();
  });

  it("signIn with wrong credentials resolves the error name and does not broadcast", async () => {
    routes["/api/auth/callback/evsafe"] = () => json({ url: "http://localhost:3000/api/auth/error?error=CredentialsSignin" }, 401);
    const res = await signIn("evsafe", { loginId: "demo", password: "x", redirect: false });
    expect(res).toEqual({ error: "CredentialsSignin", status: 401, ok: false, url: null });
    expect(sessionCalls(fetchMock)).toBe(0);
  });

  it("signIn when the providers cannot be fetched: logged, then the policy's auth-providers row (error page)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    routes["/api/auth/providers"] = () => json({ message: "down" }, 500);
    expect(await signIn("evsafe", { redirect: false })).toBeUndefined();
    await vi.waitFor(() => expect(handleError).toHaveBeenCalledWith(expect.any(Error), "auth-providers"));
    expect(handleError).toHaveBeenCalledWith(expect.any(Error), "client-fetch");
    expect(posted("/api/auth/callback/evsafe")).toBeNull();
  });

  it("signIn with an unknown provider: the policy's auth-provider-unknown row (sign-in page with callbackUrl)", async () => {
    expect(await signIn("myspace", { redirect: false })).toBeUndefined();
    await vi.waitFor(() => expect(handleError).toHaveBeenCalledWith(expect.any(Error), "auth-provider-unknown"));
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "POST")).toBe(false);
  });

  it("signIn without redirect false navigates to the answer's url", async () => {
    await signIn("evsafe", { loginId: "demo", password: "Demo1234!", callbackUrl: "/menu" });
    expect(assigned).toEqual(["http://localhost:3000/home"]);
  });

  it("signOut posts csrfToken, callbackUrl and json=true, empties the session and tells other tabs", async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    await signOut({ redirect: false, callbackUrl: "/unauthorized" });
    expect(Object.fromEntries(posted("/api/auth/signout")!)).toEqual({ callbackUrl: "/unauthorized", csrfToken: "csrf-1", json: "true" });
    expect(assigned).toEqual([]);
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setImmediate(r));
    expect(heard).toEqual([{ event: "session", trigger: "signout" }]);
    otherTab.close();
    await signOut({ callbackUrl: "/nonMemberMain" });
    expect(assigned).toEqual(["http://localhost:3000/nonMemberMain"]);
  });

  it("signOut rejects when the server refuses (the caller decides), and when no CSRF token could be had", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    routes["/api/auth/signout"] = () => json({}, 500);
    await expect(signOut({ redirect: false })).rejects.toThrow();
    routes["/api/auth/csrf"] = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(signOut({ redirect: false })).rejects.toThrow();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/signout")).toHaveLength(1);
  });

  it("getSession and getCsrfToken: a failure is logged (policy row client-fetch and POST _log) and yields null; {} is null", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: beacon });
    expect(await getSession()).toEqual(SESSION);
    routes["/api/auth/session"] = () => json({});
    expect(await getSession()).toBeNull();
    routes["/api/auth/session"] = () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await getSession()).toBeNull();
    routes["/api/auth/csrf"] = () => new Response("<html>", { status: 502 });
    expect(await getCsrfToken()).toBeNull();
    await vi.waitFor(() => expect(handleError).toHaveBeenCalledTimes(2));
    expect(handleError.mock.calls.every(([, source]) => source === "client-fetch")).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe("/api/auth/_log");
    expect(body.get("level")).toBe("error");
    expect(body.get("code")).toBe("CLIENT_FETCH_ERROR");
  });
});
