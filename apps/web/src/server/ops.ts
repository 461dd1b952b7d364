import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serverEnv } from "@/server/env";
import { opsPort, startOpsServer, type OpsState } from "./ops-server";
import { instrumentHttpServers } from "./request-metrics";
import { routeLabeler, type RoutesManifest } from "./route-label";

/**
 * Started once per `next start` process by src/instrumentation.ts: the request metrics and the operators'
 * listener (docs/operations.md "Web tier").
 *
 * - `WEB_METRICS_PORT`: its port; `0` picks a free one (tests), `off` none. Unset: 9465 in production mode
 *   (`SIMULATORS` off), none in demo mode and the e2e suite, whose several servers share one machine.
 * - `WEB_METRICS_HOST`: its interface, `127.0.0.1` unless a scraper on another host needs it.
 * - `API_READY_URL`: what readiness asks of the API; by default the API's own `/readyz` at the root of `API_ORIGIN`
 *   (200 once the API has migrated, reaches its database and is not draining).
 */
export const DEFAULT_WEB_METRICS_PORT = 9465;

export interface OpsConfig {
  port: number | null;
  host: string;
  apiReadyUrl: string;
}

export function opsConfig(
  env: Record<string, string | undefined>,
  api: { origin: string; product: string; simulators: boolean },
): OpsConfig {
  const raw = env.WEB_METRICS_PORT?.trim() || undefined;
  let port: number | null;
  if (raw === "off") port = null;
  else if (raw === undefined) port = api.simulators ? null : DEFAULT_WEB_METRICS_PORT;
  else if (/^\d{1,5}$/.test(raw) && Number(raw) <= 65535) port = Number(raw);
  else throw new Error(`WEB_METRICS_PORT는 0~65535 또는 off여야 합니다 (${raw})`);
  return {
    port,
    host: env.WEB_METRICS_HOST?.trim() || "127.0.0.1",
    apiReadyUrl: env.API_READY_URL?.trim() || `${api.origin}/readyz`,
  };
}

const log = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);

function readManifest(): RoutesManifest {
  const file = join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "routes-manifest.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RoutesManifest;
  } catch {
    // Without the manifest (next dev) every page counts as "other"; nothing else changes.
    return {};
  }
}

export async function startOps(): Promise<void> {
  const { API_ORIGIN, PRODUCT, SIMULATORS } = serverEnv();
  const config = opsConfig(process.env, { origin: API_ORIGIN, product: PRODUCT, simulators: SIMULATORS });
  // Next starts listening before or after register() runs: both are seen (an `emit("listening")` or the flag below).
  const state: OpsState = { listening: true, draining: false };
  instrumentHttpServers(routeLabeler(readManifest()), state);
  // Next's own handler closes the server and waits for the requests in flight; readiness says so at once.
  process.once("SIGTERM", () => {
    state.draining = true;
    log({ level: "info", msg: "draining: SIGTERM received, in-flight requests finish" });
  });
  if (config.port === null) return;
  try {
    const server = await startOpsServer(config.port, config.host, { state, apiReadyUrl: config.apiReadyUrl });
    log({ level: "info", msg: "ops listener", host: config.host, port: opsPort(server), paths: ["/metrics", "/livez", "/readyz"] });
  } catch (error) {
    // A port taken must not stop the web server itself: it is said, and the site keeps serving.
    log({ level: "error", msg: "ops listener failed", host: config.host, port: config.port, error: String(error) });
  }
}
