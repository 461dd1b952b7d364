import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { OPS_SERVER, type OpsState } from "./ops-server";
import { statusClass, webMetrics } from "./web-metrics";

/**
 * Counts and times every request `next start`'s server answers, by page route pattern (server/route-label.ts).
 * Next offers no hook around a request, so the HTTP server's `emit` is wrapped: `request` starts the clock, the
 * answer's `close` stops it; `listening` and `close` of the server say whether it is up (readiness).
 */
export function instrumentHttpServers(routeOf: (pathname: string) => string, state: OpsState): void {
  const proto = Server.prototype as Server & { [WRAPPED]?: true };
  if (proto[WRAPPED]) return;
  proto[WRAPPED] = true;
  const emit = proto.emit;
  proto.emit = function (this: Server & { [OPS_SERVER]?: true }, event: string | symbol, ...args: unknown[]) {
    if (!this[OPS_SERVER]) {
      if (event === "request") observe(args[0] as IncomingMessage, args[1] as ServerResponse, routeOf);
      else if (event === "listening") state.listening = true;
      else if (event === "close") state.listening = false;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}

const WRAPPED = Symbol.for("evsafe.web.requestMetrics");

function observe(req: IncomingMessage, res: ServerResponse, routeOf: (pathname: string) => string) {
  const started = performance.now();
  res.once("close", () => {
    let route = "other";
    try {
      route = routeOf(new URL(req.url ?? "/", "http://web.invalid").pathname);
    } catch {
      // An unparsable URL is "other".
    }
    const { requests, duration } = webMetrics();
    // An answer that never started was cut: counted as class 0xx, so it is seen.
    requests.inc({ route, status_class: res.headersSent ? statusClass(res.statusCode) : "0xx" });
    duration.observe({ route }, (performance.now() - started) / 1000);
  });
}
