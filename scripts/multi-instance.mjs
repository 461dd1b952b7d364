#!/usr/bin/env node
// Several instances on one PostgreSQL, for CI: `DATABASE_URL=postgres://… node scripts/multi-instance.mjs`.
//
// Starts two API instances (the production bundle apps/api/dist/server.js) and two web instances (`start.mjs --prod
// --only=web`, the production build) on one fresh database, with a round-robin proxy in front of each tier: the web
// proxy is the site's origin (NEXTAUTH_URL), the API proxy is every web instance's API_ORIGIN and, like a load
// balancer, passes a request the other way when a backend refuses the connection. Then checks, each counted:
// sessions across web instances, the subscription journey across API instances, the sign-in lock and the per-IP
// limits split across both, and one API instance killed mid-journey with nothing acknowledged lost
// (docs/deploy.md "Several instances"). Prints `multi: N passed, N failed`; stops everything it started on every exit.
//
// The API instances run with SIMULATORS=1 (so NODE_ENV=development): the journey signs up a person and pays, which
// production mode cannot do without a real identity provider and payment gateway (docs/simulators.md). Everything
// else is as in production: the JavaScript build, generated secrets, PostgreSQL, no fault injection.
//
//   DATABASE_URL          required: an empty PostgreSQL database
//   MULTI_API_PORTS       default 4600,4601
//   MULTI_WEB_PORTS       default 3600,3601
//   MULTI_PROXY_PORT      default 3602 (the web origin); the API proxy takes a free port
//   NEXT_DIST_DIR         the web build's folder under apps/web (default .next; built when stale)
//   CHROMIUM_PATH         default /usr/bin/chromium
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { chromium } from "playwright-core";
import { signInThroughForm } from "./browser-sign-in.mjs";
import { descendantsOf, isAlive, killTreesNow, treeKill } from "./process-tree.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const ports = (v, d) => (v || d).split(",").map(Number);
const API_PORTS = ports(process.env.MULTI_API_PORTS, "4600,4601");
const WEB_PORTS = ports(process.env.MULTI_WEB_PORTS, "3600,3601");
const PROXY_PORT = Number(process.env.MULTI_PROXY_PORT || 3602);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
const BASE = "/evsafe/api";
const START_TIMEOUT_MS = 3 * 60_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const PAGE_TIMEOUT_MS = 30_000;
/** The access token lives 60 s, so the web server refreshes it on every session read (docs/auth.md "Refresh"). */
const ACCESS_TOKEN_TTL_SECONDS = 60;
const MEMBER = { loginId: "demo", carNo: "12가3456" };
/** The header by which a check sends a request to one web instance (0 or 1) instead of the next in turn. */
const PIN = "x-multi-backend";

