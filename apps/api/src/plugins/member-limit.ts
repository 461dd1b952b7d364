import type { FastifyInstance, FastifyRequest } from "fastify";
import { calls, STATUS_STATISTICS_MAX_DAYS, type CallDef, type CallName } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { toRoutePath } from "../http/route";
import { RetryLaterError, TOO_MANY_REQUESTS } from "../http/retry-later";
import { LruMap } from "../lru-map";
import { rememberedSubject, verifyAccessToken } from "../services/tokens";

/**
 * Per-member limits on signed-in calls (docs/security.md "Abuse limits"): one token bucket per member id, the `sub`
 * of the verified access token, whatever address the calls come from (the web server's own calls included). A call
 * takes tokens by its cost: 1, or more for a read over a long range of days, so one account cannot hold the
 * database with year-long reads while every other member waits.
 */
export interface MemberLimitRule {
  /** Cost units a member may spend at once. */
  burst: number;
  /** Cost units per minute the bucket refills. */
  perMinute: number;
}

/**
 * Generous for a person: a screen makes about ten reads (the driving screen over a year about 40 units), so a
 * member can open dozens of screens at once and one every second or so for as long as they like.
 */
export const MEMBER_CALL_LIMIT: MemberLimitRule = { burst: 600, perMinute: 600 };
/** Members remembered per process; the least recently seen is forgotten first (and starts with a full bucket). */
export const MAX_TRACKED_MEMBERS = 100_000;
/** A read over a range costs one unit per this many days (rounded up): a month's read is an ordinary call. */
export const DAYS_PER_COST_UNIT = 31;

/**
 * Where the buckets live. In this process's memory now (`MemoryMemberBuckets`); a store every API instance shares
 * can take its place behind this interface (docs/deploy.md "Several instances").
 */
export interface MemberBucketStore {
  /** Takes `cost` units from `member`'s bucket at `nowMs`: 0 when allowed, else the seconds until they are there. */
  take(member: string, cost: number, nowMs: number): number | Promise<number>;
}

/** A token bucket per member in process memory, at most `maxMembers` of them (least recently seen dropped first). */
export class MemoryMemberBuckets implements MemberBucketStore {
  private readonly buckets: LruMap<string, { tokens: number; at: number }>;
  private readonly perMs: number;

  constructor(
    private readonly rule: MemberLimitRule = MEMBER_CALL_LIMIT,
    maxMembers = MAX_TRACKED_MEMBERS,
  ) {
    this.buckets = new LruMap(maxMembers);
    this.perMs = rule.perMinute / 60_000;
  }

  take(member: string, cost: number, nowMs: number): number {
    const b = this.buckets.get(member);
    const tokens = b ? Math.min(this.rule.burst, b.tokens + Math.max(0, nowMs - b.at) * this.perMs) : this.rule.burst;
    // A cost above the burst could never be paid: it takes the whole bucket instead.
    const need = Math.min(cost, this.rule.burst);
    const allowed = tokens >= need;
    this.buckets.set(member, { tokens: allowed ? tokens - need : tokens, at: nowMs });
    return allowed ? 0 : Math.max(1, Math.ceil((need - tokens) / this.perMs / 1000));
  }

  get size(): number {
    return this.buckets.size;
  }
}

const rangeCost = (days: number) => Math.max(1, Math.ceil(days / DAYS_PER_COST_UNIT));
/** Days a `vehicle/*` period covers (`week`, `month`, `YYYY-MM` are a month at most, `year` a year). */
const periodCost = (params: unknown) => rangeCost((params as { x?: unknown }).x === "year" ? 366 : DAYS_PER_COST_UNIT);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Inclusive days from `start` to `end` (YYYY-MM-DD), or null when either is not a date or the range is backwards. */
function spanDays(start: unknown, end: unknown): number | null {
  if (typeof start !== "string" || typeof end !== "string" || !DAY.test(start) || !DAY.test(end)) return null;
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  return Number.isFinite(days) && days >= 1 ? days : null;
}

/**
 * The reads that cost more than one unit, by the days they read (measured: a year of daily rows costs about as
 * much as a dozen ordinary calls). A value the route will refuse (400) costs 1: the refusal reads nothing.
 */
const CALL_COSTS: Partial<Record<CallName, (req: FastifyRequest) => number>> = {
  getMainVehicleStatusStatistics: (req) => {
    const q = req.query as { startDate?: unknown; endDate?: unknown };
    const days = spanDays(q.startDate, q.endDate);
    return days && days <= STATUS_STATISTICS_MAX_DAYS ? rangeCost(days) : 1;
  },
  getVehicleStatistics: (req) => periodCost(req.params),
  getVehicleTripCharge: (req) => periodCost(req.params),
  getSdsScore: (req) => {
    const raw = (req.query as { days?: unknown }).days;
    const days = raw === undefined ? 30 : Number(raw);
    return Number.isInteger(days) && days >= 1 && days <= 366 ? rangeCost(days) : 1;
  },
  // Twelve months of daily rows.
  getSdsResultScoreMonth: () => rangeCost(366),
};

/** What a signed-in call costs its member (1 unless CALL_COSTS says more). */
export function callCost(name: CallName, req: FastifyRequest): number {
  return CALL_COSTS[name]?.(req) ?? 1;
}

/** The member id (`sub`) of a valid access token, else null (the route then answers 401 itself). */
const memberOf = (deps: Deps, token: string) => verifyAccessToken(deps, token).catch(() => null);

/**
 * Installs the per-member limit on every call of the contract that needs a sign-in (before the routes are
 * registered). Runs before the body is read and before any database work, so a refused call costs a token check.
 * Over the limit: 429 TOO_MANY_REQUESTS in Korean with `Retry-After` (the rate-limit plugin's error hook).
 */
export function installMemberLimit(app: FastifyInstance, basePath: string, store: MemberBucketStore = new MemoryMemberBuckets()): void {
  const routes = new Map<string, CallName>();
  for (const [name, call] of Object.entries(calls as Record<CallName, CallDef>)) {
    if (call.auth !== "public") routes.set(`${call.method} ${basePath}${toRoutePath(call.path)}`, name as CallName);
  }

  // With `done`, not `async`: for a token whose check is remembered (a member's every call after the first) and the
  // in-memory store, nothing is waited for, so the call goes on without a promise.
  app.addHook("onRequest", (req, _reply, done) => {
    const url = req.routeOptions.url;
    if (!url) return done();
    const name = routes.get(`${req.method === "HEAD" ? "GET" : req.method} ${url}`);
    if (!name) return done();
    // As route.ts reads it: file calls may carry the token in a `token` header instead.
    const tokenHeader = typeof req.headers.token === "string" && req.headers.token ? `Bearer ${req.headers.token}` : undefined;
    const isFileCall = url.startsWith(`${basePath}/files/`);
    const header = req.headers.authorization ?? (isFileCall ? tokenHeader : undefined);
    const token = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    if (!token) return done();
    const answer = (wait: number) =>
      done(
        wait ? new RetryLaterError(429, TOO_MANY_REQUESTS, `요청이 너무 많습니다. ${wait}초 후에 다시 시도해 주세요.`, wait) : undefined,
      );
    const take = (member: string) => store.take(member, callCost(name, req), app.deps.now().getTime());
    const known = rememberedSubject(app.deps, token);
    if (known) {
      const wait = take(known);
      if (typeof wait === "number") answer(wait);
      else wait.then(answer, done);
      return;
    }
    memberOf(app.deps, token)
      .then((member) => (member ? take(member) : 0))
      .then(answer, done);
  });
}
