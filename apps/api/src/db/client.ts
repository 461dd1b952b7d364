import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
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
   * Rows of one read-only statement without parameters (a prepared read's `EXECUTE`, services/prepared.ts): the
   * rows `query` would give, by the shortest way the driver has.
   */
  read<T = Record<string, unknown>>(sql: string): Promise<T[]>;
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
    read: async (sql) => (await pool.query(sql)).rows,
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
  const users = lockUsersOf(client);
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: "pglite",
    exec: async (sql) => void (await client.exec(sql)),
    // Without parameters the simple protocol: one round trip into the database instead of the extended protocol's
    // six (parse, describe, bind, describe, execute, sync), each a pass of PostgreSQL's main loop on this thread.
    query: async <T>(sql: string, params?: unknown[]) =>
      params?.length ? (await client.query<T>(sql, params)).rows : (((await client.exec(sql)).at(-1)?.rows as T[] | undefined) ?? []),
    read: <T>(sql: string) => pgliteRead<T>(client, sql, users),
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

const utf8 = new TextEncoder();

/** A simple-protocol Query message ('Q', length, the statement as a C string). */
function queryMessage(sql: string): Uint8Array {
  const text = utf8.encode(sql);
  const message = new Uint8Array(text.length + 6);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, text.length + 5);
  message.set(text, 5);
  return message;
}

/** A prepared read as `services/prepared.ts` writes it: `EXECUTE name(integer, …)`. */
const EXECUTE_INTEGERS = /^EXECUTE (\w+)\((-?\d+(?:, -?\d+)*)?\)$/;

/** Describe the unnamed portal ('D', 'P', ""), execute it for all rows ('E', "", 0), and Sync ('S'). */
const DESCRIBE_EXECUTE_SYNC = Buffer.from([0x44, 0, 0, 0, 6, 0x50, 0, 0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * The message that runs `sql`. A prepared read (`EXECUTE name(…)` of integers) becomes the extended protocol's Bind
 * of that statement with its values as text, Describe, Execute and Sync, sent together and answered in the same one
 * pass: PostgreSQL then neither parses nor analyses an `EXECUTE` statement, and its parameters go through the same
 * integer input as the `EXECUTE`'s literals. The answer is the simple query's with a BindComplete in front. Anything
 * else is a simple-protocol Query message ('Q', length, the statement as a C string).
 */
function readMessage(sql: string): Uint8Array {
  const prepared = EXECUTE_INTEGERS.exec(sql);
  if (!prepared) return queryMessage(sql);
  // The name and the values are ASCII (the pattern's \w and digits): one byte a character.
  const name = prepared[1]!;
  const values = prepared[2] ? prepared[2].split(", ") : [];
  // Bind's body: the unnamed portal (""), the statement's name, no parameter format codes (all text), the values
  // (each its length and text), no result format codes.
  let bodyLength = 1 + name.length + 1 + 2 + 2 + 2;
  for (const v of values) bodyLength += 4 + v.length;
  const message = Buffer.allocUnsafe(5 + bodyLength + DESCRIBE_EXECUTE_SYNC.length);
  let at = message.writeUInt8(0x42, 0);
  at = message.writeInt32BE(4 + bodyLength, at);
  at = message.writeUInt8(0, at);
  at += message.write(name, at, "latin1");
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(0, at);
  at = message.writeInt16BE(values.length, at);
  for (const v of values) {
    at = message.writeInt32BE(v.length, at);
    at += message.write(v, at, "latin1");
  }
  at = message.writeInt16BE(0, at);
  DESCRIBE_EXECUTE_SYNC.copy(message, at);
  return message;
}

/** What pgliteRead needs of PGlite beyond its public API: the two locks its statements take, and the parsers. */
interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  parsers: Parameters<typeof pgliteTypes.parseType>[2];
}

/**
 * How many of a client's operations hold or wait for one of its locks (a statement, a transaction, a dump of the
 * data directory), counted by wrapping the methods PGlite itself goes through; its `close` is refused by `ready`.
 */
const lockUsers = new WeakMap<PGlite, { count: number }>();

function lockUsersOf(client: PGlite): { count: number } {
  let users = lockUsers.get(client);
  if (users) return users;
  const counted = { count: 0 };
  users = counted;
  lockUsers.set(client, counted);
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ["_runExclusiveTransaction", "_runExclusiveQuery", "dumpDataDir"]) {
    const original = target[method]!.bind(client);
    target[method] = (...args) => {
      counted.count++;
      let result: Promise<unknown>;
      try {
        result = original(...args);
      } catch (err) {
        counted.count--;
        throw err;
      }
      return result.finally(() => counted.count--);
    };
  }
  return users;
}

