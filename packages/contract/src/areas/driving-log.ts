import { z } from "zod";
import { DateStringSchema } from "../codes";
import { CHARGE_PLACE, TARIFF_WON_PER_KWH } from "../constants/driving-log";
import { defineCall } from "../define";
import { IdSchema, TimestampSchema } from "../schemas";

// Part of the 'main' area (areas/main.ts spreads these into `mainCalls`; SPEC §7 "vehicle data"): the trip and charge
// logs and the member's charging tariff, beyond SPEC (packages/contract/spec/beyond-spec-calls.txt, docs/driving-log.md).
// Its own module so that main.ts's schemas stay as they were; it imports nothing from main.ts.

/** A period of KST days, both ends included (at most LOG_MAX_DAYS, checked by the API with a Korean message). */
export const LogPeriodQuerySchema = z.object({ startDate: DateStringSchema, endDate: DateStringSchema });
export const ChargeLogQuerySchema = LogPeriodQuerySchema.extend({
  /** Only DC (`FAST`) or only AC (`SLOW`) sessions; both without it. */
  chargeType: z.enum(["FAST", "SLOW"]).optional(),
});
export const LogIdParamsSchema = z.object({ id: IdSchema });

export const ChargePlaceSchema = z.enum([CHARGE_PLACE.HOME, CHARGE_PLACE.WORK, CHARGE_PLACE.PUBLIC, CHARGE_PLACE.HIGHWAY]);

/** 2000 → "2,000" (no Intl: the web loads this module). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const tariffField = (name: string) =>
  z
    .number({ error: `${name} 요금을 숫자로 입력해 주세요.` })
    .min(TARIFF_WON_PER_KWH.MIN, `${name} 요금은 ${TARIFF_WON_PER_KWH.MIN}원 이상으로 입력해 주세요.`)
    .max(TARIFF_WON_PER_KWH.MAX, `${name} 요금은 kWh당 ${thousands(TARIFF_WON_PER_KWH.MAX)}원 이하로 입력해 주세요.`);
/** The member's tariff, 원/kWh (one decimal kept). */
export const TariffBodySchema = z.object({ dcWonPerKwh: tariffField("급속 충전"), acWonPerKwh: tariffField("완속 충전") });
export type TariffBody = z.infer<typeof TariffBodySchema>;

export const TariffSchema = z.object({
  dcWonPerKwh: z.number(),
  acWonPerKwh: z.number(),
  /** Both rates are the published defaults. */
  isDefault: z.boolean(),
  /** When the member last saved it; null = never (the defaults). */
  updatedAt: TimestampSchema.nullable(),
  defaults: z.object({ dcWonPerKwh: z.number(), acWonPerKwh: z.number(), source: z.string(), asOf: DateStringSchema }),
});
export type Tariff = z.infer<typeof TariffSchema>;

/** A trip as /driving's card and the log show it; the log adds its length and the outside temperature. */
export const VehicleTripSchema = z.object({
  tripId: z.number().int(),
  startedAt: TimestampSchema,
  endedAt: TimestampSchema,
  distanceKm: z.number(),
  energyKwh: z.number(),
  efficiencyKmPerKwh: z.number().nullable(),
  startSoc: z.number(),
  endSoc: z.number(),
  avgSpeedKmh: z.number(),
  maxSpeedKmh: z.number(),
  rapidAccelCount: z.number().int(),
  rapidDecelCount: z.number().int(),
});
/** A charging session as /driving's card shows it; the log adds the place, the power and the cost. */
export const VehicleChargeSchema = z.object({
  chargeId: z.number().int(),
  startedAt: TimestampSchema,
  endedAt: TimestampSchema,
  startSoc: z.number(),
  endSoc: z.number(),
  chargedKwh: z.number(),
  chargeType: z.enum(["FAST", "SLOW"]),
  chargeTypeName: z.string(),
  /** Highest battery cell temperature during the session, °C. */
  maxCellTemp: z.number(),
});

/** What the log knows of the car before any period: a vehicle at all, and the first and latest day of data. */
const LogBaseSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  hasVehicle: z.boolean(),
  /** The first and latest KST day the device sent data for; null = none yet. */
  firstDataDay: DateStringSchema.nullable(),
  latestDataDay: DateStringSchema.nullable(),
});

export const TripLogItemSchema = VehicleTripSchema.extend({
  durationMin: z.number().int(),
  /** °C; null when the device did not report it. */
  outsideTempC: z.number().nullable(),
});
export type TripLogItem = z.infer<typeof TripLogItemSchema>;

