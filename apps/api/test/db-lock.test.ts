/**
 * The embedded database's directory is held by one process at a time and is owner-only: a second open (from
 * another process or this one) fails naming the holder's PID, a closed or dead holder's lock is taken over, the
 * directory is 0700, and the upload directory likewise.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client";
import { DataDirBusyError, lockPathOf } from "../src/db/data-dir-lock";
import { createTestApp, multipart, PNG_1X1 } from "./helpers";

const tmp = mkdtempSync(join(tmpdir(), "evsafe-lock-"));
const HOLDER = join(import.meta.dirname, "support/hold-database.ts");
const children: ChildProcessWithoutNullStreams[] = [];
const opened: Database[] = [];

afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  rmSync(tmp, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

async function open(dataDir: string): Promise<Database> {
  const d = await openDatabase({ dataDir });
  opened.push(d);
  return d;
}

/** Starts a process that opens `dataDir` and resolves with its PID once the database is open. */
function startHolder(dataDir: string): Promise<{ child: ChildProcessWithoutNullStreams; pid: number; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", HOLDER, dataDir], { stdio: "pipe" });
  children.push(child);
  let out = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (b: Buffer) => {
      out += b.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolve({ child, pid: Number(m[1]), output: () => out });
    });
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    child.on("exit", (code) => reject(new Error(`holder exited ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

// PGlite only: the CI's PostgreSQL run (TEST_DATABASE_URL) would repeat these unchanged (docs/ci.md).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("one process per PGlite data directory", () => {
  it("a second process is refused with the holder's PID; after the holder closes, opening works", async () => {
    const dataDir = join(tmp, "two-processes");
    const holder = await startHolder(dataDir);
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(second).rejects.toThrow(new RegExp(`데이터 디렉터리 .* 는 이미 다른 프로세스\\(PID ${holder.pid}\\b.*사용 중입니다`));

    holder.child.stdin.write("close\n");
    await exited(holder.child);
    expect(holder.output()).toContain("closed");
    expect(existsSync(lockPathOf(dataDir)), "the holder released its lock on close").toBe(false);

    const d = await open(dataDir);
    expect((await d.query<{ n: number }>("SELECT count(*)::int AS n FROM _migrations"))[0]!.n).toBeGreaterThan(0);
  });

  it("a second open in the same process is refused too, and close releases the lock", async () => {
    const dataDir = join(tmp, "same-process");
    const first = await open(dataDir);
    expect(mode(dataDir).toString(8), "a new data directory is owner-only").toBe("700");
    expect(mode(lockPathOf(dataDir)).toString(8)).toBe("600");
    await expect(openDatabase({ dataDir })).rejects.toThrow(`PID ${process.pid}`);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid).toBe(process.pid);
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    await open(dataDir);
  });

  it("a process that exits without closing the database releases its lock on exit", async () => {
    const dataDir = join(tmp, "exit-without-close");
    const holder = await startHolder(dataDir);
    expect(existsSync(lockPathOf(dataDir))).toBe(true);
    holder.child.stdin.write("exit\n");
    await exited(holder.child);
    expect(holder.child.exitCode).toBe(0);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  });

  it("a lock left by a process that no longer runs (SIGKILL) is taken over", async () => {
    const dataDir = join(tmp, "killed-holder");
    const holder = await startHolder(dataDir);
    holder.child.kill("SIGKILL");
    await exited(holder.child);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid, "SIGKILL leaves the lock behind").toBe(holder.pid);

    const d = await open(dataDir);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid).toBe(process.pid);
    expect((await d.query<{ ok: number }>("SELECT 1 AS ok"))[0]!.ok).toBe(1);
  });

  it("a stale lock naming a dead PID, or holding garbage, is taken over; the directory is narrowed to 0700", async () => {
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const dataDir = join(tmp, "stale");
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid: dead, host: hostname(), startedAt: "2020-01-01T00:00:00Z" }));
    const d = await open(dataDir);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid).toBe(process.pid);
    await d.close();
    opened.splice(opened.indexOf(d), 1);

    writeFileSync(lockPathOf(dataDir), "");
    chmodSync(dataDir, 0o755);
    await open(dataDir);
    expect(mode(dataDir).toString(8), "an existing world-readable directory is narrowed").toBe("700");
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid).toBe(process.pid);
  });

  it("a lock taken on another host (a shared volume) is never judged stale from here", async () => {
    const dataDir = join(tmp, "other-host");
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid: 1, host: `not-${hostname()}`, startedAt: "2020-01-01T00:00:00Z" }));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/PID 1\b/);
  });
});

describe("owner-only uploads", () => {
  it("the upload directory (FILE_DIR) is created 0700", async () => {
    const fileDir = join(tmp, "uploads");
    const t = await createTestApp({ env: { FILE_DIR: fileDir } });
    try {
      const m = multipart([{ name: "multipartFiles", filename: "a.png", data: PNG_1X1, contentType: "image/png" }]);
      const res = await t.call("POST", "files/upload", { token: await t.token("demo"), ...m, query: { fileType: "INQUIRY" } });
      expect(res.statusCode, res.body).toBe(200);
      expect(mode(fileDir).toString(8)).toBe("700");
    } finally {
      await t.close();
    }
  });
});
