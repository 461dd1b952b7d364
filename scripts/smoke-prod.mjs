#!/usr/bin/env node
// Production-mode smoke run for CI: `DATABASE_URL=postgres://… node scripts/smoke-prod.mjs`.
//
// Starts `npm run start:prod` (building the web app first when needed) against a fresh PostgreSQL database with
// generated secrets and a seeded demo member, signs in through the real sign-in page in Chromium, reads the home
// screen, stops both servers (SIGTERM), starts them again and reads the home screen with the same session cookie.
// Prints `smoke: N passed, N failed`; exits non-zero on any failure. Its servers are stopped on every exit path.
//
//   DATABASE_URL        required: an empty PostgreSQL database (it is migrated and seeded)
//   SMOKE_API_PORT      default 4500
//   SMOKE_WEB_PORT      default 3500
//   SMOKE_WEB_METRICS_PORT  default 9565: the web tier's operators' listener (/readyz, /metrics)
//   SMOKE_API_METRICS_PORT  default 9564: the API's operators' listener (/readyz, /metrics)
//   CHROMIUM_PATH       default /usr/bin/chromium
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { signInThroughForm } from "./browser-sign-in.mjs";
import { descendantsOf, isAlive, killTreesNow, treeKill } from "./process-tree.mjs";
import { chunksWithDemoControl, chunksWithShellSimulator } from "./start-options.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const API_PORT = Number(process.env.SMOKE_API_PORT || 4500);
const WEB_PORT = Number(process.env.SMOKE_WEB_PORT || 3500);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const WEB_METRICS_PORT = Number(process.env.SMOKE_WEB_METRICS_PORT || 9565);
const WEB_OPS = `http://127.0.0.1:${WEB_METRICS_PORT}`;
const API_HEALTH = `http://127.0.0.1:${API_PORT}/evsafe/api/health-check`;
const API_METRICS_PORT = Number(process.env.SMOKE_API_METRICS_PORT || 9564);
const API_OPS = `http://127.0.0.1:${API_METRICS_PORT}`;
/** The first start may build the web app; a restart only starts the servers. */
const FIRST_START_TIMEOUT_MS = 15 * 60_000;
const RESTART_TIMEOUT_MS = 3 * 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Lines of start:prod's output shown after a failure (the whole log stays in its file). */
const LOG_TAIL_LINES = 40;
const PAGE_TIMEOUT_MS = 30_000;
/** The seeded member signed in, and a text its home screen shows (apps/api/src/db/seed/accounts.ts). */
const MEMBER = { loginId: "demo", carNo: "12가3456" };

const results = [];
let current = null; // { child, servers: Set<number>, exited } of the running start:prod
let browser = null;
const work = mkdtempSync(join(tmpdir(), "evsafe-smoke-"));
const logFile = join(work, "start-prod.log");
const logStream = createWriteStream(logFile);

function say(msg) {
  process.stdout.write(`[smoke] ${msg}\n`);
}

