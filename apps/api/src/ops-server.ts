import Fastify, { type FastifyInstance } from "fastify";
import type { ApiMetrics } from "./plugins/metrics";
import { registerHealth, type Readiness } from "./plugins/health";

/**
 * The operators' listener (docs/operations.md): `/metrics` in Prometheus text, `/livez` and `/readyz`, on its own
 * port (METRICS_PORT, loopback unless METRICS_HOST says otherwise), so nothing the public port or the web origin
 * forwards can reach the metrics. It starts before the database is opened: readiness then says `starting`.
 */
export async function buildOpsServer(metrics: ApiMetrics, readiness: Readiness): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerHealth(app, readiness);
  app.get("/metrics", async (_req, reply) =>
    reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics()),
  );
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: "not_found" }));
  return app;
}
