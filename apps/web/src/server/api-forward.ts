import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { BlockList } from "node:net";
import { Transform, type TransformCallback } from "node:stream";
import { ERROR_MESSAGES } from "@evsafe/contract/constants/error-messages";
import { ERROR_CODES } from "@evsafe/contract/constants/errors";
import { DEFAULT_FILE_MAX_BYTES, JSON_BODY_MAX_BYTES } from "@evsafe/contract/constants/limits";
import { FILES_PER_REQUEST } from "@evsafe/contract/areas/files";
import { HTTP_TIMEOUT_MS } from "@/shared/api-base";
import { callNameOf } from "./call-names";
import { clientAddress } from "./client-address";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";
import { outcomeOf, webMetrics } from "./web-metrics";

/**
 * Forwards `/{product}/api/*` from the web origin to API_ORIGIN as a stream (docs/web-shell.md "The API
 * forwarder"). It runs from the catch-all route pages/[product]/api/[...path].tsx, not in src/proxy.ts: Next
 * copies the whole body of every request its proxy layer sees into memory.
 *
 * - Framing is this hop's own: the client's `Content-Length`, `Transfer-Encoding`, `Expect` and every other
 *   hop-by-hop header stay here, and a body goes upstream as exactly the bytes this server read, framed by Node.
 *   A copied `Content-Length` on a bodiless GET made the API read the next request on the pooled socket (any
 *   client's) as the body: a request desync.
 * - A GET or HEAD that announces a body is refused with 400 and its connection closed.
 * - After any anomaly (an error, a timeout, a client gone mid-request, a body over the limit) the upstream socket is
 *   destroyed, never returned to the pool.
 * - Over-limit bodies are refused with 413 from `Content-Length` before a byte is read, and chunked bodies
 *   are cut off with 413 as soon as they pass the limit while streaming.
 * - The simulators and fault injection are forwarded only in demo mode (`SIMULATORS=1`).
 * - `X-Forwarded-For` is set here to the visitor's address: the socket's, or behind proxies named in
 *   `WEB_TRUST_PROXY` the rightmost untrusted one of their chain; never what the client wrote.
 * - `X-Request-Id`: the browser's id when well-formed, else a new one, goes to the API and back to the browser; each
 *   forwarded request is one JSON log line with it and counted by its contract call name (docs/operations.md).
 */

/** Room for the multipart boundaries, part headers and text fields around the files. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
/** A multipart upload: the API's most files per request at their largest, plus the envelope. */
export const UPLOAD_BODY_MAX_BYTES = FILES_PER_REQUEST * DEFAULT_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The API's own text for 413; an upload adds what is allowed. */
export const UPLOAD_TOO_LARGE_MESSAGE = `${ERROR_MESSAGES.PAYLOAD_TOO_LARGE} 파일은 한 번에 ${FILES_PER_REQUEST}개, 각 ${DEFAULT_FILE_MAX_BYTES / (1024 * 1024)}MB까지 올릴 수 있습니다.`;
const GATEWAY_TIMEOUT_MESSAGE = "서비스 서버의 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.";
const GATEWAY_TIMEOUT = "GATEWAY_TIMEOUT";

/**
 * Headers that describe one hop or its framing, not the request (RFC 9110 §7.6.1, RFC 9112 §6): never copied to
 * the other side. `content-length` is here because Node frames what is actually sent; `expect` because this hop
 * answers it.
 */
const HOP_BY_HOP = new Set([
  "host",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "expect",
]);

/** The hop-by-hop headers of a message: the fixed ones and those its `Connection` header names. */
function hopByHop(connection: string | string[] | undefined): Set<string> {
  const named = (Array.isArray(connection) ? connection.join(",") : (connection ?? ""))
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return named.length ? new Set([...HOP_BY_HOP, ...named]) : HOP_BY_HOP;
}
const SESSION_COOKIE = /^(__Secure-|__Host-)?next-auth\./;

export interface ForwardOptions {
  apiOrigin: string;
  product: string;
  /** Demo mode: the simulators and fault injection are forwarded. */
  simulators: boolean;
  /** Proxies in front of this server whose `X-Forwarded-For` is believed (`WEB_TRUST_PROXY`); none by default. */
  trustProxy?: BlockList | null;
  timeoutMs?: number;
  /** Where the one log line per request goes; standard output by default. */
  log?: (line: ForwardLogLine) => void;
}

