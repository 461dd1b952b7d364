#!/usr/bin/env node
// `npm run bench:web`: how heavy and how fast the web app is, next to an empty Next app (docs/performance.md).
//
//   1. Builds an EMPTY Next pages app (same next/react from the workspace) in apps/web/.bench/empty.
//   2. First-load JS per route, from each build's .next/build-manifest.json: gzip -9 of every .js listed for
//      `/_app` plus the route's own .js files (docs/performance.md "What the benches print"). Target: ≤ 1.15 × the empty page.
//   3. Lighthouse 12, mobile defaults (simulated throttling), performance only, for /nonMemberMain, /home, /diagnosis,
//      /safety-index, /statistics/pack-voltage, /alerts (signed in as demo through next-auth's credentials flow) and
//      the service sign-up's payment step (as demo00, steps 1 and 2 seeded in the tab's sessionStorage before the
//      page's scripts), and for the empty app's page in the same run: the
//      scores move with the machine's speed (TBT is the observed main-thread time × 4), so the empty page is the
//      baseline to read them against. Target: ≥ 98. Starts the reference API and `next start` (ours and the empty
//      app's) on free ports itself and stops them (by process group) at the end.
//
// Options:
//   --rebuild          rebuild apps/web/.next even when a build exists (default: build only when missing)
//   --no-lighthouse    no Lighthouse runs
//   --no-throughput    no req/s measurement (step 4)
//   --throughput-seconds=N  autocannon duration per URL (default 10)
//   --runs=N           Lighthouse runs per URL, the median is reported (default 3)
//   --json=FILE        also write the results as JSON
//   --lhr-dir=DIR      also write every Lighthouse run's full report (lhr JSON) there, to study long tasks
//
//   4. Requests per second with autocannon (20 connections, same run) for the empty app's page, /nonMemberMain
//      and a missing page (404). Target: public pages ≥ 0.5 × the empty page.
//   5. Tab navigation, signed in as demo in Chromium (Pixel-sized): after one visit of each tab, taps on the tab bar
//      between visited tabs, each timed in the page from the tap to the new page's `h1`; median and p90, and how
//      often the loading overlay showed. Twice: with the API as it is, and with every API answer 150 ms late (the
//      API's fault injection), as on a busy server or a far API. Target: a visited tab opens in under 100 ms (the
//      overlay's delay) either way.
//
//   6. Chart drawing, signed in, in Chromium with 4× CPU throttling (a mid-range phone, as Lighthouse's mobile
//      setting): the main-thread time of a chart's first drawing, from its creation to the end of its first paint
//      (the `evsafe:chart-draw` measure shared/chart records), over fresh loads of a battery metric's 30-day chart
//      and the safety index's 30-day scores. Target: under 16 ms (one frame).
//
//   7. Before hydration, in Chromium at 4× CPU, fresh loads of the empty app's page, /nonMemberMain and the main
//      signed-in pages: the transfer size of every script requested before Next starts hydrating (its `beforeRender`
//      mark: the route's chunks and every next/dynamic chunk of the page's dynamicIds, which step 2's first-load JS
//      leaves out), the time hydration ended (`afterHydrate`), and the main thread's busy time (CDP TaskDuration)
//      over the first 5 s. Targets: JS ≤ 1.15× and
//      main thread ≤ 2× the empty page's, same run.
//
//   --no-navigation    no tab-navigation timing (step 5)
//   --no-charts        no chart-drawing timing (step 6)
//   8. Interactions, in Chromium at 4× CPU on fresh loads once the page has settled: a tab tap, opening an alert,
//      opening and closing a dialog, a chart tap, a wizard's 다음 and a form submit's feedback, each timed by the Event
//      Timing API (the tap's longest entry: input delay, handlers and the next paint, what INP counts). Target: under
//      100 ms.
//
//   --no-hydration     no before-hydration loads (step 7)
//   --no-interactions  no interaction timing (step 8)
//   --interaction-runs=N  fresh loads per interaction in step 8 (default 3)
//   --hydration-loads=N  fresh loads per page in step 7 (default 3)
//   --taps=N           timed taps (default 16)
//   --login=ID         the demo account of the signed-in pages (default demo)
//   --ports=A,W[,E]    fixed ports for the API, our web server and the empty app's (default: free ports); the
//                      empty app runs only for steps 3 and 4
//
// A measurement, not a test: it exits 0 whatever the numbers, non-zero only when something could not run.
// It builds into apps/web/.next only when asked to or when there is no build: do not run it while another
// build is running there.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { emptyDir, FIRST_LOAD_RATIO_TARGET, firstLoad, HYDRATION_PAGES, webDir, writeEmptyApp } from "./first-load.mjs";

const root = resolve(webDir, "../..");
const nextBin = join(root, "node_modules/next/dist/bin/next");
const tsxBin = join(root, "node_modules/.bin/tsx");

/** The row of the empty Next app's page in the Lighthouse table (the same run's baseline). */
const EMPTY_LABEL = "(empty Next app) /";
/** Budget: Lighthouse mobile performance score. */
const LIGHTHOUSE_TARGET = 98;
const PRODUCT = process.env.PRODUCT || "evsafe";
/** Demo account of the reference API's seed (apps/api/src/db/seed/accounts.ts). */
// `demo` opens its first session of the day with the promotion notice (SPEC §5), whose dialog is then the page's
// LCP element: `--login=demowarn` measures the signed-in pages themselves.
const DEMO = { loginId: process.argv.find((a) => a.startsWith("--login="))?.slice(8) ?? "demo", password: "Demo1234!" };
/** Debian's Chromium with the flags the e2e suite uses, plus headless. */
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const READY_TIMEOUT_MS = 180_000;

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Math.max(1, Number(option("runs", "3")) || 3);

