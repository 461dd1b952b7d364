import { chmodSync, closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";

/**
 * One process at a time per PGlite data directory: two PostgreSQL instances writing one cluster corrupt it beyond
 * reopening. The lock is a file next to the directory (`<dir>.lock`, so that a restore can swap the directory
 * while holding it), created atomically (link, which fails if it exists) and holding the owner's PID, host and start time. A lock whose PID is no
 * longer alive on this host is stale and taken over.
 */

/** Owner-only: the data directory holds password hashes and tokens. */
export const DATA_DIR_MODE = 0o700;
const LOCK_FILE_MODE = 0o600;

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  path: string;
  owner: LockOwner;
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `데이터 디렉터리 ${dataDir} 는 이미 다른 프로세스(PID ${owner.pid}, ${owner.host}, ${owner.startedAt} 시작)가 사용 중입니다. ` +
        `그 프로세스를 먼저 종료한 뒤 다시 시도하세요. 그 프로세스가 없는데도 이 메시지가 나오면 잠금 파일 ${lockPathOf(dataDir)} 을 지우세요.`,
    );
    this.name = "DataDirBusyError";
  }
}

/** Locks held by this process, so that a second open in the same process is refused like one from another. */
const heldHere = new Map<string, DataDirLock>();

export function lockPathOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** Creates the directory (and missing parents) owner-only, and narrows an existing one to owner-only. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  chmodSync(dir, DATA_DIR_MODE);
}

/** Takes the lock of `dataDir` or throws DataDirBusyError naming the owner. Released on `release()` and on exit. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = lockPathOf(dataDir);
  if (heldHere.has(path)) throw new DataDirBusyError(resolve(dataDir), heldHere.get(path)!.owner);
  // Missing parents are created owner-only; an existing parent (say /tmp) is left as it is.
  mkdirSync(resolve(dataDir, ".."), { recursive: true, mode: DATA_DIR_MODE });
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(owner);
  // Two attempts: the second one after taking over a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusive(path, content)) {
      const lock: DataDirLock = {
        path,
        owner,
        release() {
          if (heldHere.get(path) !== lock) return;
          heldHere.delete(path);
          process.off("exit", onExit);
          removeIfOurs(path, content);
        },
      };
      const onExit = () => removeIfOurs(path, content);
      process.on("exit", onExit);
      heldHere.set(path, lock);
      return lock;
    }
    const current = parseOwner(path);
    if (current && isAlive(current)) throw new DataDirBusyError(resolve(dataDir), current);
    takeOverStale(path, current);
  }
  const current = parseOwner(path);
  throw new DataDirBusyError(resolve(dataDir), current ?? { pid: -1, host: "?", startedAt: "?" });
}

/** Writes the content aside, then links it into place: link fails if the lock exists, and is never seen half-written. */
function createExclusive(path: string, content: string): boolean {
  const draft = `${path}.${process.pid}.tmp`;
  const fd = openSync(draft, "w", LOCK_FILE_MODE);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes taking over the same stale lock at
 * once only one moves it; if what was moved is not the stale lock that was read (another process took it over in
 * between), it is linked back (link fails rather than overwrite) and the caller's next O_EXCL create then fails.
 */
function takeOverStale(path: string, stale: LockOwner | undefined): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  const moved = parseOwner(aside);
  if (stale && moved && JSON.stringify(moved) !== JSON.stringify(stale)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone created a new lock meanwhile: theirs stands.
    }
  }
  unlinkSync(aside);
}

function removeIfOurs(path: string, content: string): void {
  try {
    if (readFileSync(path, "utf8") === content) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}

function parseOwner(path: string): LockOwner | undefined {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as Partial<LockOwner>;
    if (typeof value.pid !== "number") return undefined;
    return { pid: value.pid, host: String(value.host ?? ""), startedAt: String(value.startedAt ?? "") };
  } catch {
    return undefined;
  }
}

/**
 * A lock taken on another host (a shared volume) is never judged stale from here. On this host, a signal-0 probe
 * says whether the PID exists; EPERM means it exists under another user.
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return [...heldHere.values()].some((l) => l.owner.startedAt === owner.startedAt);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
