/**
 * The trip and charge logs and the member's charging tariff (docs/driving-log.md). The logs read the same `trips` and
 * `charges` rows the daily aggregates of `daily_battery` are the sums of (seed/telemetry.ts), so a period's log adds
 * up to what vehicle/statistics and the battery metrics say for the same days.
 */
import { and, asc, desc, eq, gte, lt, max, min } from "drizzle-orm";
import { CHARGE_PLACE_LABEL, DEFAULT_TARIFF, LOG_MAX_DAYS } from "@evsafe/contract";
import { charges, chargingTariffs, dailyBattery, trips, vehicles } from "../db/schema/core";
import type { Deps } from "../http/context";
import { badRequest, notFound } from "../http/errors";
import { addDays, kstDate, kstDayStart } from "../http/time";
import { round } from "./battery-analysis";
import { CHARGE_TYPE_NAME, efficiency, findVehicle, sumFixed } from "./vehicle-data";

type TripRow = typeof trips.$inferSelect;
type ChargeRow = typeof charges.$inferSelect;

/** Refuses a period the log does not answer, in Korean: reversed, longer than LOG_MAX_DAYS or starting after today. */
function checkPeriod(startDate: string, endDate: string, today: string) {
  if (endDate < startDate) throw badRequest("종료일은 시작일보다 빠를 수 없습니다.");
  const span = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  if (span > LOG_MAX_DAYS) throw badRequest(`조회 기간은 최대 ${LOG_MAX_DAYS}일입니다.`);
  if (startDate > today) throw badRequest("아직 오지 않은 날부터는 조회할 수 없습니다. 오늘 이전의 날짜를 선택해 주세요.");
}

/** The first and latest day the vehicle has data for. */
async function dataBounds(deps: Deps, vehicleId: number) {
  const [b] = await deps.db
    .select({ first: min(dailyBattery.day), latest: max(dailyBattery.day) })
    .from(dailyBattery)
    .where(eq(dailyBattery.vehicleId, vehicleId));
  return { firstDataDay: b?.first ?? null, latestDataDay: b?.latest ?? null };
}

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.round((b.getTime() - a.getTime()) / 60_000));

function tripItem(t: TripRow) {
  return {
    tripId: t.tripId,
    startedAt: t.startedAt.toISOString(),
    endedAt: t.endedAt.toISOString(),
    durationMin: minutesBetween(t.startedAt, t.endedAt),
    distanceKm: t.distanceKm,
    energyKwh: t.energyKwh,
    efficiencyKmPerKwh: efficiency(t.distanceKm, t.energyKwh),
    startSoc: t.startSoc,
    endSoc: t.endSoc,
    avgSpeedKmh: t.avgSpeedKmh,
    maxSpeedKmh: t.maxSpeedKmh,
    rapidAccelCount: t.rapidAccelCount,
    rapidDecelCount: t.rapidDecelCount,
    outsideTempC: t.outsideTempC,
  };
}

type TariffRates = { dcWonPerKwh: number; acWonPerKwh: number };

function chargeItem(c: ChargeRow, tariff: TariffRates) {
  const fast = c.chargeType === "FAST";
  const minutes = minutesBetween(c.startedAt, c.endedAt);
  const wonPerKwh = fast ? tariff.dcWonPerKwh : tariff.acWonPerKwh;
  const placeType = c.placeType && Object.hasOwn(CHARGE_PLACE_LABEL, c.placeType) ? c.placeType : null;
  return {
    chargeId: c.chargeId,
    startedAt: c.startedAt.toISOString(),
    endedAt: c.endedAt.toISOString(),
    durationMin: minutes,
    startSoc: c.startSoc,
    endSoc: c.endSoc,
    chargedKwh: c.chargedKwh,
    chargeType: fast ? "FAST" : "SLOW",
    current: fast ? "DC" : "AC",
    chargeTypeName: CHARGE_TYPE_NAME[fast ? "FAST" : "SLOW"]!,
    placeType,
    placeTypeName: placeType ? CHARGE_PLACE_LABEL[placeType] : null,
    peakPowerKw: c.peakPowerKw,
    avgPowerKw: minutes > 0 ? round(c.chargedKwh / (minutes / 60), 1) : 0,
    maxCellTemp: c.maxCellTemp,
    wonPerKwh,
    costWon: Math.round(c.chargedKwh * wonPerKwh),
  } as const;
}