/** A constant of the API's sources, so the checks expect what one instance does. */
function sourceConstant(file, pattern) {
  const m = pattern.exec(readFileSync(join(root, "apps/api/src", file), "utf8"));
  if (!m) throw new Error(`${file}: ${pattern} not found`);
  return Number(m[1].replace(/_/g, ""));
}
const LOGIN_FAILURES_BEFORE_LOCK = sourceConstant("services/attempt-limits.ts", /export const LOGIN_FAILURES_BEFORE_LOCK = ([\d_]+)/);
const ID_CHECK_BURST = sourceConstant("plugins/rate-limit.ts", /LOGIN_ID_CHECK_LIMIT: BucketRule = \{ burst: ([\d_]+)/);

const results = [];
const children = []; // { name, child, pids: Set<number>, exited }
const servers = [];
let browser = null;
const work = mkdtempSync(join(tmpdir(), "evsafe-multi-"));

const say = (msg) => process.stdout.write(`[multi] ${msg}\n`);
function check(name, ok, detail = "") {
  results.push({ name, ok: Boolean(ok) });
  say(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` — ${detail}` : ""}`);
  return Boolean(ok);
}

if (!process.env.DATABASE_URL || !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) {
  say("DATABASE_URL (postgres://…, a fresh database) is required.");
  process.exit(2);
}
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const sql = async (text, params) => (await db.query(text, params)).rows;

const seedPassword = `Multi-${randomBytes(9).toString("base64url")}1!`;
const common = {
  ...process.env,
  JWT_SECRET: randomBytes(48).toString("base64url"),
  FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  NEXTAUTH_URL: ORIGIN,
  FILE_DIR: join(work, "files"),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  API_FAULTS: "0",
};

// ---------------------------------------------------------------- processes

function startChild(name, args, env) {
  const log = createWriteStream(join(work, `${name}.log`));
  const child = spawn(process.execPath, args, { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const entry = { name, child, pids: new Set(), exited: false, log: join(work, `${name}.log`) };
  child.on("exit", () => (entry.exited = true));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(entry);
  return entry;
}

function notePids() {
  for (const c of children) {
    for (const pid of c.pids) if (!isAlive(pid)) c.pids.delete(pid);
    if (!c.exited) for (const pid of descendantsOf(c.child.pid)) c.pids.add(pid);
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(what, probe, timeoutMs, entries) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entries.some((e) => e.exited)) return false;
    notePids();
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  say(`${what}: no answer within ${timeoutMs / 1000} s`);
  return false;
}

async function stopAll() {
  for (const s of servers) s.close();
  for (const s of servers) s.closeAllConnections?.();
  notePids();
  for (const c of children) if (!c.exited) c.child.kill("SIGTERM");
  const deadline = Date.now() + 15_000;
  while (children.some((c) => !c.exited) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  await Promise.all(
    children
      .flatMap((c) => [c.child.pid, ...c.pids])
      .filter(isAlive)
      .map((pid) => treeKill(pid, 0)),
  );
}

process.on("exit", () => killTreesNow(children.flatMap((c) => [c.child.pid, ...c.pids])));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void finish(130));

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await browser?.close().catch(() => {});
  await stopAll();
  await db.end().catch(() => {});
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed + (code !== 0 && results.every((r) => r.ok) ? 1 : 0);
  if (failed > 0) {
    for (const c of children) {
      const tail = readFileSync(c.log, "utf8").trimEnd().split("\n").slice(-15);
      say(`last lines of ${c.name} (all of it: ${c.log}):`);
      process.stdout.write(`${tail.map((l) => `  | ${l}`).join("\n")}\n`);
    }
  } else rmSync(work, { recursive: true, force: true });
  process.stdout.write(`multi: ${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? code || 1 : 0);
}

// ---------------------------------------------------------------- proxies

/**
 * A round-robin HTTP proxy: each request goes to the next backend, or to the one `PIN` names. It appends the
 * client's address to X-Forwarded-For, as a load balancer does. A backend that refuses the connection (down) is
 * skipped and the request goes to the next one; a connection lost mid-request answers 502 (the client was not told
 * anything succeeded). `served` counts the requests each backend answered.
 */
function roundRobin(name, backends) {
  let next = 0;
  const served = backends.map(() => 0);
  const log = [];
  const server = http.createServer((req, res) => {
    const body = [];
    req.on("data", (c) => body.push(c));
    req.on("end", () => {
      const pinned = req.headers[PIN];
      const first = pinned !== undefined ? Number(pinned) : next++ % backends.length;
      const headers = { ...req.headers };
      delete headers[PIN];
      const prior = req.headers["x-forwarded-for"];
      headers["x-forwarded-for"] = `${prior ? `${prior}, ` : ""}${req.socket.remoteAddress?.replace(/^::ffff:/, "")}`;
      const attempt = (i, tries) => {
        const port = backends[i];
        const up = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers }, (answer) => {
          served[i]++;
          log.push({ at: Date.now(), backend: i, method: req.method, path: req.url, status: answer.statusCode });
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-multi-served-by": `${name}${i}` });
          answer.pipe(res);
        });
        up.on("error", (err) => {
          if (err.code === "ECONNREFUSED" && tries + 1 < backends.length && pinned === undefined) {
            attempt((i + 1) % backends.length, tries + 1);
          } else if (!res.headersSent) {
            res.writeHead(502, { "content-type": "text/plain" }).end(`${name}: ${err.code ?? err.message}`);
          } else res.destroy();
        });
        up.end(Buffer.concat(body));
      };
      attempt(first, 0);
    });
  });
  server.keepAliveTimeout = 5_000;
  servers.push(server);
  return { server, served, log };
}

