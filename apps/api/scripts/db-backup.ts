/**
 * `npm run db:backup [-- <file.tar.gz>]` — a gzip'd tar of the embedded PGlite database (DATA_DIR) into
 * `data/backups/evsafe-<UTC time>.tar.gz` or the given file, owner-only. The API must be stopped first (the
 * data directory's lock says so otherwise). With DATABASE_URL set, the database is a PostgreSQL server: use
 * pg_dump (docs/deploy.md).
 */
import { join } from "node:path";
import { backupFileName, backupPglite, DEFAULT_BACKUP_DIR } from "../src/db/backup";
import { dataDirFromEnv, runScript } from "./db-script";

await runScript(async (args) => {
  const dataDir = dataDirFromEnv("db:backup", 'pg_dump --format=custom --file=evsafe.dump "$DATABASE_URL"');
  const file = args[0] ?? join(DEFAULT_BACKUP_DIR, backupFileName());
  const bytes = await backupPglite(dataDir, file);
  console.log(`백업했습니다: ${file} (${(bytes / 1024).toFixed(0)} KB, ${dataDir})`);
});
