/**
 * Backup and restore of the embedded database: a value written before `npm run db:backup` reads back after
 * `npm run db:restore`, even though it was changed in between; restore refuses while the API holds the
 * directory and refuses to replace a database without --force (keeping the replaced one aside); the scripts
 * refuse a PostgreSQL DATABASE_URL with the pg_dump/pg_restore to use instead.
 * PGlite only: the CI's PostgreSQL run has no data directory (docs/ci.md).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { BackupError, hasCluster, restorePglite } from "../src/db/backup";
import { DataDirBusyError } from "../src/db/data-dir-lock";

const run = promisify(execFile);
const API_DIR = join(import.meta.dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "evsafe-backup-"));
const dataDir = join(tmp, "pglite");
const backupFile = join(tmp, "backups", "before.tar.gz");

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Opened {
  close(): Promise<void>;
  setValue(value: number): Promise<void>;
  value(): Promise<number>;
}

/**
 * Opens the database as the API does (lock, migrations) without the demo seed, which takes long on disk; the
 * value written is a row of a probe table, which a backup carries like any other.
 */
async function open(): Promise<Opened> {
  const database = await openDatabase({ dataDir });
  await database.exec("CREATE TABLE IF NOT EXISTS backup_probe (id int PRIMARY KEY, value int NOT NULL)");
  return {
    close: () => database.close(),
    async setValue(value) {
      await database.query("INSERT INTO backup_probe (id, value) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET value = $1", [value]);
    },
    async value() {
      return (await database.query<{ value: number }>("SELECT value FROM backup_probe WHERE id = 1"))[0]!.value;
    },
  };
}

/** The probe's value in the directory as it is now (opened and closed again, so the scripts can take the lock). */
async function currentValue(): Promise<number> {
  const o = await open();
  try {
    return await o.value();
  } finally {
    await o.close();
  }
}

/** Runs one of the npm scripts' files as `npm run db:…` does, with DATA_DIR pointing at the test's directory. */
function script(name: "db-backup" | "db-restore", args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ["--import", "tsx", join(API_DIR, "scripts", `${name}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("db:backup and db:restore (PGlite)", () => {
  const ORIGINAL = 10;
  const CHANGED = 60;

  beforeAll(async () => {
    const o = await open();
    await o.setValue(ORIGINAL);
    await o.close();
  });

  it("db:backup writes an owner-only archive, and refuses while the API holds the directory", async () => {
    const o = await open();
    try {
      const busy = await script("db-backup", [backupFile]);
      expect(busy.code).toBe(1);
      expect(busy.out).toMatch(new RegExp(`PID ${process.pid}\\b.*사용 중입니다`));
    } finally {
      await o.close();
    }
    const done = await script("db-backup", [backupFile]);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain("백업했습니다");
    expect((statSync(backupFile).mode & 0o777).toString(8)).toBe("600");
    // A second backup to the same file does not overwrite the first.
    expect((await script("db-backup", [backupFile])).code).toBe(1);
  });

  it("a value changed after the backup reads back as it was after db:restore --force; the replaced database is kept", async () => {
    const o = await open();
    await o.setValue(CHANGED);
    expect(await o.value()).toBe(CHANGED);
    // While the API has the directory open, restore refuses and names the holder.
    await expect(restorePglite(backupFile, dataDir, { force: true })).rejects.toBeInstanceOf(DataDirBusyError);
    await o.close();

    const refused = await script("db-restore", [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("--force");

    const restored = await script("db-restore", [backupFile, "--force"]);
    expect(restored.code, restored.out).toBe(0);
    const kept = /보관했습니다/.test(restored.out) ? /(\S+before-restore-\S+) 에 보관/.exec(restored.out)?.[1] : undefined;
    expect(kept && hasCluster(kept), restored.out).toBe(true);
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");

    expect(await currentValue()).toBe(ORIGINAL);
  });

  it("a broken archive leaves the current database untouched", async () => {
    const junk = join(tmp, "junk.tar.gz");
    await import("node:fs").then((fs) => fs.writeFileSync(junk, "not a tar"));
    await expect(restorePglite(junk, dataDir, { force: true })).rejects.toBeInstanceOf(BackupError);
    expect(await currentValue()).toBe(ORIGINAL);
  });

  it("with DATABASE_URL the scripts refuse and name pg_dump / pg_restore", async () => {
    const env = { DATABASE_URL: "postgres://127.0.0.1:1/none" };
    const notWritten = join(tmp, "postgres.tar.gz");
    const backup = await script("db-backup", [notWritten], env);
    expect(backup.code).toBe(1);
    expect(backup.out).toContain("pg_dump");
    expect(existsSync(notWritten)).toBe(false);
    const restore = await script("db-restore", [backupFile], env);
    expect(restore.code).toBe(1);
    expect(restore.out).toContain("pg_restore");
  });
});
