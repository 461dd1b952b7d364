-- One payment per attempt (docs/subscription.md "Paying once"): the web sends an idempotency key with a settlement;
-- unique per member, so a replay (a second tap, a second tab, a lost answer) finds the first payment and never charges
-- again. NULL for orders not settled yet and for payments made before keys existed.
ALTER TABLE payments ADD COLUMN idempotency_key varchar(64);
CREATE UNIQUE INDEX payments_user_idempotency_key ON payments (user_no, idempotency_key);
-- When the OBD device reached the member: the paid period starts at installation, or a fixed number of days after the
-- delivery when the member does not install it (docs/subscription.md "The paid period").
ALTER TABLE users ADD COLUMN delivered_at timestamptz;