/** Rows of a vehicle's table started in [start, end] (KST days), newest first. */
function tripsBetween(deps: Deps, vehicleId: number, start: string, end: string) {
  return deps.db
    .select()
    .from(trips)
    .where(and(eq(trips.vehicleId, vehicleId), gte(trips.startedAt, kstDayStart(start)), lt(trips.startedAt, kstDayStart(addDays(end, 1)))))
    .orderBy(desc(trips.startedAt));
}
function chargesBetween(deps: Deps, vehicleId: number, start: string, end: string) {
  return deps.db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.vehicleId, vehicleId),
        gte(charges.startedAt, kstDayStart(start)),
        lt(charges.startedAt, kstDayStart(addDays(end, 1))),
      ),
    )
    .orderBy(desc(charges.startedAt));
}

// ---------------------------------------------------------------- tariff

const isDefaultRates = (r: TariffRates) => r.dcWonPerKwh === DEFAULT_TARIFF.dcWonPerKwh && r.acWonPerKwh === DEFAULT_TARIFF.acWonPerKwh;

export async function getTariff(deps: Deps, userNo: number) {
  const [row] = await deps.db.select().from(chargingTariffs).where(eq(chargingTariffs.userNo, userNo));
  const rates = row ?? DEFAULT_TARIFF;
  return {
    dcWonPerKwh: rates.dcWonPerKwh,
    acWonPerKwh: rates.acWonPerKwh,
    isDefault: isDefaultRates(rates),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    defaults: {
      dcWonPerKwh: DEFAULT_TARIFF.dcWonPerKwh,
      acWonPerKwh: DEFAULT_TARIFF.acWonPerKwh,
      source: DEFAULT_TARIFF.source,
      asOf: DEFAULT_TARIFF.asOf,
    },
  };
}

/** Saves the member's rates (checked 1–2,000 원/kWh by the contract), one decimal kept. */
export async function putTariff(deps: Deps, userNo: number, body: TariffRates) {
  const values = { dcWonPerKwh: round(body.dcWonPerKwh, 1), acWonPerKwh: round(body.acWonPerKwh, 1), updatedAt: deps.now() };
  await deps.db
    .insert(chargingTariffs)
    .values({ userNo, ...values })
    .onConflictDoUpdate({ target: chargingTariffs.userNo, set: values });
  return getTariff(deps, userNo);
}

// ---------------------------------------------------------------- logs

export async function getTripLog(deps: Deps, userNo: number, startDate: string, endDate: string) {
  checkPeriod(startDate, endDate, kstDate(deps.now()));
  const v = await findVehicle(deps, userNo);
  const rows = v ? await tripsBetween(deps, v.vehicleId, startDate, endDate) : [];
  const bounds = v ? await dataBounds(deps, v.vehicleId) : { firstDataDay: null, latestDataDay: null };
  const km = sumFixed(
    rows.map((t) => t.distanceKm),
    1,
  );
  const kwh = sumFixed(
    rows.map((t) => t.energyKwh),
    2,
  );
  return {
    startDate,
    endDate,
    hasVehicle: v !== null,
    ...bounds,
    summary: { tripCount: rows.length, distanceKm: km, energyKwh: round(kwh, 1), efficiencyKmPerKwh: efficiency(km, kwh) },
    trips: rows.map(tripItem),
  };
}

/** A trip or a charge of the caller's own vehicle; anything else (another member's, unknown) is the same 404. */
async function ownTrip(deps: Deps, userNo: number, id: number) {
  const [row] = await deps.db
    .select({ trip: trips })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.vehicleId, trips.vehicleId))
    .where(and(eq(trips.tripId, id), eq(vehicles.userNo, userNo)));
  if (!row) throw notFound("주행 기록을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.");
  return row.trip;
}
async function ownCharge(deps: Deps, userNo: number, id: number) {
  const [row] = await deps.db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(vehicles, eq(vehicles.vehicleId, charges.vehicleId))
    .where(and(eq(charges.chargeId, id), eq(vehicles.userNo, userNo)));
  if (!row) throw notFound("충전 기록을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.");
  return row.charge;
}

