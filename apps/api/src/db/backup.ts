import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, DATA_DIR_MODE, ensurePrivateDir } from "./data-dir-lock";

/**
 * Backup and restore of the embedded database (docs/deploy.md "Backup and restore of the embedded database").
 * Both take the data directory's lock, so they refuse to run while the API has it open: a copy of a cluster
 * that a running PostgreSQL writes to is not a backup. PostgreSQL servers are backed up with pg_dump instead.
 */

/** Owner-only: a backup holds everything the database holds. */
const BACKUP_FILE_MODE = 0o600;
/** Default place of backups, next to the default data directory. */
export const DEFAULT_BACKUP_DIR = "data/backups";

const GZIP_MAGIC = [0x1f, 0x8b];
/** POSIX tar headers carry "ustar" at this offset. */
const TAR_MAGIC = "ustar";
const TAR_MAGIC_OFFSET = 257;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** `evsafe-20261123-091500.tar.gz` (UTC), so that a directory listing sorts by time. */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `evsafe-${stamp}.tar.gz`;
}

/** A PGlite cluster lives in the directory: PostgreSQL writes PG_VERSION first. */
export function hasCluster(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

/** Writes a gzip'd tar of the whole data directory to `file` (not overwriting one), owner-only. Returns its size. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!hasCluster(dataDir)) throw new BackupError(`${resolve(dataDir)} 에 데이터베이스가 없습니다. DATA_DIR을 확인하세요.`);
  if (existsSync(file)) throw new BackupError(`${resolve(file)} 이(가) 이미 있습니다. 다른 파일 이름을 지정하세요.`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = new PGlite(dataDir);
    let archive: Blob;
    try {
      await client.waitReady;
      archive = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await archive.arrayBuffer());
    mkdirSync(dirname(resolve(file)), { recursive: true, mode: DATA_DIR_MODE });
    writeFileSync(file, bytes, { flag: "wx", mode: BACKUP_FILE_MODE });
    return bytes.length;
  } finally {
    lock.release();
  }
}

/** The archive's tar, unpacked here: PGlite's own gunzip reports a corrupt file as an uncatchable rejection. */
function readTar(file: string): Buffer {
  let bytes = readFileSync(file);
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) bytes = gunzipSync(bytes);
  if (bytes.subarray(TAR_MAGIC_OFFSET, TAR_MAGIC_OFFSET + TAR_MAGIC.length).toString("latin1") !== TAR_MAGIC) {
    throw new Error("tar 형식이 아닙니다");
  }
  return bytes;
}

export interface RestoreResult {
  /** Where the database that was there before went, if there was one. */
  previousMovedTo?: string;
}

/**
 * Restores a backup into `dataDir`. An existing database is replaced only with `force`, and is then kept aside
 * as `<dir>.before-restore-<time>`, never deleted. The backup is unpacked into a scratch directory and opened
 * there first, so a broken archive leaves the current database untouched.
 */
export async function restorePglite(file: string, dataDir: string, opts: { force?: boolean; now?: Date } = {}): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`백업 파일 ${resolve(file)} 이(가) 없습니다.`);
  const target = resolve(dataDir);
  const lock = acquireDataDirLock(target);
  try {
    const existing = hasCluster(target);
    if (existing && !opts.force) {
      throw new BackupError(
        `${target} 에 이미 데이터베이스가 있습니다. 덮어쓰려면 --force 를 붙이세요 (기존 데이터베이스는 지우지 않고 옆에 보관합니다).`,
      );
    }
    const stamp = (opts.now ?? new Date()).toISOString().replace(/[-:.]/g, "");
    const scratch = `${target}.restoring-${stamp}`;
    ensurePrivateDir(scratch);
    try {
      const client = new PGlite(scratch, { loadDataDir: new File([readTar(file)], "backup.tar") });
      try {
        await client.waitReady;
        await client.query("SELECT 1");
      } finally {
        await client.close();
      }
    } catch (err) {
      rmSync(scratch, { recursive: true, force: true });
      throw new BackupError(`백업 파일 ${resolve(file)} 을(를) 복원할 수 없습니다: ${(err as Error).message}`);
    }
    const result: RestoreResult = {};
    if (existsSync(target)) {
      result.previousMovedTo = `${target}.before-restore-${stamp}`;
      renameSync(target, result.previousMovedTo);
    }
    renameSync(scratch, target);
    chmodSync(target, DATA_DIR_MODE);
    return result;
  } finally {
    lock.release();
  }
}