const log = (msg) => process.stdout.write(`[bench:web] ${msg}\n`);
const children = new Set();

// ------------------------------------------------------------------------------------------------- processes

function run(label, cmd, argv, { cwd = root, env = {}, quiet = true } = {}) {
  const child = spawn(cmd, argv, {
    cwd,
    env: { ...process.env, ...env },
    detached: true, // own process group: `next-server` and tsx's node stop with it
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  child.label = label;
  child.output = "";
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

const exited = (child) =>
  new Promise((res) =>
    child.exitCode !== null || child.signalCode !== null ? res(child.exitCode ?? 1) : child.once("exit", (c) => res(c ?? 1)),
  );

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }, 5_000);
  await exited(child);
  clearTimeout(timer);
}

async function stopAll() {
  await Promise.all([...children].map(stop));
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => void stopAll().then(() => process.exit(130)));

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function waitForHttp(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited (${child.exitCode}):\n${child.output}`);
    try {
      const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${child.label}: no answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function nextBuild(cwd, label, env = {}) {
  const started = Date.now();
  const child = run(label, process.execPath, [nextBin, "build"], { cwd, env: { NEXT_TELEMETRY_DISABLED: "1", ...env } });
  const code = await exited(child);
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${child.output}`);
  return Date.now() - started;
}

// ---------------------------------------------------------------------------------------------- first load

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Newest source change under apps/web/src, to tell whether the measured build is stale. */
function newestSourceMtime(dir) {
  let newest = 0;
  const visit = (p) => {
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "__tests__" && name !== "node_modules") visit(join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, s.mtimeMs);
  };
  if (existsSync(dir)) visit(dir);
  return newest;
}

// ---------------------------------------------------------------------------------------------- lighthouse

/** next-auth credentials sign-in (csrf token, then the credentials callback) as `account`; returns a Cookie header. */
async function signIn(base, account = DEMO) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  if (!csrfRes.ok) throw new Error(`GET /api/auth/csrf → ${csrfRes.status}`);
  keep(csrfRes);
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${base}/api/auth/callback/${PRODUCT}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, ...account, json: "true", callbackUrl: `${base}/home` }),
  });
  keep(res);
  if (res.status >= 400 || ![...jar.keys()].some((k) => k.endsWith("next-auth.session-token"))) {
    throw new Error(`POST /api/auth/callback/${PRODUCT} → ${res.status}, no session cookie`);
  }
  return cookie();
}

/**
 * Lighthouse runs of one URL. `initScript` (a function and its argument, as puppeteer's `evaluateOnNewDocument` takes
 * them) runs in the page before its own scripts: the state a step of a wizard needs, which lives in the tab.
 */
async function lighthouseRuns(url, cookie, initScript = null) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const results = [];
  let retries = 2; // Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is repeated
  for (let i = 0; i < runs; i++) {
    // A browser with a fresh profile per run: each run is a first visit. Lighthouse's storage reset leaves the page's
    // local storage, so a second run in the same profile would be a returning phone whose cache was emptied.
    const userDataDir = mkdtempSync(join(tmpdir(), "bench-web-chrome-"));
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: "silent" });
    let puppeteerBrowser = null;
    try {
      let page;
      if (initScript) {
        const { default: puppeteer } = await import("puppeteer-core");
        puppeteerBrowser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        page = await puppeteerBrowser.newPage();
        await page.evaluateOnNewDocument(initScript.fn, initScript.arg);
      }
      const flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      const result = await lighthouse(url, flags, undefined, page);
      const lhr = result.lhr;
      const lhrDir = option("lhr-dir");
      if (lhrDir) {
        mkdirSync(resolve(process.cwd(), lhrDir), { recursive: true });
        const { pathname } = new URL(url);
        const name = `${pathname === "/" ? "empty" : pathname.replace(/\W+/g, "_")}-${i + 1}.json`; // only the empty app's "/" is measured
        writeFileSync(resolve(process.cwd(), lhrDir, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) {
        if (retries-- > 0) {
          log(`  run ${i + 1}: ${lhr.runtimeError.code}, repeated`);
          i -= 1;
          continue;
        }
        throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      }
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        finalUrl: lhr.finalDisplayedUrl,
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        tbtMs: ms("total-blocking-time"),
        cls: round(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN, 3),
        siMs: ms("speed-index"),
      });
    } finally {
      await puppeteerBrowser?.disconnect();
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const byScore = [...results].sort((a, b) => a.score - b.score);
  return { median: byScore[Math.floor(byScore.length / 2)], scores: results.map((r) => r.score), runs: results.length };
}

/** `--ports=A,W[,E]`, else free ports. */
async function serverPorts() {
  const fixed = option("ports", "")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);
  return [fixed[0] ?? (await freePort()), fixed[1] ?? (await freePort()), fixed[2] ?? (await freePort())];
}

