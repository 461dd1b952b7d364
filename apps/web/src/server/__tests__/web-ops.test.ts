import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forwardApiRequest, type ForwardLogLine } from "../api-forward";
import { callNameOf } from "../call-names";
import { opsConfig } from "../ops";
import { startOpsServer, type OpsState } from "../ops-server";
import { instrumentHttpServers } from "../request-metrics";
import { routeLabeler } from "../route-label";
import { outcomeOf, webMetrics } from "../web-metrics";

const port = (s: Server) => (s.address() as AddressInfo).port;
const listen = (s: Server) => new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
const close = (s: Server) => new Promise<void>((r) => s.close(() => r()));

function get(p: number, path: string, opts: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: p, path, method: opts.method ?? "GET", headers: opts.headers });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The series of one metric in a scrape: the lines that start with its name and a label set. */
const series = (text: string, name: string) => text.split("\n").filter((l) => l.startsWith(`${name}{`));

// The build's manifest, reduced to what labels need: a static page, a dynamic one, the forwarder, the 404 page.
const MANIFEST = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/404", regex: "^/404(?:/)?$" },
    { page: "/home", regex: "^/home(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/[product]/api/[...path]", regex: "^/([^/]+?)/api/(.+?)(?:/)?$" },
    { page: "/alerts/[id]", regex: "^/alerts/([^/]+?)(?:/)?$" },
  ],
};

describe("labels: a fixed set whatever the URL", () => {
  it("routes are the build's page patterns; the forwarder, static files and anything unknown have one label each", () => {
    const routeOf = routeLabeler(MANIFEST);
    expect(routeOf("/home")).toBe("/home");
    expect(routeOf("/alerts/123")).toBe("/alerts/[id]");
    expect(routeOf("/alerts/456")).toBe("/alerts/[id]");
    expect(routeOf("/_next/data/build-1/alerts/9.json")).toBe("/alerts/[id]");
    expect(routeOf("/_next/data/build-1/index.json")).toBe("/");
    expect(routeOf("/evsafe/api/users/me")).toBe("api-forward");
    expect(routeOf("/_next/static/chunks/a.js")).toBe("static");
    expect(routeOf("/wp-admin/x.php")).toBe("other");
    expect(routeOf("/404")).toBe("other");
  });

  it("calls are the contract's names by method and path; anything else is unknown", () => {
    expect(callNameOf("GET", "health-check")).toBe("healthCheck");
    expect(callNameOf("GET", "codes/CAR_MAKER")).toBe("getCodes");
    expect(callNameOf("HEAD", "health-check")).toBe("healthCheck");
    expect(callNameOf("DELETE", "health-check")).toBe("unknown");
    expect(callNameOf("GET", "no/such/call/4711")).toBe("unknown");
  });

  it("SPEC §8 outcomes by status", () => {
    expect([200, 204, 304, 401, 403, 502, 400, 404, 413, 500, 503, 504].map(outcomeOf)).toEqual([
      "ok",
      "ok",
      "ok",
      "signout_401",
      "forbidden_403",
      "pause_502",
      "default_error",
      "default_error",
      "default_error",
      "default_error",
      "default_error",
      "default_error",
    ]);
  });
});

