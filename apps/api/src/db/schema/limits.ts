import { boolean, doublePrecision, index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Attempts counted per subject (a submitted login id, a phone number, a serviceToken) within a window, and the
 * lock they led to (services/attempt-limits.ts). The subject is stored as SHA-256 only: no login id or phone
 * number of a stranger is kept in clear.
 */
export const attemptLimits = pgTable(
  "attempt_limits",
  {
    scope: varchar("scope", { length: 20 }).notNull(),
    subjectHash: varchar("subject_hash", { length: 64 }).notNull(),
    attempts: integer("attempts").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subjectHash] }), index("attempt_limits_window").on(t.windowStartedAt)],
);

/**
 * Login id + client IP pairs that signed in successfully, with the last time they did (services/auth-session.ts):
 * such an address still signs in while failures from many addresses lock the id. SHA-256 of the pair only.
 */
export const knownSignIns = pgTable(
  "known_sign_ins",
  {
    subjectHash: varchar("subject_hash", { length: 64 }).primaryKey(),
    signedInAt: timestamp("signed_in_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_sign_ins_signed_in_at").on(t.signedInAt)],
);

/**
 * The per-IP token buckets shared by every API instance on PostgreSQL (plugins/rate-limit-store.ts): tokens left and
 * whether the last request was let through, as of `updated_at`. The client (IP, with the route for per-call buckets)
 * is stored as SHA-256 only. A missing row is a full bucket, so rows idle long enough to be full are pruned.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    bucket: varchar("bucket", { length: 20 }).notNull(),
    subjectHash: varchar("subject_hash", { length: 64 }).notNull(),
    tokens: doublePrecision("tokens").notNull(),
    allowed: boolean("allowed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subjectHash] }), index("rate_limit_buckets_updated_at").on(t.updatedAt)],
);
