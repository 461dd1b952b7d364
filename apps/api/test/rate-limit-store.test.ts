/**
 * The per-IP token buckets every API instance shares on PostgreSQL (plugins/rate-limit-store.ts): the same answers
 * as the in-memory buckets, rows of refilled buckets pruned, and two API instances on one database holding a client
 * to one limit, taken one after the other or at the same moment. The store's own cases run on PGlite in the default
 * run and on the server in the PostgreSQL run; the two instances need the server (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase, type Database } from "../src/db/client";
import { createDeps } from "../src/deps";
import { LOGIN_ID_CHECK_LIMIT, TokenBuckets } from "../src/plugins/rate-limit";
import { SharedTokenBuckets } from "../src/plugins/rate-limit-store";
import { createScratchDatabase } from "./helpers";

const adminUrl = process.env.TEST_DATABASE_URL;
const T0 = Date.parse("2026-11-20T05:00:00Z");

describe("the shared token buckets (rate_limit_buckets)", () => {
  let database: Database;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    scratch = adminUrl ? await createScratchDatabase(adminUrl, "evsafe_buckets") : undefined;
    database = await openDatabase({ databaseUrl: scratch?.url, dataDir: "memory://" });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it("answer every take exactly as the in-memory buckets: burst, refusal with the seconds to wait, refill", async () => {
    const rule = { burst: 5, perMinute: 12 };
    const shared = new SharedTokenBuckets(database, "parity", rule);
    const memory = new TokenBuckets(rule);
    // Bursts, refusals, waits shorter and longer than a token's 5 s, a wait that refills the whole bucket.
    const steps = [0, 0, 0, 0, 0, 0, 0, 1_000, 4_000, 0, 0, 2_500, 2_500, 0, 60_000, 0, 0, 0, 0, 0, 0, 7_000, 0];
    let now = T0;
    const answers: Array<[number, number]> = [];
    for (const step of steps) {
      now += step;
      answers.push([await shared.take("203.0.113.1", now), memory.take("203.0.113.1", now)]);
    }
    expect(answers.map(([s]) => s)).toEqual(answers.map(([, m]) => m));
    // The sequence did refuse and did allow after refusing.
    expect(answers.filter(([s]) => s > 0).length).toBeGreaterThan(3);
    expect(answers.slice(7).some(([s]) => s === 0)).toBe(true);
    // Keys and buckets are apart; the key is stored hashed.
    expect(await shared.take("203.0.113.2", now)).toBe(0);
    expect(await new SharedTokenBuckets(database, "other", rule).take("203.0.113.1", now)).toBe(0);
    const stored = await database.query<{ subject_hash: string }>("SELECT subject_hash FROM rate_limit_buckets WHERE bucket = 'parity'");
    expect(stored.map((r) => r.subject_hash).every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it("prunes only the rows whose bucket has refilled, which answer as a full bucket", async () => {
    const rule = { burst: 2, perMinute: 2 }; // full again one minute after the last take
    const buckets = new SharedTokenBuckets(database, "prune", rule);
    const count = async () =>
      (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_buckets WHERE bucket = 'prune'"))[0]!.n;
    await buckets.take("a", T0);
    await buckets.take("a", T0);
    await buckets.take("b", T0 + 30_000);
    expect(await count()).toBe(2);
    expect(await buckets.prune(T0 + 59_999)).toBe(0);
    expect(await buckets.prune(T0 + 60_000)).toBe(1); // "a" is full again; "b" is not
    expect(await count()).toBe(1);
    // The pruned client starts with a full bucket, as it would have had.
    expect(await buckets.take("a", T0 + 60_000)).toBe(0);
    expect(await buckets.take("a", T0 + 60_000)).toBe(0);
    expect(await buckets.take("a", T0 + 60_000)).toBeGreaterThan(0);
  });
});

describe.skipIf(!adminUrl)("two API instances on one PostgreSQL share the per-IP limits", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const apps: FastifyInstance[] = [];
  const closers: Array<() => Promise<void>> = [];
  let basePath = "";
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, "evsafe_shared_limits");
    const config = loadConfig({ NODE_ENV: "test", SEED: "0", DATABASE_URL: scratch.url, DATA_DIR: "memory://" });
    basePath = config.basePath;
    for (const deps of await Promise.all([createDeps(config), createDeps(config)])) {
      const app = await buildApp(deps);
      apps.push(app);
      closers.push(async () => {
        await app.close();
        await deps.database.close();
      });
    }
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
    await scratch?.drop();
  });

  const exists = (app: FastifyInstance, ip: string, i: number) =>
    app.inject({ method: "GET", url: `${basePath}/users/guess${i}/exists`, headers: { "x-forwarded-for": ip } });

  it("the login id checks, alternating between the instances, are refused after the burst of one instance", async () => {
    const ip = "198.51.100.70";
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ID_CHECK_LIMIT.burst; i++) statuses.push((await exists(apps[i % 2]!, ip, i)).statusCode);
    expect(statuses).toEqual([...Array<number>(LOGIN_ID_CHECK_LIMIT.burst).fill(200), 429]);
    // Both instances now refuse that client; another address is not touched.
    expect((await exists(apps[0]!, ip, 99)).statusCode).toBe(429);
    expect((await exists(apps[1]!, ip, 99)).statusCode).toBe(429);
    expect((await exists(apps[1]!, "198.51.100.71", 99)).statusCode).toBe(200);
  });

  it("taken at the same moment on both instances, exactly the burst is let through", async () => {
    const ip = "198.51.100.72";
    const all = await Promise.all(
      Array.from({ length: 2 * LOGIN_ID_CHECK_LIMIT.burst }, (_, i) => exists(apps[i % 2]!, ip, i).then((r) => r.statusCode)),
    );
    expect(all.filter((s) => s === 200).length).toBe(LOGIN_ID_CHECK_LIMIT.burst);
    expect(all.filter((s) => s === 429).length).toBe(LOGIN_ID_CHECK_LIMIT.burst);
  });
});
