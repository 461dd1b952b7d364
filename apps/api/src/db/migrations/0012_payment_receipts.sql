-- Receipts (docs/subscription.md "Payment history and receipts"): what the gateway says about how a payment was made
-- (the card company and masked card number, the bank of a transfer), for the receipt.
ALTER TABLE payments ADD COLUMN card_company varchar(20);
ALTER TABLE payments ADD COLUMN card_no_masked varchar(25);
ALTER TABLE payments ADD COLUMN transfer_bank varchar(30);
-- A cash receipt (현금영수증) of a transfer or a virtual-account payment: one per payment (the key), so a second request
-- is refused even when two arrive at once.
CREATE TABLE cash_receipts (
  trade_id varchar(40) PRIMARY KEY REFERENCES payments (trade_id) ON DELETE CASCADE,
  user_no integer NOT NULL REFERENCES users (user_no) ON DELETE CASCADE,
  purpose varchar(20) NOT NULL,
  identity varchar(20) NOT NULL,
  approval_no varchar(20) NOT NULL,
  requested_at timestamptz NOT NULL
);
CREATE INDEX cash_receipts_user ON cash_receipts (user_no);
