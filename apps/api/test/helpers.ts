import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildPath, calls, type Body, type CallDef, type CallName, type Params, type Query, type Result } from "@evsafe/contract";
import { buildApp } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { thirdPartiesFor } from "../src/deps";
import { openDatabase } from "../src/db/client";
import { seedDemoData } from "../src/db/seed/index";
import { DEMO_PASSWORD } from "../src/db/seed/accounts";
import type { Deps } from "../src/http/context";

/** The fixed "now" of API tests: a Sunday afternoon in Seoul. */
export const TEST_NOW = new Date("2026-11-22T05:00:00Z");

/**
 * The API as a test calls it, through `app.inject`: by the contract's call names (`api`, `ok`), signed in as a demo
 * account (`as`, `signIn`, `token`), or raw (`call`) for a request malformed on purpose.
 */
export interface TestClient {
  /** `/evsafe/api/` + path. */
  url(path: string): string;
  /** Signs in a demo account and returns its access token (cached per login id). */
  token(loginId?: string): Promise<string>;
  /**
   * Sends one call of the contract by name (`t.api("getMyProfile", { as: "demo" })`): method and path from the
   * contract, path filled from `params`, `query` and a JSON `body` typed as the call takes them, the Bearer token of
   * `as` (a demo login id, signed in once) or `token`. A request malformed on purpose goes through `call`.
   */
  api<N extends CallName>(name: N, opts?: ApiOptions<(typeof calls)[N]>): Promise<ApiResponse<Result<(typeof calls)[N]>>>;
  /** `api`, then the answer's `results`, failing the test unless it is a 200. */
  ok<N extends CallName>(name: N, opts?: ApiOptions<(typeof calls)[N]>): Promise<Result<(typeof calls)[N]>>;
  /** Signs an account in afresh (no cache, so a test that moves the clock gets new tokens), expecting 200. */
  signIn(loginId: string, password?: string): Promise<Result<typeof calls.login>>;
  /** Injects a request; `token` adds the Bearer header; JSON bodies by default. */
  call(
    method: InjectOptions["method"],
    path: string,
    opts?: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

export interface TestApp extends TestClient {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  /** Moves the clock. */
  setNow(d: Date): void;
  close(): Promise<void>;
}

/** What `TestClient.api` sends besides the call's name. */
export interface ApiOptions<C extends CallDef> {
  params?: Params<C>;
  query?: Query<C>;
  body?: Body<C>;
  /** A demo login id whose (cached) access token goes in the Bearer header. */
  as?: string;
  /** An access token for the Bearer header (one from `signIn`, an expired one, a forged one). */
  token?: string;
  headers?: Record<string, string>;
}

/** The injected response, with `results` typed as the call's answer: reading it asserts a 200. */
export type ApiResponse<R> = LightMyRequestResponse & { readonly results: R };

/**
 * A fresh API on a fresh in-memory database (PGlite), or on a new database of the PostgreSQL server
 * named by TEST_DATABASE_URL (the CI's second run). Demo data is seeded unless `seed: false`.
 * Demo mode by default (simulators and fault injection on); `env` overrides, e.g. `{ SIMULATORS: "0" }`.
 */
export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  let now = TEST_NOW;
  // The run's seeded database (test/global-setup.ts), unless this app changes what seeding depends on.
  const fromSeeded = opts.seed !== false && !Object.keys(opts.env ?? {}).some((k) => SEED_INPUTS.includes(k));
  const template = fromSeeded ? provided("seedTemplate") : undefined;
  const snapshot = fromSeeded && !process.env.TEST_DATABASE_URL ? seededSnapshot() : undefined;
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, "evsafe_test", template)
    : undefined;
  const databaseUrl = scratch?.url;
  const config = loadConfig({
    NODE_ENV: "test",
    API_FAULTS: "1",
    SIMULATORS: "1",
    DATA_DIR: "memory://",
    FILE_DIR: `/tmp/evsafe-test-files-${randomBytes(4).toString("hex")}`,
    ...opts.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, loadDataDir: snapshot });
  const deps: Deps = { db: database.db, database, config, now: () => now, ...thirdPartiesFor(config) };
  if (opts.seed !== false && !template && !snapshot) await seedDemoData(deps);
  else if (template || snapshot) {
    const files = provided("seedFiles");
    if (files) cpSync(files, config.fileDir, { recursive: true });
  }
  const app = await buildApp(deps);
  return {
    ...testClient(app, config.basePath),
    app,
    deps,
    config,
    setNow(d) {
      now = d;
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** The client of an app built elsewhere (a test that opens the API on storage of its own); `createTestApp` includes it. */
export function testClient(app: FastifyInstance, basePath: string): TestClient {
  const tokens = new Map<string, string>();
  const url = (path: string) => `${basePath}/${path.replace(/^\//, "")}`;
  const call: TestClient["call"] = (method, path, o = {}) =>
    app.inject({
      method,
      url: url(path),
      query: o.query,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as InjectOptions["payload"] } : {}),
    });
  const api: TestClient["api"] = async (name, o = {}) => {
    const def: CallDef = calls[name];
    const path = buildPath(def.path, (o.params ?? {}) as Record<string, string | number>);
    const token = o.token ?? (o.as === undefined ? undefined : await client.token(o.as));
    const res = await call(def.method, path, { token, body: o.body, query: queryStrings(o.query), headers: o.headers });
    return withResults(res);
  };
  const client: TestClient = {
    url,
    call,
    api,
    async ok(name, opts) {
      return (await api(name, opts)).results;
    },
    signIn(loginId, password = DEMO_PASSWORD) {
      return client.ok("login", { body: { loginId, password } });
    },
    async token(loginId = "demo") {
      const cached = tokens.get(loginId);
      if (cached) return cached;
      const accessToken = (await client.signIn(loginId)).accessToken;
      tokens.set(loginId, accessToken);
      return accessToken;
    },
  };
  return client;
}

/** A typed query as inject takes it: every value a string, absent ones left out. */
function queryStrings(query: object | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

/** Adds the `results` getter of `ApiResponse`; a non-200 answer fails the test there, with its body. */
function withResults<R>(res: LightMyRequestResponse): ApiResponse<R> {
  return Object.defineProperty(res, "results", {
    get(): R {
      if (res.statusCode !== 200) throw new Error(`expected 200 but got ${res.statusCode}: ${res.body}`);
      return (res.json() as { results: R }).results;
    },
  }) as ApiResponse<R>;
}

/** One statement on the PostgreSQL server of `url` through a connection of its own (CREATE/DROP DATABASE). */
async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Variables seeding depends on: an app that sets one seeds its own database. */
const SEED_INPUTS = ["NODE_ENV", "SEED_PASSWORD", "SIMULATORS"];

/** A value test/global-setup.ts provided; undefined outside Vitest (the fuzzer's script uses these helpers too). */
function provided(key: "seedSnapshot" | "seedTemplate" | "seedFiles"): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let snapshotBlob: Blob | undefined;
/** The seeded PGlite database as a dump, read once per test file. */
function seededSnapshot(): Blob | undefined {
  const file = provided("seedSnapshot");
  if (!file) return undefined;
  snapshotBlob ??= new Blob([readFileSync(file)]);
  return snapshotBlob;
}

/**
 * A new database on the PostgreSQL server of `adminUrl` (the CI's second run), empty or a copy of `template`;
 * `drop()` removes it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = "evsafe_test",
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = (sql: string) => adminQuery(adminUrl, sql);
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface MultipartPart {
  name: string;
  filename?: string;
  data: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, as a browser would send it: spread into `t.call(…, { ...m })`. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----evsafe${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.filename !== undefined ? `Content-Type: ${p.contentType ?? "application/octet-stream"}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(head, "utf8"), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, "utf8"), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

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
