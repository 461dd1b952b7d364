import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const active = async (token: string, refreshToken: string) => (await t.ok("sessionActive", { token, body: { refreshToken } })).active;
const refresh = (refreshToken: string, loginId = "demo") => t.ok("refresh", { body: { loginId, refreshToken } });

describe("POST users/session", () => {
  it("is active after sign-in and across a rotation (the rotated token still belongs to the live session)", async () => {
    t.setNow(new Date("2026-11-22T08:00:00Z"));
    const s = await t.signIn("demo");
    expect(await active(s.accessToken, s.refreshToken)).toBe(true);
    const next = await refresh(s.refreshToken);
    expect(await active(next.accessToken, next.refreshToken)).toBe(true);
    expect(await active(s.accessToken, s.refreshToken)).toBe(true);
  });

  it("is inactive for every token of the family once the session signs out, though the access token still works", async () => {
    t.setNow(new Date("2026-11-22T08:10:00Z"));
    const s = await t.signIn("demo");
    const next = await refresh(s.refreshToken);
    const other = await t.signIn("demo");
    await t.ok("logout", { token: next.accessToken, body: { refreshToken: next.refreshToken } });
    // A saved cookie's pair: the access token is still within its 30 minutes, so only this call can tell.
    expect(await active(s.accessToken, s.refreshToken)).toBe(false);
    expect(await active(next.accessToken, next.refreshToken)).toBe(false);
    // Another device's session is not affected.
    expect(await active(other.accessToken, other.refreshToken)).toBe(true);
  });

  it("is inactive after a sign-out of every session, a revoked reuse, an expiry, or for an unknown or another member's token", async () => {
    t.setNow(new Date("2026-11-22T08:20:00Z"));
    const a = await t.signIn("demo03");
    await t.ok("logout", { token: a.accessToken });
    expect(await active(a.accessToken, a.refreshToken)).toBe(false);

    const mine = await t.signIn("demo");
    const theirs = await t.signIn("demo03");
    expect(await active(mine.accessToken, theirs.refreshToken)).toBe(false);
    expect(await active(mine.accessToken, "x".repeat(43))).toBe(false);

    t.setNow(new Date("2026-12-22T08:20:00Z")); // past the refresh token's lifetime
    const late = await t.signIn("demo");
    expect(await active(late.accessToken, mine.refreshToken)).toBe(false);
  });

  it("needs the access token and a refresh token (Korean 401 and 400)", async () => {
    t.setNow(new Date("2026-11-22T08:30:00Z"));
    const s = await t.signIn("demo");
    expectClientError(await t.api("sessionActive", { body: { refreshToken: s.refreshToken } }), 401);
    expectClientError(await t.call("POST", "users/session", { token: s.accessToken, body: {} }), 400);
    expectClientError(await t.call("POST", "users/session", { token: s.accessToken, body: { refreshToken: 1 } }), 400);
  });
});
