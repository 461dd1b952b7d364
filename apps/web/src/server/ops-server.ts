import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { webMetrics } from "./web-metrics";

/**
 * The operators' listener of the web tier (docs/operations.md "Web tier"): `/metrics` (Prometheus text),
 * `/livez` and `/readyz`, on a port of its own bound to loopback by default, never on the public origin.
 *
 * - Liveness: the process answers.
 * - Readiness: the public server is listening, is not draining (SIGTERM), and the API answers its own readiness
 *   check with 200. It is asked afresh on every probe, so readiness comes back by itself once the API does.
 */

export interface OpsState {
  /** The public server is listening. */
  listening: boolean;
  /** SIGTERM arrived: in-flight requests finish, no new traffic should be sent here. */
  draining: boolean;
}

export interface OpsServerOptions {
  state: OpsState;
  /** The API's readiness check (an absolute URL). */
  apiReadyUrl: string;
  /** How long the API's check may take before the web counts it as not ready. */
  apiTimeoutMs?: number;
}

const API_READY_TIMEOUT_MS = 2_000;

async function apiReady(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

export async function handleOpsRequest(req: IncomingMessage, res: ServerResponse, opts: OpsServerOptions): Promise<void> {
  const path = new URL(req.url ?? "/", "http://ops.invalid").pathname;
  if (req.method !== "GET" && req.method !== "HEAD") return json(res, 405, { status: "method not allowed" });
  if (path === "/livez") return json(res, 200, { status: "ok" });
  if (path === "/readyz") {
    const { listening, draining } = opts.state;
    const api = listening && !draining ? await apiReady(opts.apiReadyUrl, opts.apiTimeoutMs ?? API_READY_TIMEOUT_MS) : false;
    const ready = listening && !draining && api;
    return json(res, ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks: { listening, draining, api } });
  }
  if (path === "/metrics") {
    const { registry } = webMetrics();
    const text = await registry.metrics();
    res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
    res.end(text);
    return;
  }
  json(res, 404, { status: "not found" });
}

/** Marks a server as the ops listener, so the request metrics leave its scrapes out. */
export const OPS_SERVER = Symbol.for("evsafe.web.opsServer");

export function startOpsServer(port: number, host: string, opts: OpsServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    void handleOpsRequest(req, res, opts).catch(() => json(res, 500, { status: "error" }));
  });
  (server as Server & { [OPS_SERVER]?: true })[OPS_SERVER] = true;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      // Never keeps the process alive: `next start` exits once its own server has drained.
      server.unref();
      resolve(server);
    });
  });
}

export const opsPort = (server: Server) => (server.address() as AddressInfo).port;
