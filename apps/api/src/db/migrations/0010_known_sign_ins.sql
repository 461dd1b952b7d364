-- Login id + client IP pairs that have signed in successfully (docs/security.md "Abuse limits"): such an address is
-- not held back by the per-id lock that failures from many addresses start. Stored as SHA-256 only; see
-- db/schema/limits.ts.
CREATE TABLE known_sign_ins (
  subject_hash varchar(64) PRIMARY KEY,
  signed_in_at timestamptz NOT NULL
);
CREATE INDEX known_sign_ins_signed_in_at ON known_sign_ins (signed_in_at);
