import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

describe("secrets outside NODE_ENV=test", () => {
  // Generated as production's are: production refuses repeated characters and any value written in the repository.
  const key = randomBytes(32).toString("hex");
  const secret = randomBytes(48).toString("base64url");

  for (const env of ["development", "production", undefined]) {
    it(`NODE_ENV=${env ?? "(unset)"} refuses to start without JWT_SECRET or FILE_ENCRYPTION_KEY, naming the variable`, () => {
      const base = env ? { NODE_ENV: env, DATA_DIR: "memory://" } : { DATA_DIR: "memory://" };
      expect(() => loadConfig({ ...base, FILE_ENCRYPTION_KEY: key })).toThrow(/JWT_SECRET/);
      expect(() => loadConfig({ ...base, JWT_SECRET: secret })).toThrow(/FILE_ENCRYPTION_KEY/);
      expect(loadConfig({ ...base, JWT_SECRET: secret, FILE_ENCRYPTION_KEY: key }).jwtSecret).toBe(secret);
    });
  }

  it("refuses the built-in test values outside tests", () => {
    const test = loadConfig({ NODE_ENV: "test" });
    const hex = test.fileKey.toString("hex");
    expect(() => loadConfig({ NODE_ENV: "development", JWT_SECRET: test.jwtSecret, FILE_ENCRYPTION_KEY: key })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "development", JWT_SECRET: secret, FILE_ENCRYPTION_KEY: hex })).toThrow(/FILE_ENCRYPTION_KEY/);
  });
});

describe("production refuses published, short and non-random secrets, naming the variable", () => {
  const key = randomBytes(32).toString("hex");
  const secret = randomBytes(48).toString("base64url");
  const prod = (extra: Record<string, string>) =>
    loadConfig({ NODE_ENV: "production", DATA_DIR: "memory://", JWT_SECRET: secret, FILE_ENCRYPTION_KEY: key, ...extra });
  /** The JWT_SECRET of apps/api/scripts/bench.ts's first version, published in the repository's history. */
  const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-0123";
  const repoText = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");
  /** next-auth's literals of the repository, which an operator could copy into the API's variable as well. */
  const e2eSecret = /"(e2e-only-nextauth-secret-[^"]+)"/.exec(repoText("e2e/playwright.config.ts"))![1]!;
  const devSecret = /"(evsafe-dev-only-[^"]+)"/.exec(repoText("packages/contract/src/secret-policy.mjs"))![1]!;

  it("starts with generated values (control)", () => {
    expect(prod({}).jwtSecret).toBe(secret);
    expect(prod({}).fileKey.toString("hex")).toBe(key);
  });

  for (const [what, value] of [
    ["the bench's literal", BENCH_SECRET],
    ["the e2e suite's next-auth literal", e2eSecret],
    ["the development next-auth literal", devSecret],
    ["one repeated character (aaaa…)", "a".repeat(48)],
    ["a repeated pattern", "abcdefghijkl".repeat(4)],
  ] as const) {
    it(`JWT_SECRET: ${what}`, () => {
      expect(() => prod({ JWT_SECRET: value })).toThrow(/JWT_SECRET/);
    });
  }

  it("JWT_SECRET: the built-in test secret", () => {
    const test = loadConfig({ NODE_ENV: "test" });
    expect(() => prod({ JWT_SECRET: test.jwtSecret })).toThrow(/JWT_SECRET/);
  });

  for (const [what, value] of [
    ["all zeros (000…0)", "0".repeat(64)],
    ["one repeated digit in capitals", "F".repeat(64)],
    ["a repeated pattern", "0123456789abcdef".repeat(4)],
  ] as const) {
    it(`FILE_ENCRYPTION_KEY: ${what}`, () => {
      expect(() => prod({ FILE_ENCRYPTION_KEY: value })).toThrow(/FILE_ENCRYPTION_KEY/);
    });
  }

  it("FILE_ENCRYPTION_KEY: the built-in test key, in either case", () => {
    const hex = loadConfig({ NODE_ENV: "test" }).fileKey.toString("hex");
    expect(() => prod({ FILE_ENCRYPTION_KEY: hex })).toThrow(/FILE_ENCRYPTION_KEY/);
    expect(() => prod({ FILE_ENCRYPTION_KEY: hex.toUpperCase() })).toThrow(/FILE_ENCRYPTION_KEY/);
  });

  it("development keeps accepting what it accepted (only production is stricter)", () => {
    const dev = loadConfig({ NODE_ENV: "development", JWT_SECRET: "a".repeat(48), FILE_ENCRYPTION_KEY: "0".repeat(64) });
    expect(dev.jwtSecret).toBe("a".repeat(48));
  });
});

describe("access tokens must carry exp, iat and sub", () => {
  let t: TestApp;
  let userNo: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.deps.database.query<{ user_no: number }>("SELECT user_no FROM users WHERE login_id = 'demo'");
    userNo = row!.user_no;
  });
  afterAll(() => t.close());

  const iat = Math.floor(TEST_NOW.getTime() / 1000);
  /** A token signed with the server's own secret, with only the claims asked for. */
  const forge = (claims: { exp?: boolean; iat?: boolean; sub?: boolean }) => {
    let jwt = new SignJWT({ userId: "demo", userName: "김민준" }).setProtectedHeader({ alg: "HS256", typ: "JWT" });
    if (claims.sub) jwt = jwt.setSubject(String(userNo));
    if (claims.iat) jwt = jwt.setIssuedAt(iat);
    if (claims.exp) jwt = jwt.setExpirationTime(iat + 600);
    return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
  };
  const profile = async (token: string) => t.api("getAlimConfig", { token });

  it("a token with all three is accepted (control)", async () => {
    const res = await profile(await forge({ exp: true, iat: true, sub: true }));
    expect(res.statusCode, res.body).toBe(200);
  });
  it("no exp → 401", async () => {
    expectClientError(await profile(await forge({ iat: true, sub: true })), 401);
  });
  it("no iat → 401", async () => {
    expectClientError(await profile(await forge({ exp: true, sub: true })), 401);
  });
  it("no sub → 401", async () => {
    expectClientError(await profile(await forge({ exp: true, iat: true })), 401);
  });
});
