import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./client";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

/**
 * Applies `migrations/NNNN_name.sql` in name order, each once, recorded in `_migrations`.
 * The same files run on PGlite and on PostgreSQL.
 */
export async function migrate(database: Pick<Database, "exec" | "query">): Promise<string[]> {
  await database.exec("CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const done = new Set((await database.query<{ name: string }>("SELECT name FROM _migrations")).map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
    await database.exec(`BEGIN;\n${sql}\nINSERT INTO _migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}
