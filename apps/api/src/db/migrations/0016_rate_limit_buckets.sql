-- The per-IP token buckets of the rate limits (plugins/rate-limit.ts) when the API runs on PostgreSQL, so that every
-- API instance takes from the same bucket. A row is the bucket's state at its last request; a row idle long enough to
-- be full again is pruned (a missing row is a full bucket). The client is stored as SHA-256 only. See db/schema/limits.ts.
CREATE TABLE rate_limit_buckets (
  bucket varchar(20) NOT NULL,
  subject_hash varchar(64) NOT NULL,
  tokens double precision NOT NULL,
  allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, subject_hash)
);
CREATE INDEX rate_limit_buckets_updated_at ON rate_limit_buckets (updated_at);
