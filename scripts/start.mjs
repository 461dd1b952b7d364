#!/usr/bin/env node
// `npm start`: the reference business API and the web app in demo mode, ready to click through.
// `npm run start:prod` (`--prod`): the same two servers in production mode (docs/deploy.md).
//
//   npm start               demo mode: production build of the web app (rebuilt when sources changed), API on :4000,
//                           web on :3000, both on 127.0.0.1 unless HOST is set; simulators on; secrets generated in data/
//   npm start -- --dev      `next dev` instead of the production build
//   npm start -- --edition b2b   the B2B edition of the web app (NEXT_PUBLIC_EDITION=b2b; sign in as demob2b)
//   API_ORIGIN=https://… npm start   web app only, against another business API
//   npm run start:prod      production mode: NODE_ENV=production, PostgreSQL (DATABASE_URL) and every secret from the
//                           environment, simulators and fault injection off, nothing written to data/; the API runs
//                           from its JavaScript build (apps/api/dist, rebuilt when sources changed), not through tsx
//   … --prod --only=api     the API alone; --only=web the web app alone, against API_ORIGIN (one container per tier)
//   … --prod --build-only   the builds production mode would make, then exit (the Dockerfile's build stage)
//
// Children run in their own process groups and are stopped by PID on Ctrl+C / SIGTERM.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  EDITION_NAMES,
  addresses,
  apiServerEnv,
  chunksWithShellSimulator,
  flagsProblem,
  modeEnv,
  parseStartArgs,
  productionEnvProblems,
  runPlan,
  webBuildEnv,
  webServerEnv,
} from "./start-options.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const webDir = join(root, "apps/web");
/** The web build's folder: `.next`, or NEXT_DIST_DIR as next.config.ts reads it (a run beside another build). */
const webDist = join(webDir, process.env.NEXT_DIST_DIR || ".next");
const apiDir = join(root, "apps/api");
const API_BUNDLE = join(apiDir, "dist/server.js");
const bin = (name) => join(root, "node_modules/.bin", name);

const options = parseStartArgs(process.argv.slice(2));
const { isDev, isProd, runsWeb } = options;
const env = process.env;
// `--edition b2b` builds and serves that edition: the build's stamp, the build and both servers read this variable.
if (options.edition !== null && EDITION_NAMES.includes(options.edition)) env.NEXT_PUBLIC_EDITION = options.edition;
const addr = addresses(env);
const plan = runPlan(options, env);
const { host: HOST, product: PRODUCT, apiPort: API_PORT, webPort: WEB_PORT, externalApi, apiOrigin: API_ORIGIN, apiBase: API_BASE } = addr;
const API_READY_TIMEOUT_MS = 180_000;
const WEB_READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

/** Demo accounts of apps/api/src/db/seed/accounts.ts, all with the password below (SEED_PASSWORD if set). */
const DEMO_PASSWORD = env.SEED_PASSWORD || "Demo1234!";
const DEMO_LOGINS = [
  ["demo", "김민준 · 서비스 이용중, 단말기 정상, 200일치 데이터, 건강한 배터리"],
  ["demo00", "이서연 · 회원가입만 한 상태 (서비스 미가입, 차량 없음)"],
  ["demo01", "박지호 · 서비스 신청중, 단말기 배송중"],
  ["demoempty", "최하은 · 이용중, 단말기 설치됨 · 데이터 수집 전"],
  ["demowarn", "정도윤 · 이용중, 열화가 진행되는 배터리 (경고 알림)"],
  ["demo03", "강수아 · 해지 신청, 만료 20일 전"],
  ["demo04", "윤시우 · 해지됨, 서비스 만료일 지남 (만료 안내)"],
  ["demob2b", "한지민 · B2B 에디션 (에버세이프 렌터카 법인 차량)"],
];

/**
 * A demo-mode secret: the variable if set, else a random value kept in ./data (mode 0600) and reused on later
 * starts, so tokens, sessions and encrypted files survive restarts (docs/security.md "Modes and secrets").
 */
function keptSecret(name, file, generate, isValid) {
  if (env[name]) return env[name];
  const path = join(root, "data", file);
  let value = existsSync(path) ? readFileSync(path, "utf8").trim() : "";
  if (!isValid(value)) {
    value = generate();
    mkdirSync(join(root, "data"), { recursive: true, mode: 0o700 });
    writeFileSync(path, value, { mode: 0o600 });
  }
  return value;
}

/** The API's and next-auth's secrets for demo mode, generated on first start. */
function demoSecrets() {
  return {
    JWT_SECRET: keptSecret(
      "JWT_SECRET",
      "jwt-secret",
      () => randomBytes(48).toString("base64url"),
      (v) => v.length >= 32,
    ),
    FILE_ENCRYPTION_KEY: keptSecret(
      "FILE_ENCRYPTION_KEY",
      "file-encryption-key",
      () => randomBytes(32).toString("hex"),
      (v) => /^[0-9a-f]{64}$/i.test(v),
    ),
    NEXTAUTH_SECRET: keptSecret(
      "NEXTAUTH_SECRET",
      "nextauth-secret",
      () => randomBytes(32).toString("base64url"),
      (v) => v.length >= 32,
    ),
  };
}

