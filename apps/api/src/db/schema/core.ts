import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import type { CarrierCode, ChargePlace, DeviceType, FlickerPeriod, ObdStatus, ServiceStatus, SocialProvider } from "@evsafe/contract";
import type { ChargeType, Delivery, JoinType, Subscription, UserStatus } from "./codes";

/** Accounts. Code columns hold SPEC §4 codes (see @evsafe/contract codes). */
export const users = pgTable("users", {
  userNo: serial("user_no").primaryKey(),
  loginId: varchar("login_id", { length: 50 }).notNull().unique(),
  /** `scrypt$…`; null for social-only accounts. */
  passwordHash: text("password_hash"),
  userName: varchar("user_name", { length: 50 }).notNull(),
  email: varchar("email", { length: 200 }),
  phone: varchar("phone", { length: 20 }),
  birthDate: date("birth_date"),
  /** Identity-verification connection info: one account per person. */
  ci: text("ci").unique(),
  userStatus: varchar("user_status", { length: 2 }).$type<UserStatus>().notNull().default("01"),
  serviceStatus: varchar("service_status", { length: 2 }).$type<ServiceStatus>().notNull().default("00"),
  joinType: varchar("join_type", { length: 2 }).$type<JoinType>(),
  subscription: varchar("subscription", { length: 2 }).$type<Subscription>().notNull().default("01"),
  obdStatus: varchar("obd_status", { length: 32 }).$type<ObdStatus>().notNull().default("NOT_INSTALLED"),
  obdSerial: varchar("obd_serial", { length: 40 }),
  obdInstalledAt: timestamp("obd_installed_at", { withTimezone: true }),
  deliveryStatus: varchar("delivery_status", { length: 2 }).$type<Delivery>(),
  /** When the OBD device was delivered: the paid period starts at most `PERIOD_START_AFTER_DELIVERY_DAYS` later. */
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  trackingNo: varchar("tracking_no", { length: 40 }),
  /** The carrier of the waybill (a code of the contract's CARRIERS) and the day the delivery is expected. */
  carrierCd: varchar("carrier_cd", { length: 10 }).$type<CarrierCode>(),
  deliveryExpectedDate: date("delivery_expected_date"),
  zip: varchar("zip", { length: 10 }),
  addr: varchar("addr", { length: 200 }),
  daddr: varchar("daddr", { length: 200 }),
  deviceType: varchar("device_type", { length: 8 }).$type<DeviceType>(),
  deviceToken: text("device_token"),
  flickerPeriod: integer("flicker_period").$type<FlickerPeriod>().notNull().default(10),
  alimEnabled: boolean("alim_enabled").notNull().default(true),
  agreeMarketing: boolean("agree_marketing").notNull().default(false),
  agreeMarketingAt: timestamp("agree_marketing_at", { withTimezone: true }),
  isB2b: boolean("is_b2b").notNull().default(false),
  companyName: varchar("company_name", { length: 100 }),
  bzServiceApplyYn: varchar("bz_service_apply_yn", { length: 1 }).$type<"Y" | "N">().notNull().default("N"),
  serviceStartedAt: date("service_started_at"),
  /** After this date the service endpoints answer SERVICE_EXPIRED. */
  serviceExpirationDate: date("service_expiration_date"),
  promotionExpirationDate: date("promotion_expiration_date"),
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
});

