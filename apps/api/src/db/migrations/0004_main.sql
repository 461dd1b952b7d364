-- Alerts (알림): safety alerts derived from the battery analysis and general notices. See db/schema/main.ts.
CREATE TABLE alerts (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  vehicle_id integer REFERENCES vehicles(vehicle_id) ON DELETE SET NULL,
  alim_type varchar(2) NOT NULL,
  severity varchar(2) NOT NULL,
  metric varchar(32),
  day date,
  title varchar(100) NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX alerts_user_type_created ON alerts (user_no, alim_type, created_at);
