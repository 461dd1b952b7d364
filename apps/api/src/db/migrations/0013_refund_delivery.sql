-- Delivery tracking (docs/service-life.md "The OBD device"): the carrier of the waybill (a code of the contract's
-- CARRIERS, whose tracking page the app links) and the day the delivery is expected.
ALTER TABLE users ADD COLUMN carrier_cd varchar(10);
ALTER TABLE users ADD COLUMN delivery_expected_date date;
-- Cancellation (docs/subscription.md "Refund rule"): a request moves the end date to the end of the month in progress;
-- the dates before it are kept so that "해지 신청 취소" restores them. The refund the API computed is recorded with the
-- request or the withdrawal of an application (withdrawn_at), never taken from the client.
ALTER TABLE service_applications ADD COLUMN expiration_before_cancel date;
ALTER TABLE service_applications ADD COLUMN promotion_before_cancel date;
ALTER TABLE service_applications ADD COLUMN refund_amount integer;
ALTER TABLE service_applications ADD COLUMN withdrawn_at timestamptz;
