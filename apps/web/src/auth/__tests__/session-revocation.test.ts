// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthOptions } from "../server/options";
import { resetRefreshFlights } from "../server/refresh";
import { resetSessionChecks, SESSION_CHECK_TTL_MS } from "../server/session-check";
import { makeAccessToken } from "./jwt-factory";
import { csrfFor, drive, nextAuthWith } from "./nextauth-driver";

const REFRESH = "Q2hhbmdlTWVJbkFSZWFsUmVmcmVzaFRva2VuMDEyMzQ1";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API as far as sign-in, sign-out and the session check go; `active` is what users/session answers. */
function fakeApi() {
  const state = { active: true as boolean | "down", logoutFails: false, calls: [] as string[] };
  const fetchMock = vi.fn(async (url: string) => {
    const path = String(url).replace(/^.*\/api\//, "");
    state.calls.push(path);
    if (path === "auth/login") {
      return json(200, {
        results: {
          accessToken: makeAccessToken({ userName: "김민준" }),
          refreshToken: REFRESH,
          tokenType: "Bearer",
          expiresIn: 1800,
          userId: "demo",
          userName: "김민준",
        },
      });
    }
    if (path === "auth/logout") {
      if (state.logoutFails) throw new TypeError("fetch failed");
      return json(200, { results: { ok: true } });
    }
    if (path === "auth/refresh")
      return json(200, {
        results: {
          accessToken: makeAccessToken(),
          refreshToken: `${REFRESH}2`,
          tokenType: "Bearer",
          expiresIn: 1800,
          userId: "demo",
          userName: "김민준",
        },
      });
    if (path === "users/session") {
      if (state.active === "down") throw new TypeError("fetch failed");
      return json(200, { results: { active: state.active } });
    }
    return json(404, { error: { code: "NOT_FOUND", message: "없음" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return state;
}

const SESSION_COOKIE = "next-auth.session-token";

async function signIn(handler: ReturnType<typeof nextAuthWith>) {
  const { csrfToken, cookies } = await csrfFor(handler);
  const res = await drive(handler, {
    path: ["callback", "evsafe"],
    method: "POST",
    body: { csrfToken, loginId: "demo", password: "Demo1234!", callbackUrl: "/home", json: "true" },
    cookies,
  });
  return res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
}

async function signOut(handler: ReturnType<typeof nextAuthWith>, session: string) {
  const { csrfToken, cookies } = await csrfFor(handler);
  return drive(handler, {
    path: ["signout"],
    method: "POST",
    body: { csrfToken, callbackUrl: "/nonMemberMain", json: "true" },
    cookies: { ...cookies, [SESSION_COOKIE]: session },
  });
}

const sessionOf = async (handler: ReturnType<typeof nextAuthWith>, session: string) =>
  (await drive(handler, { path: ["session"], method: "GET", cookies: { [SESSION_COOKIE]: session } })).body as {
    accessToken?: string;
    error?: string;
  };

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  resetSessionChecks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetRefreshFlights();
});

describe("a session cookie replayed after sign-out", () => {
  it("is signed out on the server that signed it out, at once, without asking the API", async () => {
    const api = fakeApi();
    const handler = nextAuthWith(createAuthOptions({ NODE_ENV: "test" }));
    const saved = await signIn(handler);
    expect((await sessionOf(handler, saved)).accessToken).toMatch(/^eyJ/);

    const out = await signOut(handler, saved);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.attrs).toContain("Max-Age=0");
    expect(api.calls).toContain("auth/logout");

    api.active = true; // even if the API's revocation had not happened
    const replayed = await sessionOf(handler, saved);
    expect(replayed.error).toBe("RefreshAccessTokenError");
    expect(replayed.accessToken).toBe("");
    expect(api.calls).not.toContain("users/session");
  });

  it("is signed out on another server once the API says the family is revoked", async () => {
    const api = fakeApi();
    const handler = nextAuthWith(createAuthOptions({ NODE_ENV: "test" }));
    const saved = await signIn(handler);
    await signOut(handler, saved);
    resetSessionChecks(); // another web server: it never saw this sign-out

    api.active = false;
    const replayed = await sessionOf(handler, saved);
    expect(replayed).toMatchObject({ error: "RefreshAccessTokenError", accessToken: "" });
    expect(api.calls.filter((c) => c === "users/session")).toHaveLength(1);
  });

  it("is not brought back by a refresh when the API could not be told of the sign-out", async () => {
    const api = fakeApi();
    const handler = nextAuthWith(createAuthOptions({ NODE_ENV: "test" }));
    const saved = await signIn(handler);
    api.logoutFails = true;
    await signOut(handler, saved);
    // The replayed cookie's access token is about to expire: the jwt callback would refresh it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 29.5 * 60_000);
    expect(await sessionOf(handler, saved)).toMatchObject({ error: "RefreshAccessTokenError", accessToken: "" });
    expect(api.calls).not.toContain("auth/refresh");
  });

  it("asks the API at most once a minute per live session, and keeps it when the API cannot answer", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const api = fakeApi();
    const handler = nextAuthWith(createAuthOptions({ NODE_ENV: "test" }));
    const session = await signIn(handler);
    const checks = () => api.calls.filter((c) => c === "users/session").length;

    // Just signed in: known live, no call.
    for (let i = 0; i < 3; i++) expect((await sessionOf(handler, session)).accessToken).toMatch(/^eyJ/);
    expect(checks()).toBe(0);

    vi.setSystemTime(Date.now() + SESSION_CHECK_TTL_MS + 1);
    for (let i = 0; i < 3; i++) expect((await sessionOf(handler, session)).accessToken).toMatch(/^eyJ/);
    expect(checks()).toBe(1);

    vi.setSystemTime(Date.now() + SESSION_CHECK_TTL_MS + 1);
    api.active = "down";
    expect((await sessionOf(handler, session)).error).toBeUndefined();
    expect(checks()).toBe(2);
  });
});
