import { createHash } from "node:crypto";
import type { Database } from "../db/client";
import type { BucketRule } from "./rate-limit";

/** One token bucket per key under one rule: `take` answers 0 when allowed, else the seconds until a token is there. */
export interface Buckets {
  take(key: string, nowMs: number): number | Promise<number>;
}

/** How often an instance deletes the rows that have refilled (a missing row is a full bucket). */
export const PRUNE_EVERY_MS = 60_000;

/** The refill of the stored bucket, written out where the statement needs it (ON CONFLICT cannot name a subquery). */
const REFILLED =
  "least($3::float8, b.tokens + greatest(0, extract(epoch from ($5::timestamptz - b.updated_at))::float8 * 1000) * $4::float8)";
/**
 * Takes one token: inserts a full bucket less one, or refills the stored one by the time since its last request
 * (capped at the burst) and takes a token if there is a whole one. One statement, so two instances taking at once
 * queue on the row's lock and each sees the other's take. A refused request stores the refilled tokens, as the
 * in-memory buckets do. $1 bucket, $2 subject hash, $3 burst, $4 tokens per ms, $5 now.
 */
const TAKE = `
INSERT INTO rate_limit_buckets AS b (bucket, subject_hash, tokens, allowed, updated_at)
VALUES ($1, $2, $3::float8 - 1, true, $5::timestamptz)
ON CONFLICT (bucket, subject_hash) DO UPDATE SET
  tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
  allowed = ${REFILLED} >= 1,
  updated_at = $5::timestamptz
RETURNING tokens, allowed`;

/**
 * Token buckets in the database every API instance shares (table `rate_limit_buckets`, migration 0016): a client
 * gets the same rate however many instances answer it (docs/deploy.md "Several instances"). Same rule and answers
 * as the in-memory `TokenBuckets`; the client key is stored as SHA-256. Rows idle for the time a bucket takes to
 * refill are deleted, at most once a minute per instance, so the table holds the clients of the last few minutes.
 */
export class SharedTokenBuckets implements Buckets {
  private readonly perMs: number;
  private readonly refillMs: number;
  private lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly database: Pick<Database, "query">,
    private readonly bucket: string,
    private readonly rule: BucketRule,
    private readonly onPruneError: (err: unknown) => void = () => {},
  ) {
    this.perMs = rule.perMinute / 60_000;
    this.refillMs = Math.ceil(rule.burst / this.perMs);
  }

  async take(key: string, nowMs: number): Promise<number> {
    if (nowMs - this.lastPruneMs >= PRUNE_EVERY_MS) {
      this.lastPruneMs = nowMs;
      this.prune(nowMs).catch(this.onPruneError);
    }
    const hash = createHash("sha256").update(key).digest("hex");
    const [row] = await this.database.query<{ tokens: number; allowed: boolean }>(TAKE, [
      this.bucket,
      hash,
      this.rule.burst,
      this.perMs,
      new Date(nowMs).toISOString(),
    ]);
    if (!row || row.allowed) return 0;
    return Math.max(1, Math.ceil((1 - Number(row.tokens)) / this.perMs / 1000));
  }

  /** Deletes this bucket's rows that have been idle long enough to be full again; returns how many. */
  async prune(nowMs: number): Promise<number> {
    const rows = await this.database.query<{ n: number }>(
      "WITH gone AS (DELETE FROM rate_limit_buckets WHERE bucket = $1 AND updated_at <= $2::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM gone",
      [this.bucket, new Date(nowMs - this.refillMs).toISOString()],
    );
    return rows[0]?.n ?? 0;
  }
}