/** Starts the reference API, our `next start` and (when asked) the empty app's; stopped by stopAll(). */
async function startServers({ withEmpty }) {
  const [apiPort, webPort, emptyPort] = await serverPorts();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const base = `http://127.0.0.1:${webPort}`;
  log(`starting the reference API on :${apiPort} (in-memory data) and next start on :${webPort}…`);
  const api = run("API", tsxBin, ["apps/api/src/server.ts"], {
    // The API refuses built-in secrets outside NODE_ENV=test: fresh ones for this run.
    env: {
      API_PORT: String(apiPort),
      DATA_DIR: "memory://",
      PRODUCT,
      JWT_SECRET: randomBytes(32).toString("base64"),
      FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      API_FAULTS: "1", // step 5 delays the API's answers
    },
  });
  await waitForHttp(`${apiOrigin}/${PRODUCT}/api/health-check`, api);
  const web = run("next start", process.execPath, [nextBin, "start", "-p", String(webPort), "-H", "127.0.0.1"], {
    cwd: webDir,
    env: {
      NODE_ENV: "production",
      API_ORIGIN: apiOrigin,
      PRODUCT,
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || randomBytes(32).toString("base64"),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  await waitForHttp(`${base}/nonMemberMain`, web);
  if (!withEmpty) return { base, emptyBase: null, apiBase: `${apiOrigin}/${PRODUCT}/api` };
  const emptyBase = `http://127.0.0.1:${emptyPort}`;
  const empty = run("next start (empty)", process.execPath, [nextBin, "start", "-p", String(emptyPort), "-H", "127.0.0.1"], {
    cwd: emptyDir,
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  await waitForHttp(`${emptyBase}/`, empty);
  return { base, emptyBase, apiBase: `${apiOrigin}/${PRODUCT}/api` };
}

// ---------------------------------------------------------------------------------------------- throughput

/** Public pages serve at least this share of the empty page's rate, same run, same connections. */
const THROUGHPUT_RATIO_TARGET = 0.5;
const THROUGHPUT_CONNECTIONS = 20;
const THROUGHPUT_SECONDS = Number(option("throughput-seconds", "10")) || 10;

/** Requests per second of one URL with autocannon; a 2xx page counts its non-2xx answers as errors. */
async function requestsPerSecond(url, expectedStatus) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({ url, connections: THROUGHPUT_CONNECTIONS, duration: THROUGHPUT_SECONDS });
  const wrong = expectedStatus === 200 ? result.non2xx : 0;
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts + wrong };
}

async function measureThroughput({ base, emptyBase }) {
  const targets = [
    { label: EMPTY_LABEL, url: `${emptyBase}/`, status: 200 },
    { label: "/nonMemberMain", url: `${base}/nonMemberMain`, status: 200 },
    { label: "/no-such-page (404)", url: `${base}/no-such-page`, status: 404 },
  ];
  const out = {};
  for (const { label, url, status } of targets) {
    const warm = await fetch(url, { redirect: "manual" });
    if (warm.status !== status) throw new Error(`GET ${url} → ${warm.status}, expected ${status}`);
    log(`throughput ${label}: ${THROUGHPUT_CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s…`);
    out[label] = await requestsPerSecond(url, status);
  }
  return out;
}

function printThroughput(tp) {
  log(`throughput, ${THROUGHPUT_CONNECTIONS} connections, same run (target ≥ ${THROUGHPUT_RATIO_TARGET}× the empty page for public pages)`);
  const emptyRps = tp[EMPTY_LABEL].rps;
  const rows = [["route", "req/s", "p99 ms", "errors", "× empty", `≥ ${THROUGHPUT_RATIO_TARGET}×`]];
  for (const [route, r] of Object.entries(tp)) {
    const ratio = r.rps / emptyRps;
    r.ratio = round(ratio, 2);
    const target = route === EMPTY_LABEL ? "" : ratio >= THROUGHPUT_RATIO_TARGET ? "yes" : "OVER";
    rows.push([route, String(r.rps), String(r.p99Ms), String(r.errors), ratio.toFixed(2), target]);
  }
  printTable(rows);
}

// ---------------------------------------------------------------------------------------------- tab navigation

/** A browser context signed in as the demo account (the session cookie of `signIn`, or the one given). */
async function signedInContext(browser, base, cookie = null, options = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, ...options });
  cookie ??= await signIn(base);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const eq = pair.indexOf("=");
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
    }),
  );
  return context;
}

/** Goal: a visited tab's heading within the loading overlay's show delay (SPEC §9), so the overlay never shows. */
const TAP_TO_HEADING_TARGET_MS = 100;
const TAPS = Math.max(4, Number(option("taps", "16")) || 16);
/** The tab bar's labels and the `h1` of the page each opens. */
const TABS = [
  { label: "홈", heading: "홈" },
  { label: "안전 진단", heading: "안전 진단" },
  { label: "안전 지수", heading: "안전 지수" },
  { label: "메뉴", heading: "메뉴" },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The slow series: every API answer this much later (fault injection, `target: any`). */
const SLOW_API_DELAY_MS = 150;

/** Delays the next `count` API requests by `delayMs`, or (0) clears the faults. */
async function delayApi(apiBase, delayMs) {
  const init =
    delayMs > 0
      ? {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ path: "*", target: "any", delayMs, count: 1000 }),
        }
      : { method: "DELETE" };
  const res = await fetch(`${apiBase}/__faults`, init);
  if (!res.ok) throw new Error(`${init.method} __faults → ${res.status}`);
}

/**
 * Signed in as demo (the session cookie of `signIn`), hard-loads /home, visits every tab once, then taps the
 * tab bar TAPS times round the visited tabs. Each tap is timed inside the page: from the click to the moment a
 * MutationObserver sees the new `h1` text (no polling). Also counts the loading overlay's appearances.
 */
