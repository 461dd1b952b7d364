/**
 * Data survives a restart: the API is opened on a PGlite data directory (or, in the CI's PostgreSQL run,
 * on a fresh database of the TEST_DATABASE_URL server), a signed-in user writes a setting, the app and the
 * database are closed, and a second app on the same storage reads it back. The demo seed and the
 * migrations run once only.
 */
import { mkdtempSync, readdirSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls, type CallDef } from "@evsafe/contract";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createDeps } from "../src/deps";
import { createScratchDatabase, TEST_NOW, testClient } from "./helpers";

const adminUrl = process.env.TEST_DATABASE_URL;
/** PostgreSQL run of the CI: the data-directory checks do not apply (see docs/ci.md). */
const onServer = Boolean(adminUrl);

const MIGRATION_FILES = readdirSync(join(import.meta.dirname, "../src/db/migrations"))
  .filter((f) => f.endsWith(".sql"))
  .sort();

let tmp: string;
let dataDir: string;
let databaseUrl: string | undefined;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "evsafe-persist-"));
  dataDir = join(tmp, "pglite");
  if (adminUrl) {
    scratch = await createScratchDatabase(adminUrl, "evsafe_persist");
    databaseUrl = scratch.url;
  }
});

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await scratch?.drop();
});

interface Opened {
  app: FastifyInstance;
  deps: Awaited<ReturnType<typeof createDeps>>;
  close(): Promise<void>;
}

/** Opens the API on the test's storage exactly as server.ts does: createDeps (migrate + seed once) + buildApp. */
async function open(): Promise<Opened> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED: "1",
    FILE_DIR: join(tmp, "files"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = await createDeps(config, () => TEST_NOW);
  const app = await buildApp(deps);
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.database.close();
    },
  };
}

/** The test client of an opened app. */
const client = (o: Opened) => testClient(o.app, o.deps.config.basePath);

const userCount = async (o: Opened) => (await o.deps.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users"))[0]!.n;
const migrations = (o: Opened) =>
  o.deps.database.query<{ name: string; applied_at: string }>("SELECT name, applied_at::text AS applied_at FROM _migrations ORDER BY name");

/** The flicker setting (user area) when the contract has it; the test prefers it as the written value. */
const flickerCalls = calls as Record<string, CallDef>;
const hasFlicker = Boolean(flickerCalls.putMainFlicker && flickerCalls.getMainFlicker);

describe("persistence across a restart", () => {
  let first: {
    users: number;
    migrations: Array<{ name: string; applied_at: string }>;
    flicker?: number;
    refreshToken: string;
    passwordHash: string;
  };

  it("first start: migrates, seeds the demo data once, and a signed-in user writes a setting", async () => {
    const o = await open();
    try {
      expect(o.deps.seeded).toBe(true);
      expect(o.deps.database.kind).toBe(onServer ? "postgres" : "pglite");
      const users = await userCount(o);
      expect(users).toBeGreaterThanOrEqual(8);
      const applied = await migrations(o);
      expect(applied.map((m) => m.name)).toEqual(MIGRATION_FILES);

      const c = client(o);
      const { accessToken: token, refreshToken } = await c.signIn("demo");
      let flicker: number | undefined;
      if (hasFlicker) {
        const current = (await c.ok("getMainFlicker", { token })).flickerPeriod;
        const next = ([30, 10, 60] as const).find((v) => v !== current)!;
        await c.ok("putMainFlicker", { token, body: { flickerPeriod: next } });
        flicker = next;
        expect((await c.ok("getMainFlicker", { token })).flickerPeriod).toBe(flicker);
      }
      const [row] = await o.deps.database.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE login_id = 'demo'");
      first = { users, migrations: applied, flicker, refreshToken, passwordHash: row!.password_hash };
    } finally {
      await o.close();
    }
  });

  it("second start on the same storage: the setting, the session and the account read back; nothing seeded or migrated again", async () => {
    expect(first, "the first start must have passed").toBeDefined();
    const o = await open();
    try {
      expect(o.deps.seeded).toBe(false);
      expect(await userCount(o)).toBe(first.users);
      expect(await migrations(o)).toEqual(first.migrations);
      const [row] = await o.deps.database.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE login_id = 'demo'");
      expect(row!.password_hash).toBe(first.passwordHash);

      // The refresh token issued before the restart is still valid (sessions survive a restart).
      const c = client(o);
      const { accessToken: token } = await c.ok("refresh", { body: { loginId: "demo", refreshToken: first.refreshToken } });

      if (hasFlicker) expect((await c.ok("getMainFlicker", { token })).flickerPeriod).toBe(first.flicker);
      // The demo password still signs in (the seed did not rewrite the account).
      await c.signIn("demo");
    } finally {
      await o.close();
    }
  });

  it("a third start applies nothing new and still seeds nothing", async () => {
    const o = await open();
    try {
      expect(o.deps.seeded).toBe(false);
      expect(await userCount(o)).toBe(first.users);
      const applied = await migrations(o);
      expect(applied.map((m) => m.name)).toEqual(MIGRATION_FILES);
      expect(new Set(applied.map((m) => m.name)).size).toBe(applied.length);
    } finally {
      await o.close();
    }
  });

  // PGlite only: on the CI's PostgreSQL run the storage is the server, there is no data directory to inspect.
  it.skipIf(onServer)("PGlite keeps its cluster in DATA_DIR (PG_VERSION present after close)", () => {
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(["base", "global"]));
  });
});