const listen = (server, port) =>
  new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => ok(server.address().port));
  });

// ---------------------------------------------------------------- calls

/** A call of the API through `origin` (the web origin or one API), JSON in and out; never throws. */
async function call(origin, method, path, { token, body, ip, pin } = {}) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers["x-forwarded-for"] = ip;
  if (pin !== undefined) headers[PIN] = String(pin);
  try {
    const res = await fetch(`${origin}${BASE}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON (a proxy's 502) */
    }
    return { status: res.status, json, servedBy: res.headers.get("x-multi-served-by") };
  } catch (err) {
    return { status: 0, json: null, error: err instanceof Error ? err.message : String(err) };
  }
}

async function termAgrees(scope, all = true) {
  const rows = await sql(
    `SELECT DISTINCT ON (terms_cd) terms_id, terms_cd, required, scope FROM terms
     WHERE active AND effective_date <= (now() AT TIME ZONE 'Asia/Seoul')::date ORDER BY terms_cd, effective_date DESC, terms_id DESC`,
  );
  return rows.filter((r) => r.scope === scope).map((r) => ({ agreeId: Number(r.terms_id), agreed: all || r.required }));
}

// ---------------------------------------------------------------- checks

async function main() {
  const t0 = Date.now();
  say("building what is stale (production web build, API bundle)…");
  const build = startChild("build", ["scripts/start.mjs", "--prod", "--build-only"], { ...process.env });
  const built = await new Promise((ok) => {
    const timer = setTimeout(() => ok(false), BUILD_TIMEOUT_MS);
    build.child.on("exit", (code) => (clearTimeout(timer), ok(code === 0)));
  });
  if (!check("the production builds are there (start.mjs --prod --build-only)", built)) return finish(1);

  const apiProxy = roundRobin("api", API_PORTS);
  const apiProxyPort = await listen(apiProxy.server, 0);
  const apiOrigin = `http://127.0.0.1:${apiProxyPort}`;
  const webProxy = roundRobin("web", WEB_PORTS);
  await listen(webProxy.server, PROXY_PORT);

  say(`API instances :${API_PORTS.join(", :")} behind :${apiProxyPort}; web instances :${WEB_PORTS.join(", :")} behind ${ORIGIN}`);
  const apis = API_PORTS.map((port, i) =>
    startChild(`api${i}`, ["apps/api/dist/server.js"], {
      ...common,
      NODE_ENV: "development",
      SIMULATORS: "1",
      DATABASE_URL: process.env.DATABASE_URL,
      DB_POOL_MAX: "5",
      API_PORT: String(port),
      SEED: "1",
      SEED_PASSWORD: seedPassword,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      // Each instance's operators' listener, if one is asked for, on a free port: two cannot share one.
      METRICS_PORT: "0",
    }),
  );
  const apiUp = await waitFor(
    "API instances",
    async () => (await Promise.all(API_PORTS.map((p) => answers(`http://127.0.0.1:${p}${BASE}/health-check`)))).every(Boolean),
    START_TIMEOUT_MS,
    apis,
  );
  const dupUsers = apiUp ? await sql("SELECT login_id FROM users GROUP BY login_id HAVING count(*) > 1") : [];
  const migrations = apiUp ? await sql("SELECT count(*)::int AS n FROM _migrations") : [{ n: 0 }];
  const files = readdirSync(join(root, "apps/api/src/db/migrations")).filter((f) => f.endsWith(".sql")).length;
  if (
    !check(
      "two API instances start together on the fresh database: migrated and seeded once",
      apiUp && dupUsers.length === 0 && migrations[0].n === files,
      `${migrations[0].n}/${files} migrations, ${dupUsers.length} duplicated users`,
    )
  )
    return finish(1);

  const webs = WEB_PORTS.map((port, i) =>
    startChild(`web${i}`, ["scripts/start.mjs", "--prod", "--only=web"], {
      ...common,
      NODE_ENV: "production",
      API_ORIGIN: apiOrigin,
      WEB_PORT: String(port),
      WEB_TRUST_PROXY: "loopback",
      // Each instance's operators' listener on a free port: two on one host cannot share the default 9465.
      WEB_METRICS_PORT: "0",
    }),
  );
  const webUp = await waitFor(
    "web instances",
    async () => (await Promise.all(WEB_PORTS.map((p) => answers(`http://127.0.0.1:${p}/nonMemberMain`)))).every(Boolean),
    START_TIMEOUT_MS,
    webs,
  );
  if (!check("two web instances start in production mode behind the round-robin origin", webUp)) return finish(1);
  say(`all four up after ${Math.round((Date.now() - t0) / 1000)} s`);

  // --- sessions: sign in on web 0, read home on web 1, whose read refreshes the token.
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  const context = await browser.newContext({ locale: "ko-KR" });
  await context.setExtraHTTPHeaders({ [PIN]: "0" });
  const page = await context.newPage();
  const signedIn = await signInThroughForm(page, ORIGIN, { loginId: MEMBER.loginId, password: seedPassword, timeoutMs: PAGE_TIMEOUT_MS });
  await page.close();
  const cookieBefore = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"))?.value;
  check(`sign-in as "${MEMBER.loginId}" on web instance 0`, signedIn && cookieBefore);
  if (signedIn) {
    await context.setExtraHTTPHeaders({ [PIN]: "1" });
    const refreshesBefore = apiProxy.log.filter((r) => r.path === `${BASE}/auth/refresh` && r.status === 200).length;
    const home = await context.newPage();
    const doc = await home.goto(`${ORIGIN}/home`, { waitUntil: "domcontentloaded", timeout: PAGE_TIMEOUT_MS });
    const shown = await home
      .getByText(MEMBER.carNo)
      .first()
      .waitFor({ timeout: PAGE_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    const servedBy = doc ? (await doc.allHeaders())["x-multi-served-by"] : null;
    await home.close();
    const refreshes = apiProxy.log.filter((r) => r.path === `${BASE}/auth/refresh` && r.status === 200).length - refreshesBefore;
    const cookieAfter = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"))?.value;
    check(
      "web instance 1 refreshes the session signed in on web instance 0 and shows the member's home",
      servedBy === "web1" && shown && refreshes >= 1 && cookieAfter && cookieAfter !== cookieBefore,
      `served by ${servedBy}, ${refreshes} refresh(es), car number ${shown ? "shown" : "missing"}`,
    );
  }
  await context.close();

  // --- the sign-in lock: wrong passwords for one login id from one address, one instance vs. both in turn.
  const failUntilLocked = async (origin, loginId, ip) => {
    for (let i = 1; i <= LOGIN_FAILURES_BEFORE_LOCK + 2; i++) {
      const r = await call(origin, "POST", "auth/login", { body: { loginId, password: `Wrong#${i}pass` }, ip });
      if (r.status === 429) return i;
      if (r.status !== 401) return -r.status;
    }
    return Infinity;
  };
  const lockedAlone = await failUntilLocked(`http://127.0.0.1:${API_PORTS[0]}`, "multi-alone", "203.0.113.10");
  const servedBefore = [...apiProxy.served];
  const lockedSplit = await failUntilLocked(apiOrigin, "multi-split", "203.0.113.11");
  const split = apiProxy.served.map((n, i) => n - servedBefore[i]);
  check(
    `a brute force split across both API instances is locked at the same attempt as on one (the ${LOGIN_FAILURES_BEFORE_LOCK}th failure)`,
    lockedAlone === LOGIN_FAILURES_BEFORE_LOCK && lockedSplit === lockedAlone && split.every((n) => n > 0),
    `one instance: attempt ${lockedAlone}; split ${split.join("/")}: attempt ${lockedSplit}`,
  );

  // --- the per-IP limit: login id checks from one address, one instance vs. both in turn through the web origin.
  const allowedBeforeRefusal = async (origin, ip) => {
    for (let i = 0; i <= ID_CHECK_BURST + 2; i++) {
      const r = await call(origin, "GET", `users/multi-guess${i}/exists`, { ip });
      if (r.status === 429) return i;
      if (r.status !== 200) return -r.status;
    }
    return Infinity;
  };
  const aloneAllowed = await allowedBeforeRefusal(`http://127.0.0.1:${API_PORTS[0]}`, "203.0.113.20");
  const apiBefore = [...apiProxy.served];
  const webBefore = [...webProxy.served];
  const splitAllowed = await allowedBeforeRefusal(ORIGIN, "203.0.113.21");
  const apiSplit = apiProxy.served.map((n, i) => n - apiBefore[i]);
  const webSplit = webProxy.served.map((n, i) => n - webBefore[i]);
  check(
    `a per-IP limit split across both web and both API instances holds at one instance's count (${ID_CHECK_BURST} login id checks)`,
    aloneAllowed === ID_CHECK_BURST && splitAllowed === aloneAllowed && apiSplit.every((n) => n > 0) && webSplit.every((n) => n > 0),
    `one instance: ${aloneAllowed} allowed; split web ${webSplit.join("/")}, API ${apiSplit.join("/")}: ${splitAllowed} allowed`,
  );

  // --- the subscription journey through the web origin, with API instance 0 killed in the middle.
  const suffix = randomBytes(3).toString("hex");
  const person = { name: "김다중", phone: "010-4147-4148", birthDate: "1987-03-14" };
  const steps = [];
  const step = (name, r, ok = r.status === 200) => steps.push({ name, status: r.status, by: r.servedBy, ok });
  const verify = async (p) => (await call(apiOrigin, "POST", "sim/identity-verification", { body: p })).json?.results?.serviceToken;
  const loginId = `multi${suffix}`;
  const password = `Multi#${suffix}pw`;
  const serviceToken = await verify(person);
  step(
    "auth/signup",
    await call(ORIGIN, "POST", "auth/signup", {
      body: {
        loginId,
        password,
        userName: person.name,
        email: `${loginId}@example.com`,
        phone: "01041474148",
        serviceToken,
        agrees: await termAgrees("signup", false),
      },
    }),
  );
  const login = await call(ORIGIN, "POST", "auth/login", { body: { loginId, password } });
  step("auth/login", login);
  const token = login.json?.results?.accessToken;
  const userNo = token ? Number(JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sub) : 0;
  const serviceAgrees = await termAgrees("service");
  const order = await call(ORIGIN, "POST", "payment/01", { token, body: { deviceType: "AOS", agrees: serviceAgrees } });
  step("payment/01 (order)", order);
  const tradeId = order.json?.results?.tradeId;
  const paid = await call(ORIGIN, "POST", "kg/stlm", {
    token,
    body: { userNo, tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: randomUUID() },
  });
  step("kg/stlm (card payment)", paid, paid.status === 200 && paid.json?.results?.status === "PAID");

  // Members signing up at the same time while instance 0 is killed: every sign-up answered 200 must be stored.
  const people = Array.from({ length: 12 }, (_, i) => ({
    name: "이동시",
    phone: `010-5${String(i).padStart(3, "0")}-${String(1000 + i)}`,
    birthDate: "1990-01-01",
  }));
  const tokens = await Promise.all(people.map(verify));
  const signupAgrees = await termAgrees("signup", false);
  const acknowledged = [];
  const unanswered = [];
  let killedAt = 0;
  const signUp = async (i) => {
    const id = `multi${suffix}k${i}`;
    const r = await call(ORIGIN, "POST", "auth/signup", {
      body: {
        loginId: id,
        password,
        userName: people[i].name,
        email: `${id}@example.com`,
        phone: people[i].phone.replace(/-/g, ""),
        serviceToken: tokens[i],
        agrees: signupAgrees,
      },
    });
    (r.status === 200 ? acknowledged : unanswered).push({ id, status: r.status, afterKill: killedAt > 0 });
  };
  const stream = (async () => {
    for (let i = 0; i < people.length; i += 3) await Promise.all([i, i + 1, i + 2].map(signUp));
  })();
  while (acknowledged.length < 3 && unanswered.length === 0) await new Promise((r) => setTimeout(r, 20));
  notePids();
  const victim = apis[0];
  say(`SIGKILL to API instance 0 (pid ${victim.child.pid}) after ${acknowledged.length} acknowledged sign-ups`);
  killedAt = Date.now();
  for (const pid of [...victim.pids, victim.child.pid]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }
  await stream;

  const agreesForService = await termAgrees("service");
  const service = await call(ORIGIN, "POST", "auth/service/signup", {
    token,
    body: {
      vehicle: { brandDcd: "KIA", mdlDcd: "EV9", dtlMdlDcd: "EV9_LR_AWD", carNo: "41가4148" },
      delivery: {
        receiverName: person.name,
        receiverPhone: person.phone,
        zip: "04524",
        addr: "서울특별시 중구 세종대로 110",
        daddr: "3층",
      },
      payment: { tradeId },
      agrees: agreesForService,
    },
  });
  step("auth/service/signup (after the kill)", service, service.status === 200 && service.json?.results?.serviceStatus === "01");
  const status = await call(ORIGIN, "GET", "kg/stlm/my-service-status", { token });
  step("kg/stlm/my-service-status (after the kill)", status);
  const journey = steps.slice(0, 4);
  check(
    "the subscription journey (sign-up, sign-in, order, card payment) goes through the web origin, alternating instances",
    journey.every((s) => s.ok) && new Set(journey.map((s) => s.by)).size === 2,
    journey.map((s) => `${s.name} ${s.status} via ${s.by}`).join(", "),
  );
  const afterKill = apiProxy.log.filter((r) => r.at > killedAt + 1_000);
  check(
    "after API instance 0 is killed (SIGKILL) the journey completes through instance 1 (service sign-up, service status)",
    steps.slice(4).every((s) => s.ok) && victim.exited && afterKill.length > 0 && afterKill.every((r) => r.backend === 1),
    steps
      .slice(4)
      .map((s) => `${s.name} ${s.status}`)
      .join(", "),
  );
  const ids = acknowledged.map((a) => a.id);
  const stored = new Set((await sql("SELECT login_id FROM users WHERE login_id = ANY($1)", [ids])).map((r) => r.login_id));
  const paidRow = await sql("SELECT status FROM payments WHERE trade_id = $1", [tradeId ?? ""]);
  const subscribed = await sql("SELECT count(*)::int AS n FROM users WHERE login_id = $1", [loginId]);
  check(
    "every request acknowledged around the kill is in the database: each sign-up answered 200, the journey's member and payment",
    ids.length > 0 && ids.every((id) => stored.has(id)) && paidRow[0]?.status === "PAID" && subscribed[0]?.n === 1,
    `${ids.length} sign-ups acknowledged (${acknowledged.filter((a) => a.afterKill).length} after the kill), ${stored.size} stored; ` +
      `${unanswered.length} not acknowledged (${unanswered.map((u) => u.status).join(", ") || "none"}); payment ${paidRow[0]?.status ?? "missing"}`,
  );
  say(`done in ${Math.round((Date.now() - t0) / 1000)} s`);
  return finish(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  check("several-instances run", false, err instanceof Error ? (err.stack ?? err.message) : String(err));
  void finish(1);
});