export const TripLogSchema = LogBaseSchema.extend({
  /** Totals of the period: the same figures as vehicle/statistics for the same days. */
  summary: z.object({
    tripCount: z.number().int(),
    distanceKm: z.number(),
    energyKwh: z.number(),
    efficiencyKmPerKwh: z.number().nullable(),
  }),
  /** Newest first. */
  trips: z.array(TripLogItemSchema),
});
export type TripLog = z.infer<typeof TripLogSchema>;

export const TripDetailSchema = z.object({
  trip: TripLogItemSchema,
  /** What the trip's energy cost at the member's tariff, mixed as the car was charged in the 30 days to the trip. */
  cost: z.object({
    wonPerKwh: z.number(),
    costWon: z.number().int(),
    costPerKmWon: z.number().nullable(),
    /** How the rate was mixed, one Korean sentence. */
    basis: z.string(),
  }),
});
export type TripDetail = z.infer<typeof TripDetailSchema>;

export const ChargeLogItemSchema = VehicleChargeSchema.extend({
  durationMin: z.number().int(),
  /** `DC` for fast, `AC` for slow. */
  current: z.enum(["DC", "AC"]),
  placeType: ChargePlaceSchema.nullable(),
  placeTypeName: z.string().nullable(),
  /** kW; null when the device did not report it. */
  peakPowerKw: z.number().nullable(),
  avgPowerKw: z.number(),
  /** The member's rate for this kind of charger and what the session cost at it. */
  wonPerKwh: z.number(),
  costWon: z.number().int(),
});
export type ChargeLogItem = z.infer<typeof ChargeLogItemSchema>;

export const ChargeLogSchema = LogBaseSchema.extend({
  chargeType: z.enum(["FAST", "SLOW"]).nullable(),
  tariff: TariffSchema,
  /** Totals of the period (of the sessions shown): counts and energy as vehicle/statistics for the same days. */
  summary: z.object({
    chargeCount: z.number().int(),
    fastChargeCount: z.number().int(),
    slowChargeCount: z.number().int(),
    chargedKwh: z.number(),
    costWon: z.number().int(),
    /** Distance driven in the period, and the charging cost of the period over it. */
    distanceKm: z.number(),
    costPerKmWon: z.number().nullable(),
  }),
  /** Newest first. */
  charges: z.array(ChargeLogItemSchema),
});
export type ChargeLog = z.infer<typeof ChargeLogSchema>;

export const ChargeDetailSchema = z.object({ charge: ChargeLogItemSchema, tariff: TariffSchema });
export type ChargeDetail = z.infer<typeof ChargeDetailSchema>;

export const drivingLogCalls = {
  getTripLog: defineCall({
    method: "GET",
    path: "vehicle/trips",
    auth: "service",
    summary: "기간의 주행 기록(시각·거리·에너지·전비·SoC·외기 온도)과 합계",
    query: LogPeriodQuerySchema,
    response: TripLogSchema,
  }),
  getTripDetail: defineCall({
    method: "GET",
    path: "vehicle/trips/{id}",
    auth: "service",
    summary: "주행 한 건과 요금 기준 예상 비용",
    params: LogIdParamsSchema,
    response: TripDetailSchema,
  }),
  getChargeLog: defineCall({
    method: "GET",
    path: "vehicle/charges",
    auth: "service",
    summary: "기간의 충전 기록(시각·장소·AC/DC·충전량·SoC·최대 출력·배터리 온도·비용)과 합계",
    query: ChargeLogQuerySchema,
    response: ChargeLogSchema,
  }),
  getChargeDetail: defineCall({
    method: "GET",
    path: "vehicle/charges/{id}",
    auth: "service",
    summary: "충전 한 건과 비용",
    params: LogIdParamsSchema,
    response: ChargeDetailSchema,
  }),
  getChargingTariff: defineCall({
    method: "GET",
    path: "vehicle/charging-tariff",
    auth: "user",
    summary: "내 충전 요금(원/kWh)과 공공 충전 기본 요금·출처",
    response: TariffSchema,
  }),
  putChargingTariff: defineCall({
    method: "PUT",
    path: "vehicle/charging-tariff",
    auth: "user",
    summary: "내 충전 요금 저장(급속·완속 원/kWh, 1~2,000원)",
    body: TariffBodySchema,
    response: TariffSchema,
  }),
};
