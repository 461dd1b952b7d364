/**
 * `Database.read` on PGlite (db/client.ts): a prepared read's statement as one pass into the database, its rows
 * decoded from the answer's bytes. The rows must be exactly what PGlite's `exec` gives, errors must be PGlite's own,
 * and a read must wait for a transaction in progress like any other statement.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pgliteDatabase, type Database } from "../src/db/client";

let client: PGlite;
let database: Database;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  database = pgliteDatabase(client);
  await client.exec(`
    CREATE TABLE t (id int PRIMARY KEY, big bigint, ok boolean, name text, day date, at timestamptz, amount numeric(10,2),
      ratio double precision, doc jsonb, cells int[], tags text[]);
    INSERT INTO t VALUES
      (1, 9007199254740991, true, '김민준 ''따옴표'' \\ 역슬래시', '2026-11-29', '2026-11-29 08:00:00+09', 12.50, 0.125,
        '{"a": [1, "둘", null]}', '{3, 4}', '{"가", "b c"}'),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
      (3, -1, false, '', '1999-01-01', '1999-12-31 23:59:59.5+00', -0.01, -1e300, 'null', '{}', '{}');
    PREPARE read_t(integer) AS SELECT *, to_char(day, 'YYYY-MM-DD') AS "dayText", json_build_object('id', id) AS "asJson"
      FROM t WHERE id >= $1 ORDER BY id;`);
});

afterAll(async () => {
  await database.close();
});

const execRows = async (sql: string) => (await client.exec(sql)).at(-1)?.rows;

describe("Database.read on PGlite", () => {
  it.each([
    ["a prepared read, every column type the API reads", "EXECUTE read_t(1)"],
    ["a prepared read without rows", "EXECUTE read_t(99)"],
    ["a prepared read of a negative value", "EXECUTE read_t(-5)"],
    ["a plain select with duplicate and computed columns", "SELECT 1 AS n, 2 AS n, now() - now() AS span, NULL::int AS none"],
  ])("gives exec's rows for %s", async (_what, sql) => {
    const rows = await database.read(sql);
    expect(rows).toEqual(await execRows(sql));
    expect(rows.length).toBe((await execRows(sql))!.length);
  });

  it("keeps the types PGlite parses: numbers, booleans, dates, JSON, arrays", async () => {
    const [first] = await database.read<Record<string, unknown>>("EXECUTE read_t(1)");
    expect(first).toMatchObject({ id: 1, big: 9007199254740991, ok: true, dayText: "2026-11-29", asJson: { id: 1 } });
    expect(first!.day).toBeInstanceOf(Date);
    expect(first!.doc).toEqual({ a: [1, "둘", null] });
    expect(first!.cells).toEqual([3, 4]);
    expect(first!.tags).toEqual(["가", "b c"]);
  });

  it("is one pass into the database, where exec makes two", async () => {
    const spy = vi.spyOn(client, "execProtocolRawSync");
    try {
      await database.read("EXECUTE read_t(2)");
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockClear();
      await client.exec("EXECUTE read_t(2)");
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("throws PGlite's own error for a failing statement, and the database answers after it", async () => {
    const fromExec = await client.exec("SELECT id / 0 FROM t").catch((e: unknown) => e);
    const fromRead = await database.read("SELECT id / 0 FROM t").catch((e: unknown) => e);
    expect(fromRead).toBeInstanceOf(Error);
    expect(fromRead).toMatchObject({ code: "22012", message: (fromExec as Error).message });
    expect(await database.read("SELECT count(*)::int AS n FROM t")).toEqual([{ n: 3 }]);
    await expect(database.read("SELECT * FROM no_such_table")).rejects.toMatchObject({ code: "42P01" });
  });

  it("throws exec's error for a prepared read that fails, and the database answers after it", async () => {
    for (const sql of ["EXECUTE read_t(99999999999)", "EXECUTE no_such_statement(1)"]) {
      const fromExec = await client.exec(sql).catch((e: unknown) => e);
      const fromRead = await database.read(sql).catch((e: unknown) => e);
      expect(fromExec).toBeInstanceOf(Error);
      expect(fromRead).toMatchObject({ code: (fromExec as { code: string }).code, message: (fromExec as Error).message });
    }
    expect(await database.read("EXECUTE read_t(3)")).toEqual(await execRows("EXECUTE read_t(3)"));
  });

  it("waits for a transaction in progress and reads what it committed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const tx = client.transaction(async (t) => {
      await t.query("INSERT INTO t (id, name) VALUES (4, '트랜잭션')");
      inserted();
      await held;
    });
    await insertDone;
    let settled = false;
    const read = database.read<{ name: string }>("SELECT name FROM t WHERE id = 4").then((rows) => {
      settled = true;
      return rows;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    release();
    await tx;
    expect(await read).toEqual([{ name: "트랜잭션" }]);
    await client.exec("DELETE FROM t WHERE id = 4");
  });
});
