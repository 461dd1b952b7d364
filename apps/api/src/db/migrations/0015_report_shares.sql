-- Battery certificates (docs/report.md): a member shares a snapshot of their battery report under a random id; the
-- public link carries the id and an HMAC over the row, so an altered link or figure is detected. Revocation keeps the
-- row (the link then says it was revoked); the vehicle may go, the snapshot stays what was issued.
CREATE TABLE report_shares (
  share_id varchar(32) PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  vehicle_id integer REFERENCES vehicles(vehicle_id) ON DELETE SET NULL,
  month varchar(7) NOT NULL,
  snapshot jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX report_shares_user ON report_shares (user_no, issued_at);