describe("the forwarder: request id, log line, per-call metrics", () => {
  let api: Server;
  let web: Server;
  const apiSaw: { id: string | undefined; path: string }[] = [];
  const lines: ForwardLogLine[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      apiSaw.push({ id: req.headers["x-request-id"] as string | undefined, path: req.url! });
      const status = req.url!.includes("codes/") ? 401 : req.url!.includes("no/such") ? 404 : 200;
      res.writeHead(status, { "content-type": "application/json", "x-request-id": String(req.headers["x-request-id"]) });
      res.end(status === 200 ? '{"results":{}}' : '{"error":{"code":"X","message":"안 됩니다."}}');
    });
    await listen(api);
    web = createServer((req, res) => {
      void forwardApiRequest(req, res, {
        apiOrigin: `http://127.0.0.1:${port(api)}`,
        product: "evsafe",
        simulators: false,
        log: (line) => lines.push(line),
      });
    });
    await listen(web);
  });
  afterAll(async () => {
    await Promise.all([api, web].map(close));
  });
  beforeEach(() => {
    apiSaw.length = 0;
    lines.length = 0;
  });

  it("keeps the browser's well-formed id: the API gets it, the browser gets it back, the log line has it", async () => {
    const id = "5f0c2a9e-8b1d-4c3e-9a47-2d6b1e0f7c11";
    const res = await get(port(web), "/evsafe/api/health-check", { headers: { "x-request-id": id } });
    expect(res.status).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    expect(apiSaw[0]?.id).toBe(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "api-forward", reqId: id, call: "healthCheck", method: "GET", status: 200 });
    expect(typeof lines[0]!.durationMs).toBe("number");
  });

  it("replaces a malformed or missing id with a new one, and never logs the path, a header or a token", async () => {
    await get(port(web), "/evsafe/api/codes/CAR?serviceToken=secret-123", {
      headers: { "x-request-id": "bad id; drop <x>", authorization: "Bearer secret-abc" },
    });
    await get(port(web), "/evsafe/api/health-check");
    const [first, second] = apiSaw.map((s) => s.id);
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(first).not.toBe(second);
    expect(lines[0]).toMatchObject({ reqId: first, call: "getCodes", status: 401, level: "info" });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("secret");
    expect(logged).not.toContain("CAR");
  });

  it("counts each call by its contract name and SPEC §8 outcome; unknown paths share one series", async () => {
    await get(port(web), "/evsafe/api/codes/A");
    await get(port(web), "/evsafe/api/no/such/call/1");
    const before = series(await webMetrics().registry.metrics(), "evsafe_web_api_outcomes_total");
    await get(port(web), "/evsafe/api/no/such/call/2");
    await get(port(web), "/evsafe/api/no/such/other-made-up-path-77");
    const text = await webMetrics().registry.metrics();
    const outcomes = series(text, "evsafe_web_api_outcomes_total");
    expect(outcomes).toContainEqual(expect.stringMatching(/^evsafe_web_api_outcomes_total\{call="getCodes",outcome="signout_401"\} \d+$/));
    expect(outcomes).toContainEqual(expect.stringMatching(/^evsafe_web_api_outcomes_total\{call="unknown",outcome="default_error"\} \d+$/));
    // Two more made-up paths: the same series, none naming a path.
    expect(outcomes).toHaveLength(before.length);
    expect(text).not.toMatch(/no\/such|made-up|codes\/A/);
    expect(series(text, "evsafe_web_api_forward_duration_seconds_count")).toContainEqual(
      expect.stringMatching(/^evsafe_web_api_forward_duration_seconds_count\{call="getCodes"\} \d+$/),
    );
  });
});

