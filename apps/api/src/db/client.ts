import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
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
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations.
 * `databaseUrl` → PostgreSQL server; else PGlite in `dataDir` (`memory://` for an in-memory one), which this
 * process then holds exclusively (data-dir-lock.ts) in an owner-only directory until `close()`.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    database = postgresDatabase(opts.databaseUrl);
  } else {
    database = await openPglite(opts.dataDir, opts.loadDataDir);
  }
  try {
    await migrate(database);
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

/** A pool on the PostgreSQL server of `databaseUrl`, without migrating (openDatabase does). Connects on first use. */
export function postgresDatabase(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server (restart, failover, admin termination) must not crash the process:
  // the pool discards it and opens a new one for the next query.
  pool.on("error", (err) => console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`));
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: "postgres",
    exec: async (sql) => void (await pool.query(sql)),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
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
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        afterClose();
      }
    },
  };
}
