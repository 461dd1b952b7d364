import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { DEMO_PASSWORD, loadConfig } from "../src/config";
import { createDeps } from "../src/deps";
import { demoClockRunning } from "../src/simulators/demo-day";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

/** Generated, as production requires (test/secrets.test.ts: it refuses repeated characters and published values). */
const SECRETS = { JWT_SECRET: randomBytes(48).toString("base64url"), FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex") };
const PROD = { NODE_ENV: "production", ...SECRETS, DATA_DIR: "memory://" };

describe("configuration of the modes", () => {
  it("SIMULATORS=1 is refused in production (not ignored), and off unless set", () => {
    expect(() => loadConfig({ ...PROD, SIMULATORS: "1" })).toThrow(/SIMULATORS/);
    expect(loadConfig(PROD).simulators).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", ...SECRETS }).simulators).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", ...SECRETS, SIMULATORS: "1" }).simulators).toBe(true);
  });

  it("binds to 127.0.0.1 unless HOST is set; API_HOST wins over HOST", () => {
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "test", HOST: "0.0.0.0", API_HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  it("SEED is off by default in production, and SEED=1 there needs a SEED_PASSWORD that is not the published one", () => {
    expect(loadConfig(PROD).seed).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", ...SECRETS }).seed).toBe(true);
    expect(() => loadConfig({ ...PROD, SEED: "1" })).toThrow(/SEED_PASSWORD/);
    expect(() => loadConfig({ ...PROD, SEED: "1", SEED_PASSWORD: DEMO_PASSWORD })).toThrow(/SEED_PASSWORD/);
    const seeded = loadConfig({ ...PROD, SEED: "1", SEED_PASSWORD: "Prod-seed-password-42" });
    expect(seeded.seed).toBe(true);
    expect(seeded.seedPassword).toBe("Prod-seed-password-42");
    expect(loadConfig({ NODE_ENV: "test" }).seedPassword).toBe(DEMO_PASSWORD);
  });
});

describe("production app", () => {
  it("serves no /hello, no simulators and no fault injection", async () => {
    const deps = await createDeps(loadConfig({ ...PROD, API_FAULTS: "1", FILE_DIR: "/tmp/evsafe-test-files-modes" }));
    const app = await buildApp(deps);
    try {
      expect((await app.inject({ method: "GET", url: "/hello" })).statusCode).toBe(404);
      const base = deps.config.basePath;
      expect(
        (await app.inject({ method: "POST", url: `${base}/sim/oauth-key`, payload: { provider: "kakao", sub: "x" } })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: "GET", url: `${base}/__faults` })).statusCode).toBe(404);
      // No demo day: neither its route nor the clock that writes a day a minute past each midnight.
      expect((await app.inject({ method: "POST", url: `${base}/sim/demo/day` })).statusCode).toBe(404);
      expect(demoClockRunning(deps)).toBe(false);
      expect((await app.inject({ method: "GET", url: `${base}/health-check` })).statusCode).toBe(200);
    } finally {
      await app.close();
      await deps.database.close();
    }
  });
});

describe("without SIMULATORS=1", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIMULATORS: "0" } });
  });
  afterAll(() => t.close());

  it("the sim/* routes answer 404", async () => {
    expectClientError(
      await t.call("POST", "sim/identity-verification", { body: { name: "홍길동", phone: "010-1234-5678", birthDate: "1990-01-01" } }),
      404,
    );
    expectClientError(await t.call("POST", "sim/oauth-key", { body: { provider: "kakao", sub: "k-1" } }), 404);
    expectClientError(await t.call("POST", "sim/payment/next-failure", { body: {} }), 404);
    expectClientError(await t.call("POST", "sim/payment/EVS1/deposit"), 404);
    expectClientError(await t.call("POST", "sim/demo/day", { token: await t.token("demoempty") }), 404);
    expect(demoClockRunning(t.deps)).toBe(false);
  });

  it("identity verification, social sign-in and payment answer a Korean 503 NOT_CONFIGURED", async () => {
    const notConfigured = (res: Awaited<ReturnType<TestApp["call"]>>) => {
      expect(res.statusCode, res.body).toBe(503);
      const error = res.json().error as { code: string; message: string };
      expect(error.code).toBe("NOT_CONFIGURED");
      expect(error.message).toMatch(/[가-힣]/);
      expect(error.message).toMatch(/설정되지 않았습니다/);
    };
    notConfigured(
      await t.call("POST", "identity-verification", { body: { name: "홍길동", phone: "010-1234-5678", birthDate: "1990-01-01" } }),
    );
    notConfigured(await t.api("oauthLogin", { body: { provider: "kakao", oauthKey: "abcdefghij.klmnopqrst" } }));
    const token = await t.token("demo00");
    notConfigured(await t.api("createPayment", { params: { x: "01" }, token, body: { deviceType: "AOS", agrees: [] } }));
    notConfigured(await t.api("getTradeId", { token }));
    notConfigured(
      await t.api("settle", {
        token,
        body: {
          userNo: 2,
          tradeId: "EVS20261122000000ABCDEF12",
          srvcPrdtCcd: "01",
          stlmDivCcd: "01",
          idempotencyKey: "modes-test-key-0001",
        },
      }),
    );
  });

  it("demo mode serves the same identity verification through the simulator", async () => {
    const demo = await createTestApp({ seed: false });
    try {
      const res = await demo.call("POST", "identity-verification", {
        body: { name: "홍길동", phone: "010-1234-5678", birthDate: "1990-01-01" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results.serviceToken).toEqual(expect.any(String));
    } finally {
      await demo.close();
    }
  });
});
