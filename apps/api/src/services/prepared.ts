/**
 * Hot read queries as prepared statements. On PGlite the database runs on this event loop, and planning a query
 * (plus drizzle building its text and PGlite its parser table) cost as much as running it (docs/performance.md
 * "The API"): a statement prepared once per database is planned once. PostgreSQL plans on its own server, so there
 * the same SQL simply runs with bind parameters.
 */
import type { Deps } from "../http/context";

/** Statements prepared (or being prepared) per embedded database, by name. */
const prepared = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Rows of `sql` (parameters `$1…$n`, all integers) for `params`. `name` must be unique per SQL text. Columns come
 * back as the SQL names them (alias them `AS "camelCase"`), with the driver's own types.
 */
export async function preparedRows<T>(deps: Deps, name: string, sql: string, params: readonly number[]): Promise<T[]> {
  if (!params.every(Number.isSafeInteger)) throw new Error(`${name}: parameters must be integers`);
  if (deps.database.kind !== "pglite") return deps.database.query<T>(sql, [...params]);
  let byName = prepared.get(deps.database);
  if (!byName) {
    byName = new Map();
    prepared.set(deps.database, byName);
  }
  let ready = byName.get(name);
  if (!ready) {
    const types = params.map(() => "integer").join(", ");
    ready = deps.database.exec(`PREPARE ${name}(${types}) AS ${sql}`);
    byName.set(name, ready);
    ready.catch(() => byName.delete(name));
  }
  await ready;
  // EXECUTE takes no bind parameters: the values (integers, checked above) are written in.
  return deps.database.read<T>(`EXECUTE ${name}(${params.join(", ")})`);
}
