/**
 * `npm run db:restore -- <file.tar.gz> [--force]` — restores a backup of `npm run db:backup` into DATA_DIR.
 * Refuses while the API runs (the data directory's lock), and refuses to replace an existing database without
 * `--force`; the replaced one is kept aside as `<DATA_DIR>.before-restore-<time>`. With DATABASE_URL set, use
 * pg_restore (docs/deploy.md).
 */
import { restorePglite } from "../src/db/backup";
import { dataDirFromEnv, runScript } from "./db-script";

await runScript(async (args) => {
  const dataDir = dataDirFromEnv("db:restore", 'pg_restore --clean --if-exists --dbname="$DATABASE_URL" evsafe.dump');
  const force = args.includes("--force");
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("사용법: npm run db:restore -- <백업 파일.tar.gz> [--force]");
  const { previousMovedTo } = await restorePglite(file, dataDir, { force });
  console.log(`복원했습니다: ${file} → ${dataDir}`);
  if (previousMovedTo) console.log(`기존 데이터베이스는 ${previousMovedTo} 에 보관했습니다.`);
});
