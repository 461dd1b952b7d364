-- Core: accounts, social links, refresh tokens, vehicles and their OBD telemetry.
CREATE TABLE users (
  user_no serial PRIMARY KEY,
  login_id varchar(50) NOT NULL UNIQUE,
  password_hash text,
  user_name varchar(50) NOT NULL,
  email varchar(200),
  phone varchar(20),
  birth_date date,
  ci text UNIQUE,
  user_status varchar(2) NOT NULL DEFAULT '01',
  service_status varchar(2) NOT NULL DEFAULT '00',
  join_type varchar(2),
  subscription varchar(2) NOT NULL DEFAULT '01',
  obd_status varchar(32) NOT NULL DEFAULT 'NOT_INSTALLED',
  obd_serial varchar(40),
  obd_installed_at timestamptz,
  delivery_status varchar(2),
  tracking_no varchar(40),
  zip varchar(10),
  addr varchar(200),
  daddr varchar(200),
  device_type varchar(8),
  device_token text,
  flicker_period integer NOT NULL DEFAULT 10,
  alim_enabled boolean NOT NULL DEFAULT true,
  agree_marketing boolean NOT NULL DEFAULT false,
  agree_marketing_at timestamptz,
  is_b2b boolean NOT NULL DEFAULT false,
  company_name varchar(100),
  bz_service_apply_yn varchar(1) NOT NULL DEFAULT 'N',
  service_started_at date,
  service_expiration_date date,
  promotion_expiration_date date,
  last_active_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz
);

CREATE TABLE user_oauth (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  provider varchar(10) NOT NULL,
  sub varchar(200) NOT NULL,
  email varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_oauth_provider_sub UNIQUE (provider, sub),
  CONSTRAINT user_oauth_user_provider UNIQUE (user_no, provider)
);

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  token_hash varchar(64) NOT NULL UNIQUE,
  family_id varchar(36) NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  grace_pair jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE vehicles (
  vehicle_id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  car_no varchar(20) NOT NULL,
  brand_dcd varchar(20) NOT NULL,
  mdl_dcd varchar(20) NOT NULL,
  dtl_mdl_dcd varchar(20) NOT NULL,
  model_year integer NOT NULL,
  battery_capacity_kwh double precision NOT NULL,
  cell_count integer NOT NULL,
  module_count integer NOT NULL,
  odometer_km double precision NOT NULL DEFAULT 0,
  registered_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE daily_battery (
  vehicle_id integer NOT NULL REFERENCES vehicles(vehicle_id) ON DELETE CASCADE,
  day date NOT NULL,
  soc_avg double precision NOT NULL,
  soc_min double precision NOT NULL,
  soc_max double precision NOT NULL,
  pack_voltage_avg double precision NOT NULL,
  pack_voltage_min double precision NOT NULL,
  pack_voltage_max double precision NOT NULL,
  cell_voltage_max_mv double precision NOT NULL,
  cell_voltage_min_mv double precision NOT NULL,
  cell_sigma_mv double precision NOT NULL,
  module_temp_max double precision NOT NULL,
  module_temp_min double precision NOT NULL,
  module_temp_sigma double precision NOT NULL,
  insulation_ohm_per_v double precision NOT NULL,
  soh_pct double precision NOT NULL,
  distance_km double precision NOT NULL,
  energy_used_kwh double precision NOT NULL,
  charged_kwh double precision NOT NULL,
  trip_count integer NOT NULL,
  charge_count integer NOT NULL,
  fast_charge_count integer NOT NULL,
  rapid_accel_count integer NOT NULL,
  rapid_decel_count integer NOT NULL,
  odometer_km double precision NOT NULL,
  cell_voltages_mv jsonb NOT NULL,
  module_temps jsonb NOT NULL,
  PRIMARY KEY (vehicle_id, day)
);

CREATE TABLE trips (
  trip_id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(vehicle_id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  distance_km double precision NOT NULL,
  energy_kwh double precision NOT NULL,
  start_soc double precision NOT NULL,
  end_soc double precision NOT NULL,
  avg_speed_kmh double precision NOT NULL,
  max_speed_kmh double precision NOT NULL,
  rapid_accel_count integer NOT NULL,
  rapid_decel_count integer NOT NULL
);
CREATE INDEX trips_vehicle_started ON trips (vehicle_id, started_at);

CREATE TABLE charges (
  charge_id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(vehicle_id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  start_soc double precision NOT NULL,
  end_soc double precision NOT NULL,
  charged_kwh double precision NOT NULL,
  charge_type varchar(4) NOT NULL,
  max_cell_temp double precision NOT NULL
);
CREATE INDEX charges_vehicle_started ON charges (vehicle_id, started_at);