async function measureTabNavigation({ base, apiBase }, apiDelayMs) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== "--headless") });
  try {
    const context = await signedInContext(browser, base);
    await delayApi(apiBase, apiDelayMs);
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__overlaySeen = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (
              n instanceof Element &&
              (n.matches('[data-testid="loading-overlay"]') || n.querySelector('[data-testid="loading-overlay"]'))
            )
              window.__overlaySeen += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/home`);
    await page.getByRole("heading", { level: 1, name: "홈" }).waitFor();
    const tapToHeading = ({ label, heading }) =>
      page.evaluate(
        ({ label, heading }) =>
          new Promise((resolve, reject) => {
            const link = [...document.querySelectorAll('nav[aria-label="주요 메뉴"] a')].find((a) => a.textContent?.trim() === label);
            if (!link) return reject(new Error(`no tab ${label}`));
            const timer = setTimeout(() => reject(new Error(`no h1 ${heading} within 10 s`)), 10_000);
            const started = performance.now();
            const done = () => {
              if (document.querySelector("h1")?.textContent?.trim() !== heading) return false;
              clearTimeout(timer);
              observer.disconnect();
              resolve(performance.now() - started);
              return true;
            };
            const observer = new MutationObserver(done);
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            link.click();
          }),
        { label, heading },
      );
    // The first visit of each tab (the page's code and data arrive for the first time) is not timed.
    for (const tab of [...TABS.slice(1), TABS[0]]) await tapToHeading(tab);
    await page.waitForTimeout(1_000); // idle prefetches of the tabs' code settle
    const overlayBefore = await page.evaluate(() => window.__overlaySeen);
    const times = [];
    for (let i = 0; i < TAPS; i++) {
      times.push(await tapToHeading(TABS[(i + 1) % TABS.length]));
      await page.waitForTimeout(300); // a user's pace: the previous tap's revalidation runs meanwhile
    }
    const overlays = (await page.evaluate(() => window.__overlaySeen)) - overlayBefore;
    const sorted = [...times].sort((a, b) => a - b);
    await delayApi(apiBase, 0);
    return {
      apiDelayMs,
      taps: times.length,
      medianMs: round(percentile(sorted, 50)),
      p90Ms: round(percentile(sorted, 90)),
      maxMs: round(sorted.at(-1)),
      overlays,
    };
  } finally {
    await browser.close();
  }
}

function printNavigation(series) {
  log(`tab navigation, signed in, visited tabs: tap → new page's h1 (target < ${TAP_TO_HEADING_TARGET_MS} ms)`);
  const rows = [["API", "taps", "median ms", "p90 ms", "max ms", "overlays", `p90 < ${TAP_TO_HEADING_TARGET_MS}`]];
  for (const nav of series) {
    const api = nav.apiDelayMs ? `+${nav.apiDelayMs} ms` : "as is";
    if (nav.unavailable) rows.push([api, "—", `unavailable: ${nav.unavailable}`, "", "", "", ""]);
    else {
      const ok = nav.p90Ms < TAP_TO_HEADING_TARGET_MS ? "yes" : "OVER";
      rows.push([api, nav.taps, nav.medianMs, nav.p90Ms, nav.maxMs, nav.overlays, ok].map(String));
    }
  }
  printTable(rows);
}

// ----------------------------------------------------------------------------------------------- chart drawing

/** Goal: a chart's first drawing fits in one frame on a mid-range phone. */
const CHART_DRAW_TARGET_MS = 16;
/** CPU slowdown for a mid-range phone (Lighthouse's mobile setting). */
const CHART_CPU_THROTTLING = 4;
/** Fresh page loads per chart; the median and the worst are reported. */
const CHART_LOADS = 7;
/** Pages with a 30-point chart, and what the chart shows. */
const CHART_PAGES = [
  { path: "/statistics/pack-voltage", what: "battery metric, 30 days" },
  { path: "/safety-index", what: "safety index, 30 days" },
];

