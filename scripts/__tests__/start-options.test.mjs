import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  PROD_REQUIRED_API,
  PROD_REQUIRED_WEB,
  SHELL_SIMULATOR_MARKER,
  addresses,
  apiServerEnv,
  DEFAULT_API_METRICS_PORT,
  chunksWithShellSimulator,
  chunksWithDemoControl,
  DEMO_CONTROL_MARKER,
  flagsProblem,
  modeEnv,
  parseStartArgs,
  productionEnvProblems,
  runPlan,
  webBuildEnv,
  webServerEnv,
} from "../start-options.mjs";

const START = fileURLToPath(new URL("../start.mjs", import.meta.url));

/** Every variable production mode asks for, with acceptable values (secrets generated, as docs/deploy.md does). */
const FULL_PROD_ENV = {
  DATABASE_URL: "postgres://evsafe:secret@db:5432/evsafe",
  JWT_SECRET: randomBytes(48).toString("base64url"),
  FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  FILE_DIR: "/data/files",
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  NEXTAUTH_URL: "https://evsafe.example.com",
};

const args = (...a) => parseStartArgs(a);
const without = (env, name) => Object.fromEntries(Object.entries(env).filter(([k]) => k !== name));

describe("start.mjs command line", () => {
  it("reads the mode, the tier and --build-only", () => {
    expect(args()).toMatchObject({ isDev: false, isProd: false, onlyTier: null, buildOnly: false, runsApi: true, runsWeb: true });
    expect(args("--prod", "--only=api")).toMatchObject({ isProd: true, onlyTier: "api", runsApi: true, runsWeb: false });
    expect(args("--prod", "--only=web")).toMatchObject({ onlyTier: "web", runsApi: false, runsWeb: true });
    expect(args("--prod", "--build-only")).toMatchObject({ isProd: true, buildOnly: true });
    expect(args("--dev")).toMatchObject({ isDev: true, isProd: false });
    expect(args()).toMatchObject({ edition: null });
    expect(args("--edition", "b2b")).toMatchObject({ edition: "b2b" });
    expect(args("--dev", "--edition=consumer")).toMatchObject({ edition: "consumer", isDev: true });
  });

  it("refuses flags that do not go together, in Korean first", () => {
    expect(flagsProblem(args("--prod", "--dev"))).toMatch(/^--prod와 --dev는 함께 쓸 수 없습니다/);
    expect(flagsProblem(args("--build-only"))).toMatch(/^--build-only는 --prod와 함께만/);
    expect(flagsProblem(args("--only=api"))).toMatch(/^--only=api 또는 --only=web은 --prod와 함께만/);
    expect(flagsProblem(args("--prod", "--only=db"))).toMatch(/^--only=api 또는 --only=web/);
    expect(flagsProblem(args("--edition", "enterprise"))).toMatch(/^--edition은 consumer 또는 b2b입니다/);
    expect(flagsProblem(args("--edition"))).toMatch(/^--edition은 consumer 또는 b2b입니다/);
    expect(flagsProblem(args("--edition", "b2b"))).toBeNull();
    for (const ok of [
      [],
      ["--dev"],
      ["--prod"],
      ["--prod", "--only=api"],
      ["--prod", "--only=web"],
      ["--prod", "--build-only"],
      ["--prod", "--only=web", "--build-only"],
    ]) {
      expect(flagsProblem(args(...ok)), ok.join(" ")).toBeNull();
    }
  });
});

