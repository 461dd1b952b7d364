/**
 * The typed test client of helpers.ts: what every API test relies on when it calls the contract by name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("t.api / t.ok", () => {
  it("takes method and path from the contract, fills and encodes path params, and sends typed query values as strings", async () => {
    expect(await t.ok("existsUser", { params: { id: "demo" } })).toEqual({ result: true });
    // A space in a param must reach the route encoded, not cut the path.
    expect(await t.ok("existsUser", { params: { id: "no body" } })).toEqual({ result: false });
    const page = await t.ok("getAlim", { as: "demowarn", query: { page: 1, size: 2 } });
    expect(page.items.length).toBeLessThanOrEqual(2);
  });

  it("sends the token of `as` or `token`, and none without either", async () => {
    expectClientError(await t.api("getMyProfile"), 401);
    expect((await t.ok("getMyProfile", { as: "demowarn" })).userId).toBe("demowarn");
    const { accessToken } = await t.signIn("demo01");
    expect((await t.ok("getMyProfile", { token: accessToken })).userId).toBe("demo01");
  });

  it("reading `results` of an answer that is not a 200 fails with the status and the body", async () => {
    const res = await t.api("getMyProfile");
    expect(res.statusCode).toBe(401);
    expect(() => res.results).toThrow(/expected 200 but got 401: .*"error"/);
    await expect(t.ok("getMyProfile")).rejects.toThrow(/got 401/);
    await expect(t.signIn("demo", "Wrong#pass1")).rejects.toThrow(/got 401/);
  });
});