/** Production mode takes everything from the environment; a missing or unsafe value stops here, before any server starts. */
function checkProductionEnv() {
  const problems = productionEnvProblems(options, env);
  if (problems.length > 0) {
    for (const p of problems) log(`운영 모드를 시작할 수 없습니다: ${p}`);
    process.exit(1);
  }
}

const children = new Set();
let stopping = false;

function log(msg) {
  process.stdout.write(`[start] ${msg}\n`);
}

/** Starts a child in its own process group (so `next-server` and tsx's node die with it). */
function run(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: "inherit", detached: true, ...opts, env: { ...env, ...opts.env } });
  child.label = name;
  children.add(child);
  // The PID, for whoever has to stop the group by hand if this script dies.
  if (!opts.oneShot) log(`${name} started (pid ${child.pid}, own process group)`);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping && !opts.oneShot) {
      log(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
      void shutdown(code || 1);
    }
  });
  return child;
}

function waitExit(child) {
  return new Promise((res) => {
    if (child.exitCode !== null || child.signalCode !== null) return res(child.exitCode ?? 1);
    child.once("exit", (code) => res(code ?? 1));
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  for (const c of running) killGroup(c, "SIGTERM");
  const timer = setTimeout(() => running.forEach((c) => killGroup(c, "SIGKILL")), STOP_GRACE_MS);
  await Promise.all(running.map(waitExit));
  clearTimeout(timer);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "node_modules" && name !== ".next") visit(join(p, name));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** Is there a production build made from the current sources and with the current build-time settings? */
function buildIsFresh() {
  const stampFile = join(webDist, "evsafe-build.json");
  if (!existsSync(join(webDist, "BUILD_ID")) || !existsSync(stampFile)) return false;
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (stamp.product !== PRODUCT || stamp.edition !== (env.NEXT_PUBLIC_EDITION || "consumer")) return false;
  // A demo build (with the shell simulator) is never served in production mode, nor the other way round.
  if (stamp.shellSimulator !== webBuildEnv(options).NEXT_PUBLIC_SHELL_SIMULATOR) return false;
  const sources = newestMtime([
    join(webDir, "src"),
    join(webDir, "public"),
    join(webDir, "next.config.ts"),
    join(webDir, "postcss.config.mjs"),
    join(webDir, "tsconfig.json"),
    join(webDir, "package.json"),
    join(root, "packages/contract/src"),
    join(root, "package-lock.json"),
  ]);
  return sources <= statSync(join(webDist, "BUILD_ID")).mtimeMs;
}

/** Runs one build to its end; false (after stopping everything on a failure) unless it succeeded. */
async function runBuild(what, cmd, args, opts) {
  log(`building ${what} (sources changed or no build yet)…`);
  const code = await waitExit(run(`${what} build`, cmd, args, { ...opts, oneShot: true }));
  if (stopping) return false;
  if (code !== 0) {
    log(`${what} build failed (exit ${code}).`);
    await shutdown(code);
    return false;
  }
  return true;
}

async function buildWeb() {
  const buildEnv = webBuildEnv(options);
  if (!(await runBuild("the web app", bin("next"), ["build"], { cwd: webDir, env: { PRODUCT, ...buildEnv } }))) return;
  // The build's last step, as in apps/web's `build` script: the prerendered pages' CSP hashes (docs/web-shell.md).
  if (!(await runBuild("the web app's CSP", bin("tsx"), ["src/server/stamp-csp-cli.ts"], { cwd: webDir, env: { PRODUCT, ...buildEnv } })))
    return;
  writeFileSync(
    join(webDist, "evsafe-build.json"),
    JSON.stringify({
      product: PRODUCT,
      edition: env.NEXT_PUBLIC_EDITION || "consumer",
      shellSimulator: buildEnv.NEXT_PUBLIC_SHELL_SIMULATOR,
      builtAt: new Date().toISOString(),
    }),
  );
}

/** The browser chunks of the web build that carry the shell simulator (none may in production mode). */
function builtChunksWithShellSimulator() {
  const dir = join(webDist, "static/chunks");
  if (!existsSync(dir)) return [];
  const chunks = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );
  return chunksWithShellSimulator(chunks);
}

/** Is apps/api/dist/server.js newer than every API and contract source (and the lock file)? */
function apiBuildIsFresh() {
  if (!existsSync(API_BUNDLE)) return false;
  const sources = newestMtime([
    join(apiDir, "src"),
    join(apiDir, "package.json"),
    join(root, "packages/contract/src"),
    join(root, "package-lock.json"),
  ]);
  return sources <= statSync(API_BUNDLE).mtimeMs;
}

async function buildApi() {
  await runBuild("the API", process.execPath, [join(apiDir, "scripts/build.mjs")], { cwd: apiDir });
}

/** Polls a URL until it answers below 500 (a redirect counts), or the child exits, or time runs out. */
async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    if (child && child.exitCode !== null) return false;
    try {
      const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function main() {
  const problem = flagsProblem(options);
  if (problem) {
    log(problem);
    return shutdown(1);
  }
  if (plan.checksProductionEnv) checkProductionEnv();
  const mode = modeEnv(options, demoSecrets);
  if (plan.buildsWeb && !buildIsFresh()) await buildWeb();
  if (stopping) return;
  if (isProd && plan.buildsWeb && builtChunksWithShellSimulator().length > 0) {
    log(
      `운영 모드 빌드에 셸 시뮬레이터가 들어 있습니다 / the production build ships the shell simulator (${builtChunksWithShellSimulator().join(", ")}).`,
    );
    return shutdown(1);
  }
  if (plan.buildsApi && !apiBuildIsFresh()) await buildApi();
  if (stopping) return;
  if (options.buildOnly) {
    log("the production builds are up to date (--build-only: nothing started).");
    return shutdown(0);
  }

  let apiChild = null;
  if (!plan.startsApi) log(`using the business API at ${API_ORIGIN} (API_ORIGIN is set; the reference API is not started)`);
  else {
    log(
      `starting the reference API on ${HOST}:${API_PORT} (data: ${env.DATABASE_URL ? "DATABASE_URL" : env.DATA_DIR || "./data/pglite"})…`,
    );
    // Production runs the JavaScript build; demo mode (and the e2e suite) runs the sources through tsx.
    const [apiCmd, apiArgs] = plan.apiRunsFrom === "bundle" ? [process.execPath, [API_BUNDLE]] : [bin("tsx"), ["apps/api/src/server.ts"]];
    apiChild = run("API", apiCmd, apiArgs, { env: apiServerEnv(mode, addr, env) });
  }
  // health-check answers 2xx; an API without it still answers 4xx there, which also means "listening".
  if (!(await waitForHttp(`${API_BASE}/health-check`, apiChild, API_READY_TIMEOUT_MS))) {
    if (stopping) return;
    log(`the business API did not answer at ${API_BASE}/health-check.`);
    return shutdown(1);
  }

  const web = addr.webUrl;
  if (plan.startsWeb && !(await startWeb(web, mode))) return;
  printReady(web);
}

/** Starts the web server (`next start`, or `next dev` with --dev) and waits for it; false when it did not come up. */
async function startWeb(web, mode) {
  const nextArgs = [plan.webCommand, "-p", String(WEB_PORT), "-H", HOST];
  const webChild = run(`next ${plan.webCommand}`, bin("next"), nextArgs, { cwd: webDir, env: webServerEnv(options, mode, env, addr) });
  if (!(await waitForHttp(`${web}/nonMemberMain`, webChild, WEB_READY_TIMEOUT_MS))) {
    if (!stopping) {
      log(`the web app did not answer on port ${WEB_PORT}.`);
      void shutdown(1);
    }
    return false;
  }
  return true;
}

/** The addresses to open, printed once everything this run starts answers. */
function printReady(web) {
  const lines = [
    "",
    isProd
      ? "  EV 배터리 안전 알림 서비스 — 운영 모드 (production mode: PostgreSQL, simulators off)"
      : "  EV 배터리 안전 알림 서비스 — 데모 모드 (demo mode: simulated identity verification, social sign-in and payment)",
    ...(runsWeb && !isProd
      ? [`  social sign-in in a browser: ${web}/signin?shell=aos  (the app shell simulated; ?shell=off ends it)`]
      : []),
    ...(runsWeb ? [`  web          ${web}/  (→ /nonMemberMain)${isDev ? "  [next dev]" : ""}`] : []),
    `  API base     ${API_BASE}/`,
    ...(externalApi ? [] : [`  API docs     ${API_ORIGIN}/docs`]),
    ...(HOST === "127.0.0.1" ? ["  listening on 127.0.0.1 only (set HOST to serve other machines)"] : [`  listening on ${HOST}`]),
    "",
    ...(isProd
      ? env.SEED === "1"
        ? ["  demo accounts seeded on an empty database, password from SEED_PASSWORD", ""]
        : []
      : [`  demo logins (password ${DEMO_PASSWORD}):`, ...DEMO_LOGINS.map(([id, what]) => `    ${id.padEnd(10)} ${what}`), ""]),
    "  Ctrl+C stops everything.",
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}

main().catch((err) => {
  log(err instanceof Error ? err.message : String(err));
  void shutdown(1);
});
