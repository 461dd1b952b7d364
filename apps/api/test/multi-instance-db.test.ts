/**
 * Several API instances on one database: instances starting together migrate and seed one after the other under
 * the database's advisory locks (db/client.ts `withLock`), and each instance's pool keeps to DB_POOL_MAX.
 * The PostgreSQL cases run in the CI's PostgreSQL run (TEST_DATABASE_URL); on PGlite, which one process holds
 * alone, the lock just runs its function.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { openDatabase, postgresDatabase } from "../src/db/client";
import { DEMO_ACCOUNTS } from "../src/db/seed/accounts";
import { createDeps } from "../src/deps";
import { createScratchDatabase } from "./helpers";

const adminUrl = process.env.TEST_DATABASE_URL;
const MIGRATIONS = readdirSync(join(import.meta.dirname, "../src/db/migrations")).filter((f) => f.endsWith(".sql"));

describe("DB_POOL_MAX", () => {
  it("sizes the pool from the environment, within 1–200, with a Korean message naming the variable", () => {
    expect(loadConfig({ NODE_ENV: "test" }).dbPoolMax).toBe(10);
    expect(loadConfig({ NODE_ENV: "test", DB_POOL_MAX: "25" }).dbPoolMax).toBe(25);
    expect(() => loadConfig({ NODE_ENV: "test", DB_POOL_MAX: "0" })).toThrow(/DB_POOL_MAX/);
    expect(() => loadConfig({ NODE_ENV: "test", DB_POOL_MAX: "1000" })).toThrow(/DB_POOL_MAX/);
  });
});

describe.skipIf(Boolean(adminUrl))("the database lock on PGlite", () => {
  it("runs its function and passes on its value and its error", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      await expect(database.withLock("seed", async () => 42)).resolves.toBe(42);
      await expect(database.withLock("migrate", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!adminUrl)("two API instances starting together on one PostgreSQL", () => {
  it("both start; every migration is applied once and the demo data seeded once", { timeout: 180_000 }, async () => {
    const scratch = await createScratchDatabase(adminUrl!, "evsafe_multi");
    const config = loadConfig({ NODE_ENV: "test", SIMULATORS: "1", SEED: "1", DATABASE_URL: scratch.url, DATA_DIR: "memory://" });
    const started = await Promise.allSettled([createDeps(config), createDeps(config)]);
    try {
      expect(started.map((s) => s.status)).toEqual(["fulfilled", "fulfilled"]);
      const [a, b] = started.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof createDeps>>>).value);
      // One instance seeded, the other found the users.
      expect([a!.seeded, b!.seeded].sort()).toEqual([false, true]);
      const applied = await a!.database.query<{ name: string }>("SELECT name FROM _migrations ORDER BY name");
      expect(applied.map((r) => r.name)).toEqual([...MIGRATIONS].sort());
      const users = await a!.database.query<{ login_id: string; n: number }>(
        "SELECT login_id, count(*)::int AS n FROM users GROUP BY login_id HAVING count(*) > 1",
      );
      expect(users).toEqual([]);
      const demo = await a!.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE login_id = ANY($1)", [
        DEMO_ACCOUNTS.map((d) => d.loginId),
      ]);
      expect(demo[0]!.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      for (const s of started) if (s.status === "fulfilled") await s.value.database.close();
      await scratch.drop();
    }
  });

  it("keeps to its pool size: five parallel queries on a pool of two use two connections", { timeout: 60_000 }, async () => {
    const scratch = await createScratchDatabase(adminUrl!, "evsafe_pool");
    const database = postgresDatabase(scratch.url, 2);
    try {
      const pids = await Promise.all(
        Array.from({ length: 5 }, () => database.query<{ pid: number }>("SELECT pg_backend_pid() AS pid, pg_sleep(0.2)")),
      );
      expect(new Set(pids.map((rows) => rows[0]!.pid)).size).toBe(2);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
