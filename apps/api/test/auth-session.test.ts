import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokenClaimsSchema } from "@evsafe/contract";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (loginId = "demo", password = "Demo1234!") => t.call("POST", "auth/login", { body: { loginId, password } });
const claims = (jwt: string) => AccessTokenClaimsSchema.parse(JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()));

describe("POST auth/login", () => {
  it("returns a signed access token with the SPEC claims and a refresh token", async () => {
    const res = await login();
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
    const a = expectClientError(await login("demo", "wrong-password1!"), 401);
    const b = expectClientError(await login("nobody", "Demo1234!"), 401);
    expect(a.message).toBe(b.message);
  });
  it("answers 400 to an empty body, wrong types and broken JSON", async () => {
    expectClientError(await t.call("POST", "auth/login", {}), 400);
    expectClientError(await t.call("POST", "auth/login", { body: { loginId: 1, password: [] } }), 400);
    expectClientError(
      await t.call("POST", "auth/login", { body: "{bad", headers: { "content-type": "application/json" } }),
      400,
    );
  });
});

describe("tokens on a protected call", () => {
  it("401 for a missing, garbage, wrongly signed or expired token", async () => {
    expectClientError(await t.call("POST", "auth/logout", { body: {} }), 401);
    expectClientError(await t.call("POST", "auth/logout", { body: {}, token: "garbage" }), 401);
    expectClientError(await t.call("POST", "auth/logout", { body: {}, headers: { authorization: "Basic abc" } }), 401);
    const { accessToken } = (await login()).json().results;
    const [h, p] = accessToken.split(".");
    expectClientError(await t.call("POST", "auth/logout", { body: {}, token: `${h}.${p}.AAAA` }), 401);
    t.setNow(new Date(Date.parse("2026-11-22T05:31:00Z"))); // 31 min later: the 30-min token has expired
    const e = expectClientError(await t.call("POST", "auth/logout", { body: {}, token: accessToken }), 401);
    expect(e.code).toBe("TOKEN_EXPIRED");
  });
});
