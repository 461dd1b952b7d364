import { buildApp } from "./app";
import { loadConfig, type Config } from "./config";
import { DataDirBusyError } from "./db/data-dir-lock";
import { createDeps } from "./deps";
import { buildOpsServer } from "./ops-server";
import { Readiness } from "./plugins/health";
import { createMetrics } from "./plugins/metrics";
import type { FastifyInstance } from "fastify";
import type { Database } from "./db/client";

/** The port `app` listens on (the configured one, or the one the system chose for port 0). */
function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Longest a SIGTERM waits for in-flight requests before the process exits anyway (below compose's stop_grace_period). */
const DRAIN_TIMEOUT_MS = Number(process.env.SHUTDOWN_DRAIN_MS) || 25_000;

/** The configuration, or a start-up stopped with the message naming the missing or bad variable (no stack trace). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    process.stderr.write(`[api] ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const readiness = new Readiness();
// The operators' listener comes up first: while the database is opened, migrated and seeded, /readyz says `starting`.
let database: Database | null = null;
// The pool gauges read the database once it is open.
const metrics = createMetrics(() => database?.pool?.());
let ops: FastifyInstance | null = null;
if (config.metrics) {
  ops = await buildOpsServer(metrics, readiness);
  const { host, port } = config.metrics;
  await ops.listen({ host, port }).catch((err: unknown) => {
    process.stderr.write(
      `[api] 운영 지표 포트 ${host}:${port}를 열 수 없습니다 (${err instanceof Error ? err.message : String(err)}). Set METRICS_PORT to a free port, or off.\n`,
    );
    process.exit(1);
  });
}
const deps = await createDeps(config).catch((err: unknown) => {
  // Another process has the data directory: its message names the PID, a stack trace would only hide it.
  if (!(err instanceof DataDirBusyError)) throw err;
  process.stderr.write(`[api] ${err.message}\n`);
  process.exit(1);
});
database = deps.database;
const app = await buildApp(deps, { logger: true, readiness, metrics });
await app.listen({ host: config.host, port: config.port });
readiness.serving(deps.database);
const where = config.databaseUrl ? "PostgreSQL" : `PGlite (${config.dataDir})`;
app.log.info(
  `business API on http://${config.host}:${portOf(app)}${config.basePath}/ · ${where}${deps.seeded ? " · 데모 데이터 생성됨" : ""}` +
    (ops ? ` · metrics on http://${config.metrics!.host}:${portOf(ops)}/metrics` : ""),
);

/**
 * SIGTERM/SIGINT: readiness turns 503 so the load balancer stops sending, the listener stops accepting, the requests
 * in flight are answered (Fastify's close waits for them), then the database and the operators' listener close.
 */
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    readiness.draining();
    app.log.info({ signal }, "draining in-flight requests before exit");
    const forced = setTimeout(() => {
      app.log.error(`requests still in flight after ${DRAIN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    forced.unref();
    await app.close();
    await deps.database.close();
    await ops?.close();
    app.log.info("stopped");
    process.exit(0);
  });
}