describe("request metrics of the public server and the operators' listener", () => {
  let web: Server;
  let api: Server;
  let ops: Server;
  let apiUp = false;
  const state: OpsState = { listening: true, draining: false };

  beforeAll(async () => {
    instrumentHttpServers(routeLabeler(MANIFEST), state);
    web = createServer((req, res) => res.writeHead(req.url === "/home" || req.url!.startsWith("/alerts/") ? 200 : 404).end("ok"));
    await listen(web);
    api = createServer((_req, res) => res.writeHead(apiUp ? 200 : 503).end("{}"));
    await listen(api);
    ops = await startOpsServer(0, "127.0.0.1", { state, apiReadyUrl: `http://127.0.0.1:${port(api)}/readyz`, apiTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await Promise.all([web, api, ops].map(close));
  });

  it("/livez answers while the process runs", async () => {
    expect((await get(port(ops), "/livez")).status).toBe(200);
  });

  it("/readyz fails while the API is not ready and recovers by itself when it is; fails while draining", async () => {
    apiUp = false;
    const down = await get(port(ops), "/readyz");
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toMatchObject({ status: "not ready", checks: { api: false } });
    apiUp = true;
    expect((await get(port(ops), "/readyz")).status).toBe(200);
    state.draining = true;
    expect((await get(port(ops), "/readyz")).status).toBe(503);
    state.draining = false;
    expect((await get(port(ops), "/readyz")).status).toBe(200);
  });

  it("a public server that closed is not ready", async () => {
    apiUp = true;
    const other = createServer();
    await listen(other);
    expect(state.listening).toBe(true);
    await close(other);
    expect(state.listening).toBe(false);
    expect((await get(port(ops), "/readyz")).status).toBe(503);
    state.listening = true;
  });

  it("counts pages by route pattern; unknown paths add no series; the ops listener's own scrapes are not counted", async () => {
    await get(port(web), "/home");
    await get(port(web), "/alerts/1");
    await get(port(web), "/alerts/2");
    await get(port(web), "/made-up-1");
    const first = (await get(port(ops), "/metrics")).text;
    await get(port(web), "/made-up-2");
    await get(port(web), "/another/made/up?x=1");
    const scrape = await get(port(ops), "/metrics");
    expect(scrape.status).toBe(200);
    expect(scrape.headers["content-type"]).toMatch(/^text\/plain/);
    const text = scrape.text;
    expect(series(text, "evsafe_web_http_requests_total")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^evsafe_web_http_requests_total\{route="\/alerts\/\[id\]",status_class="2xx"\} 2$/),
        expect.stringMatching(/^evsafe_web_http_requests_total\{route="\/home",status_class="2xx"\} 1$/),
        expect.stringMatching(/^evsafe_web_http_requests_total\{route="other",status_class="4xx"\} 3$/),
      ]),
    );
    expect(series(text, "evsafe_web_http_requests_total")).toHaveLength(series(first, "evsafe_web_http_requests_total").length);
    expect(series(text, "evsafe_web_http_request_duration_seconds_bucket").length).toBe(
      series(first, "evsafe_web_http_request_duration_seconds_bucket").length,
    );
    expect(text).not.toMatch(/made-up|route="\/metrics"/);
    // Default process metrics, with the web tier's prefix: memory and event-loop lag.
    expect(text).toMatch(/^evsafe_web_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^evsafe_web_nodejs_eventloop_lag_p99_seconds /m);
  });

  it("anything else on the ops listener is 404; only GET and HEAD", async () => {
    expect((await get(port(ops), "/")).status).toBe(404);
    expect((await get(port(ops), "/metrics", { method: "POST" })).status).toBe(405);
  });
});

describe("configuration", () => {
  const api = { origin: "http://api:4000", product: "evsafe", simulators: false };
  it("production mode listens on 9465 at loopback by default; demo mode only when asked; 0 and off", () => {
    expect(opsConfig({}, api)).toEqual({ port: 9465, host: "127.0.0.1", apiReadyUrl: "http://api:4000/readyz" });
    expect(opsConfig({}, { ...api, simulators: true }).port).toBeNull();
    expect(opsConfig({ WEB_METRICS_PORT: "0" }, { ...api, simulators: true }).port).toBe(0);
    expect(opsConfig({ WEB_METRICS_PORT: "off" }, api).port).toBeNull();
    expect(opsConfig({ WEB_METRICS_HOST: "0.0.0.0", API_READY_URL: "http://api:9464/readyz" }, api)).toMatchObject({
      host: "0.0.0.0",
      apiReadyUrl: "http://api:9464/readyz",
    });
    expect(() => opsConfig({ WEB_METRICS_PORT: "nine" }, api)).toThrow(/WEB_METRICS_PORT/);
  });
});

describe("the Grafana dashboard (ops/grafana/evsafe.json)", () => {
  it("reads only web metrics the web server exports", async () => {
    const { readFileSync } = await import("node:fs");
    const dashboard = readFileSync(new URL("../../../../../ops/grafana/evsafe.json", import.meta.url), "utf8");
    JSON.parse(dashboard);
    // evsafe_web_vitals is the API's (the vitals are reported through it): its own test checks it.
    const names = new Set([...dashboard.matchAll(/\b(evsafe_web_(?!vitals)\w+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, "")));
    expect(names.size).toBeGreaterThan(4);
    const text = await webMetrics().registry.metrics();
    for (const name of names) expect(text, name).toContain(`# TYPE ${name} `);
  });
});
