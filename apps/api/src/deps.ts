import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/index";
import type { Deps } from "./http/context";

/** Opens the database (migrating it) and seeds the demo data on first start when enabled. */
export async function createDeps(config: Config, now: () => Date = () => new Date()): Promise<Deps & { seeded: boolean }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps: Deps = { db: database.db, database, config, now };
  const seeded = config.seed ? await seedDemoData(deps) : false;
  return { ...deps, seeded };
}
