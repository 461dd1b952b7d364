import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/index";
import type { Deps } from "./http/context";
import { notConfiguredThirdParties, type ThirdParties } from "./services/third-parties";
import { simulatedIdentityProvider } from "./simulators/identity";
import { simulatedPaymentGateway } from "./simulators/payment-gateway";
import { simulatedSocialProvider } from "./simulators/social";

/**
 * The identity-verification, social sign-in and payment adapters for this configuration: the simulators
 * in demo mode (SIMULATORS=1), otherwise adapters that answer 503 "not configured". A real provider is
 * chosen here too (docs/simulators.md "Plugging in a real provider").
 */
export function thirdPartiesFor(config: Config): ThirdParties {
  if (config.simulators) {
    return { identity: simulatedIdentityProvider, social: simulatedSocialProvider, paymentGateway: simulatedPaymentGateway };
  }
  return notConfiguredThirdParties;
}

/** Opens the database (migrating it) and seeds the demo data on first start when enabled. */
export async function createDeps(config: Config, now: () => Date = () => new Date()): Promise<Deps & { seeded: boolean }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax });
  const deps: Deps = { db: database.db, database, config, now, ...thirdPartiesFor(config) };
  const seeded = config.seed ? await seedDemoData(deps) : false;
  return { ...deps, seeded };
}
