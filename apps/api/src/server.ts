import { buildApp } from "./app";
import { loadConfig, type Config } from "./config";
import { DataDirBusyError } from "./db/data-dir-lock";
import { createDeps } from "./deps";

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
const deps = await createDeps(config).catch((err: unknown) => {
  // Another process has the data directory: its message names the PID, a stack trace would only hide it.
  if (!(err instanceof DataDirBusyError)) throw err;
  process.stderr.write(`[api] ${err.message}\n`);
  process.exit(1);
});
const app = await buildApp(deps, { logger: true });
await app.listen({ host: config.host, port: config.port });
const where = config.databaseUrl ? "PostgreSQL" : `PGlite (${config.dataDir})`;
app.log.info(
  `business API on http://${config.host}:${config.port}${config.basePath}/ · ${where}${deps.seeded ? " · 데모 데이터 생성됨" : ""}`,
);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await deps.database.close();
    process.exit(0);
  });
}