/**
 * One read-only statement as a single call into PGlite (`readMessage`). PGlite's `exec` adds a second (a Sync
 * message, which the simple protocol does not need), a file-system sync, and a generic decoding of every backend
 * message into objects before its rows are built; here the answer's bytes (`execProtocolRawStream`, which hands
 * them over undecoded) are read once into rows, each value through PGlite's own parser for its type
 * (`types.parseType`), so the rows equal `exec`'s. A statement must not run inside another caller's transaction:
 * when anything holds or waits for PGlite's locks the read queues for both like `exec`; otherwise, since the pass
 * runs to its end on this thread, nothing can start meanwhile and the read runs at once. On an error message, or
 * anything else than rows, the statement runs again through `exec`, which throws PGlite's own error (a read may
 * run twice).
 */
async function pgliteRead<T>(client: PGlite, sql: string, users: { count: number }): Promise<T[]> {
  const internals = client as unknown as PgliteInternals;
  const pass = async () => (client.ready ? rowsOf(await rawAnswer(client, readMessage(sql)), internals.parsers) : null);
  const rows =
    users.count === 0 && client.ready ? await pass() : await internals._runExclusiveTransaction(() => internals._runExclusiveQuery(pass));
  return (rows as T[] | null) ?? ((await client.exec(sql)).at(-1)?.rows as T[] | undefined) ?? [];
}

/** The backend's answer to `message`, as bytes (copied: PGlite hands out views of its own memory). */
async function rawAnswer(client: PGlite, message: Uint8Array): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/**
 * The rows of a simple query's answer (RowDescription, DataRow…, CommandComplete, ReadyForQuery; a prepared read's
 * has a BindComplete in front, which is skipped), or null when it holds an error or more than one result.
 */
function rowsOf(buf: Buffer, parsers: PgliteInternals["parsers"]): Record<string, unknown>[] | null {
  let fields: { name: string; type: number }[] | null = null;
  let results = 0;
  const rows: Record<string, unknown>[] = [];
  for (let at = 0; at + 5 <= buf.length; at += 1 + buf.readInt32BE(at + 1)) {
    const kind = buf[at];
    let p = at + 5;
    if (kind === 0x54 /* T: RowDescription */) {
      if (fields) return null;
      const n = buf.readInt16BE(p);
      p += 2;
      fields = [];
      for (let i = 0; i < n; i++) {
        const end = buf.indexOf(0, p);
        const name = buf.toString("utf8", p, end);
        // After the name: table oid (4), column number (2), type oid (4), type size (2), modifier (4), format (2).
        fields.push({ name, type: buf.readInt32BE(end + 7) });
        p = end + 19;
      }
    } else if (kind === 0x44 /* D: DataRow */) {
      if (!fields) return null;
      const n = buf.readInt16BE(p);
      p += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const length = buf.readInt32BE(p);
        p += 4;
        const field = fields[i]!;
        if (length < 0) row[field.name] = null;
        else {
          row[field.name] = pgliteTypes.parseType(buf.toString("utf8", p, p + length), field.type, parsers);
          p += length;
        }
      }
      rows.push(row);
    } else if (kind === 0x43 /* C: CommandComplete */) {
      results++;
    } else if (kind === 0x45 /* E: ErrorResponse */) {
      return null;
    }
  }
  return results === 1 && fields ? rows : null;
}
