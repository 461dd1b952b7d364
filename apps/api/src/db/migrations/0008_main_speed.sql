-- Speed of the home screen (docs/performance.md "API"): indexes for the per-user lookups of main/*, and a
-- per-vehicle version of the telemetry that caches of derived answers compare against.

-- The caller's first vehicle (findVehicle) without scanning every vehicle.
CREATE INDEX vehicles_user ON vehicles (user_no, vehicle_id);

-- Unread alert counts (main/info) read only the unread rows, however many alerts a long history has.
CREATE INDEX alerts_user_unread ON alerts (user_no, alim_type) WHERE read_at IS NULL;

-- Bumped by the triggers below on every insert, update or delete of the vehicle's daily rows, by whichever process
-- or API instance writes them, so an answer cached for (vehicle, version) is never served after a change.
-- Statement-level (one UPDATE per statement, not per row), so seeding or importing many days stays cheap.
ALTER TABLE vehicles ADD COLUMN telemetry_version integer NOT NULL DEFAULT 0;

CREATE FUNCTION bump_telemetry_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE vehicles SET telemetry_version = telemetry_version + 1 WHERE vehicle_id IN (SELECT vehicle_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE vehicles SET telemetry_version = telemetry_version + 1 WHERE vehicle_id IN (SELECT vehicle_id FROM old_rows);
  ELSE
    UPDATE vehicles SET telemetry_version = telemetry_version + 1
    WHERE vehicle_id IN (SELECT vehicle_id FROM old_rows UNION SELECT vehicle_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER daily_battery_version_insert AFTER INSERT ON daily_battery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_telemetry_version();
CREATE TRIGGER daily_battery_version_update AFTER UPDATE ON daily_battery
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_telemetry_version();
CREATE TRIGGER daily_battery_version_delete AFTER DELETE ON daily_battery
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_telemetry_version();
