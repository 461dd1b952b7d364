import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILES_PER_REQUEST } from "@evsafe/contract/areas/files";
import { ERROR_MESSAGES } from "@evsafe/contract/constants/error-messages";
import { DEFAULT_FILE_MAX_BYTES, JSON_BODY_MAX_BYTES } from "@evsafe/contract/constants/limits";
import { AUTH_ERROR_MESSAGES } from "@/auth/errors";
import { bodyLimitFor, forwardApiRequest, MULTIPART_OVERHEAD_BYTES, UPLOAD_BODY_MAX_BYTES } from "../api-forward";

const port = (s: Server) => (s.address() as AddressInfo).port;
const listen = (s: Server) => new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
const close = (s: Server) => new Promise<void>((r) => s.close(() => r()));

/** The API's answers and what it saw: requests (method, path) and the forwarder's `close` listeners per request. */
const seen: { method: string; path: string }[] = [];
const closeListenersAdded: number[] = [];
let api: Server;
let web: Server;
/** A web server whose API origin answers nothing (a closed port). */
let webWithoutApi: Server;

function forwardingServer(apiOrigin: () => string) {
  return createServer((req, res) => {
    const before = res.listenerCount("close");
    void forwardApiRequest(req, res, { apiOrigin: apiOrigin(), product: "evsafe", simulators: false });
    closeListenersAdded.push(res.listenerCount("close") - before);
  });
}

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ method: req.method!, path: req.url! });
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end('{"results":{}}'));
  });
  await listen(api);
  web = forwardingServer(() => `http://127.0.0.1:${port(api)}`);
  await listen(web);
  const closed = createServer();
  await listen(closed);
  const closedPort = port(closed);
  await close(closed);
  webWithoutApi = forwardingServer(() => `http://127.0.0.1:${closedPort}`);
  await listen(webWithoutApi);
});

afterAll(async () => {
  await Promise.all([api, web, webWithoutApi].map(close));
});

function send(server: Server, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; json: { error?: { code: string; message: string } } }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: port(server), path, method: opts.method ?? "GET", headers: opts.headers });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : {} }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("the forwarder's limits are the API's", () => {
  it("JSON bodies up to the API's body limit; uploads of the most files per request at the API's default file size", () => {
    expect(bodyLimitFor("application/json")).toBe(JSON_BODY_MAX_BYTES);
    expect(UPLOAD_BODY_MAX_BYTES).toBe(FILES_PER_REQUEST * DEFAULT_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  });
});

describe("the forwarder's own answers use the API's texts", () => {
  it("404 for an address outside the API, in the words of the API's own 404", async () => {
    const res = await send(web, "/evsafe/api/sim/identity/requests");
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: "NOT_FOUND", message: ERROR_MESSAGES.UNKNOWN_ADDRESS });
  });

  it("502 when the API cannot be reached, in the words the sign-in page shows for the same failure", async () => {
    const res = await send(webWithoutApi, "/evsafe/api/health-check");
    expect(res.status).toBe(502);
    expect(res.json.error).toEqual({ code: "BAD_GATEWAY", message: ERROR_MESSAGES.API_UNREACHABLE });
    expect(AUTH_ERROR_MESSAGES.ApiUnavailable).toBe(ERROR_MESSAGES.API_UNREACHABLE);
  });
});

describe("requests without a body", () => {
  it("a GET or HEAD is forwarded as it is, with no body limit in the way", async () => {
    seen.length = 0;
    expect((await send(web, "/evsafe/api/health-check")).status).toBe(200);
    expect((await send(web, "/evsafe/api/health-check", { method: "HEAD" })).status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(["GET", "HEAD"]);
  });

  it("a POST over the limit is still refused from its Content-Length", async () => {
    seen.length = 0;
    const res = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port: port(web),
        path: "/evsafe/api/auth/login",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(JSON_BODY_MAX_BYTES + 1) },
      });
      req.on("response", (r) => {
        r.resume();
        resolve(r.statusCode!);
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(res).toBe(413);
    expect(seen).toEqual([]);
  });
});

describe("cleanup", () => {
  it("one close listener per forwarded request does both the cleanup and the settling", async () => {
    closeListenersAdded.length = 0;
    await send(web, "/evsafe/api/health-check");
    await send(web, "/evsafe/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await send(web, "/evsafe/api/sim/x");
    expect(closeListenersAdded).toEqual([1, 1, 1]);
  });
});
