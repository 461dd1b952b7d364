/**
 * Fault injection (plugins/faults.ts): the e2e suite drives SPEC §8 (errors, timeouts, expiry) with it.
 * Exercised on `auth/login`, a call that always exists, so "then normal" is a real 200.
 */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { DEMO_PASSWORD } from "../src/db/seed/accounts";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.call("DELETE", "__faults");
});

const login = () => t.api("login", { body: { loginId: "demo", password: DEMO_PASSWORD } });
const inject = (body: unknown) => t.call("POST", "__faults", { body });

describe("fault injection", () => {
  it("answers the next N requests of a path with the given status, code and message, then serves normally", async () => {
    const res = await inject({ path: "auth/login", status: 503, code: "MAINTENANCE", message: "점검 중입니다.", count: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().results).toMatchObject({ path: "auth/login", status: 503, count: 2 });

    for (let i = 0; i < 2; i++) {
      const r = await login();
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ error: { code: "MAINTENANCE", message: "점검 중입니다." } });
    }
    const ok = await login();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.accessToken).toEqual(expect.any(String));
  });

  it("defaults: one request, the INJECTED_FAULT code and a Korean message; a leading slash in the path is ignored", async () => {
    await inject({ path: "/auth/login", status: 500 });
    const r = await login();
    expect(r.statusCode).toBe(500);
    expect(r.json().error.code).toBe("INJECTED_FAULT");
    expect(r.json().error.message).toMatch(/[가-힣]/);
    expect((await login()).statusCode).toBe(200);
  });

  it("GET lists the pending faults with their remaining count; DELETE clears them", async () => {
    await inject({ path: "auth/login", status: 502, count: 3 });
    await inject({ path: "users/my-profile", method: "GET", status: 401, code: "TOKEN_EXPIRED" });
    await login();
    const list = await t.call("GET", "__faults");
    expect(list.statusCode).toBe(200);
    const faults = list.json().results as Array<{ path: string; count: number; method?: string }>;
    expect(faults).toHaveLength(2);
    expect(faults[0]).toMatchObject({ path: "auth/login", status: 502, count: 2 });
    expect(faults[1]).toMatchObject({ path: "users/my-profile", method: "GET", status: 401, count: 1 });

    const del = await t.call("DELETE", "__faults");
    expect(del.statusCode).toBe(200);
    expect(del.json().results).toEqual({ ok: true });
    expect((await t.call("GET", "__faults")).json().results).toEqual([]);
    expect((await login()).statusCode).toBe(200);
  });

  it("a method filter leaves other methods of the path alone", async () => {
    await inject({ path: "auth/login", method: "GET", status: 503 });
    expect((await login()).statusCode).toBe(200);
    const list = (await t.call("GET", "__faults")).json().results;
    expect(list).toHaveLength(1);
    expect((await t.call("GET", "auth/login")).statusCode).toBe(503);
    expect((await t.call("GET", "__faults")).json().results).toEqual([]);
  });

  it("target: a fault for the browser (default) is not used up by the web server's render reads, and the other way round", async () => {
    const ssr = { "x-evsafe-render": "server" };
    const asServer = () => t.api("login", { body: { loginId: "demo", password: DEMO_PASSWORD }, headers: ssr });
    await inject({ path: "auth/login", status: 503 });
    expect((await asServer()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(503);
    await inject({ path: "auth/login", status: 502, target: "server-render" });
    expect((await login()).statusCode).toBe(200);
    expect((await asServer()).statusCode).toBe(502);
    await inject({ path: "auth/login", status: 504, target: "any", count: 2 });
    expect((await asServer()).statusCode).toBe(504);
    expect((await login()).statusCode).toBe(504);
    expect((await inject({ path: "auth/login", status: 500, target: "phone" })).statusCode).toBe(400);
  });

  it("'*' matches any path under the API base", async () => {
    await inject({ path: "*", status: 504, count: 1 });
    const r = await t.call("GET", "some/other/path");
    expect(r.statusCode).toBe(504);
    expect((await login()).statusCode).toBe(200);
  });

  it("a delay holds the request and then serves it normally, once", async () => {
    // A delay far above a sign-in's own time on a busy machine, so the two timings below cannot overlap.
    const DELAY_MS = 1_500;
    await inject({ path: "auth/login", delayMs: DELAY_MS });
    const start = performance.now();
    const r = await login();
    expect(performance.now() - start).toBeGreaterThanOrEqual(DELAY_MS - 10);
    expect(r.statusCode).toBe(200);
    expect(r.json().results.tokenType).toBe("Bearer");
    // Used up: nothing is left armed, and the next sign-in is not held.
    expect((await t.call("GET", "__faults")).json().results).toEqual([]);
    const again = performance.now();
    expect((await login()).statusCode).toBe(200);
    expect(performance.now() - again).toBeLessThan(DELAY_MS - 10);
  });

  it("a delay with a status waits and then fails", async () => {
    await inject({ path: "auth/login", delayMs: 100, status: 500 });
    const start = performance.now();
    expect((await login()).statusCode).toBe(500);
    expect(performance.now() - start).toBeGreaterThanOrEqual(95);
  });

  it("does not fault the fault endpoints themselves", async () => {
    await inject({ path: "*", status: 500, count: 5 });
    expect((await t.call("GET", "__faults")).statusCode).toBe(200);
    expect((await t.call("DELETE", "__faults")).statusCode).toBe(200);
  });

  it.each([
    ["no status and no delay", { path: "auth/login" }],
    ["no path", { status: 500 }],
    ["empty path", { path: "", status: 500 }],
    ["status out of range", { path: "auth/login", status: 700 }],
    ["status as text", { path: "auth/login", status: "500" }],
    ["unknown method", { path: "auth/login", method: "PATCH", status: 500 }],
    ["count zero", { path: "auth/login", status: 500, count: 0 }],
    ["negative delay", { path: "auth/login", delayMs: -1 }],
    ["not an object", [1, 2]],
  ])("refuses a bad fault (%s) with a Korean 400", async (_label, body) => {
    expectClientError(await inject(body), 400);
    expect((await t.call("GET", "__faults")).json().results).toEqual([]);
  });
});

describe("fault injection is off unless enabled, and never in production", () => {
  it("API_FAULTS=0: the fault endpoints do not exist (404)", async () => {
    const off = await createTestApp({ seed: false, env: { API_FAULTS: "0" } });
    try {
      expect(off.config.faults).toBe(false);
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const r = await off.call(method, "__faults", method === "POST" ? { body: { path: "*", status: 500 } } : {});
        expectClientError(r, 404);
      }
    } finally {
      await off.close();
    }
  });

  it("NODE_ENV=production ignores API_FAULTS=1", () => {
    // Generated, as production requires (it refuses repeated characters and published values).
    const secrets = { JWT_SECRET: randomBytes(48).toString("base64url"), FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex") };
    const prod = loadConfig({ NODE_ENV: "production", API_FAULTS: "1", ...secrets, DATA_DIR: "memory://" });
    expect(prod.faults).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", API_FAULTS: "1", ...secrets }).faults).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", ...secrets }).faults).toBe(false);
  });
});
