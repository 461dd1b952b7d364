import type { FastifyInstance, FastifyRequest } from "fastify";
import { calls, type CallDef } from "@evsafe/contract";
import { toRoutePath } from "../http/route";
import { RetryLaterError, TOO_MANY_REQUESTS } from "../http/retry-later";
import { LruMap } from "../lru-map";
import { SharedTokenBuckets, type Buckets } from "./rate-limit-store";

/**
 * Per-client-IP token buckets (docs/security.md "Abuse limits"): generous, since Korean carriers put many phones
 * behind one address; the per-account limits (services/attempt-limits.ts) do the real work. On PostgreSQL the
 * buckets are rows every API instance shares (rate-limit-store.ts), so N instances behind a load balancer give a
 * client the same rates as one; on PGlite, which one process holds alone, they stay in process memory.
 */
export interface BucketRule {
  /** Requests a client may send at once. */
  burst: number;
  /** Requests per minute the bucket refills. */
  perMinute: number;
}

/** Every public call and every auth/* call. */
export const PUBLIC_CALL_LIMIT: BucketRule = { burst: 1200, perMinute: 600 };
/** Each call that hashes a password or checks a person (sign-in, sign-up, find-id, reset, identity verification). */
export const EXPENSIVE_CALL_LIMIT: BucketRule = { burst: 120, perMinute: 60 };
/**
 * Each call that tells whether a login id exists (`users/{id}/exists`, and sign-up's `users/id-duplicated`): tight,
 * so that ids cannot be listed at speed; a person choosing an id while signing up checks a few.
 */
export const LOGIN_ID_CHECK_LIMIT: BucketRule = { burst: 10, perMinute: 10 };
/**
 * The public check of a battery certificate: a visitor opens one or two links, and ids are random, so anything
 * more is someone trying ids (docs/report.md).
 */
export const CERTIFICATE_CHECK_LIMIT: BucketRule = { burst: 30, perMinute: 30 };
/** Clients remembered per bucket; the least recently seen is forgotten first, so memory stays bounded. */
export const MAX_TRACKED_CLIENTS = 50_000;

const EXPENSIVE_CALLS: CallDef[] = [calls.login, calls.oauthLogin, calls.signup, calls.oauthSignup, calls.findId, calls.setPasswordByToken];
const LOGIN_ID_CHECK_CALLS: CallDef[] = [calls.existsUser, calls.idDuplicated];
/** Identity verification (outside the contract) and its demo simulator: each asks a provider to check a person. */
const EXPENSIVE_SIMULATOR_PATHS = ["identity-verification", "sim/identity-verification"];

/**
 * A client on the API's own machine: the web server's own calls (sign-in through next-auth, server rendering), an
 * operator, the test and e2e suites. Not limited per IP (the per-account limits still apply). A remote client cannot
 * pass for one: a trusted proxy appends the address it saw, which is not loopback for a remote client.
 */
export function isLoopback(ip: string): boolean {
  return ip.startsWith("127.") || ip === "::1" || ip.startsWith("::ffff:127.");
}

/** A token bucket per key in process memory; at most `maxKeys` keys, the least recently seen dropped first. */
export class TokenBuckets implements Buckets {
  private readonly buckets: LruMap<string, { tokens: number; at: number }>;
  private readonly perMs: number;

  constructor(
    private readonly rule: BucketRule,
    maxKeys = MAX_TRACKED_CLIENTS,
  ) {
    this.buckets = new LruMap(maxKeys);
    this.perMs = rule.perMinute / 60_000;
  }

  /** Takes one token for `key` at time `nowMs`: 0 when allowed, else the seconds until one is available. */
  take(key: string, nowMs: number): number {
    const b = this.buckets.get(key);
    const tokens = b ? Math.min(this.rule.burst, b.tokens + Math.max(0, nowMs - b.at) * this.perMs) : this.rule.burst;
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: nowMs });
    return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
  }

  get size(): number {
    return this.buckets.size;
  }
}

type LimitKind = "public" | "expensive" | "id-check" | "certificate";