describe("production mode's environment", () => {
  it("starts with every required variable set", () => {
    expect(productionEnvProblems(args("--prod"), FULL_PROD_ENV)).toEqual([]);
  });

  it("refuses to start without each of the variables both tiers need", () => {
    for (const name of [...PROD_REQUIRED_API, ...PROD_REQUIRED_WEB]) {
      expect(productionEnvProblems(args("--prod"), without(FULL_PROD_ENV, name))).toEqual([
        `${name}이(가) 필요합니다 / ${name} is required`,
      ]);
    }
  });

  it("asks each tier alone only for its own variables; the web tier also for API_ORIGIN", () => {
    const apiOnly = Object.fromEntries(PROD_REQUIRED_API.map((n) => [n, FULL_PROD_ENV[n]]));
    const webOnly = Object.fromEntries(PROD_REQUIRED_WEB.map((n) => [n, FULL_PROD_ENV[n]]));
    expect(productionEnvProblems(args("--prod", "--only=api"), apiOnly)).toEqual([]);
    expect(productionEnvProblems(args("--prod", "--only=web"), { ...webOnly, API_ORIGIN: "http://api:4000" })).toEqual([]);
    expect(productionEnvProblems(args("--prod", "--only=web"), webOnly)).toEqual(["API_ORIGIN이(가) 필요합니다 / API_ORIGIN is required"]);
    expect(productionEnvProblems(args("--prod", "--only=api"), webOnly)).toHaveLength(PROD_REQUIRED_API.length);
  });

  it("refuses a database that is not PostgreSQL, API_ORIGIN for the API tier, the simulators and a seed without a password", () => {
    const problems = (opts, extra) => productionEnvProblems(opts, { ...FULL_PROD_ENV, ...extra });
    expect(problems(args("--prod"), { DATABASE_URL: "memory://" })).toEqual([
      expect.stringMatching(/^DATABASE_URL은 postgres:\/\/… 이어야 합니다/),
    ]);
    expect(problems(args("--prod"), { DATABASE_URL: "postgresql://db/evsafe" })).toEqual([]);
    expect(problems(args("--prod", "--only=api"), { API_ORIGIN: "http://elsewhere" })).toEqual([
      expect.stringMatching(/^--only=api에는 API_ORIGIN을 쓸 수 없습니다/),
    ]);
    expect(problems(args("--prod"), { SIMULATORS: "1" })).toEqual([
      expect.stringMatching(/^운영 모드에서는 SIMULATORS=1을 쓸 수 없습니다/),
    ]);
    expect(problems(args("--prod"), { SEED: "1" })).toEqual([expect.stringMatching(/^SEED=1에는 SEED_PASSWORD가 필요합니다/)]);
    expect(problems(args("--prod"), { SEED: "1", SEED_PASSWORD: "Seed-pass-1!" })).toEqual([]);
  });

  describe("refuses secrets published in the repository, short or not random, and a NEXTAUTH_URL without https", () => {
    const problems = (extra, opts = args("--prod")) => productionEnvProblems(opts, { ...FULL_PROD_ENV, ...extra });
    const repoText = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
    const e2eSecret = /"(e2e-only-nextauth-secret-[^"]+)"/.exec(repoText("e2e/playwright.config.ts"))[1];
    const devSecret = /"(evsafe-dev-only-[^"]+)"/.exec(repoText("packages/contract/src/secret-policy.mjs"))[1];
    const testSecret = /TEST_JWT_SECRET = "([^"]+)"/.exec(repoText("packages/contract/src/secret-policy.mjs"))[1];
    const benchSecret = "bench-secret-bench-secret-bench-secret-0123";
    const only = (name) => [expect.stringMatching(new RegExp(`^${name}`))];

    for (const [what, value] of [
      ["the development literal", devSecret],
      ["the e2e suite's literal", e2eSecret],
      ["the bench's literal", benchSecret],
      ["the API's test literal", testSecret],
      ["one repeated character", "n".repeat(44)],
      ["fewer than 32 characters", "short"],
      ["31 random characters", randomBytes(24).toString("base64url").slice(0, 31)],
    ]) {
      it(`NEXTAUTH_SECRET: ${what}`, () => {
        expect(problems({ NEXTAUTH_SECRET: value })).toEqual(only("NEXTAUTH_SECRET"));
      });
    }
    for (const [what, value] of [
      ["aaaa…", "a".repeat(48)],
      ["the bench's literal", benchSecret],
      ["the API's test literal", testSecret],
    ]) {
      it(`JWT_SECRET: ${what}`, () => {
        expect(problems({ JWT_SECRET: value })).toEqual(only("JWT_SECRET"));
      });
    }
    it("FILE_ENCRYPTION_KEY: 000…0, a repeated pattern, not 64 hex digits", () => {
      for (const value of ["0".repeat(64), "0123456789abcdef".repeat(4), randomBytes(16).toString("hex")]) {
        expect(problems({ FILE_ENCRYPTION_KEY: value })).toEqual(only("FILE_ENCRYPTION_KEY"));
      }
    });
    it("NEXTAUTH_URL: http:// refused, except on a loopback host (the smoke run's http://127.0.0.1)", () => {
      for (const url of ["http://evsafe.example.com", "http://10.0.0.5:3000", "http://0.0.0.0:3000", "ftp://evsafe.example.com"]) {
        expect(problems({ NEXTAUTH_URL: url }), url).toEqual(only("운영 환경의 NEXTAUTH_URL"));
      }
      for (const url of ["http://127.0.0.1:3500", "http://localhost:3000", "http://[::1]:3000", "https://evsafe.example.com/"]) {
        expect(problems({ NEXTAUTH_URL: url }), url).toEqual([]);
      }
    });
    it("checks only the tiers this run starts", () => {
      expect(problems({ JWT_SECRET: "a".repeat(48), API_ORIGIN: "http://api:4000" }, args("--prod", "--only=web"))).toEqual([]);
      expect(problems({ NEXTAUTH_SECRET: "short", NEXTAUTH_URL: "http://evsafe.example.com" }, args("--prod", "--only=api"))).toEqual([]);
    });
  });

  it("start.mjs --prod stops before building or starting anything when a variable is missing", () => {
    const result = spawnSync(process.execPath, [START, "--prod"], { env: { PATH: process.env.PATH }, encoding: "utf8", timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("운영 모드를 시작할 수 없습니다: DATABASE_URL이(가) 필요합니다");
    expect(result.stdout).not.toMatch(/building|started \(pid/);
  });

  it("start.mjs refuses --build-only without --prod before doing anything", () => {
    const result = spawnSync(process.execPath, [START, "--build-only"], {
      env: { PATH: process.env.PATH },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("--build-only는 --prod와 함께만 쓸 수 있습니다");
    expect(result.stdout).not.toMatch(/building|started \(pid/);
  });
});

describe("what a run builds and starts", () => {
  it("production mode builds both and runs the API's JavaScript build; demo mode runs the API through tsx", () => {
    expect(runPlan(args("--prod"), FULL_PROD_ENV)).toEqual({
      checksProductionEnv: true,
      buildsWeb: true,
      buildsApi: true,
      startsApi: true,
      apiRunsFrom: "bundle",
      startsWeb: true,
      webCommand: "start",
    });
    expect(runPlan(args(), {})).toMatchObject({
      checksProductionEnv: false,
      buildsWeb: true,
      buildsApi: false,
      startsApi: true,
      apiRunsFrom: "tsx",
      startsWeb: true,
    });
    expect(runPlan(args("--dev"), {})).toMatchObject({ buildsWeb: false, webCommand: "dev" });
  });

  it("--build-only makes production mode's builds, checks no secret and starts nothing", () => {
    expect(runPlan(args("--prod", "--build-only"), {})).toMatchObject({
      checksProductionEnv: false,
      buildsWeb: true,
      buildsApi: true,
      startsApi: false,
      startsWeb: false,
    });
  });

  it("--only=api builds and starts the API alone; --only=web the web app alone against API_ORIGIN", () => {
    expect(runPlan(args("--prod", "--only=api"), FULL_PROD_ENV)).toMatchObject({
      buildsWeb: false,
      buildsApi: true,
      startsApi: true,
      startsWeb: false,
    });
    expect(runPlan(args("--prod", "--only=web"), { API_ORIGIN: "http://api:4000" })).toMatchObject({
      buildsWeb: true,
      buildsApi: false,
      startsApi: false,
      startsWeb: true,
    });
  });

  it("with API_ORIGIN set the reference API is neither built nor started", () => {
    expect(runPlan(args(), { API_ORIGIN: "https://api.example.com" })).toMatchObject({
      buildsApi: false,
      startsApi: false,
      startsWeb: true,
    });
  });
});

describe("addresses and each server's variables", () => {
  it("listens on loopback by default and reaches an API on every interface through loopback", () => {
    expect(addresses({})).toMatchObject({
      host: "127.0.0.1",
      apiOrigin: "http://127.0.0.1:4000",
      apiBase: "http://127.0.0.1:4000/evsafe/api",
      webUrl: "http://127.0.0.1:3000",
    });
    expect(addresses({ HOST: "0.0.0.0", API_PORT: "4214", WEB_PORT: "3214" })).toMatchObject({
      apiOrigin: "http://127.0.0.1:4214",
      webUrl: "http://localhost:3214",
    });
    expect(addresses({ HOST: "::1" })).toMatchObject({ apiOrigin: "http://[::1]:4000" });
    expect(addresses({ API_ORIGIN: "http://api:4000//", PRODUCT: "evsafe-b2b" })).toMatchObject({
      externalApi: "http://api:4000",
      apiBase: "http://api:4000/evsafe-b2b/api",
    });
  });

  it("production mode forces the simulators and fault injection off; demo mode turns the simulators on with its secrets", () => {
    expect(modeEnv(args("--prod"), () => expect.unreachable("no demo secrets in production"))).toEqual({
      NODE_ENV: "production",
      SIMULATORS: "0",
      API_FAULTS: "0",
    });
    expect(modeEnv(args(), () => ({ JWT_SECRET: "x" }))).toEqual({ SIMULATORS: "1", JWT_SECRET: "x" });
  });

  it("each server gets only its own secrets", () => {
    const addr = addresses({});
    const prodMode = modeEnv(args("--prod"));
    expect(apiServerEnv(prodMode, addr)).toMatchObject({
      NODE_ENV: "production",
      NEXTAUTH_SECRET: undefined,
      API_PORT: "4000",
      PRODUCT: "evsafe",
    });
    const web = webServerEnv(args("--prod"), prodMode, FULL_PROD_ENV, addr);
    expect(web).toMatchObject({
      NODE_ENV: "production",
      SIMULATORS: "0",
      NEXTAUTH_SECRET: FULL_PROD_ENV.NEXTAUTH_SECRET,
      NEXTAUTH_URL: FULL_PROD_ENV.NEXTAUTH_URL,
      API_ORIGIN: "http://127.0.0.1:4000",
    });
    expect(web).toHaveProperty("JWT_SECRET", undefined);
    expect(web).toHaveProperty("FILE_ENCRYPTION_KEY", undefined);
    const demoWeb = webServerEnv(args(), { SIMULATORS: "1", NEXTAUTH_SECRET: "generated" }, {}, addr);
    expect(demoWeb).toMatchObject({ NEXTAUTH_SECRET: "generated", NEXTAUTH_URL: "http://127.0.0.1:3000" });
    expect(demoWeb).not.toHaveProperty("NODE_ENV");
  });

  it("the API's operators' listener (metrics, health) is on in both modes, on METRICS_PORT when set", () => {
    const addr = addresses({});
    expect(
      apiServerEnv(
        modeEnv(args(), () => ({})),
        addr,
        {},
      ),
    ).toMatchObject({ METRICS_PORT: String(DEFAULT_API_METRICS_PORT) });
    expect(apiServerEnv(modeEnv(args("--prod")), addr, { METRICS_PORT: "9999" })).toMatchObject({ METRICS_PORT: "9999" });
  });
});

describe("the native-shell simulator: demo builds only", () => {
  it("demo mode builds with the simulator (a visitor tries social sign-in with ?shell=aos); production mode never", () => {
    expect(webBuildEnv(args())).toEqual({ NEXT_PUBLIC_SHELL_SIMULATOR: "1" });
    expect(webBuildEnv(args("--dev"))).toEqual({ NEXT_PUBLIC_SHELL_SIMULATOR: "1" });
    expect(webBuildEnv(args("--prod"))).toEqual({ NEXT_PUBLIC_SHELL_SIMULATOR: "0" });
    expect(webBuildEnv(args("--prod", "--build-only"))).toEqual({ NEXT_PUBLIC_SHELL_SIMULATOR: "0" });
    // `next dev` compiles with the server's environment.
    expect(webServerEnv(args("--dev"), { SIMULATORS: "1" }, {}, addresses({}))).toMatchObject({ NEXT_PUBLIC_SHELL_SIMULATOR: "1" });
    expect(webServerEnv(args("--prod"), { SIMULATORS: "0" }, FULL_PROD_ENV, addresses({}))).toMatchObject({
      NEXT_PUBLIC_SHELL_SIMULATOR: "0",
    });
  });

  it("production mode refuses the simulator's switch in the environment", () => {
    expect(productionEnvProblems(args("--prod"), { ...FULL_PROD_ENV, NEXT_PUBLIC_SHELL_SIMULATOR: "1" })).toEqual([
      expect.stringContaining("NEXT_PUBLIC_SHELL_SIMULATOR=1"),
    ]);
  });

  it("finds the chunks of a build that carry the simulator (start:prod refuses such a build)", () => {
    expect(chunksWithShellSimulator({ "a.js": "function x(){}", "b.js": `window.${SHELL_SIMULATOR_MARKER}=1` })).toEqual(["b.js"]);
    expect(chunksWithShellSimulator({ "a.js": "function x(){}" })).toEqual([]);
  });

  it("finds the chunks of a build that carry the demo control (the production smoke check refuses such a build)", () => {
    expect(DEMO_CONTROL_MARKER).toBe("sim/demo/day");
    expect(chunksWithDemoControl({ "a.js": "function x(){}", "c.js": `{path:"${DEMO_CONTROL_MARKER}",method:"POST"}` })).toEqual(["c.js"]);
    expect(chunksWithDemoControl({ "a.js": "function x(){}" })).toEqual([]);
  });
});
