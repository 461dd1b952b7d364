import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { buildOpsServer } from "../src/ops-server";
import { Readiness } from "../src/plugins/health";
import { createMetrics, type ApiMetrics } from "../src/plugins/metrics";
import { createTestApp, testClient, type TestApp, type TestClient } from "./helpers";

/** Everything the logger writes, one parsed JSON object per line. */
function captured() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    chunks
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { stream, lines };
}

/** The value of one series in a Prometheus text scrape, or undefined when the series does not exist. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

let t: TestApp;
let app: FastifyInstance;
let ops: FastifyInstance;
let client: TestClient;
let metrics: ApiMetrics;
const readiness = new Readiness();
const log = captured();

beforeAll(async () => {
  t = await createTestApp();
  metrics = createMetrics(() => t.deps.database.pool?.());
  app = await buildApp(
    { ...t.deps, config: { ...t.deps.config, logLevel: "info" } },
    { logger: true, logStream: log.stream, metrics, readiness },
  );
  // A handler that fails, as a bug would: its error line must carry the request's id too.
  app.get("/boom", async (req) => {
    req.log.info("about to fail");
    throw new Error("boom");
  });
  readiness.serving(t.deps.database);
  ops = await buildOpsServer(metrics, readiness);
  client = testClient(app, t.config.basePath);
});
afterAll(async () => {
  await ops.close();
  await app.close();
  await t.close();
});

const scrape = async () => (await ops.inject({ method: "GET", url: "/metrics" })).body;

describe("request id", () => {
  it("takes the caller's well-formed x-request-id, echoes it and puts it on every log line of the request, errors included", async () => {
    const id = "web-7f3a9c1e-42";
    const res = await app.inject({ method: "GET", url: "/boom", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(500);
    expect(res.headers["x-request-id"]).toBe(id);
    const mine = log.lines().filter((l) => l.reqId === id);
    const messages = mine.map((l) => l.msg);
    expect(messages).toEqual(expect.arrayContaining(["incoming request", "about to fail", "unhandled error", "request completed"]));
    // Every line about this request is tied to it: none without the id mentions its URL.
    expect(log.lines().filter((l) => JSON.stringify(l).includes("/boom") && l.reqId !== id)).toEqual([]);
  });

  it("replaces a malformed or missing id with a new UUID, on contract calls, 404s and validation errors alike", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ["short", "has space in it", "x".repeat(65), "semi;colon-123"]) {
      const res = await client.api("healthCheck", { headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"]).toMatch(uuid);
    }
    const a = await client.call("GET", "no/such/path");
    const b = await client.api("postWebVitals", { body: { samples: [] } });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(400);
    expect(a.headers["x-request-id"]).toMatch(uuid);
    expect(b.headers["x-request-id"]).toMatch(uuid);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });
});

describe("metrics", () => {
  it("count each answer under its contract call's name, never its URL", async () => {
    await client.api("existsUser", { params: { id: "someone-unique-42" } });
    const text = await scrape();
    expect(sample(text, "evsafe_api_requests_total", { call: "existsUser", method: "GET", status_class: "2xx" })).toBeGreaterThan(0);
    expect(text).not.toContain("someone-unique-42");
    expect(sample(text, "evsafe_api_request_duration_seconds_count", { call: "existsUser" })).toBeGreaterThan(0);
  });

  it("count a path no route knows as call=unknown: many unknown paths add no series", async () => {
    await client.call("GET", "probe/first");
    const before = (await scrape()).split("\n").length;
    for (let i = 0; i < 20; i++) await client.call("GET", `probe/${i}-${Math.random()}`);
    const text = await scrape();
    expect(text.split("\n").length).toBe(before);
    expect(sample(text, "evsafe_api_requests_total", { call: "unknown", status_class: "4xx" })).toBeGreaterThanOrEqual(21);
    expect(text).not.toContain("probe/");
  });

  it("count SPEC §8 outcomes, sign-in failures and lock refusals", async () => {
    await client.api("getMyProfile");
    const loginId = `locked${Date.now()}`;
    for (let i = 0; i < 11; i++) await client.api("login", { body: { loginId, password: "Wrong1234!" } });
    const text = await scrape();
    expect(sample(text, "evsafe_api_outcomes_total", { call: "getMyProfile", outcome: "signout_401" })).toBe(1);
    // The tenth failure locks the id for this client and is itself answered with the lock (429), as is the eleventh.
    expect(sample(text, "evsafe_api_login_failures_total", { call: "login" })).toBe(9);
    expect(sample(text, "evsafe_api_login_lockouts_total", { call: "login" })).toBe(2);
  });

  it("include the database pool, event-loop lag and process memory", async () => {
    const text = await scrape();
    expect(sample(text, "evsafe_api_db_pool_connections", { state: "in_use" })).toBeDefined();
    expect(sample(text, "evsafe_api_db_pool_max")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "evsafe_api_nodejs_eventloop_lag_p99_seconds")).toBeDefined();
    expect(sample(text, "evsafe_api_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("are never served on the public port, at its root or under the API base", async () => {
    for (const url of ["/metrics", `${t.config.basePath}/metrics`, `${t.config.basePath}/../metrics`]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("evsafe_api_");
    }
  });
});

describe("the Grafana dashboard (ops/grafana/evsafe.json)", () => {
  it("reads only metrics the API exports", async () => {
    const dashboard = readFileSync(new URL("../../../ops/grafana/evsafe.json", import.meta.url), "utf8");
    JSON.parse(dashboard);
    const names = new Set(
      [...dashboard.matchAll(/\b(evsafe_api_\w+|evsafe_web_vitals\w*)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, "")),
    );
    expect(names.size).toBeGreaterThan(5);
    const text = await scrape();
    for (const name of names) expect(text, name).toContain(`# TYPE ${name} `);
  });
});

describe("metrics/web-vitals", () => {
  it("answers 204 without sign-in and counts the samples by name and route; an unknown route counts as other", async () => {
    const res = await client.api("postWebVitals", {
      body: {
        samples: [
          { name: "LCP", value: 2100, route: "/statistics/[metric]" },
          { name: "CLS", value: 0.04, route: "/home" },
          { name: "INP", value: 180, route: "/made-up/route-1" },
          { name: "TTFB", value: 300, route: "/made-up/route-2" },
        ],
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const text = await scrape();
    expect(sample(text, "evsafe_web_vitals_count", { name: "LCP", route: "/statistics/[metric]" })).toBe(1);
    expect(sample(text, "evsafe_web_vitals_bucket", { name: "LCP", route: "/statistics/[metric]", le: "2500" })).toBe(1);
    expect(sample(text, "evsafe_web_vitals_bucket", { name: "LCP", route: "/statistics/[metric]", le: "1800" })).toBe(0);
    expect(sample(text, "evsafe_web_vitals_bucket", { name: "CLS", route: "/home", le: "0.05" })).toBe(1);
    expect(sample(text, "evsafe_web_vitals_count", { name: "INP", route: "other" })).toBe(1);
    expect(sample(text, "evsafe_web_vitals_count", { name: "TTFB", route: "other" })).toBe(1);
    expect(text).not.toContain("made-up");
  });

  it("refuses a bad body with 400 and a Korean message", async () => {
    const lcp = { name: "LCP", value: 1, route: "/home" } as const;
    for (const send of [
      // A metric name outside the contract's: a raw body.
      () => client.call("POST", "metrics/web-vitals", { body: { samples: [{ ...lcp, name: "FID" }] } }),
      () => client.api("postWebVitals", { body: { samples: [{ ...lcp, value: -5 }] } }),
      () => client.api("postWebVitals", { body: { samples: Array.from({ length: 11 }, () => lcp) } }),
      () => client.api("postWebVitals", { body: { samples: [{ ...lcp, route: "/" + "x".repeat(70) }] } }),
    ]) {
      const res = await send();
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
  });

  it("is limited per client IP like the other public calls", async () => {
    const res = await client.api("postWebVitals", { body: { samples: [{ name: "LCP", value: 1, route: "/home" }] }, headers: {} });
    expect(res.statusCode).toBe(204);
    // The per-IP limit keys on the route: a remote client's bucket drains (PUBLIC_CALL_LIMIT burst) and then 429s.
    const remote = await buildApp({ ...t.deps, config: { ...t.deps.config, trustProxy: "loopback" } });
    let status = 0;
    for (let i = 0; i < 1300 && status !== 429; i++) {
      const r = await remote.inject({
        method: "POST",
        url: `${t.config.basePath}/metrics/web-vitals`,
        headers: { "x-forwarded-for": "203.0.113.77" },
        payload: { samples: [{ name: "LCP", value: 1, route: "/home" }] },
      });
      status = r.statusCode;
    }
    await remote.close();
    expect(status).toBe(429);
  });
});

describe("health", () => {
  it("answers /livez and /readyz at the root of the API port and on the operators' listener, not under the API base", async () => {
    for (const target of [app, ops]) {
      expect((await target.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
      const ready = await target.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });
    }
    expect((await client.call("GET", "readyz")).statusCode).toBe(404);
    expect((await client.call("GET", "livez")).statusCode).toBe(404);
  });

  it("readiness fails while starting, while the database does not answer and while draining, and recovers by itself", async () => {
    let down = false;
    const database = {
      query: async () => {
        if (down) throw new Error("connect ECONNREFUSED");
        return [{ "?column?": 1 }];
      },
    } as unknown as Database;
    const r = new Readiness();
    expect(await r.check()).toEqual({ status: 503, body: { status: "starting" } });
    r.serving(database);
    expect((await r.check()).status).toBe(200);
    down = true;
    expect(await r.check()).toEqual({ status: 503, body: { status: "database_unreachable" } });
    down = false;
    expect((await r.check()).status).toBe(200);
    r.draining();
    expect(await r.check()).toEqual({ status: 503, body: { status: "draining" } });
  });
});
