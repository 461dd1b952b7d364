import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { DEFAULT_POOL_MAX } from "../config";
import { acquireDataDirLock, ensurePrivateDir } from "./data-dir-lock";
import { migrate } from "./migrate";

/** Both drivers behind one type: services write plain drizzle and never know which runs. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL (migrations); returns rows. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` while holding the named lock of the whole database: on PostgreSQL a session advisory lock on a
   * connection of its own, so several API instances starting together migrate and seed one after the other; on
   * PGlite the process already holds the database alone (data-dir-lock.ts), so `fn` just runs.
   */
  withLock<T>(name: DatabaseLock, fn: () => Promise<T>): Promise<T>;
  /** The connection pool's use (PostgreSQL; PGlite has one connection and no pool): the metrics read it. */
  pool?(): { max: number; open: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The advisory locks of the API, each a fixed key of `pg_advisory_lock`. */
export const DATABASE_LOCKS = { migrate: 7_301_001, seed: 7_301_002 } as const;
export type DatabaseLock = keyof typeof DATABASE_LOCKS;

/**
 * Opens the database and applies pending migrations.
 * `databaseUrl` → PostgreSQL server; else PGlite in `dataDir` (`memory://` for an in-memory one), which this
 * process then holds exclusively (data-dir-lock.ts) in an owner-only directory until `close()`.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  poolMax?: number;
}): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    database = postgresDatabase(opts.databaseUrl, opts.poolMax);
  } else {
    database = await openPglite(opts.dataDir, opts.loadDataDir);
  }
  try {
    await database.withLock("migrate", () => migrate(database));
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

/**
 * Waiting longer than this for a connection (a server that does not answer, or every pooled connection busy)
 * fails the query, which then answers 503 with Retry-After (db/unavailable.ts) instead of hanging until the
 * operating system gives up on the connect.
 */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool of at most `poolMax` connections on the PostgreSQL server of `databaseUrl`, without migrating (openDatabase
 * does). Connects on first use.
 */
export function postgresDatabase(databaseUrl: string, poolMax = DEFAULT_POOL_MAX): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server (restart, failover, admin termination) must not crash the process:
  // the pool discards it and opens a new one for the next query.
  pool.on("error", (err) => console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`));
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: "postgres",
    exec: async (sql) => void (await pool.query(sql)),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    withLock: async (name, fn) => {
      // Its own connection, outside the pool: the lock belongs to that session, and `fn`'s queries may take every
      // pooled connection.
      const session = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
      await session.connect();
      try {
        await session.query("SELECT pg_advisory_lock($1)", [DATABASE_LOCKS[name]]);
        return await fn();
      } finally {
        // Closing the session releases the lock too, also when the unlock itself fails.
        await session.end().catch(() => {});
      }
    },
    pool: () => ({ max: poolMax, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** `loadDataDir`: an in-memory database starts as a copy of this dump (`dumpDataDir`), e.g. the tests' seeded one. */
async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir === "memory://") {
    const client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
    await client.waitReady;
    return pgliteDatabase(client, () => {});
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    ensurePrivateDir(dataDir);
    const client = new PGlite(dataDir);
    await client.waitReady;
    return pgliteDatabase(client, () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** A PGlite client behind the Database interface (also the tests' seeded snapshot, test/global-setup.ts). */
export function pgliteDatabase(client: PGlite, afterClose: () => void = () => {}): Database {
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: "pglite",
    exec: async (sql) => void (await client.exec(sql)),
    // Without parameters the simple protocol: one round trip into the database instead of the extended protocol's
    // six (parse, describe, bind, describe, execute, sync), each a pass of PostgreSQL's main loop on this thread.
    query: async <T>(sql: string, params?: unknown[]) =>
      params?.length ? (await client.query<T>(sql, params)).rows : (((await client.exec(sql)).at(-1)?.rows as T[] | undefined) ?? []),
    withLock: (_name, fn) => fn(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        afterClose();
      }
    },
  };
}