/** Each chart page loaded CHART_LOADS times under CPU throttling: the first chart's drawing time, in the page. */
async function measureChartDrawing({ base }) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== "--headless") });
  try {
    const context = await signedInContext(browser, base);
    const results = [];
    for (const { path, what } of CHART_PAGES) {
      const times = [];
      for (let i = 0; i < CHART_LOADS; i++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CHART_CPU_THROTTLING });
        await page.goto(`${base}${path}`);
        await page.locator('[data-testid="chart-canvas"] canvas').first().waitFor({ timeout: 30_000 });
        const ms = await page.evaluate(
          (name) =>
            new Promise((resolve) => {
              const read = () => performance.getEntriesByName(name)[0]?.duration;
              const poll = () => (read() === undefined ? setTimeout(poll, 50) : resolve(read()));
              poll();
            }),
          "evsafe:chart-draw",
        );
        times.push(ms);
        await page.close();
      }
      const sorted = [...times].sort((a, b) => a - b);
      results.push({ path, what, loads: times.length, medianMs: round(percentile(sorted, 50)), maxMs: round(sorted.at(-1)) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

function printChartDrawing(charts) {
  log(
    `chart drawing, ${CHART_CPU_THROTTLING}× CPU throttling: a chart's first drawing on the main thread (target < ${CHART_DRAW_TARGET_MS} ms)`,
  );
  const rows = [["page", "chart", "loads", "median ms", "max ms", `median < ${CHART_DRAW_TARGET_MS}`]];
  for (const c of charts)
    rows.push([c.path, c.what, c.loads, c.medianMs, c.maxMs, c.medianMs < CHART_DRAW_TARGET_MS ? "yes" : "OVER"].map(String));
  printTable(rows);
}

// ------------------------------------------------------------------------------------- before hydration

/** CPU slowdown of the fresh loads (a mid-range phone, as Lighthouse's mobile setting). */
const HYDRATION_CPU_THROTTLING = 4;
/** Fresh loads per page; medians are reported. */
const HYDRATION_LOADS = Math.max(1, Number(option("hydration-loads", "3")) || 3);
/** How long after the navigation the main thread is watched: what a trace of the first seconds sees. */
const MAIN_THREAD_WINDOW_MS = 5_000;
/** Budgets against the empty page's page in the same run. */
const BEFORE_HYDRATION_JS_RATIO_TARGET = 1.15;
const MAIN_THREAD_RATIO_TARGET = 2;

/**
 * One fresh load at 4× CPU: the compressed bytes of every script requested before Next started hydrating
 * (`beforeRender`: the route's own chunks and every `next/dynamic` chunk it waits for), when hydration ended
 * (`afterHydrate`), and the main thread's busy time (CDP's TaskDuration) over the first five seconds.
 */
async function loadBeforeHydration(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: HYDRATION_CPU_THROTTLING });
  await cdp.send("Performance.enable");
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === "beforeRender") window.__benchRenderAt ??= e.startTime;
        if (e.name === "afterHydrate") window.__benchHydratedAt = e.startTime;
      }
    }).observe({ type: "mark", buffered: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__benchHydratedAt !== undefined, null, { timeout: 60_000 });
  const remaining = MAIN_THREAD_WINDOW_MS - (await page.evaluate(() => performance.now()));
  if (remaining > 0) await page.waitForTimeout(remaining);
  // Hydration starts at Next's `beforeRender` mark, once the page's scripts and its dynamicIds' chunks have run; what
  // the hydrating render itself starts loading (a React.lazy part, an `ssr: false` chart) is not waited for.
  const { jsBytes, scripts, hydratedAt } = await page.evaluate(() => {
    const render = window.__benchRenderAt ?? window.__benchHydratedAt;
    const js = performance
      .getEntriesByType("resource")
      .filter((e) => e.startTime < render && (e.initiatorType === "script" || /\.js(\?|$)/.test(e.name)));
    return { jsBytes: js.reduce((sum, e) => sum + e.encodedBodySize, 0), scripts: js.length, hydratedAt: window.__benchHydratedAt };
  });
  const { metrics } = await cdp.send("Performance.getMetrics");
  const taskSeconds = metrics.find((m) => m.name === "TaskDuration")?.value ?? 0;
  await page.close();
  return { jsBytes, scripts, hydratedMs: hydratedAt, mainThreadMs: taskSeconds * 1000 };
}

