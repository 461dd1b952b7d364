import type { ServiceStatus } from "@evsafe/contract";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { ThirdParties } from "../services/third-parties";

/**
 * What every route and service gets: the database, the config, a clock tests can move and the
 * third-party adapters (identity verification, social sign-in, payment gateway) chosen by `createDeps`.
 */
export interface Deps extends ThirdParties {
  db: Db;
  database: Database;
  config: Config;
  /** Current time; tests pass a fixed one. */
  now: () => Date;
}

/** The signed-in caller, loaded from the database on every authenticated request. */
export interface AuthUser {
  userNo: number;
  loginId: string;
  userName: string;
  serviceStatus: ServiceStatus;
  serviceExpirationDate: string | null;
  isB2b: boolean;
  /**
   * Set on a `paidPeriodRead` call of a member whose service has ended: the last day of the paid period (the expiry
   * date). The handler answers nothing recorded after it.
   */
  paidUntil?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
