/** What db:backup and db:restore share: where the database is, and how a failure is reported. */
import { DEFAULT_DATA_DIR } from "../src/config";

/**
 * The PGlite data directory of this environment. A PostgreSQL server (DATABASE_URL) or an in-memory database
 * is refused with what to do instead: these scripts copy PGlite's files, which a server does not have.
 */
export function dataDirFromEnv(script: string, postgresCommand: string): string {
  if (process.env.DATABASE_URL) {
    throw new Error(
      `DATABASE_URL이 설정되어 있습니다: ${script}는 내장 PGlite 데이터베이스용입니다. PostgreSQL은 다음처럼 하세요 (docs/deploy.md):\n  ${postgresCommand}`,
    );
  }
  const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  if (dataDir === "memory://") throw new Error("DATA_DIR=memory:// 는 메모리 데이터베이스라 백업하거나 복원할 파일이 없습니다.");
  return dataDir;
}

/** Runs a script's body with its arguments; any error is printed as one message and exits 1. */
export async function runScript(body: (args: string[]) => Promise<void>): Promise<void> {
  try {
    await body(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
