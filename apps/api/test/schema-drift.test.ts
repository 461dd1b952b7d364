/**
 * One schema, checked: the database is built by the SQL migrations (src/db/migrations, applied by db/migrate.ts)
 * while the services read and write through the drizzle tables (src/db/schema). This test migrates a fresh
 * database and compares it with every drizzle table: tables, columns, types, nullability, defaults, primary keys,
 * unique constraints, the indexes and foreign keys drizzle declares, and no table drizzle does not know.
 * A difference fails with one line per drift (CONTRIBUTING "Adding a column").
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { is, SQL } from "drizzle-orm";
import { getTableConfig, PgDialect, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client";

const SCHEMA_DIR = join(import.meta.dirname, "../src/db/schema");
/** db/migrate.ts's own bookkeeping table, which no service reads. */
const MIGRATIONS_TABLE = "_migrations";

interface DbColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  default: string | null;
}
interface DbIndex {
  table: string;
  name: string;
  is_unique: boolean;
  is_primary: boolean;
  columns: string[];
  predicate: string | null;
}
interface DbForeignKey {
  table: string;
  columns: string[];
  foreign_table: string;
  foreign_columns: string[];
  on_delete: string;
}

/** What the migrated database holds, read from pg_catalog. */
async function readDatabase(database: Database) {
  const tables = await database.query<{ table: string }>(
    `SELECT c.relname::text AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const columns = await database.query<DbColumn>(
    `SELECT c.relname::text AS table, a.attname::text AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const indexes = await database.query<DbIndex>(
    `SELECT t.relname::text AS table, i.relname::text AS name, ix.indisunique AS is_unique, ix.indisprimary AS is_primary,
            ARRAY(SELECT a.attname::text FROM unnest(ix.indkey::int2[]) WITH ORDINALITY k(attnum, ord)
                  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
            pg_get_expr(ix.indpred, ix.indrelid) AS predicate
     FROM pg_index ix
     JOIN pg_class t ON t.oid = ix.indrelid
     JOIN pg_class i ON i.oid = ix.indexrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public'`,
  );
  const foreignKeys = await database.query<DbForeignKey>(
    `SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS foreign_table,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS foreign_columns,
            c.confdeltype::text AS on_delete
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  return { tables: tables.map((t) => t.table), columns, indexes, foreignKeys };
}

/** Every drizzle table exported by a file of src/db/schema (a new schema file is covered without editing this test). */
async function drizzleTables(): Promise<PgTable[]> {
  const byName = new Map<string, PgTable>();
  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".ts"))) {
    const module = (await import(join(SCHEMA_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (is(value, PgTable)) byName.set(getTableConfig(value).name, value);
  }
  return [...byName.values()];
}

const dialect = new PgDialect();
const renderSql = (value: SQL) => dialect.sqlToQuery(value).sql;
/** An index's column by name, or its expression's SQL. */
const indexColumn = (column: unknown) => (is(column, SQL) ? renderSql(column) : String((column as { name?: string }).name));

/** drizzle's `getSQLType()` as PostgreSQL's `format_type` prints the same type. */
function toCatalogType(sqlType: string): string {
  const type = sqlType
    .trim()
    .replace(/\s*\(\s*/g, "(")
    .replace(/\s*,\s*/g, ",")
    .replace(/\s*\)/g, ")");
  const array = type.match(/(\[\d*\])+$/)?.[0] ?? "";
  const base = type.slice(0, type.length - array.length);
  const mapped = base
    .replace(/^serial$/, "integer")
    .replace(/^bigserial$/, "bigint")
    .replace(/^smallserial$/, "smallint")
    .replace(/^varchar/, "character varying")
    .replace(/^char(?=\(|$)/, "character")
    .replace(/^decimal/, "numeric")
    .replace(/^(timestamp|time)(\(\d+\))?$/, "$1$2 without time zone");
  return `${mapped}${array.replace(/\[\d*\]/g, "[]")}`;
}

/** A column default as pg_get_expr prints it, reduced to its value: `'01'::character varying` → `01`. */
function literalOf(expression: string): string {
  let text = expression.trim();
  for (;;) {
    const cast = text.match(/^(.*)::[a-z ]+(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])?$/is);
    if (!cast?.[1]) break;
    text = cast[1].trim();
    if (text.startsWith("(") && text.endsWith(")")) text = text.slice(1, -1).trim();
  }
  return text.startsWith("'") && text.endsWith("'") ? text.slice(1, -1).replaceAll("''", "'") : text;
}

const normalizeSql = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^\((.*)\)$/s, "$1")
    .trim()
    .toLowerCase();

/** Drizzle's default of a column against the database's, as a drift line or null. */
function defaultDrift(where: string, column: PgColumn, inDatabase: string | null): string | null {
  const isSerial = /serial$/i.test(column.getSQLType());
  if (isSerial)
    return inDatabase?.startsWith("nextval(")
      ? null
      : `${where}: drizzle's serial has no sequence default in the database (${inDatabase ?? "none"})`;
  const declared: unknown = column.default;
  if (declared === undefined) {
    // A default computed in JavaScript ($defaultFn) is drizzle's own; the database need not have one.
    if (column.defaultFn || column.onUpdateFn) return null;
    return inDatabase === null ? null : `${where}: the database has default ${inDatabase}, drizzle declares none`;
  }
  if (inDatabase === null) return `${where}: drizzle declares a default, the database has none`;
  if (is(declared, SQL)) {
    const expected = renderSql(declared);
    return normalizeSql(expected) === normalizeSql(inDatabase)
      ? null
      : `${where}: default ${inDatabase} in the database, ${expected} in drizzle`;
  }
  const actual = literalOf(inDatabase);
  const matches =
    typeof declared === "object" && declared !== null
      ? (() => {
          try {
            return JSON.stringify(JSON.parse(actual)) === JSON.stringify(declared);
          } catch {
            return false;
          }
        })()
      : declared instanceof Date
        ? new Date(actual).getTime() === declared.getTime()
        : actual === String(declared);
  return matches ? null : `${where}: default ${inDatabase} in the database, ${JSON.stringify(declared)} in drizzle`;
}

const list = (columns: string[]) => `(${columns.join(", ")})`;
const ON_DELETE: Record<string, string> = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" };

/** Every difference between the migrated database and the drizzle tables, one readable line each. */
async function schemaDrift(database: Database): Promise<string[]> {
  const db = await readDatabase(database);
  const tables = await drizzleTables();
  const drift: string[] = [];
  const known = new Set(tables.map((t) => getTableConfig(t).name));

  for (const name of db.tables) {
    if (name !== MIGRATIONS_TABLE && !known.has(name)) drift.push(`${name}: table in the database, not in drizzle (src/db/schema)`);
  }

  for (const table of tables) {
    const config = getTableConfig(table);
    const name = config.name;
    if (config.schema && config.schema !== "public")
      drift.push(`${name}: drizzle puts it in schema ${config.schema}; the migrations use public`);
    if (!db.tables.includes(name)) {
      drift.push(`${name}: drizzle table missing from the database (no migration creates it)`);
      continue;
    }
    const dbColumns = new Map(db.columns.filter((c) => c.table === name).map((c) => [c.column, c]));
    const compositeKey = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
    for (const column of config.columns) {
      const where = `${name}.${column.name}`;
      const inDb = dbColumns.get(column.name);
      if (!inDb) {
        drift.push(`${where}: drizzle column missing from the database`);
        continue;
      }
      const expectedType = toCatalogType(column.getSQLType());
      if (expectedType !== inDb.type)
        drift.push(`${where}: type ${inDb.type} in the database, ${column.getSQLType()} (${expectedType}) in drizzle`);
      const notNull = column.notNull || column.primary || compositeKey.includes(column.name);
      if (notNull !== inDb.not_null)
        drift.push(
          `${where}: ${inDb.not_null ? "NOT NULL" : "nullable"} in the database, ${notNull ? "notNull()" : "nullable"} in drizzle`,
        );
      const defaultLine = defaultDrift(where, column, inDb.default);
      if (defaultLine) drift.push(defaultLine);
    }
    const drizzleColumns = new Set(config.columns.map((c) => c.name));
    for (const column of dbColumns.keys()) {
      if (!drizzleColumns.has(column)) drift.push(`${name}.${column}: column in the database, not in drizzle`);
    }

    // Primary key: one column's .primaryKey() or primaryKey({ columns }).
    const dbIndexes = db.indexes.filter((i) => i.table === name);
    const drizzleKey = [...config.columns.filter((c) => c.primary).map((c) => c.name), ...compositeKey];
    const dbKey = dbIndexes.find((i) => i.is_primary)?.columns ?? [];
    if (list([...drizzleKey].sort()) !== list([...dbKey].sort()))
      drift.push(`${name}: primary key ${list(dbKey)} in the database, ${list(drizzleKey)} in drizzle`);

    // Uniqueness: .unique(), unique(…).on(…), uniqueIndex(…) against the database's unique indexes (constraints
    // create one each). Column sets are compared; names are the migrations' business.
    const dbUnique = dbIndexes.filter((i) => i.is_unique && !i.is_primary).map((i) => list(i.columns));
    const drizzleUnique = [
      ...config.columns.filter((c) => c.isUnique).map((c) => list([c.name])),
      ...config.uniqueConstraints.map((u) => list(u.columns.map((c) => c.name))),
      ...config.indexes.filter((i) => i.config.unique).map((i) => list(i.config.columns.map(indexColumn))),
    ];
    for (const unique of drizzleUnique)
      if (!dbUnique.includes(unique)) drift.push(`${name}: drizzle declares unique ${unique}; the database has no such unique index`);
    for (const unique of dbUnique)
      if (!drizzleUnique.includes(unique)) drift.push(`${name}: unique ${unique} in the database, not declared in drizzle`);

    // Plain indexes drizzle declares must exist (same columns, same partial-index condition). The migrations may
    // have more: an index changes speed, not what a query answers.
    for (const index of config.indexes.filter((i) => !i.config.unique)) {
      const columns = index.config.columns.map(indexColumn);
      const where = index.config.where ? normalizeSql(renderSql(index.config.where)) : null;
      const found = dbIndexes.some(
        (i) => !i.is_unique && list(i.columns) === list(columns) && (i.predicate === null ? null : normalizeSql(i.predicate)) === where,
      );
      if (!found)
        drift.push(
          `${name}: drizzle declares index ${index.config.name ?? ""} ${list(columns)}${where ? ` WHERE ${where}` : ""}; the database has none like it`,
        );
    }

    // Foreign keys drizzle declares (.references()), with their ON DELETE.
    const dbForeign = db.foreignKeys.filter((f) => f.table === name);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const columns = ref.columns.map((c) => c.name);
      const target = getTableConfig(ref.foreignTable).name;
      const targetColumns = ref.foreignColumns.map((c) => c.name);
      const onDelete = fk.onDelete ?? "no action";
      const match = dbForeign.find(
        (f) => list(f.columns) === list(columns) && f.foreign_table === target && list(f.foreign_columns) === list(targetColumns),
      );
      const declared = `${list(columns)} → ${target}${list(targetColumns)}`;
      if (!match) drift.push(`${name}: drizzle declares foreign key ${declared}; the database has none`);
      else if (ON_DELETE[match.on_delete] !== onDelete)
        drift.push(`${name}: foreign key ${declared} is ON DELETE ${ON_DELETE[match.on_delete]} in the database, ${onDelete} in drizzle`);
    }
  }
  return drift;
}

describe("the migrated database equals the drizzle tables", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has every drizzle table with its columns, types, nullability, defaults, keys and indexes, and no other table", async () => {
    expect(await schemaDrift(database)).toEqual([]);
  });

  it("reports each drift between the migrations and drizzle in one readable line", async () => {
    const before = new Set(await schemaDrift(database));
    await database.exec("ALTER TABLE users ALTER COLUMN email TYPE text; ALTER TABLE users ALTER COLUMN user_name DROP NOT NULL");
    await database.exec("CREATE TABLE stray (id integer PRIMARY KEY)");
    await database.exec("ALTER TABLE users ALTER COLUMN subscription SET DEFAULT '02'; ALTER TABLE users ADD COLUMN nickname text");
    await database.exec("ALTER TABLE user_oauth DROP CONSTRAINT user_oauth_provider_sub");
    const drift = (await schemaDrift(database)).filter((line) => !before.has(line));
    expect(drift.sort()).toEqual(
      [
        "stray: table in the database, not in drizzle (src/db/schema)",
        "users.email: type text in the database, varchar(200) (character varying(200)) in drizzle",
        "users.user_name: nullable in the database, notNull() in drizzle",
        `users.subscription: default '02'::character varying in the database, "01" in drizzle`,
        "users.nickname: column in the database, not in drizzle",
        "user_oauth: drizzle declares unique (provider, sub); the database has no such unique index",
      ].sort(),
    );
  });

  it("maps drizzle's SQL types to PostgreSQL's names", () => {
    expect(toCatalogType("serial")).toBe("integer");
    expect(toCatalogType("varchar(50)")).toBe("character varying(50)");
    expect(toCatalogType("timestamp with time zone")).toBe("timestamp with time zone");
    expect(toCatalogType("timestamp (3)")).toBe("timestamp(3) without time zone");
    expect(toCatalogType("numeric(10, 2)")).toBe("numeric(10,2)");
    expect(toCatalogType("text[]")).toBe("text[]");
  });
});
