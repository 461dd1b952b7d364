import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDeps } from "./deps";

const config = loadConfig();
const deps = await createDeps(config);
const app = await buildApp(deps, { logger: true });
await app.listen({ host: config.host, port: config.port });
const where = config.databaseUrl ? "PostgreSQL" : `PGlite (${config.dataDir})`;
app.log.info(`business API on http://${config.host}:${config.port}${config.basePath}/ · ${where}${deps.seeded ? " · 데모 데이터 생성됨" : ""}`);

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
