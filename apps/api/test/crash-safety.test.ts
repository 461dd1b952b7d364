/**
 * Crash safety of the embedded database: the API runs as a real process on a PGlite directory (a second one on
 * the same directory exits naming the first one's PID), a signed-in user
 * sends 1:1 inquiries several at a time, the process is killed with SIGKILL while writes are in flight, and a
 * new process on the same directory (taking over the lock the killed one left) lists every inquiry whose
 * creation was answered 200. PGlite only: the CI's PostgreSQL run has no data directory (docs/ci.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_CATEGORY_LABEL } from "@evsafe/contract";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { lockPathOf } from "../src/db/data-dir-lock";
import { thirdPartiesFor } from "../src/deps";
import { DEMO_PASSWORD, seedAccounts } from "../src/db/seed/accounts";
import { TEST_NOW } from "./helpers";

/** The API under test, and a second one started on the same directory (ports of this test's range). */
const PORT = 4331;
const SECOND_PORT = 4332;
const BASE = `http://127.0.0.1:${PORT}/evsafe/api`;
const SERVER = join(import.meta.dirname, "../src/server.ts");
const REPO_ROOT = join(import.meta.dirname, "../../..");
/** Writes in flight at once, and how many acknowledged ones to wait for before the kill. */
const CONCURRENT_WRITES = 4;
const ACKNOWLEDGED_BEFORE_KILL = 30;
const START_TIMEOUT_MS = 20_000;

const tmp = mkdtempSync(join(tmpdir(), "evsafe-crash-"));
const dataDir = join(tmp, "pglite");
let server: ChildProcess | undefined;
/** Every process this file started: a test that times out while one is starting must not leave it running. */
const started = new Set<ChildProcess>();

/** The demo accounts without their long telemetry: the seed's slow part is not what this test is about. */
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SEED: "0" });
  const database = await openDatabase({ dataDir });
  try {
    await seedAccounts({ db: database.db, database, config, now: () => TEST_NOW, ...thirdPartiesFor(config) });
  } finally {
    await database.close();
  }
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(tmp, { recursive: true, force: true });
});

function spawnServer(port: number): { child: ChildProcess; errors: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      FILE_DIR: join(tmp, "files"),
      SEED: "0",
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.add(child);
  let errors = "";
  child.stderr!.on("data", (b: Buffer) => (errors += b.toString()));
  return { child, errors: () => errors };
}

async function startServer(): Promise<ChildProcess> {
  const { child, errors } = spawnServer(PORT);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited ${child.exitCode}: ${errors()}`);
    const ok = await fetch(`${BASE}/health-check`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`API did not answer within ${START_TIMEOUT_MS} ms: ${errors()}`);
}

async function signIn(): Promise<Record<string, string>> {
  const res = await fetch(`${BASE}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ loginId: "demo", password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as { results: { accessToken: string } };
  return { authorization: `Bearer ${results.accessToken}`, "content-type": "application/json" };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", () => r())));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("SIGKILL during writes (PGlite)", () => {
  it("every write answered 200 before the kill is there after a restart on the same directory", async () => {
    server = await startServer();
    const killedPid = server.pid!;

    // A second API on the same directory stops at once, naming the first one's PID.
    const second = spawnServer(SECOND_PORT);
    await exited(second.child);
    expect(second.child.exitCode).toBe(1);
    expect(second.errors()).toMatch(new RegExp(`PID ${killedPid}\\b.*사용 중입니다`));

    const headers = await signIn();
    const category = Object.keys(INQUIRY_CATEGORY_LABEL)[0]!;
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;

    // Each writer sends inquiries one after another until the process is gone; answers after the kill are errors.
    const writer = async () => {
      while (!killed) {
        const title = `충돌 시험 ${++sent}`;
        const ok = await fetch(`${BASE}/ask`, {
          method: "POST",
          headers,
          body: JSON.stringify({ iqrDivCcd: category, title, contents: "강제 종료 중에도 확인된 쓰기는 남아야 합니다." }),
        }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) acknowledged.push(title);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          server!.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writer));
    await exited(server);
    expect(server.signalCode).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(sent, "writes were still being sent when the process died").toBeGreaterThan(acknowledged.length);
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid, "the killed process left its lock").toBe(killedPid);

    server = await startServer();
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), "utf8")).pid, "the new process took the lock over").toBe(server.pid);
    const list = await fetch(`${BASE}/ask`, { headers: await signIn() });
    expect(list.status).toBe(200);
    const titles = new Set(((await list.json()) as { results: Array<{ title: string }> }).results.map((i) => i.title));
    expect(acknowledged.filter((t) => !titles.has(t))).toEqual([]);
    server.kill("SIGTERM");
    await exited(server);
  });
});
