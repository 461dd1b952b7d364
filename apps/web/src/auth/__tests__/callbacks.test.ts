import { afterEach, describe, expect, it, vi } from "vitest";
import type { TokenPair } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-client";
import { AUTH_TOKEN_ERRORS, jwtCallback, sessionCallback, userFromPair } from "../server/callbacks";
import { REFRESH_LEEWAY_S } from "../server/config";
import { resetRefreshFlights } from "../server/refresh";
import { makeAccessToken } from "./jwt-factory";

const NOW = 1_800_000_000;
const nowS = () => NOW;

function signedInToken(expInS = 30 * 60) {
  const accessToken = makeAccessToken({ iat: NOW - 60, exp: NOW + expInS }, NOW);
  const user = userFromPair({ accessToken, refreshToken: "refresh-1" }, "evsafe");
  return { accessToken, user };
}

function newPair(): TokenPair {
  return {
    accessToken: makeAccessToken({ iat: NOW, exp: NOW + 1800 }, NOW),
    refreshToken: "refresh-2",
    tokenType: "Bearer",
    expiresIn: 1800,
    userId: "demo",
    userName: "김민준",
  };
}

afterEach(() => resetRefreshFlights());

describe("jwt callback", () => {
  it("keeps the tokens, the decoded claims and the login provider at sign-in, and nothing else", async () => {
    const { accessToken, user } = signedInToken();
    const token = await jwtCallback({ token: { name: "x", email: "e", picture: "p", sub: "1" }, user }, { nowS });
    expect(token).toEqual({
      sub: "1",
      accessToken,
      refreshToken: "refresh-1",
      loginProvider: "evsafe",
      signedInAt: NOW,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      claims: { sub: "1", userId: "demo", userName: "김민준", iat: NOW - 60, exp: NOW + 1800 },
    });
  });

  it("leaves a token with time to spare alone (no refresh call)", async () => {
    const { user } = signedInToken(REFRESH_LEEWAY_S + 1);
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const refresh = vi.fn();
    expect(await jwtCallback({ token }, { nowS, refresh })).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes through auth/refresh {loginId, refreshToken} when less than the leeway is left", async () => {
    const { user } = signedInToken(REFRESH_LEEWAY_S - 1);
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const pair = newPair();
    const refresh = vi.fn(async () => pair);
    const next = await jwtCallback({ token }, { nowS, refresh });
    expect(refresh).toHaveBeenCalledWith("demo", "refresh-1");
    // The session is the same one: its sign-in time survives the refresh (the activity report keys on it).
    expect(next).toMatchObject({ accessToken: pair.accessToken, refreshToken: "refresh-2", loginProvider: "evsafe", signedInAt: NOW });
    expect(next.claims?.exp).toBe(NOW + 1800);
    expect(next.error).toBeUndefined();
  });

  it("makes one refresh for many concurrent requests carrying the same cookie", async () => {
    const { user } = signedInToken(10);
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const refresh = vi.fn(async () => newPair());
    const results = await Promise.all(Array.from({ length: 10 }, () => jwtCallback({ token: { ...token } }, { nowS, refresh })));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.refreshToken === "refresh-2")).toBe(true);
  });

  it("marks a refused refresh so the client signs out, and drops the dead refresh token", async () => {
    const { user } = signedInToken(-5);
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const refresh = vi.fn(async () => {
      throw new ApiRequestError(401, "UNAUTHORIZED", "만료");
    });
    const next = await jwtCallback({ token }, { nowS, refresh });
    expect(next.error).toBe(AUTH_TOKEN_ERRORS.REFRESH_FAILED);
    expect(next.refreshToken).toBeUndefined();
    // Once marked, no further refresh attempts.
    await jwtCallback({ token: next }, { nowS, refresh });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("keeps the token unchanged when the API cannot answer, so the next request retries", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = signedInToken(10);
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const refresh = vi.fn(async () => {
      throw new ApiRequestError(0, "NETWORK_ERROR", "연결 불가");
    });
    expect(await jwtCallback({ token }, { nowS, refresh })).toBe(token);
  });

  it.each([
    ["a non-string", 123],
    ["a missing part", "a.b"],
    ["bad base64", "a.%%%.c"],
    ["bad JSON", `a.${Buffer.from("nope").toString("base64url")}.c`],
  ])("marks a token whose access token has %s as a decode error (SPEC §5)", async (_label, accessToken) => {
    const next = await jwtCallback({ token: { accessToken: accessToken as string, refreshToken: "r" } }, { nowS });
    expect(next.error).toBe(AUTH_TOKEN_ERRORS.DECODE_FAILED);
  });

  it("marks a decode error when the refreshed access token is unreadable", async () => {
    const { user } = signedInToken(10);
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const refresh = vi.fn(async () => ({ ...newPair(), accessToken: "garbage" }));
    expect((await jwtCallback({ token }, { nowS, refresh })).error).toBe(AUTH_TOKEN_ERRORS.DECODE_FAILED);
  });
});

describe("session callback", () => {
  it("gives the browser the access token, the claims and the user, never the refresh token", async () => {
    const { accessToken, user } = signedInToken();
    const token = await jwtCallback({ token: {}, user }, { nowS });
    const session = sessionCallback({ session: { expires: "2026-12-01T00:00:00.000Z" }, token });
    expect(session).toEqual({
      expires: "2026-12-01T00:00:00.000Z",
      accessToken,
      exp: NOW + 1800,
      iat: NOW - 60,
      sub: "1",
      signedInAt: NOW,
      user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
    });
    expect(JSON.stringify(session)).not.toContain("refresh-1");
    expect(JSON.stringify(session)).not.toMatch(/refresh/i);
  });

  it("carries the error and no usable access token when the token is marked", () => {
    const session = sessionCallback({
      session: { expires: "x" },
      token: { accessToken: "a.b.c", refreshToken: "refresh-9", error: AUTH_TOKEN_ERRORS.DECODE_FAILED },
    });
    expect(session.error).toBe(AUTH_TOKEN_ERRORS.DECODE_FAILED);
    expect(session.accessToken).toBe("");
    expect(JSON.stringify(session)).not.toContain("refresh-9");
    // JSON-safe for getServerSideProps props: no undefined anywhere.
    expect(JSON.parse(JSON.stringify(session))).toEqual(session);
  });
});