/** Buckets in the database every instance shares on PostgreSQL; in this process's memory on PGlite. */
function defaultBuckets(app: FastifyInstance): (name: string, rule: BucketRule) => Buckets {
  const database = app.deps.database;
  if (database.kind !== "postgres") return (_name, rule) => new TokenBuckets(rule);
  return (name, rule) => new SharedTokenBuckets(database, name, rule, (err) => app.log.warn({ err }, `rate limit: pruning ${name} failed`));
}

/**
 * Installs the per-IP limits on `app` (before the routes are registered) and the `Retry-After` header of every
 * RetryLaterError. The client IP is Fastify's `req.ip`: X-Forwarded-For counts only from a trusted proxy
 * (`TRUST_PROXY`, loopback by default). Fault injection, docs and the bare route have no limit, nor has a client on
 * this machine (`isLoopback`). `bucketsFor` makes each named bucket: shared through the database on PostgreSQL,
 * in memory on PGlite, unless given.
 */
export function installRateLimit(
  app: FastifyInstance,
  basePath: string,
  bucketsFor: (name: string, rule: BucketRule) => Buckets = defaultBuckets(app),
): void {
  const routeKey = (method: string, url: string) => `${method} ${url}`;
  const limited = new Map<string, LimitKind>();
  for (const call of Object.values(calls as Record<string, CallDef>)) {
    if (call.auth === "public" || call.path.startsWith("auth/")) {
      limited.set(routeKey(call.method, basePath + toRoutePath(call.path)), "public");
    }
  }
  for (const call of EXPENSIVE_CALLS) limited.set(routeKey(call.method, basePath + toRoutePath(call.path)), "expensive");
  for (const path of EXPENSIVE_SIMULATOR_PATHS) limited.set(routeKey("POST", `${basePath}/${path}`), "expensive");
  for (const call of LOGIN_ID_CHECK_CALLS) limited.set(routeKey(call.method, basePath + toRoutePath(call.path)), "id-check");
  // The check and its PDF answer the same question: one bucket per address for both.
  for (const call of [calls.getCertificate, calls.getCertificatePdf]) {
    limited.set(routeKey(call.method, basePath + toRoutePath(call.path)), "certificate");
  }
  const simulatorPrefix = `${basePath}/sim/`;

  const publicBuckets = bucketsFor("public", PUBLIC_CALL_LIMIT);
  const expensiveBuckets = bucketsFor("expensive", EXPENSIVE_CALL_LIMIT);
  // One bucket per IP for both id checks: either answers the same question.
  const idCheckBuckets = bucketsFor("id-check", LOGIN_ID_CHECK_LIMIT);
  const certificateBuckets = bucketsFor("certificate", CERTIFICATE_CHECK_LIMIT);

  const take = async (req: FastifyRequest, key: string, kind: LimitKind) => {
    const nowMs = app.deps.now().getTime();
    let wait = await publicBuckets.take(req.ip, nowMs);
    if (!wait && kind === "expensive") wait = await expensiveBuckets.take(`${key}|${req.ip}`, nowMs);
    if (!wait && kind === "id-check") wait = await idCheckBuckets.take(req.ip, nowMs);
    if (!wait && kind === "certificate") wait = await certificateBuckets.take(req.ip, nowMs);
    if (wait) throw new RetryLaterError(429, TOO_MANY_REQUESTS, `요청이 너무 많습니다. ${wait}초 후에 다시 시도해 주세요.`, wait);
  };

  // With `done`, not `async`: most requests are not limited here, and those go on without a promise.
  app.addHook("onRequest", (req, _reply, done) => {
    const url = req.routeOptions.url;
    if (!url) return done();
    // Fastify answers HEAD with the GET route: same limit.
    const key = routeKey(req.method === "HEAD" ? "GET" : req.method, url);
    const kind = limited.get(key) ?? (url.startsWith(simulatorPrefix) ? "public" : undefined);
    if (!kind || isLoopback(req.ip)) return done();
    take(req, key, kind).then(() => done(), done);
  });

  app.addHook("onError", (_req, reply, err, done) => {
    if (err instanceof RetryLaterError) reply.header("retry-after", String(err.retryAfterSeconds));
    done();
  });
}
