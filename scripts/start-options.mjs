// The decisions of scripts/start.mjs (which flags go together, what production mode needs from the environment,
// what a run builds and starts, which variables each server gets), as pure functions of the command line and the
// environment so that they are tested without starting anything (scripts/__tests__/start-options.test.mjs).

import { productionAuthUrlProblem, productionSecretProblem } from "../packages/contract/src/secret-policy.mjs";

export const TIERS = ["api", "web"];

/** The web app's editions (apps/web/src/shared/editions.ts), chosen with `--edition b2b` or NEXT_PUBLIC_EDITION. */
export const EDITION_NAMES = ["consumer", "b2b"];

/**
 * Variables production mode cannot start without (docs/deploy.md). FILE_DIR too: uploads must go to storage
 * every instance shares, never to ./data.
 */
export const PROD_REQUIRED_API = ["DATABASE_URL", "JWT_SECRET", "FILE_ENCRYPTION_KEY", "FILE_DIR"];
export const PROD_REQUIRED_WEB = ["NEXTAUTH_SECRET", "NEXTAUTH_URL"];

/** What the command line asks for. */
export function parseStartArgs(argv) {
  /** `--only=api` / `--only=web`: one tier of production mode, with the same checks for that tier; null runs both. */
  const onlyTier = argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? null;
  /** `--edition b2b` or `--edition=b2b`: the web build's edition (NEXT_PUBLIC_EDITION); null keeps the environment's. */
  const editionAt = argv.indexOf("--edition");
  const edition =
    argv.find((a) => a.startsWith("--edition="))?.slice("--edition=".length) ?? (editionAt >= 0 ? (argv[editionAt + 1] ?? "") : null);
  return {
    edition,
    isDev: argv.includes("--dev"),
    isProd: argv.includes("--prod"),
    onlyTier,
    /** Build what production mode runs, start nothing: an image's build stage, without the runtime secrets. */
    buildOnly: argv.includes("--build-only"),
    runsApi: onlyTier !== "web",
    runsWeb: onlyTier !== "api",
  };
}

/** Why these flags cannot run together, or null when they can. */
export function flagsProblem(opts) {
  if (opts.edition !== null && !EDITION_NAMES.includes(opts.edition)) {
    return "--edition은 consumer 또는 b2b입니다 / --edition takes consumer or b2b.";
  }
  if (opts.isProd && opts.isDev) return "--prod와 --dev는 함께 쓸 수 없습니다 / --prod and --dev cannot be combined.";
  if (opts.buildOnly && !opts.isProd) return "--build-only는 --prod와 함께만 쓸 수 있습니다 / --build-only goes with --prod only.";
  if (opts.onlyTier !== null && (!opts.isProd || !TIERS.includes(opts.onlyTier))) {
    return "--only=api 또는 --only=web은 --prod와 함께만 쓸 수 있습니다 / --only=api|web goes with --prod only.";
  }
  return null;
}

/** Why production mode cannot start with this environment; empty when it can. Only the tiers this run starts count. */
export function productionEnvProblems(opts, env) {
  const problems = [];
  // The web tier alone needs to be told where the API is; each tier needs only its own secrets.
  const required = [
    ...(opts.runsApi ? PROD_REQUIRED_API : []),
    ...(opts.runsWeb ? PROD_REQUIRED_WEB : []),
    ...(opts.onlyTier === "web" ? ["API_ORIGIN"] : []),
  ];
  for (const name of required) {
    if (!env[name]) problems.push(`${name}이(가) 필요합니다 / ${name} is required`);
  }
  // The rules the API and the web server apply to these values themselves, checked before anything is built.
  const secrets = [...(opts.runsApi ? ["JWT_SECRET", "FILE_ENCRYPTION_KEY"] : []), ...(opts.runsWeb ? ["NEXTAUTH_SECRET"] : [])];
  for (const name of secrets) {
    const problem = env[name] ? productionSecretProblem(name, env[name]) : null;
    if (problem) problems.push(problem);
  }
  if (opts.runsWeb && env.NEXTAUTH_URL) {
    const problem = productionAuthUrlProblem(env.NEXTAUTH_URL);
    if (problem) problems.push(problem);
  }
  if (opts.runsApi && env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    problems.push("DATABASE_URL은 postgres://… 이어야 합니다 / DATABASE_URL must be a postgres:// URL (PostgreSQL)");
  }
  if (opts.onlyTier === "api" && env.API_ORIGIN)
    problems.push("--only=api에는 API_ORIGIN을 쓸 수 없습니다 / --only=api runs the reference API, so API_ORIGIN must be unset");
  if (env.SIMULATORS === "1") problems.push("운영 모드에서는 SIMULATORS=1을 쓸 수 없습니다 / SIMULATORS=1 is refused in production");
  if (env.NEXT_PUBLIC_SHELL_SIMULATOR === "1") {
    problems.push(
      "운영 모드에서는 NEXT_PUBLIC_SHELL_SIMULATOR=1을 쓸 수 없습니다 / NEXT_PUBLIC_SHELL_SIMULATOR=1 is refused in production",
    );
  }
  if (env.SEED === "1" && !env.SEED_PASSWORD) problems.push("SEED=1에는 SEED_PASSWORD가 필요합니다 / SEED=1 needs SEED_PASSWORD");
  return problems;
}