async function measureBeforeHydration({ base, emptyBase }) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== "--headless") });
  try {
    const cookie = await signIn(base);
    // A fresh load: a new context each time (empty HTTP cache), and no service worker to answer from its cache.
    const fresh = { serviceWorkers: "block" };
    const contextFor = (signedIn) =>
      signedIn
        ? signedInContext(browser, base, cookie, fresh)
        : browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, ...fresh });
    const pages = [{ label: EMPTY_LABEL, url: `${emptyBase}/`, signedIn: false }];
    for (const p of HYDRATION_PAGES) pages.push({ label: p.path, url: `${base}${p.path}`, signedIn: p.signedIn });
    const rows = [];
    for (const { label, url, signedIn } of pages) {
      const loads = [];
      for (let i = 0; i < HYDRATION_LOADS; i++) {
        const context = await contextFor(signedIn);
        loads.push(await loadBeforeHydration(context, url));
        await context.close();
      }
      const median = (key) =>
        percentile(
          [...loads.map((l) => l[key])].sort((a, b) => a - b),
          50,
        );
      rows.push({
        page: label,
        jsKb: round(median("jsBytes") / 1024),
        scripts: median("scripts"),
        hydratedMs: Math.round(median("hydratedMs")),
        mainThreadMs: Math.round(median("mainThreadMs")),
      });
    }
    const empty = rows[0];
    for (const r of rows) {
      r.jsRatio = round(r.jsKb / empty.jsKb, 2);
      r.mainThreadRatio = round(r.mainThreadMs / empty.mainThreadMs, 2);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

function printBeforeHydration(rows) {
  log(
    `before hydration, fresh loads at ${HYDRATION_CPU_THROTTLING}× CPU (median of ${HYDRATION_LOADS}): scripts requested before Next starts hydrating ` +
      `(transfer size), and the main thread's busy time over the first ${MAIN_THREAD_WINDOW_MS / 1000} s`,
  );
  const table = [
    [
      "page",
      "JS kB",
      "scripts",
      "× empty",
      `≤ ${BEFORE_HYDRATION_JS_RATIO_TARGET}×`,
      "hydrated ms",
      "main thread ms",
      "× empty",
      `≤ ${MAIN_THREAD_RATIO_TARGET}×`,
    ],
  ];
  for (const r of rows) {
    const empty = r.page === EMPTY_LABEL;
    table.push(
      [
        r.page,
        r.jsKb.toFixed(1),
        r.scripts,
        r.jsRatio.toFixed(2),
        empty ? "" : r.jsRatio <= BEFORE_HYDRATION_JS_RATIO_TARGET ? "yes" : "OVER",
        r.hydratedMs,
        r.mainThreadMs,
        r.mainThreadRatio.toFixed(2),
        empty ? "" : r.mainThreadRatio <= MAIN_THREAD_RATIO_TARGET ? "yes" : "OVER",
      ].map(String),
    );
  }
  printTable(table);
}

// ------------------------------------------------------------------------------------------ interactions

/** An interaction's answer painted within this (Event Timing duration: input delay + handlers + the next paint). */
const INTERACTION_TARGET_MS = 100;
const INTERACTION_CPU_THROTTLING = 4;
/** Fresh loads per interaction; the median and the worst are reported. */
const INTERACTION_RUNS = Math.max(1, Number(option("interaction-runs", "3")) || 3);
const menuTab = (label) => (page) => page.locator('nav[aria-label="주요 메뉴"] a', { hasText: label }).click();
/** The main interactions: where, what makes the page ready, an optional set-up, and the timed tap. */
const INTERACTIONS = [
  {
    name: "a tab tap (/home → 안전 진단)",
    path: "/home",
    signedIn: true,
    ready: (page) => page.getByRole("heading", { level: 1, name: "홈" }).waitFor(),
    act: menuTab("안전 진단"),
  },
  {
    name: "opening an alert (/alerts)",
    path: "/alerts",
    signedIn: true,
    ready: (page) => page.getByTestId("alert-entry").first().waitFor(),
    act: (page) => page.getByTestId("alert-entry").first().click(),
  },
  {
    name: "opening a dialog (/menu 서비스 해지)",
    path: "/menu",
    signedIn: true,
    ready: (page) => page.getByRole("button", { name: "서비스 해지" }).waitFor(),
    act: (page) => page.getByRole("button", { name: "서비스 해지" }).click(),
  },
  {
    name: "closing a dialog (its 취소)",
    path: "/menu",
    signedIn: true,
    ready: (page) => page.getByRole("button", { name: "서비스 해지" }).waitFor(),
    setUp: async (page) => {
      await page.getByRole("button", { name: "서비스 해지" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "취소" }).waitFor();
    },
    act: (page) => page.getByRole("dialog").getByRole("button", { name: "취소" }).click(),
  },
  {
    name: "a chart tap (/statistics/pack-voltage)",
    path: "/statistics/pack-voltage",
    signedIn: true,
    ready: (page) => page.locator('[data-testid="chart-canvas"] canvas').first().waitFor(),
    // The middle of the plot (uPlot's cursor layer lies over the canvas): the cursor and the legend's values follow.
    act: (page) => page.getByTestId("chart-canvas").first().click(),
  },
  {
    name: "a wizard's 다음 (/terms-onboarding, all agreed)",
    path: "/terms-onboarding",
    signedIn: false,
    ready: (page) => page.getByRole("button", { name: "다음" }).waitFor(),
    setUp: (page) => page.getByRole("checkbox", { name: "전체 동의" }).check(),
    act: (page) => page.getByRole("button", { name: "다음" }).click(),
  },
  {
    name: "a form submit's feedback (/signin, empty)",
    path: "/signin",
    signedIn: false,
    ready: (page) => page.getByRole("button", { name: "로그인", exact: true }).waitFor(),
    act: (page) => page.getByRole("button", { name: "로그인", exact: true }).click(),
  },
];

/**
 * Each main interaction on a fresh load at 4× CPU, once the page has hydrated and settled: the longest Event Timing
 * entry of the tap's interaction (what INP counts). Below 16 ms the browser records no entry, so 16 stands for it.
 */
async function measureInteractions({ base }) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== "--headless") });
  try {
    const cookie = await signIn(base);
    const rows = [];
    for (const it of INTERACTIONS) {
      const durations = [];
      try {
        for (let i = 0; i < INTERACTION_RUNS; i++) {
          const context = it.signedIn
            ? await signedInContext(browser, base, cookie)
            : await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: INTERACTION_CPU_THROTTLING });
          await page.goto(`${base}${it.path}`);
          await it.ready(page);
          await page.waitForTimeout(2_000); // idle work after hydration settles: the tap is a user's, not a race
          if (it.setUp) await it.setUp(page);
          await page.evaluate(() => {
            window.__benchEvents = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (e.interactionId) window.__benchEvents.push(e.duration);
            }).observe({ type: "event", durationThreshold: 16 });
          });
          await it.act(page);
          await page.waitForTimeout(1_000);
          durations.push(Math.max(16, ...(await page.evaluate(() => window.__benchEvents))));
          await context.close();
        }
      } catch (err) {
        // An interaction the account cannot make (no alert to open) is reported, not fatal.
        rows.push({ name: it.name, unavailable: (err instanceof Error ? err.message : String(err)).split("\n")[0] });
        continue;
      }
      const sorted = [...durations].sort((a, b) => a - b);
      rows.push({ name: it.name, runs: durations.length, medianMs: percentile(sorted, 50), maxMs: sorted.at(-1) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

function printInteractions(rows) {
  log(
    `interactions at ${INTERACTION_CPU_THROTTLING}× CPU, fresh loads (median of ${INTERACTION_RUNS}): the tap's Event Timing duration, input to next paint (target < ${INTERACTION_TARGET_MS} ms)`,
  );
  const table = [["interaction", "runs", "median ms", "max ms", `median < ${INTERACTION_TARGET_MS}`]];
  for (const r of rows) {
    if (r.unavailable) table.push([r.name, "—", `unavailable: ${r.unavailable}`, "", ""]);
    else table.push([r.name, r.runs, r.medianMs, r.maxMs, r.medianMs < INTERACTION_TARGET_MS ? "yes" : "OVER"].map(String));
  }
  printTable(table);
}

// ---------------------------------------------------------------------------------------------- lighthouse runs

/** The account of the payment step's runs: a member who may apply for the service (apps/api/src/db/seed/accounts.ts). */
const WIZARD_ACCOUNT = { loginId: "demo00", password: DEMO.password };
/** Steps 1 and 2 of the service sign-up as the wizard keeps them (features/subscription/signup/wizard.ts). */
const WIZARD_STEPS_DONE = {
  key: "evsafe.serviceSignup",
  value: {
    vehicle: { brandDcd: "KIA", mdlDcd: "RAY_EV", dtlMdlDcd: "RAY_EV_2023", carNo: "12가3456" },
    delivery: { receiverName: "이서연", receiverPhone: "01012345678", zip: "04524", addr: "서울특별시 중구 세종대로 110", daddr: "3층" },
  },
};
/** The wizard's cookie for the same two steps, which lets the server draw step 3 in its HTML (wizard.ts `encodeProgress`). */
const WIZARD_PROGRESS_COOKIE = "evsafe.serviceSignupSteps=vd";
/** Runs in the page (puppeteer's evaluateOnNewDocument): the wizard's state in the tab's sessionStorage. */
function seedWizard({ key, value }) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // about:blank, which Lighthouse opens first, has no storage of the site
  }
}

