import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

describe("secrets outside NODE_ENV=test", () => {
  const key = "c".repeat(64);
  const secret = "a-real-secret-of-more-than-32-characters-0001";

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
  const profile = async (token: string) => t.call("GET", "users/config/alim", { token });

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