export const userOauth = pgTable(
  "user_oauth",
  {
    id: serial("id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 10 }).$type<SocialProvider>().notNull(),
    sub: varchar("sub", { length: 200 }).notNull(),
    email: varchar("email", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("user_oauth_provider_sub").on(t.provider, t.sub), unique("user_oauth_user_provider").on(t.userNo, t.provider)],
);

/** Rotating refresh tokens; only their SHA-256 is stored, except the grace pair (see services/tokens.ts). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    familyId: varchar("family_id", { length: 36 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The pair issued when this token was rotated, returned again to a second use within the grace window. */
    gracePair: jsonb("grace_pair").$type<{ accessToken: string; refreshToken: string } | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_family").on(t.familyId)],
);

export const vehicles = pgTable(
  "vehicles",
  {
    vehicleId: serial("vehicle_id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    carNo: varchar("car_no", { length: 20 }).notNull(),
    brandDcd: varchar("brand_dcd", { length: 20 }).notNull(),
    mdlDcd: varchar("mdl_dcd", { length: 20 }).notNull(),
    dtlMdlDcd: varchar("dtl_mdl_dcd", { length: 20 }).notNull(),
    modelYear: integer("model_year").notNull(),
    batteryCapacityKwh: doublePrecision("battery_capacity_kwh").notNull(),
    cellCount: integer("cell_count").notNull(),
    moduleCount: integer("module_count").notNull(),
    odometerKm: doublePrecision("odometer_km").notNull().default(0),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by a database trigger on every change of the vehicle's `daily_battery` rows (migration 0008). */
    telemetryVersion: integer("telemetry_version").notNull().default(0),
  },
  (t) => [index("vehicles_user").on(t.userNo, t.vehicleId)],
);

/** One row per vehicle per day: the OBD dongle's daily aggregate (see docs/thresholds.md). */
export const dailyBattery = pgTable(
  "daily_battery",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.vehicleId, { onDelete: "cascade" }),
    day: date("day").notNull(),
    socAvg: doublePrecision("soc_avg").notNull(),
    socMin: doublePrecision("soc_min").notNull(),
    socMax: doublePrecision("soc_max").notNull(),
    packVoltageAvg: doublePrecision("pack_voltage_avg").notNull(),
    packVoltageMin: doublePrecision("pack_voltage_min").notNull(),
    packVoltageMax: doublePrecision("pack_voltage_max").notNull(),
    cellVoltageMaxMv: doublePrecision("cell_voltage_max_mv").notNull(),
    cellVoltageMinMv: doublePrecision("cell_voltage_min_mv").notNull(),
    /** Standard deviation of cell voltages (mV): warn over 20, alert over 30. */
    cellSigmaMv: doublePrecision("cell_sigma_mv").notNull(),
    moduleTempMax: doublePrecision("module_temp_max").notNull(),
    moduleTempMin: doublePrecision("module_temp_min").notNull(),
    /** Standard deviation of module temperatures (°C): warn over 2, alert over 3. */
    moduleTempSigma: doublePrecision("module_temp_sigma").notNull(),
    /** Insulation resistance (Ω/V): at least 100. */
    insulationOhmPerV: doublePrecision("insulation_ohm_per_v").notNull(),
    sohPct: doublePrecision("soh_pct").notNull(),
    distanceKm: doublePrecision("distance_km").notNull(),
    energyUsedKwh: doublePrecision("energy_used_kwh").notNull(),
    chargedKwh: doublePrecision("charged_kwh").notNull(),
    tripCount: integer("trip_count").notNull(),
    chargeCount: integer("charge_count").notNull(),
    fastChargeCount: integer("fast_charge_count").notNull(),
    rapidAccelCount: integer("rapid_accel_count").notNull(),
    rapidDecelCount: integer("rapid_decel_count").notNull(),
    odometerKm: doublePrecision("odometer_km").notNull(),
    /** Cell voltages (mV) of the day's end-of-charge snapshot, cell 1 first. */
    cellVoltagesMv: jsonb("cell_voltages_mv").$type<number[]>().notNull(),
    /** Module temperatures (°C) of the same snapshot, module 1 first. */
    moduleTemps: jsonb("module_temps").$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.day] })],
);

export const trips = pgTable(
  "trips",
  {
    tripId: serial("trip_id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.vehicleId, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
    distanceKm: doublePrecision("distance_km").notNull(),
    energyKwh: doublePrecision("energy_kwh").notNull(),
    startSoc: doublePrecision("start_soc").notNull(),
    endSoc: doublePrecision("end_soc").notNull(),
    avgSpeedKmh: doublePrecision("avg_speed_kmh").notNull(),
    maxSpeedKmh: doublePrecision("max_speed_kmh").notNull(),
    rapidAccelCount: integer("rapid_accel_count").notNull(),
    rapidDecelCount: integer("rapid_decel_count").notNull(),
    /** Outside air temperature (°C) during the trip; null when the device did not report it. */
    outsideTempC: doublePrecision("outside_temp_c"),
  },
  (t) => [index("trips_vehicle_started").on(t.vehicleId, t.startedAt)],
);

export const charges = pgTable(
  "charges",
  {
    chargeId: serial("charge_id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.vehicleId, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
    startSoc: doublePrecision("start_soc").notNull(),
    endSoc: doublePrecision("end_soc").notNull(),
    chargedKwh: doublePrecision("charged_kwh").notNull(),
    /** `FAST` (DC) or `SLOW` (AC). */
    chargeType: varchar("charge_type", { length: 4 }).$type<ChargeType>().notNull(),
    maxCellTemp: doublePrecision("max_cell_temp").notNull(),
    /** Where: `HOME`, `WORK`, `PUBLIC` or `HIGHWAY` (the contract's CHARGE_PLACE); null when not reported. */
    placeType: varchar("place_type", { length: 8 }).$type<ChargePlace>(),
    /** Highest power (kW) the car drew during the session; null when not reported. */
    peakPowerKw: doublePrecision("peak_power_kw"),
  },
  (t) => [index("charges_vehicle_started").on(t.vehicleId, t.startedAt)],
);

/** The member's charging tariff (원/kWh); no row = the published public-charger defaults (docs/driving-log.md). */
export const chargingTariffs = pgTable("charging_tariffs", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  dcWonPerKwh: doublePrecision("dc_won_per_kwh").notNull(),
  acWonPerKwh: doublePrecision("ac_won_per_kwh").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