async function measureLighthouse({ base, emptyBase }) {
  const out = {};
  const targets = [
    { label: EMPTY_LABEL, origin: emptyBase, route: "/", signedIn: false },
    { label: "/nonMemberMain", origin: base, route: "/nonMemberMain", signedIn: false },
    { label: "/home", origin: base, route: "/home", signedIn: true },
    { label: "/diagnosis", origin: base, route: "/diagnosis", signedIn: true },
    { label: "/safety-index", origin: base, route: "/safety-index", signedIn: true },
    { label: "/statistics/pack-voltage", origin: base, route: "/statistics/pack-voltage", signedIn: true },
    { label: "/alerts", origin: base, route: "/alerts", signedIn: true },
    // The service sign-up's payment step: a member without a service (demo00), with steps 1 and 2 done in the tab.
    {
      label: "/service/signup/payment",
      origin: base,
      route: "/service/signup/payment",
      signedIn: true,
      account: WIZARD_ACCOUNT,
      initScript: { fn: seedWizard, arg: WIZARD_STEPS_DONE },
      extraCookie: WIZARD_PROGRESS_COOKIE,
    },
  ];
  // `--lighthouse-pages=/home,/alerts`: only those pages, beside the empty page (always measured: the baseline).
  const only = option("lighthouse-pages", "").split(",").filter(Boolean);
  const chosen = only.length === 0 ? targets : targets.filter((t) => t.label === EMPTY_LABEL || only.includes(t.label));
  let cookie;
  for (const { label, origin, route, signedIn, account, initScript, extraCookie } of chosen) {
    try {
      // Signed in just before the page's runs, so the session outlives them.
      if (signedIn) cookie = await signIn(base, account);
      const pageCookie = signedIn && extraCookie ? `${cookie}; ${extraCookie}` : cookie;
      const headers = signedIn ? { cookie: pageCookie } : {};
      // Warm the server (first render compiles nothing, but fills caches) and check the page is there.
      const res = await fetch(`${origin}${route}`, { headers, redirect: "manual" });
      if (res.status !== 200)
        throw new Error(`GET ${route} → ${res.status}${res.headers.get("location") ? ` (→ ${res.headers.get("location")})` : ""}`);
      log(`Lighthouse ${label} (${runs} run${runs > 1 ? "s" : ""})…`);
      out[label] = await lighthouseRuns(`${origin}${route}`, signedIn ? pageCookie : undefined, initScript);
    } catch (err) {
      out[label] = { unavailable: err instanceof Error ? err.message.split("\n")[0] : String(err) };
    }
  }
  return out;
}

// -------------------------------------------------------------------------------------------------- report

function printSizes(empty, ours, builtAt, stale) {
  const emptyKb = empty["/"].firstLoadKb;
  log(`first-load JS, gzip -9; build of apps/web from ${builtAt}${stale ? " — OLDER than the sources: --rebuild" : ""}`);
  const rows = [["route", "first load kB", "own kB", "css kB", "× empty", "≤ 1.15×"]];
  rows.push(["(empty Next app) /", emptyKb.toFixed(1), empty["/"].ownKb.toFixed(1), empty["/"].cssKb.toFixed(1), "1.00", ""]);
  for (const [route, r] of Object.entries(ours).sort(([a], [b]) => a.localeCompare(b))) {
    const ratio = r.firstLoadBytes / empty["/"].firstLoadBytes;
    r.ratio = round(ratio, 3);
    r.withinBudget = ratio <= FIRST_LOAD_RATIO_TARGET;
    rows.push([route, r.firstLoadKb.toFixed(1), r.ownKb.toFixed(1), r.cssKb.toFixed(1), ratio.toFixed(2), r.withinBudget ? "yes" : "OVER"]);
  }
  printTable(rows);
}

function printLighthouse(lh) {
  log(`Lighthouse 12 mobile performance (median of runs; target ≥ ${LIGHTHOUSE_TARGET})`);
  // The goal for LCP is relative: within 1.3 x the empty page's of the same run (the machine's speed cancels out).
  const emptyLcp = lh[EMPTY_LABEL]?.median?.lcpMs;
  const rows = [["route", "score", "all runs", "FCP ms", "LCP ms", "LCP × empty", "TBT ms", "CLS", "SI ms", "≥ 98"]];
  for (const [route, r] of Object.entries(lh)) {
    if (r.unavailable) rows.push([route, "—", `unavailable: ${r.unavailable}`, "", "", "", "", "", "", ""]);
    else {
      const m = r.median;
      const target = route === EMPTY_LABEL ? "" : m.score >= LIGHTHOUSE_TARGET ? "yes" : "OVER";
      const lcpRatio = emptyLcp ? (m.lcpMs / emptyLcp).toFixed(2) : "";
      rows.push([route, String(m.score), r.scores.join(" "), m.fcpMs, m.lcpMs, lcpRatio, m.tbtMs, m.cls, m.siMs, target].map(String));
    }
  }
  printTable(rows);
}

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? "").length)));
  for (const r of rows) process.stdout.write(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")}\n`);
}

