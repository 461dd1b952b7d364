-- Attempt counters of the abuse limits (failed sign-ins, identity verifications, account recovery), kept in the
-- database so that every API instance sees the same counts and a restart does not reset them. See db/schema/limits.ts.
CREATE TABLE attempt_limits (
  scope varchar(20) NOT NULL,
  subject_hash varchar(64) NOT NULL,
  attempts integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, subject_hash)
);
CREATE INDEX attempt_limits_window ON attempt_limits (window_started_at);
