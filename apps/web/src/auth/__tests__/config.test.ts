// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkAuthEnv, DEV_AUTH_SECRET, resolveAuthSecret, resolveAuthUrl } from "../server/config";

/** A text of the repository, read where it is written (the e2e suite's literal lives in its own config). */
const repoText = (path: string) => readFileSync(new URL(`../../../../../${path}`, import.meta.url), "utf8");
const E2E_SECRET = /"(e2e-only-nextauth-secret-[^"]+)"/.exec(repoText("e2e/playwright.config.ts"))![1]!;
/** The JWT_SECRET of apps/api/scripts/bench.ts's first version, published in the repository's history. */
const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

const good = () => ({
  NODE_ENV: "production",
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  NEXTAUTH_URL: "https://evsafe.example.com",
});

describe("next-auth's settings in production", () => {
  it("accepts a generated secret and an https address (control)", () => {
    const env = good();
    expect(resolveAuthSecret(env)).toBe(env.NEXTAUTH_SECRET);
    expect(resolveAuthUrl(env)).toBe("https://evsafe.example.com");
    expect(() => checkAuthEnv(env)).not.toThrow();
  });

  for (const [what, value] of [
    ["the development literal", DEV_AUTH_SECRET],
    ["the e2e suite's literal", E2E_SECRET],
    ["the bench's literal", BENCH_SECRET],
    ["one repeated character (aaaa…)", "a".repeat(44)],
    ["a repeated pattern", "0123456789ab".repeat(4)],
    ["a short one", "short"],
  ] as const) {
    it(`refuses NEXTAUTH_SECRET: ${what}, naming the variable`, () => {
      expect(() => resolveAuthSecret({ ...good(), NEXTAUTH_SECRET: value })).toThrow(/NEXTAUTH_SECRET/);
      expect(() => checkAuthEnv({ ...good(), NEXTAUTH_SECRET: value })).toThrow(/NEXTAUTH_SECRET/);
    });
  }

  it("refuses the same values under next-auth's other name, AUTH_SECRET, naming it", () => {
    const { NEXTAUTH_SECRET: _, ...env } = good();
    expect(() => resolveAuthSecret({ ...env, AUTH_SECRET: DEV_AUTH_SECRET })).toThrow(/AUTH_SECRET/);
    expect(() => resolveAuthSecret({ ...env, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("refuses an http NEXTAUTH_URL, naming the variable, except on a loopback host (the production smoke run)", () => {
    for (const url of ["http://evsafe.example.com", "http://192.168.0.10:3000", "http://0.0.0.0:3000"]) {
      expect(() => resolveAuthUrl({ ...good(), NEXTAUTH_URL: url }), url).toThrow(/NEXTAUTH_URL/);
      expect(() => checkAuthEnv({ ...good(), NEXTAUTH_URL: url }), url).toThrow(/NEXTAUTH_URL/);
    }
    for (const url of ["http://127.0.0.1:3500", "http://localhost:3000", "http://[::1]:3000"]) {
      expect(resolveAuthUrl({ ...good(), NEXTAUTH_URL: url }), url).toBe(new URL(url).origin);
    }
  });

  it("demo mode's `next start` (SIMULATORS=1: npm start, the e2e suite) keeps its rules: 32+ characters, http allowed", () => {
    const demo = { NODE_ENV: "production", SIMULATORS: "1", NEXTAUTH_SECRET: E2E_SECRET, NEXTAUTH_URL: "http://127.0.0.1:3100" };
    expect(() => checkAuthEnv(demo)).not.toThrow();
    expect(() => checkAuthEnv({ ...demo, NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET/);
  });

  it("development and tests keep the built-in secret", () => {
    expect(resolveAuthSecret({ NODE_ENV: "development" })).toBe(DEV_AUTH_SECRET);
    expect(resolveAuthSecret({ NODE_ENV: "test", NEXTAUTH_SECRET: "short" })).toBe("short");
    expect(() => checkAuthEnv({ NODE_ENV: "development", NEXTAUTH_URL: "http://evsafe.example.com" })).not.toThrow();
  });
});

describe("next start refuses to start (next.config.ts), naming the variable", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  for (const [name, env] of [
    ["NEXTAUTH_SECRET", { NEXTAUTH_SECRET: DEV_AUTH_SECRET }],
    ["NEXTAUTH_SECRET", { NEXTAUTH_SECRET: "short" }],
    ["NEXTAUTH_URL", { NEXTAUTH_URL: "http://evsafe.example.com" }],
  ] as const) {
    it(`stops before serving: ${JSON.stringify(env)}`, async () => {
      // An empty build folder: were the check missing, the config would go on to stamp that folder, not the real build.
      vi.stubEnv("NEXT_DIST_DIR", mkdtempSync(join(tmpdir(), "evsafe-next-config-")));
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("SIMULATORS", "0");
      for (const [key, value] of Object.entries({ ...good(), ...env })) vi.stubEnv(key, value);
      // process.exit stops the config before it goes on.
      const exit = vi.spyOn(process, "exit").mockImplementation(() => {
        throw new Error("exit");
      });
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const { default: config } = await import("../../../next.config");
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow("exit");
      expect(exit).toHaveBeenCalledWith(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(new RegExp(`웹 서버를 시작할 수 없습니다: (운영 환경의 )?${name}`));
    });
  }
});