/** What is logged of a forwarded request: no path (it carries ids), no header, no body. */
export interface ForwardLogLine {
  time: string;
  level: "info" | "warn";
  msg: "api-forward";
  reqId: string;
  call: string;
  method: string;
  status: number;
  durationMs: number;
  /** The answer did not reach its end (the client went away, or the API's answer was cut). */
  aborted?: true;
}

const writeLogLine = (line: ForwardLogLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

const isMultipart = (contentType: string | undefined) => /^multipart\//i.test(contentType ?? "");

/** Largest body accepted for a request of this content type. */
export function bodyLimitFor(contentType: string | undefined): number {
  return isMultipart(contentType) ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
}

/** The part of the path after `/{product}/api/`, or null when the path is not the API's. */
export function apiSubPath(pathname: string, product: string): string | null {
  const prefix = `/${product}/api/`;
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

/** The simulated third parties and fault injection: demo mode only (docs/security.md). */
export function isDemoOnlyPath(subPath: string): boolean {
  const first = subPath.split("/", 1)[0]!;
  return first === "sim" || first.startsWith("__faults");
}

/** The session cookie holds the refresh token (encrypted); the business API authenticates with Bearer tokens. */
export function withoutSessionCookies(header: string | null | undefined): string {
  if (!header) return "";
  return header
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c && !SESSION_COOKIE.test(c))
    .join("; ");
}

/**
 * `X-Forwarded-For` for the API: the visitor's one address (server/client-address.ts), never a chain with what the
 * client wrote. The API believes this header only from the web server (`TRUST_PROXY`), so a client-written value
 * would choose its own rate-limit bucket.
 */
export function forwardedFor(req: Pick<IncomingMessage, "headers" | "socket">, trust: BlockList | null = null): string {
  return clientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trust);
}

/** The headers sent to the API. */
export function upstreamHeaders(
  req: Pick<IncomingMessage, "headers" | "socket"> & { method?: string },
  trust: BlockList | null = null,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const skip = hopByHop(req.headers.connection);
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || skip.has(name) || name.startsWith("x-forwarded-") || name === "forwarded") continue;
    out[name] = value;
  }
  const cookie = withoutSessionCookies(req.headers.cookie);
  if (cookie) out.cookie = cookie;
  else delete out.cookie;
  out["x-forwarded-for"] = forwardedFor(req, trust);
  // A body goes up framed by this hop: chunked when the client chunked it, else the length Node's parser already
  // held the client to. Said explicitly, since Node's client frames a DELETE or OPTIONS body by neither on its own.
  if (hasBody(req.method)) {
    const length = req.headers["content-length"];
    if (req.headers["transfer-encoding"] !== undefined) out["transfer-encoding"] = "chunked";
    // Neither header: no body (RFC 9112 §6.3), said as a length of 0.
    else out["content-length"] = length !== undefined && /^\d+$/.test(length) ? length : "0";
  }
  out["x-forwarded-host"] = req.headers.host ?? "";
  const proto = req.headers["x-forwarded-proto"];
  out["x-forwarded-proto"] = (Array.isArray(proto) ? proto[0] : proto) === "https" ? "https" : "http";
  return out;
}

function sendError(res: ServerResponse, status: number, code: string, message: string, opts: { close?: boolean } = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(opts.close ? { connection: "close" } : {}),
  });
  res.end(body);
}

/** Counts the bytes of a streamed body and fails once it passes the limit. */
class BodyLimit extends Transform {
  private seen = 0;
  exceeded = false;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      done(new Error("body over limit"));
      return;
    }
    done(null, chunk);
  }
}

function hasBody(method: string | undefined) {
  return method !== "GET" && method !== "HEAD";
}

/** The request announces a body: a non-zero `Content-Length` or any `Transfer-Encoding`. */
const announcesBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0").trim() !== "0";