// ---------------------------------------------------------------------------------------------------- main

async function main() {
  const nextVersion = JSON.parse(readFileSync(join(root, "node_modules/next/package.json"), "utf8")).version;
  const reactVersion = JSON.parse(readFileSync(join(root, "node_modules/react/package.json"), "utf8")).version;
  log(`next ${nextVersion}, react ${reactVersion}`);

  writeEmptyApp();
  log(`building the empty app in ${emptyDir}…`);
  const emptyMs = await nextBuild(emptyDir, "next build (empty)");
  const empty = firstLoad(join(emptyDir, ".next"));

  // NEXT_DIST_DIR (as next.config.ts reads it) measures another build of apps/web, e.g. a helper's own.
  const ourNext = join(webDir, process.env.NEXT_DIST_DIR || ".next");
  if (flag("rebuild") || !existsSync(join(ourNext, "BUILD_ID"))) {
    log("building apps/web…");
    await nextBuild(webDir, "next build (apps/web)", { PRODUCT });
    // The build's last step, as in apps/web's `build` script: `next start` refuses a build without it.
    const stamped = await exited(run("CSP stamp", tsxBin, ["src/server/stamp-csp-cli.ts"], { cwd: webDir, env: { PRODUCT } }));
    if (stamped !== 0) throw new Error("the CSP stamp of apps/web's build failed");
  }
  const builtMs = statSync(join(ourNext, "BUILD_ID")).mtimeMs;
  const stale = newestSourceMtime(join(webDir, "src")) > builtMs;
  const ours = firstLoad(ourNext);
  log(`empty app built in ${(emptyMs / 1000).toFixed(1)} s`);
  printSizes(empty, ours, new Date(builtMs).toISOString(), stale);

  let lighthouse = null;
  let throughput = null;
  let navigation = null;
  let charts = null;
  let hydration = null;
  let interactions = null;
  if (
    !flag("no-lighthouse") ||
    !flag("no-throughput") ||
    !flag("no-navigation") ||
    !flag("no-charts") ||
    !flag("no-hydration") ||
    !flag("no-interactions")
  ) {
    try {
      const servers = await startServers({ withEmpty: !flag("no-lighthouse") || !flag("no-throughput") || !flag("no-hydration") });
      if (!flag("no-throughput")) throughput = await measureThroughput(servers);
      if (!flag("no-navigation")) {
        log(`tab navigation: ${TAPS} taps between visited tabs…`);
        navigation = [];
        for (const delay of [0, SLOW_API_DELAY_MS]) {
          const unavailable = (err) => ({
            apiDelayMs: delay,
            unavailable: err instanceof Error ? err.message.split("\n")[0] : String(err),
          });
          navigation.push(await measureTabNavigation(servers, delay).catch(unavailable));
        }
      }
      if (!flag("no-charts")) {
        log(`chart drawing: ${CHART_LOADS} loads per chart at ${CHART_CPU_THROTTLING}× CPU throttling…`);
        charts = await measureChartDrawing(servers);
      }
      if (!flag("no-hydration")) {
        log(`before hydration: ${HYDRATION_LOADS} fresh loads per page at ${HYDRATION_CPU_THROTTLING}× CPU…`);
        hydration = await measureBeforeHydration(servers);
      }
      if (!flag("no-interactions")) {
        log(`interactions: ${INTERACTIONS.length} taps, ${INTERACTION_RUNS} fresh loads each at ${INTERACTION_CPU_THROTTLING}× CPU…`);
        interactions = await measureInteractions(servers);
      }
      if (!flag("no-lighthouse")) lighthouse = await measureLighthouse(servers);
    } finally {
      await stopAll();
    }
    if (throughput) printThroughput(throughput);
    if (navigation) printNavigation(navigation);
    if (charts) printChartDrawing(charts);
    if (hydration) printBeforeHydration(hydration);
    if (interactions) printInteractions(interactions);
    if (lighthouse) printLighthouse(lighthouse);
  }

  const jsonOut = option("json");
  if (jsonOut) {
    const result = {
      measuredAt: new Date().toISOString(),
      next: nextVersion,
      react: reactVersion,
      targets: {
        firstLoadRatio: FIRST_LOAD_RATIO_TARGET,
        lighthouse: LIGHTHOUSE_TARGET,
        throughputRatio: THROUGHPUT_RATIO_TARGET,
        chartDrawMs: CHART_DRAW_TARGET_MS,
        beforeHydrationJsRatio: BEFORE_HYDRATION_JS_RATIO_TARGET,
        mainThreadRatio: MAIN_THREAD_RATIO_TARGET,
        interactionMs: INTERACTION_TARGET_MS,
      },
      empty,
      web: { builtAt: new Date(builtMs).toISOString(), stale, routes: ours },
      throughput,
      navigation,
      charts,
      hydration,
      interactions,
      lighthouse,
    };
    writeFileSync(resolve(process.cwd(), jsonOut), `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${jsonOut}`);
  }
}

main().catch(async (err) => {
  await stopAll();
  log(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