/** Where the servers listen and how the web server reaches the API. */
export function addresses(env) {
  /** Both servers bind here; loopback by default so the demo (simulators included) never reaches a network. */
  const host = env.HOST || "127.0.0.1";
  /** The host part of the URLs to print: an "every interface" address is not one a browser can open. */
  const urlHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  const product = env.PRODUCT || "evsafe";
  const apiPort = Number(env.API_PORT || 4000);
  const webPort = Number(env.WEB_PORT || 3000);
  const externalApi = env.API_ORIGIN ? env.API_ORIGIN.replace(/\/+$/, "") : null;
  /** Where the web server reaches the API: loopback when the API listens on every interface. */
  const apiOrigin = externalApi ?? `http://${urlHost === "localhost" ? "127.0.0.1" : urlHost}:${apiPort}`;
  return {
    host,
    urlHost,
    product,
    apiPort,
    webPort,
    externalApi,
    apiOrigin,
    apiBase: `${apiOrigin}/${product}/api`,
    webUrl: `http://${urlHost}:${webPort}`,
  };
}

/**
 * What a run does: check the production environment, build the web app and the API bundle when stale, start the
 * reference API (from its JavaScript build in production, through tsx otherwise) and the web server.
 */
export function runPlan(opts, env) {
  const externalApi = Boolean(env.API_ORIGIN);
  const runsBundledApi = opts.isProd && opts.runsApi && !externalApi;
  return {
    checksProductionEnv: opts.isProd && !opts.buildOnly,
    buildsWeb: opts.runsWeb && !opts.isDev,
    buildsApi: runsBundledApi,
    startsApi: !opts.buildOnly && !externalApi,
    apiRunsFrom: runsBundledApi ? "bundle" : "tsx",
    startsWeb: !opts.buildOnly && opts.runsWeb,
    webCommand: opts.isDev ? "dev" : "start",
  };
}

/** Variables every child gets in this mode: production forces the simulators and fault injection off. */
export function modeEnv(opts, demoSecrets) {
  if (opts.isProd) return { NODE_ENV: "production", SIMULATORS: "0", API_FAULTS: "0" };
  return { SIMULATORS: "1", ...demoSecrets() };
}

/**
 * The web build's switches: demo mode ships the native-shell simulator (docs/bridge.md §6), so a visitor in a desktop
 * browser can try social sign-in with `?shell=aos`; production mode never does, whatever the environment says.
 */
export function webBuildEnv(opts) {
  return { NEXT_PUBLIC_SHELL_SIMULATOR: opts.isProd ? "0" : "1" };
}

/** A text only the shell simulator's code contains (apps/web/src/shared/bridge/simulator.ts reads this global). */
export const SHELL_SIMULATOR_MARKER = "__EVSAFE_SHELL__";

/**
 * The browser chunks of a web build (`<distDir>/static/chunks`, given as name → text) that carry the shell
 * simulator: none may in production mode.
 */
export function chunksWithShellSimulator(chunks) {
  return Object.entries(chunks)
    .filter(([, code]) => code.includes(SHELL_SIMULATOR_MARKER))
    .map(([name]) => name);
}

/** A text only the demo control "데모: 하루 지나기" contains: the simulator call it makes (session-frame/components/demo-day-control.tsx). */
export const DEMO_CONTROL_MARKER = "sim/demo/day";

/** The browser chunks of a web build (name → text) that carry the demo control: none may in production mode. */
export function chunksWithDemoControl(chunks) {
  return Object.entries(chunks)
    .filter(([, code]) => code.includes(DEMO_CONTROL_MARKER))
    .map(([name]) => name);
}

/** The API server's variables over the inherited environment: next-auth's secret stays with the web server. */
export function apiServerEnv(mode, addr, env = {}) {
  return {
    ...mode,
    NEXTAUTH_SECRET: undefined,
    HOST: addr.host,
    API_PORT: String(addr.apiPort),
    PRODUCT: addr.product,
    // The API's operators' listener (/metrics, /livez, /readyz) on loopback, in the demo too (docs/operations.md).
    METRICS_PORT: env.METRICS_PORT || String(DEFAULT_API_METRICS_PORT),
  };
}

/** The API's operators' listener when METRICS_PORT is unset (apps/api/src/config.ts DEFAULT_METRICS_PORT). */
export const DEFAULT_API_METRICS_PORT = 9464;

/** The web server's variables over the inherited environment: the API's keys stay with the API. */
export function webServerEnv(opts, mode, env, addr) {
  return {
    API_ORIGIN: addr.apiOrigin,
    PRODUCT: addr.product,
    HOST: addr.host,
    SIMULATORS: mode.SIMULATORS,
    NEXTAUTH_SECRET: opts.isProd ? env.NEXTAUTH_SECRET : mode.NEXTAUTH_SECRET,
    NEXTAUTH_URL: env.NEXTAUTH_URL || addr.webUrl,
    // `next dev` compiles with the server's environment: the same switch as the demo build.
    ...webBuildEnv(opts),
    JWT_SECRET: undefined,
    FILE_ENCRYPTION_KEY: undefined,
    ...(opts.isProd ? { NODE_ENV: "production" } : {}),
  };
}
