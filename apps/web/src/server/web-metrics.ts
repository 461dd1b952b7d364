import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/**
 * The web tier's Prometheus metrics (docs/operations.md "Web tier"), served only on the ops listener
 * (server/ops-server.ts), never on the public origin. Every label has a fixed set of values: routes are the build's
 * page patterns (or `api-forward`, `static`, `other`), calls are the contract's names (or `unknown`), so no URL a
 * visitor makes up creates a series.
 */

/** SPEC §8's classes of a forwarded call's answer (docs/error-policy.md: which status the browser acts on how). */
export type ApiOutcome = "ok" | "signout_401" | "forbidden_403" | "pause_502" | "default_error";

export function outcomeOf(status: number): ApiOutcome {
  if (status < 400) return "ok";
  if (status === 401) return "signout_401";
  // A 403 is the forced dialog, the expired service included (the API sends SERVICE_EXPIRED as a 403).
  if (status === 403) return "forbidden_403";
  if (status === 502) return "pause_502";
  return "default_error";
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export interface WebMetrics {
  registry: Registry;
  requests: Counter<"route" | "status_class">;
  duration: Histogram<"route">;
  apiOutcomes: Counter<"call" | "outcome">;
  apiDuration: Histogram<"call">;
}

const SECONDS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create(): WebMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "evsafe_web_" });
  return {
    registry,
    requests: new Counter({
      name: "evsafe_web_http_requests_total",
      help: "Requests answered by the web server, by page route pattern and status class",
      labelNames: ["route", "status_class"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "evsafe_web_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer's end, by page route pattern",
      labelNames: ["route"],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    apiOutcomes: new Counter({
      name: "evsafe_web_api_outcomes_total",
      help: "Business-API calls forwarded by the web server, by contract call name and SPEC §8 outcome",
      labelNames: ["call", "outcome"],
      registers: [registry],
    }),
    apiDuration: new Histogram({
      name: "evsafe_web_api_forward_duration_seconds",
      help: "Time a forwarded business-API call took through the web server, by contract call name",
      labelNames: ["call"],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
  };
}

// Next bundles instrumentation and each page separately, so this module may be evaluated more than once in one
// process: the metrics live on the process, created once.
const KEY = Symbol.for("evsafe.web.metrics");
const holder = globalThis as typeof globalThis & { [KEY]?: WebMetrics };

export function webMetrics(): WebMetrics {
  return (holder[KEY] ??= create());
}
