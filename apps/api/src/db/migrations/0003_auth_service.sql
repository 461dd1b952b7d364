-- Sign-up, identity verification, promotion keys, payments and service applications. See db/schema/service.ts.
CREATE TABLE identity_verifications (
  id serial PRIMARY KEY,
  token_hash varchar(64) NOT NULL UNIQUE,
  name varchar(50) NOT NULL,
  phone varchar(20) NOT NULL,
  birth_date date NOT NULL,
  ci text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE identity_token_uses (
  verification_id integer NOT NULL REFERENCES identity_verifications(id) ON DELETE CASCADE,
  purpose varchar(20) NOT NULL,
  used_at timestamptz NOT NULL,
  PRIMARY KEY (verification_id, purpose)
);

CREATE TABLE promotion_keys (
  promo_key varchar(50) PRIMARY KEY,
  months integer NOT NULL,
  valid_until date NOT NULL,
  max_uses integer,
  use_count integer NOT NULL DEFAULT 0,
  description varchar(200) NOT NULL
);

CREATE TABLE promotion_key_uses (
  promo_key varchar(50) NOT NULL REFERENCES promotion_keys(promo_key) ON DELETE CASCADE,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  used_at timestamptz NOT NULL,
  PRIMARY KEY (promo_key, user_no)
);

CREATE TABLE payments (
  trade_id varchar(40) PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  srvc_prdt_ccd varchar(2),
  product_name varchar(100),
  amount integer,
  device_type varchar(8),
  status varchar(10) NOT NULL DEFAULT 'READY',
  stlm_div_ccd varchar(2),
  approval_no varchar(20),
  vbank_name varchar(30),
  vbank_account_no varchar(30),
  vbank_holder varchar(50),
  vbank_due_at timestamptz,
  failure_reason varchar(200),
  requested_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  paid_at timestamptz,
  failed_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX payments_user_requested ON payments (user_no, requested_at);

CREATE TABLE service_applications (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  vehicle_id integer REFERENCES vehicles(vehicle_id) ON DELETE SET NULL,
  srvc_prdt_ccd varchar(2),
  join_type varchar(2) NOT NULL,
  trade_id varchar(40) REFERENCES payments(trade_id) ON DELETE SET NULL,
  promo_key varchar(50),
  months integer NOT NULL,
  receiver_name varchar(50) NOT NULL,
  receiver_phone varchar(20) NOT NULL,
  zip varchar(10) NOT NULL,
  addr varchar(200) NOT NULL,
  daddr varchar(200) NOT NULL,
  delivery_memo varchar(100),
  device_type varchar(8),
  confirmed_device_type varchar(8),
  confirmed_at timestamptz,
  applied_at timestamptz NOT NULL,
  cancel_requested_at timestamptz
);
CREATE INDEX service_applications_user ON service_applications (user_no, applied_at);

CREATE TABLE pg_sim_failures (
  id serial PRIMARY KEY,
  reason varchar(200) NOT NULL,
  armed_at timestamptz NOT NULL,
  consumed_at timestamptz,
  trade_id varchar(40)
);
