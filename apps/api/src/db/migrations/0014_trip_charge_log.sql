-- Trip and charge logs (docs/driving-log.md): the outside temperature of a trip, where a charge happened and its peak
-- power. Nullable: rows written before the device reported them show "기록 없음", never a made-up value.
ALTER TABLE trips ADD COLUMN outside_temp_c double precision;
ALTER TABLE charges ADD COLUMN place_type varchar(8);
ALTER TABLE charges ADD COLUMN peak_power_kw double precision;
-- The member's charging tariff (원/kWh for DC and AC); no row = the published public-charger defaults.
CREATE TABLE charging_tariffs (
  user_no integer PRIMARY KEY REFERENCES users(user_no) ON DELETE CASCADE,
  dc_won_per_kwh double precision NOT NULL,
  ac_won_per_kwh double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
