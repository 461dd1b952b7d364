import { sql } from "drizzle-orm";
import type { Deps } from "../../http/context";
import { seedAccounts, type SeededAccount } from "./accounts";
import { seedCommon } from "./common";
import { seedCustomer } from "./customer";
import { seedDiagnosis } from "./diagnosis";
import { seedFiles } from "./files";
import { seedReview } from "./review";
import { seedService } from "./service";
import { seedTelemetry } from "./telemetry";
import { seedUser } from "./user";

export interface SeedContext extends Deps {
  accounts: SeededAccount[];
  /** Account by login id (throws for an unknown one). */
  account(loginId: string): SeededAccount;
}

/**
 * Seeds the demo data once, into an empty database. Returns false when users already exist. Under the database's
 * seed lock: of several API instances starting together on one PostgreSQL, one seeds and the others then find users.
 */
export function seedDemoData(deps: Deps): Promise<boolean> {
  return deps.database.withLock("seed", () => seedEmptyDatabase(deps));
}

async function seedEmptyDatabase(deps: Deps): Promise<boolean> {
  const rows = await deps.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
  if ((rows[0]?.n ?? 0) > 0) return false;
  const accounts = await seedAccounts(deps);
  const ctx: SeedContext = {
    ...deps,
    accounts,
    account(loginId) {
      const a = accounts.find((x) => x.loginId === loginId);
      if (!a) throw new Error(`unknown demo account ${loginId}`);
      return a;
    },
  };
  // Order matters: telemetry first (alerts, scores and diagnoses derive from it).
  await seedTelemetry(ctx);
  await seedCommon(ctx);
  await seedUser(ctx);
  await seedService(ctx);
  await seedDiagnosis(ctx);
  await seedCustomer(ctx);
  await seedFiles(ctx);
  await seedReview(ctx);
  await deps.db.execute(sql`ANALYZE`);
  return true;
}
