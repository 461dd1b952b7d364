import type { NextApiRequest, NextApiResponse } from "next";

/**
 * Limits in front of next-auth's endpoints that anyone can call (docs/security.md "The web tier"): `_log` writes to
 * the server's log on behalf of the browser, so its body is capped (413) and each visitor address gets a token
 * bucket (429 with Retry-After); `callback/{provider}` is a form POST for our Credentials providers, so any other
 * method is 405 with `Allow: POST` instead of next-auth's 500. Answers are the API's error shape, in Korean.
 */

/** Largest `_log` body accepted: next-auth's client sends a code, a message and a stack, well under this. */
export const LOG_BODY_MAX_BYTES = 4 * 1024;
/** `_log` posts per visitor address: a burst, then this many a minute. A page logs only when next-auth fails. */
export const LOG_RATE = { burst: 20, perMinute: 20 };
/** Addresses tracked at once; the least recently seen is forgotten first. */
const MAX_TRACKED = 10_000;

/** A token bucket per key in process memory. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly rule: { burst: number; perMinute: number },
    private readonly maxKeys = MAX_TRACKED,
  ) {
    this.perMs = rule.perMinute / 60_000;
  }

  /** Takes one token for `key` at `nowMs`: 0 when allowed, else the whole seconds until one is available. */
  take(key: string, nowMs: number): number {
    const b = this.buckets.get(key);
    const tokens = b ? Math.min(this.rule.burst, b.tokens + Math.max(0, nowMs - b.at) * this.perMs) : this.rule.burst;
    const allowed = tokens >= 1;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: nowMs });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
  }

  clear() {
    this.buckets.clear();
  }
}

const logBuckets = new TokenBuckets(LOG_RATE);

/** Tests only: a fresh bucket for every address. */
export function resetAuthEndpointLimits() {
  logBuckets.clear();
}

function refuse(res: NextApiResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json({ error: { code, message } });
}

/** The body's size in bytes: Content-Length when sent, else the parsed body's length as JSON. */
function bodyBytes(req: NextApiRequest): number {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared >= 0 && req.headers["content-length"] !== undefined) return declared;
  const body: unknown = req.body;
  if (body === undefined || body === null) return 0;
  return Buffer.byteLength(typeof body === "string" ? body : JSON.stringify(body));
}

/**
 * Answers the request itself when a limit applies (true), else leaves it to next-auth (false). `visitor` is the
 * visitor's address as pages/api/auth/[...nextauth].ts established it.
 */
export function answeredByLimits(req: NextApiRequest, res: NextApiResponse, visitor: string, nowMs = Date.now()): boolean {
  const parts = req.query.nextauth;
  const action = Array.isArray(parts) ? parts[0] : parts;
  if (action === "callback" && req.method !== "POST") {
    refuse(res, 405, "METHOD_NOT_ALLOWED", "로그인은 로그인 화면에서 해 주세요. 이 주소는 POST 요청만 받습니다.", { Allow: "POST" });
    return true;
  }
  if (action === "_log" && req.method === "POST") {
    const wait = logBuckets.take(visitor, nowMs);
    if (wait > 0) {
      refuse(res, 429, "TOO_MANY_REQUESTS", `요청이 너무 많습니다. ${wait}초 후에 다시 시도해 주세요.`, { "Retry-After": String(wait) });
      return true;
    }
    if (bodyBytes(req) > LOG_BODY_MAX_BYTES) {
      refuse(res, 413, "PAYLOAD_TOO_LARGE", `기록 요청이 너무 큽니다 (${LOG_BODY_MAX_BYTES / 1024}KB 이하).`);
      return true;
    }
  }
  return false;
}
