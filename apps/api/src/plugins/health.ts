import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

/**
 * Liveness and readiness for the orchestrator and the load balancer (docs/operations.md "Health"), apart from the
 * SPEC call `health-check`:
 * - `/livez` answers 200 while the process can answer at all;
 * - `/readyz` answers 200 only when the API may take traffic: not while it migrates and seeds at start-up, not
 *   while it drains on SIGTERM, not while the database does not answer. It asks the database on every probe, so it
 *   recovers by itself once the database is back.
 * Served at the root of the API port (outside `/{product}/api`, which the web forwards) and on the operators'
 * listener.
 */

/** Longest wait for the database's answer before readiness reports it unreachable. */
export const READINESS_DB_TIMEOUT_MS = 2000;

export type Phase = "starting" | "serving" | "draining";

export class Readiness {
  phase: Phase = "starting";
  private database: Database | null = null;

  /** Start-up is over (migrations and seed done): readiness now asks `database`. */
  serving(database: Database): void {
    this.database = database;
    this.phase = "serving";
  }

  draining(): void {
    this.phase = "draining";
  }

  /** 200 with `ready`, or 503 with why not: `starting`, `draining` or `database_unreachable`. */
  async check(): Promise<{ status: 200 | 503; body: { status: string } }> {
    if (this.phase !== "serving" || !this.database) return { status: 503, body: { status: this.phase } };
    const database = this.database;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.query("SELECT 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), READINESS_DB_TIMEOUT_MS);
        }),
      ]);
    } catch {
      return { status: 503, body: { status: "database_unreachable" } };
    } finally {
      clearTimeout(timer);
    }
    // Draining may have begun while the database answered.
    return this.phase === "serving" ? { status: 200, body: { status: "ready" } } : { status: 503, body: { status: this.phase } };
  }
}

/** Registers `/livez` and `/readyz` on `app`; probes come every few seconds, so they log only warnings. */
export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  app.get("/livez", { logLevel: "warn" }, async (_req, reply) => reply.header("cache-control", "no-store").send({ status: "alive" }));
  app.get("/readyz", { logLevel: "warn" }, async (_req, reply) => {
    const r = await readiness.check();
    return reply.code(r.status).header("cache-control", "no-store").send(r.body);
  });
}
