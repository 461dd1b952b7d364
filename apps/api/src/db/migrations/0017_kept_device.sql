-- Joining again with the OBD device of the earlier period ("이미 단말기가 있어요"): such an application ships
-- nothing, so it has no receiver or address, and says it kept the device (services/signup.ts).
ALTER TABLE service_applications ADD COLUMN kept_device boolean NOT NULL DEFAULT false;
ALTER TABLE service_applications ALTER COLUMN receiver_name DROP NOT NULL;
ALTER TABLE service_applications ALTER COLUMN receiver_phone DROP NOT NULL;
ALTER TABLE service_applications ALTER COLUMN zip DROP NOT NULL;
ALTER TABLE service_applications ALTER COLUMN addr DROP NOT NULL;
ALTER TABLE service_applications ALTER COLUMN daddr DROP NOT NULL;
