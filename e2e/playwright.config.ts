import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { API_ORIGIN, API_PORT, ONE_PHONE_TAG, WEB_ORIGIN, WEB_PORT } from "./env";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const isCI = !!process.env.CI;
/**
 * The web build's edition under test (`E2E_EDITION=b2b` with a B2B build, `npm run test:e2e` runs both): the B2B
 * edition's specs (`*.b2b.spec.ts`) run only against a B2B build, every other spec only against the consumer build.
 */
const B2B_EDITION = process.env.E2E_EDITION === "b2b";
/** Each server runs under this wrapper, which stops it if the runner dies without stopping it (SIGKILL). */
const SERVE = join(repoRoot, "e2e/scripts/serve.mjs");
const RUNNER_PID = String(process.pid);
/**
 * A run whose tests wait for run.mjs's signal (E2E_START_WHEN: the timing run) starts its servers beside busy shards
 * and is in no hurry: its servers get longer to answer than a run that starts right away.
 */
const HELD = !!process.env.E2E_START_WHEN;

/** Debian's Chromium (CONTRIBUTING's tool chain) with the flags it needs here; Playwright adds headless and a fresh profile itself. Never `playwright install`. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./specs",
  ...(B2B_EDITION ? { testMatch: /\.b2b\.spec\.ts$/ } : { testIgnore: /\.b2b\.spec\.ts$/ }),
  // Fault injection is state of the one API process: specs that inject faults must not overlap. Tests are
  // independent of each other, so a shard (e2e/scripts/run.mjs) takes its share test by test, not file by file:
  // shards of even length whatever the size of each spec file.
  workers: 1,
  fullyParallel: true,
  forbidOnly: isCI,
  // Runs after the web servers are up: holds the tests until run.mjs lets this run start (E2E_START_WHEN), a no-op
  // otherwise.
  globalSetup: "./scripts/start-when.mjs",
  retries: 0,
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : "list",
  // A guard against a hang, not a speed check: the longest journeys take about 35 s on the busy 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: WEB_ORIGIN,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // A failed test keeps a screenshot of its end (the page fixture takes it: fixtures.ts; Playwright's own
    // "only-on-failure" shoots every passing test's pages too and throws the shots away) and the page's accessibility
    // snapshot (error-context.md) always.
    // Its trace (the DOM snapshots of every step) is recorded outside CI, or in CI with E2E_TRACE=1: recording it for
    // every test cost about a tenth of the browser's and runner's CPU, and a CI job's test results are not kept.
    // The trace's screencast is left out everywhere: encoding a frame per paint cost about a tenth of the suite's time.
    trace: isCI && !process.env.E2E_TRACE ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "off",
    // The app registers a service worker (docs/offline.md); Playwright's routes do not see what a worker answers, so
    // only the offline spec, which tests the worker, lets it run.
    serviceWorkers: "block",
  },
  projects: [
    { name: "pixel7", use: { ...devices["Pixel 7"], launchOptions } },
    { name: "iphone14", use: { ...devices["iPhone 14"], browserName: "chromium", launchOptions }, grepInvert: new RegExp(ONE_PHONE_TAG) },
  ],
  webServer: [
    {
      // The reference API on a fresh in-memory database with the demo data and fault injection.
      name: "api",
      command: `node ${SERVE} npx tsx apps/api/src/server.ts`,
      cwd: repoRoot,
      url: `${API_ORIGIN}/evsafe/api/health-check`,
      env: {
        NODE_ENV: "test",
        API_HOST: "127.0.0.1",
        API_PORT: String(API_PORT),
        DATA_DIR: "memory://",
        FILE_DIR: join(tmpdir(), `evsafe-e2e-files-${process.pid}`),
        API_FAULTS: "1",
        // Demo mode: the simulated third parties are served (the shell simulator's social sign-in uses them).
        SIMULATORS: "1",
        LOG_LEVEL: "warn",
        E2E_RUNNER_PID: RUNNER_PID,
      },
      timeout: HELD ? 300_000 : 120_000,
      reuseExistingServer: !isCI,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The production build, made with the shell simulator switched on (docs/e2e.md):
      // `NEXT_PUBLIC_SHELL_SIMULATOR=1 npm run build -w @evsafe/web`; `npm run test:e2e` does it.
      name: "web",
      command: `node ${SERVE} npx next start -p ${WEB_PORT} -H 127.0.0.1`,
      cwd: join(repoRoot, "apps/web"),
      url: `${WEB_ORIGIN}/nonMemberMain`,
      env: {
        API_ORIGIN,
        PRODUCT: "evsafe",
        NODE_ENV: "production",
        // next-auth in production needs both (docs/auth.md "Environment"); the origin is the one the suite uses,
        // over http, so the cookies carry no `__Secure-` prefix.
        NEXTAUTH_SECRET: process.env.E2E_NEXTAUTH_SECRET ?? "e2e-only-nextauth-secret-0123456789abcdef0123",
        NEXTAUTH_URL: WEB_ORIGIN,
        // Inlined at build time; repeated here so a `next start` that reads it at run time agrees with the build.
        NEXT_PUBLIC_SHELL_SIMULATOR: "1",
        // Demo mode: the proxy forwards the simulators and fault injection to the API.
        SIMULATORS: "1",
        E2E_RUNNER_PID: RUNNER_PID,
      },
      timeout: HELD ? 300_000 : 60_000,
      reuseExistingServer: !isCI,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