/**
 * Refuses an over-limit body. What the client still sends is read and dropped chunk by chunk (never kept), so
 * the client reads the 413 instead of a reset connection, and the connection stays usable.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse) {
  const message = isMultipart(req.headers["content-type"]) ? UPLOAD_TOO_LARGE_MESSAGE : ERROR_MESSAGES.PAYLOAD_TOO_LARGE;
  sendError(res, 413, ERROR_CODES.PAYLOAD_TOO_LARGE, message);
  req.unpipe();
  req.resume();
}

/** Forwards one request to the API and streams the answer back; resolves when the answer is sent. */
export function forwardApiRequest(req: IncomingMessage, res: ServerResponse, opts: ForwardOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const url = new URL(req.url ?? "/", "http://web.invalid");
    const subPath = apiSubPath(url.pathname, opts.product);
    /** What to undo once the answer is sent or the client has gone; set when the request goes upstream. */
    let onClose = () => {};
    res.once("close", () => {
      onClose();
      record(req, res, { requestId, subPath, seconds: (performance.now() - started) / 1000, log: opts.log ?? writeLogLine });
      resolve();
    });
    if (subPath === null || (isDemoOnlyPath(subPath) && !opts.simulators)) {
      sendError(res, 404, ERROR_CODES.NOT_FOUND, ERROR_MESSAGES.UNKNOWN_ADDRESS);
      return;
    }

    if (!hasBody(req.method) && announcesBody(req)) {
      // Whatever follows on this connection cannot be trusted to be a request of its own: answer and close it.
      sendError(res, 400, ERROR_CODES.VALIDATION, ERROR_MESSAGES.BODY_NOT_ALLOWED, { close: true });
      return;
    }

    let counter: BodyLimit | undefined;
    if (hasBody(req.method)) {
      const limit = bodyLimitFor(req.headers["content-type"]);
      if (Number(req.headers["content-length"] ?? "0") > limit) {
        // Decided from the header alone, before any of the body is read.
        refuseBody(req, res);
        return;
      }
      counter = new BodyLimit(limit);
    }

    const target = new URL(`${opts.apiOrigin}/${opts.product}/api/${subPath}${url.search}`);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const headers = upstreamHeaders(req, opts.trustProxy);
    headers[REQUEST_ID_HEADER] = requestId;
    const upstream = send(target, { method: req.method, headers });
    const timer = setTimeout(() => upstream.destroy(new TimeoutError()), opts.timeoutMs ?? HTTP_TIMEOUT_MS);
    onClose = () => {
      clearTimeout(timer);
      // The client went away: stop the API's work on its behalf.
      if (!res.writableFinished) upstream.destroy();
    };

    upstream.on("response", (answer) => {
      const headers: OutgoingHttpHeaders = {};
      const skip = hopByHop(answer.headers.connection);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !skip.has(name)) headers[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      answer.on("end", () => clearTimeout(timer));
      // An answer cut off upstream: the socket is dropped with it, and the client's answer ends unfinished.
      answer.on("error", () => {
        upstream.destroy();
        res.destroy();
      });
    });
    upstream.on("error", (err) => {
      clearTimeout(timer);
      if (counter?.exceeded) refuseBody(req, res);
      else if (err instanceof TimeoutError) sendError(res, 504, GATEWAY_TIMEOUT, GATEWAY_TIMEOUT_MESSAGE);
      else sendError(res, 502, ERROR_CODES.BAD_GATEWAY, ERROR_MESSAGES.API_UNREACHABLE);
    });

    if (!counter) {
      upstream.end();
      return;
    }
    counter.on("error", () => upstream.destroy(new Error("body over limit")));
    req.on("error", () => upstream.destroy());
    // The client went away before its body was complete: the API must not wait for (or be sent) the rest.
    req.on("close", () => {
      if (!req.complete) upstream.destroy();
    });
    req.pipe(counter).pipe(upstream);
  });
}

/** Counts the forwarded call and writes its log line. An answer that never started counts as 0 (cut). */
function record(
  req: IncomingMessage,
  res: ServerResponse,
  { requestId, subPath, seconds, log }: { requestId: string; subPath: string | null; seconds: number; log: (line: ForwardLogLine) => void },
) {
  const call = subPath === null ? "unknown" : callNameOf(req.method, subPath);
  const status = res.headersSent ? res.statusCode : 0;
  const metrics = webMetrics();
  metrics.apiOutcomes.inc({ call, outcome: status === 0 ? "default_error" : outcomeOf(status) });
  metrics.apiDuration.observe({ call }, seconds);
  log({
    time: new Date().toISOString(),
    level: status === 0 || status >= 500 ? "warn" : "info",
    msg: "api-forward",
    reqId: requestId,
    call,
    method: req.method ?? "GET",
    status,
    durationMs: Math.round(seconds * 1000),
    ...(res.writableFinished ? {} : { aborted: true as const }),
  });
}

class TimeoutError extends Error {
  override name = "TimeoutError";
}
