import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokenClaimsSchema } from "@evsafe/contract";
import { DEMO_PASSWORD } from "../src/db/seed/accounts";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claims = (jwt: string) => AccessTokenClaimsSchema.parse(JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()));

describe("POST auth/login", () => {
  it("returns a signed access token with the SPEC claims and a refresh token", async () => {
    const res = await t.api("login", { body: { loginId: "demo", password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r.tokenType).toBe("Bearer");
    expect(r.userId).toBe("demo");
    expect(r.userName).toBe("김민준");
    const c = claims(r.accessToken);
    expect(c.userId).toBe("demo");
    expect(c.exp - c.iat).toBe(30 * 60);
    expect(Number(c.sub)).toBeGreaterThan(0);
    expect(r.refreshToken.length).toBeGreaterThan(30);
  });
  it("refuses a wrong password and an unknown id with the same Korean message", async () => {
    const a = expectClientError(await t.api("login", { body: { loginId: "demo", password: "wrong-password1!" } }), 401);
    const b = expectClientError(await t.api("login", { body: { loginId: "nobody", password: DEMO_PASSWORD } }), 401);
    expect(a.message).toBe(b.message);
  });
  it("answers 400 to an empty body, wrong types and broken JSON", async () => {
    expectClientError(await t.call("POST", "auth/login", {}), 400);
    expectClientError(await t.call("POST", "auth/login", { body: { loginId: 1, password: [] } }), 400);
    expectClientError(await t.call("POST", "auth/login", { body: "{bad", headers: { "content-type": "application/json" } }), 400);
  });
});

describe("tokens on a protected call", () => {
  it("401 for a missing, garbage, wrongly signed or expired token", async () => {
    expectClientError(await t.api("logout", { body: {} }), 401);
    expectClientError(await t.api("logout", { body: {}, token: "garbage" }), 401);
    expectClientError(await t.api("logout", { body: {}, headers: { authorization: "Basic abc" } }), 401);
    const { accessToken } = await t.signIn("demo");
    const [h, p] = accessToken.split(".");
    expectClientError(await t.api("logout", { body: {}, token: `${h}.${p}.AAAA` }), 401);
    t.setNow(new Date(Date.parse("2026-11-22T05:31:00Z"))); // 31 min later: the 30-min token has expired
    const e = expectClientError(await t.api("logout", { body: {}, token: accessToken }), 401);
    expect(e.code).toBe("TOKEN_EXPIRED");
  });
});

describe("POST auth/refresh", () => {
  const refresh = (refreshToken: string, loginId = "demo") => t.api("refresh", { body: { loginId, refreshToken } });

  it("rotates: a new pair, and the new refresh token works", async () => {
    t.setNow(new Date("2026-11-22T06:00:00Z"));
    const first = await t.signIn("demo");
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json().results;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claims(second.accessToken).userId).toBe("demo");
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it("a token used twice within the grace window returns the same new pair (parallel tabs)", async () => {
    t.setNow(new Date("2026-11-22T06:10:00Z"));
    const first = await t.signIn("demo");
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().results.refreshToken).toBe(a.json().results.refreshToken);
    expect(b.json().results.accessToken).toBe(a.json().results.accessToken);
    t.setNow(new Date("2026-11-22T06:10:20Z"));
    expect((await refresh(first.refreshToken)).json().results.refreshToken).toBe(a.json().results.refreshToken);
  });

  it("reuse after the grace window is treated as theft: the whole family is revoked", async () => {
    t.setNow(new Date("2026-11-22T06:20:00Z"));
    const first = await t.signIn("demo");
    const second = (await refresh(first.refreshToken)).json().results;
    t.setNow(new Date("2026-11-22T06:21:00Z"));
    expectClientError(await refresh(first.refreshToken), 401);
    expectClientError(await refresh(second.refreshToken), 401);
  });

  it("refuses another user's login id, an unknown token and bad input", async () => {
    t.setNow(new Date("2026-11-22T06:30:00Z"));
    const first = await t.signIn("demo");
    expectClientError(await refresh(first.refreshToken, "demo00"), 401);
    expectClientError(await refresh("x".repeat(43)), 401);
    expectClientError(await t.call("POST", "auth/refresh", { body: { loginId: "demo" } }), 400);
    expectClientError(await t.call("POST", "auth/refresh", { body: { loginId: "demo", refreshToken: 12 } }), 400);
  });

  it("an expired refresh token is refused", async () => {
    t.setNow(new Date("2026-11-22T06:40:00Z"));
    const first = await t.signIn("demo");
    t.setNow(new Date("2026-12-07T06:40:00Z"));
    expectClientError(await refresh(first.refreshToken), 401);
  });
});

describe("POST auth/logout", () => {
  it("revokes the given refresh token's family", async () => {
    t.setNow(new Date("2026-11-22T07:00:00Z"));
    const s = await t.signIn("demo");
    const other = await t.signIn("demo");
    const res = await t.ok("logout", { token: s.accessToken, body: { refreshToken: s.refreshToken } });
    expect(res).toEqual({ ok: true });
    expectClientError(await t.api("refresh", { body: { loginId: "demo", refreshToken: s.refreshToken } }), 401);
    // Another device's session stays signed in.
    expect((await t.api("refresh", { body: { loginId: "demo", refreshToken: other.refreshToken } })).statusCode).toBe(200);
  });

  it("without a refresh token revokes every session of the user", async () => {
    t.setNow(new Date("2026-11-22T07:10:00Z"));
    const s = await t.signIn("demo03");
    const res = await t.api("logout", { token: s.accessToken });
    expect(res.statusCode).toBe(200);
    expectClientError(await t.api("refresh", { body: { loginId: "demo03", refreshToken: s.refreshToken } }), 401);
  });
});