/** Days of charging whose mix prices a trip's energy: the 30 days up to the trip's day. */
const TRIP_RATE_DAYS = 30;

export async function getTripDetail(deps: Deps, userNo: number, id: number) {
  const trip = await ownTrip(deps, userNo, id);
  const tariff = await getTariff(deps, userNo);
  const day = kstDate(trip.startedAt);
  const recent = await deps.db
    .select({ chargeType: charges.chargeType, chargedKwh: charges.chargedKwh })
    .from(charges)
    .where(
      and(
        eq(charges.vehicleId, trip.vehicleId),
        gte(charges.startedAt, kstDayStart(addDays(day, -(TRIP_RATE_DAYS - 1)))),
        lt(charges.startedAt, kstDayStart(addDays(day, 1))),
      ),
    )
    .orderBy(asc(charges.startedAt));
  const dc = recent.filter((c) => c.chargeType === "FAST").reduce((a, c) => a + c.chargedKwh, 0);
  const ac = recent.filter((c) => c.chargeType !== "FAST").reduce((a, c) => a + c.chargedKwh, 0);
  let wonPerKwh: number;
  let basis: string;
  if (dc + ac > 0) {
    const dcPct = Math.round((dc / (dc + ac)) * 100);
    wonPerKwh = round((dc * tariff.dcWonPerKwh + ac * tariff.acWonPerKwh) / (dc + ac), 1);
    basis = `이 주행까지 최근 ${TRIP_RATE_DAYS}일 충전량의 급속 ${dcPct}%·완속 ${100 - dcPct}% 비율로 내 요금을 섞어 계산했어요.`;
  } else {
    wonPerKwh = tariff.acWonPerKwh;
    basis = `최근 ${TRIP_RATE_DAYS}일 충전 기록이 없어 완속 요금으로 계산했어요.`;
  }
  const costWon = Math.round(trip.energyKwh * wonPerKwh);
  return {
    trip: tripItem(trip),
    cost: { wonPerKwh, costWon, costPerKmWon: trip.distanceKm > 0 ? round(costWon / trip.distanceKm, 1) : null, basis },
  };
}

export async function getChargeLog(deps: Deps, userNo: number, startDate: string, endDate: string, chargeType?: "FAST" | "SLOW") {
  checkPeriod(startDate, endDate, kstDate(deps.now()));
  const v = await findVehicle(deps, userNo);
  const tariff = await getTariff(deps, userNo);
  const [all, tripRows, bounds] = v
    ? await Promise.all([
        chargesBetween(deps, v.vehicleId, startDate, endDate),
        tripsBetween(deps, v.vehicleId, startDate, endDate),
        dataBounds(deps, v.vehicleId),
      ])
    : [[], [], { firstDataDay: null, latestDataDay: null }];
  const shown = chargeType ? all.filter((c) => (c.chargeType === "FAST") === (chargeType === "FAST")) : all;
  const items = shown.map((c) => chargeItem(c, tariff));
  const fast = items.filter((c) => c.chargeType === "FAST").length;
  const costWon = items.reduce((a, c) => a + c.costWon, 0);
  const distanceKm = sumFixed(
    tripRows.map((t) => t.distanceKm),
    1,
  );
  return {
    startDate,
    endDate,
    hasVehicle: v !== null,
    ...bounds,
    chargeType: chargeType ?? null,
    tariff,
    summary: {
      chargeCount: items.length,
      fastChargeCount: fast,
      slowChargeCount: items.length - fast,
      chargedKwh: sumFixed(
        items.map((c) => c.chargedKwh),
        2,
        1,
      ),
      costWon,
      distanceKm,
      costPerKmWon: distanceKm > 0 && items.length > 0 ? round(costWon / distanceKm, 1) : null,
    },
    charges: items,
  };
}

export async function getChargeDetail(deps: Deps, userNo: number, id: number) {
  const charge = await ownCharge(deps, userNo, id);
  const tariff = await getTariff(deps, userNo);
  return { charge: chargeItem(charge, tariff), tariff };
}
