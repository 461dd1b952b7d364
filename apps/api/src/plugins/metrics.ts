import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { calls, WEB_VITALS_OTHER_ROUTE, WEB_VITALS_ROUTES, type CallDef, type WebVitalsBody } from "@evsafe/contract";
import type { Database } from "../db/client";
import { HttpError } from "../http/errors";
import { toRoutePath } from "../http/route";
import { TOO_MANY_ATTEMPTS } from "../http/retry-later";

/**
 * The API's Prometheus metrics (docs/operations.md "Metrics"), served only on the operators' listener
 * (ops-server.ts), never on the public port. Every label takes its values from a closed set: a request is counted
 * under its contract call's name (`existsUser`, as the web's metrics name it), never its URL, and a path no route
 * knows is `unknown`, so no request from outside can create a new series.
 */

/** SPEC §8 outcome of an answer, as the web app's error policy acts on it (same values as the web's metrics). */
export type Outcome = "ok" | "signout_401" | "forbidden_403" | "pause_502" | "default_error";

export function outcomeOf(status: number): Outcome {
  if (status < 400) return "ok";
  if (status === 401) return "signout_401";
  if (status === 403) return "forbidden_403";
  if (status === 502) return "pause_502";
  return "default_error";
}

/** The label of a request path that matched no route. */
export const UNKNOWN_CALL = "unknown";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
/** Sign-in calls whose failures and lock refusals are counted. */
const SIGN_IN_CALLS: CallDef[] = [calls.login, calls.oauthLogin];

/**
 * Buckets of `evsafe_web_vitals`: one histogram holds every vital, so the list joins the thresholds of each (CLS
 * 0.1/0.25 unitless; INP 200/500 ms; TTFB 800/1800 ms; LCP 2500/4000 ms).
 */
export const WEB_VITALS_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 50, 100, 200, 300, 500, 800, 1000, 1800, 2500, 4000, 6000, 10000, 20000];

export interface ApiMetrics {
  registry: Registry;
  /** Counts real-user vitals; a route outside the web's route table is `other`. */
  recordWebVitals(samples: WebVitalsBody["samples"]): void;
  /** Counts one answer (installMetrics calls it for every request). */
  answered(call: string, method: string, status: number, seconds: number, errorCode: string | undefined): void;
}

/** What the pool gauges read: the PostgreSQL pool's use, undefined on PGlite (one connection, no pool). */
export type PoolUse = () => ReturnType<NonNullable<Database["pool"]>> | undefined;

/**
 * A registry of its own per app (tests build many), with the process's default metrics (event-loop lag, memory).
 * `poolUse` is read at each scrape (server.ts creates the metrics before the database is open).
 */
export function createMetrics(poolUse: PoolUse): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "evsafe_api_" });
  const requests = new Counter({
    name: "evsafe_api_requests_total",
    help: "Requests answered, by contract call name, method and status class",
    labelNames: ["call", "method", "status_class"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "evsafe_api_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by contract call and method",
    labelNames: ["call", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const outcomes = new Counter({
    name: "evsafe_api_outcomes_total",
    help: "Answers by the SPEC §8 outcome the web app acts on (ok, signout_401, forbidden_403, pause_502, default_error)",
    labelNames: ["call", "outcome"] as const,
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: "evsafe_api_login_failures_total",
    help: "Sign-ins refused for a wrong login id or password (401)",
    labelNames: ["call"] as const,
    registers: [registry],
  });
  const loginLockouts = new Counter({
    name: "evsafe_api_login_lockouts_total",
    help: "Sign-ins refused because too many failures locked the login id (429 TOO_MANY_ATTEMPTS)",
    labelNames: ["call"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "evsafe_api_db_pool_connections",
    help: "Database connections by state (PostgreSQL pool: in_use, idle, waiting requests; PGlite: one connection)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const p = poolUse();
      if (!p) {
        this.set({ state: "in_use" }, 0);
        this.set({ state: "idle" }, 1);
        this.set({ state: "waiting" }, 0);
        return;
      }
      this.set({ state: "in_use" }, p.open - p.idle);
      this.set({ state: "idle" }, p.idle);
      this.set({ state: "waiting" }, p.waiting);
    },
  });
  new Gauge({
    name: "evsafe_api_db_pool_max",
    help: "Most connections the pool may open (DB_POOL_MAX; 1 on PGlite)",
    registers: [registry],
    collect() {
      this.set(poolUse()?.max ?? 1);
    },
  });
  const vitals = new Histogram({
    name: "evsafe_web_vitals",
    help: "Real-user web vitals by name and route pattern: LCP, INP, TTFB in milliseconds, CLS unitless",
    labelNames: ["name", "route"] as const,
    buckets: WEB_VITALS_BUCKETS,
    registers: [registry],
  });
  const knownRoutes = new Set<string>(WEB_VITALS_ROUTES);

  return {
    registry,
    recordWebVitals(samples) {
      for (const s of samples)
        vitals.observe({ name: s.name, route: knownRoutes.has(s.route) ? s.route : WEB_VITALS_OTHER_ROUTE }, s.value);
    },
    answered(call, method, status, seconds, errorCode) {
      const m = METHODS.has(method) ? method : "OTHER";
      requests.inc({ call, method: m, status_class: `${Math.floor(status / 100)}xx` });
      duration.observe({ call, method: m }, seconds);
      outcomes.inc({ call, outcome: outcomeOf(status) });
      if (SIGN_IN_NAMES.has(call)) {
        if (status === 401) loginFailures.inc({ call });
        if (status === 429 && errorCode === TOO_MANY_ATTEMPTS) loginLockouts.inc({ call });
      }
    },
  };
}

const SIGN_IN_NAMES = new Set(
  Object.entries(calls as Record<string, CallDef>)
    .filter(([, c]) => SIGN_IN_CALLS.includes(c))
    .map(([name]) => name),
);

const errorCodes = new WeakMap<FastifyRequest, string>();

/**
 * Counts every answer of `app` under its call: the contract call's name for a contract route, the route's own pattern
 * for the few others (docs, identity verification, fault injection, health), `unknown` when no route matched.
 */
export function installMetrics(app: FastifyInstance, basePath: string, metrics: ApiMetrics): void {
  const byRoute = new Map<string, string>();
  for (const [name, call] of Object.entries(calls as Record<string, CallDef>)) {
    byRoute.set(`${call.method} ${basePath}${toRoutePath(call.path)}`, name);
  }
  const base = `${basePath}/`;
  const callOf = (req: FastifyRequest): string => {
    const url = req.routeOptions.url;
    if (!url) return UNKNOWN_CALL;
    const method = req.method === "HEAD" ? "GET" : req.method;
    return byRoute.get(`${method} ${url}`) ?? (url.startsWith(base) ? url.slice(base.length) : url);
  };
  app.addHook("onError", (req, _reply, err, done) => {
    if (err instanceof HttpError) errorCodes.set(req, err.code);
    done();
  });
  // With `done`, not `async`: it runs on every request and waits for nothing.
  app.addHook("onResponse", (req, reply, done) => {
    metrics.answered(callOf(req), req.method, reply.statusCode, reply.elapsedTime / 1000, errorCodes.get(req));
    done();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}
