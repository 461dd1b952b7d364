import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { openDatabase } from "../src/db/client";
import { seedDemoData } from "../src/db/seed/index";
import { DEMO_PASSWORD } from "../src/db/seed/accounts";
import type { Deps } from "../src/http/context";

/** The fixed "now" of API tests: a Sunday afternoon in Seoul. */
export const TEST_NOW = new Date("2026-11-22T05:00:00Z");

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  /** `/evsafe/api/` + path. */
  url(path: string): string;
  /** Signs in a demo account and returns its access token (cached per login id). */
  token(loginId?: string): Promise<string>;
  /** Injects a request; `token` adds the Bearer header; JSON bodies by default. */
  call(method: InjectOptions["method"], path: string, opts?: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Moves the clock. */
  setNow(d: Date): void;
  close(): Promise<void>;
}

/**
 * A fresh API on a fresh in-memory database (PGlite), or on a new database of the PostgreSQL server
 * named by TEST_DATABASE_URL (the CI's second run). Demo data is seeded unless `seed: false`.
 */
export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  let now = TEST_NOW;
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `evsafe_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const config = loadConfig({ NODE_ENV: "test", API_FAULTS: "1", DATA_DIR: "memory://", FILE_DIR: `/tmp/evsafe-test-files-${randomBytes(4).toString("hex")}`, ...opts.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps: Deps = { db: database.db, database, config, now: () => now };
  if (opts.seed !== false) await seedDemoData(deps);
  const app = await buildApp(deps);
  const tokens = new Map<string, string>();
  const url = (path: string) => `${config.basePath}/${path.replace(/^\//, "")}`;
  const call: TestApp["call"] = (method, path, o = {}) =>
    app.inject({
      method,
      url: url(path),
      query: o.query,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as InjectOptions["payload"] } : {}),
    });
  return {
    app, deps, config, url, call,
    async token(loginId = "demo") {
      const cached = tokens.get(loginId);
      if (cached) return cached;
      const res = await call("POST", "auth/login", { body: { loginId, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login ${loginId} failed: ${res.statusCode} ${res.body}`);
      const t = res.json().results.accessToken as string;
      tokens.set(loginId, t);
      return t;
    },
    setNow(d) {
      now = d;
    },
    async close() {
      await app.close();
      await database.close();
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** Asserts the error envelope: a 4xx with a Korean message. */
export function expectClientError(res: LightMyRequestResponse, status: number | number[]) {
  const statuses = Array.isArray(status) ? status : [status];
  if (!statuses.includes(res.statusCode)) {
    throw new Error(`expected ${statuses.join("/")} but got ${res.statusCode}: ${res.body}`);
  }
  const body = res.json() as { error?: { code?: string; message?: string } };
  if (!body.error?.code || !body.error.message || !/[가-힣]/.test(body.error.message)) {
    throw new Error(`expected a Korean error envelope, got ${res.body}`);
  }
  return body.error;
}