function check(name, ok, detail = "") {
  results.push({ name, ok });
  say(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` — ${detail}` : ""}`);
  return ok;
}

if (!process.env.DATABASE_URL || !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) {
  say("DATABASE_URL (postgres://…, a fresh database) is required.");
  process.exit(2);
}

const seedPassword = `Smoke-${randomBytes(9).toString("base64url")}1!`;
// Generated as docs/deploy.md says, so they pass production's checks (packages/contract/src/secret-policy.mjs);
// NEXTAUTH_URL is http on loopback, the one http address production accepts (no TLS on 127.0.0.1).
const env = {
  ...process.env,
  JWT_SECRET: randomBytes(48).toString("base64url"),
  FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  NEXTAUTH_URL: WEB,
  FILE_DIR: join(work, "files"),
  HOST: "127.0.0.1",
  API_PORT: String(API_PORT),
  WEB_PORT: String(WEB_PORT),
  WEB_METRICS_PORT: String(WEB_METRICS_PORT),
  METRICS_PORT: String(API_METRICS_PORT),
  SEED: "1",
  SEED_PASSWORD: seedPassword,
  LOG_LEVEL: "warn",
  API_ORIGIN: "",
  SIMULATORS: "0",
  API_FAULTS: "0",
};

/**
 * `npm run start:prod`, run as its script (`node scripts/start.mjs --prod`) so that SIGTERM reaches start.mjs
 * itself rather than npm; own process group.
 */
function startProd() {
  const child = spawn(process.execPath, ["scripts/start.mjs", "--prod"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run = { child, servers: new Set(), exited: false };
  child.on("exit", () => (run.exited = true));
  child.stdout.on("data", (chunk) => logStream.write(chunk));
  child.stderr.on("data", (chunk) => logStream.write(chunk));
  current = run;
  return run;
}

/**
 * Notes the processes start:prod runs now: they are re-parented when it dies, and must still be reachable then.
 * Those that have ended are forgotten, so a PID the system hands out again is never signalled.
 */
function noteServers(run) {
  for (const pid of run.servers) if (!isAlive(pid)) run.servers.delete(pid);
  for (const pid of descendantsOf(run.child.pid)) run.servers.add(pid);
}

/** Writes raw bytes to the web server and returns what it answers until it closes (or 5 s pass). */
function rawRequest(bytes) {
  return new Promise((resolve) => {
    const socket = connect(WEB_PORT, "127.0.0.1");
    const chunks = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const timer = setTimeout(done, 5_000);
    socket.on("data", (c) => chunks.push(c));
    socket.on("close", done);
    socket.on("error", done);
    socket.write(bytes);
  });
}

async function answers(url) {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function waitReady(run, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.exited) return false;
    noteServers(run);
    if ((await answers(API_HEALTH)) && (await answers(`${WEB}/nonMemberMain`))) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** SIGTERM to start:prod (it stops both servers), then SIGKILL to whatever of it is still there after the grace time. */
async function stopProd(run) {
  if (!run) return true;
  noteServers(run);
  run.child.kill("SIGTERM");
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (!run.exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const clean = run.exited;
  await Promise.all([run.child.pid, ...run.servers].filter(isAlive).map((pid) => treeKill(pid, 0)));
  if (current === run) current = null;
  // Both ports must be free again before a restart.
  const portsDeadline = Date.now() + 10_000;
  while (Date.now() < portsDeadline && ((await answers(API_HEALTH)) || (await answers(`${WEB}/nonMemberMain`)))) {
    await new Promise((r) => setTimeout(r, 200));
  }
  return clean;
}

/** Synchronous last resort for `exit`: nothing of ours keeps running. */
function killEverythingNow() {
  if (current) killTreesNow([current.child.pid, ...current.servers]);
}
process.on("exit", killEverythingNow);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    void finish(130);
  });
}

/** The home screen of the context's session: its HTML text, or null when the session was sent to sign in. */
async function readHome(context) {
  const page = await context.newPage();
  try {
    await page.goto(`${WEB}/home`, { waitUntil: "domcontentloaded", timeout: PAGE_TIMEOUT_MS });
    if (!new URL(page.url()).pathname.startsWith("/home")) return { signedOut: true, url: page.url(), text: "" };
    await page
      .getByText(MEMBER.carNo)
      .first()
      .waitFor({ timeout: PAGE_TIMEOUT_MS })
      .catch(() => {});
    return { signedOut: false, url: page.url(), text: await page.content() };
  } finally {
    await page.close();
  }
}

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  try {
    await browser?.close();
  } catch {
    /* already closed */
  }
  await stopProd(current);
  await new Promise((r) => logStream.end(r));
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed + (code !== 0 && results.every((r) => r.ok) ? 1 : 0);
  if (failed > 0) {
    const tail = readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-LOG_TAIL_LINES);
    say(`last ${tail.length} lines of start:prod's output (all of it: ${logFile}):`);
    process.stdout.write(`${tail.map((l) => `  | ${l}`).join("\n")}\n`);
  } else rmSync(work, { recursive: true, force: true });
  process.stdout.write(`smoke: ${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? code || 1 : 0);
}

/** The browser chunks of the web build start:prod serves, name → text. */
function webChunks() {
  const dir = join(root, "apps/web/.next/static/chunks");
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );
}

/** The chunks that carry the shell simulator (docs/bridge.md §6). */
const shellSimulatorChunks = () => chunksWithShellSimulator(webChunks());
/** The chunks that carry the demo control "데모: 하루 지나기" (docs/simulators.md "A living demo"). */
const demoControlChunks = () => chunksWithDemoControl(webChunks());

async function main() {
  say(`starting production mode (API :${API_PORT}, web :${WEB_PORT}); the first start builds the web app if needed…`);
  let run = startProd();
  if (!check("production mode starts (API and web answer)", await waitReady(run, FIRST_START_TIMEOUT_MS), `log: ${logFile}`))
    return finish(1);

  check(
    "the simulators are not served",
    (await fetch(`http://127.0.0.1:${API_PORT}/evsafe/api/sim/oauth-key`, { method: "POST" })).status === 404,
  );
  check("/hello is not served", (await fetch(`http://127.0.0.1:${API_PORT}/hello`)).status === 404);
  const desync = await rawRequest(`GET /evsafe/api/health-check HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\nConnection: close\r\n\r\n`);
  const othersAfter = await Promise.all([1, 2, 3].map(() => fetch(`${WEB}/evsafe/api/health-check`).then((r) => r.status)));
  check(
    "a GET with Content-Length is refused by the web origin and other clients are answered (no request desync)",
    desync.startsWith("HTTP/1.1 400 ") && othersAfter.every((status) => status === 200),
    `${desync.split("\r\n")[0]}; then ${othersAfter.join(", ")}`,
  );
  check("the web build ships no shell simulator", shellSimulatorChunks().length === 0, shellSimulatorChunks().join(", "));
  check("the web build ships no demo control (데모: 하루 지나기)", demoControlChunks().length === 0, demoControlChunks().join(", "));
  check(
    "the demo day is not served",
    (await fetch(`http://127.0.0.1:${API_PORT}/evsafe/api/sim/demo/day`, { method: "POST" })).status === 404,
  );

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  const context = await browser.newContext({ locale: "ko-KR" });
  const page = await context.newPage();
  const signedIn = await signInThroughForm(page, WEB, { loginId: MEMBER.loginId, password: seedPassword, timeoutMs: PAGE_TIMEOUT_MS });
  await page.close();
  if (!check(`sign-in as the seeded member "${MEMBER.loginId}" through /signin`, signedIn)) return finish(1);

  // The web tier's operators' listener (docs/operations.md "Web tier"): readiness, and a scrape that names the pages
  // and calls just used; the public origin refuses the same path.
  const webReady = await fetch(`${WEB_OPS}/readyz`).then(
    (r) => r.status,
    () => 0,
  );
  check("the web's readiness answers 200", webReady === 200, `status ${webReady}`);
  const webMetrics = await fetch(`${WEB_OPS}/metrics`).then(
    (r) => r.text(),
    () => "",
  );
  check(
    "a scrape of the web's metrics counts /signin by route and the forwarded health-check by call name",
    /^evsafe_web_http_requests_total\{route="\/signin",status_class="2xx"\} \d+$/m.test(webMetrics) &&
      /^evsafe_web_api_outcomes_total\{call="healthCheck",outcome="ok"\} \d+$/m.test(webMetrics),
    webMetrics
      .split("\n")
      .filter((l) => l.startsWith("evsafe_web_http_requests_total"))
      .slice(0, 5)
      .join("; "),
  );
  check("the web origin refuses /metrics", (await fetch(`${WEB}/metrics`)).status === 404);

  // The API's operators' listener (docs/operations.md "API tier"): readiness on it and at the API port's root, a
  // scrape that counts the sign-in by its contract call, and no metrics on the public port or through the web origin.
  const apiReady = await Promise.all(
    [`${API_OPS}/readyz`, `http://127.0.0.1:${API_PORT}/readyz`].map((u) =>
      fetch(u).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  check(
    "the API's readiness answers 200 (operators' listener, API port)",
    apiReady.every((s) => s === 200),
    apiReady.join(", "),
  );
  const apiMetrics = await fetch(`${API_OPS}/metrics`).then(
    (r) => r.text(),
    () => "",
  );
  check(
    "a scrape of the API's metrics counts the sign-in by call name, with the pool and the event-loop lag",
    /^evsafe_api_requests_total\{call="login",method="POST",status_class="2xx"\} \d+$/m.test(apiMetrics) &&
      /^evsafe_api_db_pool_max \d+$/m.test(apiMetrics) &&
      /^evsafe_api_nodejs_eventloop_lag_p99_seconds /m.test(apiMetrics),
    apiMetrics
      .split("\n")
      .filter((l) => l.startsWith("evsafe_api_requests_total"))
      .slice(0, 5)
      .join("; "),
  );
  const apiScrapes = await Promise.all(
    [`http://127.0.0.1:${API_PORT}/metrics`, `http://127.0.0.1:${API_PORT}/evsafe/api/metrics`, `${WEB}/evsafe/api/metrics`].map((u) =>
      fetch(u).then(
        async (r) => ({ status: r.status, body: await r.text() }),
        () => ({ status: 0, body: "" }),
      ),
    ),
  );
  check(
    "the API's metrics are refused on its public port and through the web origin",
    apiScrapes.every((r) => r.status === 404 && !r.body.includes("evsafe_api_")),
    apiScrapes.map((r) => r.status).join(", "),
  );

  const before = await readHome(context);
  check(`home shows the member's car number ${MEMBER.carNo}`, !before.signedOut && before.text.includes(MEMBER.carNo), before.url);

  say("restarting both servers…");
  check("both servers stop on SIGTERM", await stopProd(run));
  run = startProd();
  if (!check("production mode starts again", await waitReady(run, RESTART_TIMEOUT_MS), `log: ${logFile}`)) return finish(1);

  const after = await readHome(context);
  check("after the restart the session cookie still works", !after.signedOut, after.url);
  check(`after the restart home shows ${MEMBER.carNo} (data persisted)`, after.text.includes(MEMBER.carNo));
  return finish(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  check("smoke run", false, err instanceof Error ? err.message : String(err));
  void finish(1);
});
