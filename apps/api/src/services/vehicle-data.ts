/**
 * The caller's vehicle and its telemetry: battery snapshot, period statistics, trips and charges,
 * daily status series. Periods and days are Korean (KST).
 */
import { and, asc, desc, eq, getTableColumns, gte, lt, lte, sql } from "drizzle-orm";
import { findBrand, findDetailModel, findModel, severityToLevel, STATUS_STATISTICS_MAX_DAYS } from "@evsafe/contract";
import { charges, dailyBattery, trips, vehicles } from "../db/schema/core";
import type { AuthUser, Deps } from "../http/context";
import { badRequest } from "../http/errors";
import { addDays, addMonths, kstDate, kstDayStart } from "../http/time";
import { analyzeDay, METRICS, metricAdvice, round, STATUS_LABEL, withWeakCell, type MetricResult } from "./battery-analysis";
import { preparedRows } from "./prepared";
import { CALLER_COLUMNS, type CallerQuery } from "./tokens";
import { LruMap } from "../lru-map";
import { scoreDay } from "./safety-score";

export type DailyRow = typeof dailyBattery.$inferSelect;
/** A full daily row with the weakest cell's distance from the mean (`weakCellMv`) the rulebook judges. */
export type JudgedDailyRow = DailyRow & { weakCellMv: number };

/**
 * A vehicle's names come from the contract's catalogue, the same names the web's pickers show. A code the catalogue
 * does not know (a model added at the provider before the catalogue) gets a neutral name, never the raw code.
 */
const UNKNOWN_MODEL_NAME = "등록 차량";

export type VehicleRow = typeof vehicles.$inferSelect;

/** Every column of `vehicles`, named as drizzle names them. */
const VEHICLE_COLUMNS_SQL = Object.entries(getTableColumns(vehicles))
  .map(([key, column]) => `${column.name} AS "${key}"`)
  .join(", ");
const FIND_VEHICLE_SQL = `SELECT ${VEHICLE_COLUMNS_SQL} FROM vehicles WHERE user_no = $1 ORDER BY vehicle_id LIMIT 1`;

/** The caller's vehicle (the first registered), or null. Prepared: most signed-in calls start with it. */
export async function findVehicle(deps: Deps, userNo: number): Promise<VehicleRow | null> {
  const [v] = await preparedRows<VehicleRow>(deps, "find_vehicle", FIND_VEHICLE_SQL, [userNo]);
  return v ?? null;
}

/** The vehicle's columns of `vehicles v` but its owner (the caller's `userNo` already), null when there is none. */
export type CallerVehicleColumns = { [K in Exclude<keyof VehicleRow, "userNo">]: VehicleRow[K] | null };
export const CALLER_VEHICLE_COLUMNS_SQL = Object.entries(getTableColumns(vehicles))
  .filter(([key]) => key !== "userNo")
  .map(([key, column]) => `v.${column.name} AS "${key}"`)
  .join(", ");

/** The caller's first vehicle as `v`, findVehicle's, beside `users u`. */
export const CALLER_VEHICLE_JOIN_SQL =
  "LEFT JOIN vehicles v ON v.vehicle_id = (SELECT min(vehicle_id) FROM vehicles WHERE user_no = u.user_no)";

/**
 * A route's `caller` query (route.ts) that reads the caller and findVehicle's vehicle in the one query authentication
 * makes anyway; `callerVehicle` turns its row into findVehicle's answer.
 */
export const VEHICLE_CALLER: CallerQuery<AuthUser & CallerVehicleColumns> = {
  name: "auth_caller_vehicle",
  sql: `SELECT ${CALLER_COLUMNS}, ${CALLER_VEHICLE_COLUMNS_SQL}
FROM users u ${CALLER_VEHICLE_JOIN_SQL}
WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`,
};

/** The vehicle of a VEHICLE_CALLER row, as findVehicle answers it. */
export function callerVehicle(row: AuthUser & CallerVehicleColumns): VehicleRow | null {
  if (row.vehicleId === null) return null;
  const vehicle: Partial<Record<keyof VehicleRow, unknown>> = { userNo: row.userNo };
  for (const key of Object.keys(getTableColumns(vehicles)) as (keyof VehicleRow)[]) if (key !== "userNo") vehicle[key] = row[key];
  return vehicle as VehicleRow;
}

export function vehicleView(
  v: Pick<VehicleRow, "vehicleId" | "carNo" | "brandDcd" | "mdlDcd" | "dtlMdlDcd" | "modelYear" | "batteryCapacityKwh" | "odometerKm">,
) {
  return {
    vehicleId: v.vehicleId,
    carNo: v.carNo,
    brandDcd: v.brandDcd,
    brandNm: findBrand(v.brandDcd)?.brandNm ?? "",
    mdlDcd: v.mdlDcd,
    mdlNm: findModel(v.mdlDcd)?.mdlNm ?? UNKNOWN_MODEL_NAME,
    dtlMdlDcd: v.dtlMdlDcd,
    dtlMdlNm: findDetailModel(v.dtlMdlDcd)?.dtlMdlNm ?? findModel(v.mdlDcd)?.mdlNm ?? UNKNOWN_MODEL_NAME,
    modelYear: v.modelYear,
    batteryCapacityKwh: v.batteryCapacityKwh,
    odometerKm: round(v.odometerKm, 1),
  };
}

/** Daily rows of a vehicle in [start, end], ascending. */
export async function daysBetween(deps: Deps, vehicleId: number, start: string, end: string): Promise<JudgedDailyRow[]> {
  const rows = await deps.db
    .select()
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, vehicleId), gte(dailyBattery.day, start), lte(dailyBattery.day, end)))
    .orderBy(asc(dailyBattery.day));
  return rows.map(withWeakCell);
}

/** The latest n daily rows, newest first. */
export async function latestDays(deps: Deps, vehicleId: number, n: number): Promise<JudgedDailyRow[]> {
  const rows = await deps.db
    .select()
    .from(dailyBattery)
    .where(eq(dailyBattery.vehicleId, vehicleId))
    .orderBy(desc(dailyBattery.day))
    .limit(n);
  return rows.map(withWeakCell);
}

/**
 * The weakest cell's distance from the mean (mV, absolute, to 0.1), computed by the database from the cell voltages:
 * the same figure as the rulebook's `weakCellDeviation`, without sending the per-cell array to the API.
 */
export const WEAK_CELL_MV = sql<number>`(select coalesce(round(greatest(max(c.v) - avg(c.v), avg(c.v) - min(c.v))::numeric, 1), 0)::float8
    from (select x::float8 as v from jsonb_array_elements_text(${dailyBattery.cellVoltagesMv}) as t(x)) as c)`.mapWith(Number);

/**
 * The columns of a daily row that scores and driving summaries read: everything but the per-cell and per-module
 * arrays, whose decoding is most of the cost of reading a day (docs/performance.md "How the API stays fast").
 */
const SUMMARY_COLUMNS = {
  day: dailyBattery.day,
  socAvg: dailyBattery.socAvg,
  socMin: dailyBattery.socMin,
  sohPct: dailyBattery.sohPct,
  cellSigmaMv: dailyBattery.cellSigmaMv,
  weakCellMv: WEAK_CELL_MV,
  moduleTempSigma: dailyBattery.moduleTempSigma,
  moduleTempMax: dailyBattery.moduleTempMax,
  insulationOhmPerV: dailyBattery.insulationOhmPerV,
  distanceKm: dailyBattery.distanceKm,
  energyUsedKwh: dailyBattery.energyUsedKwh,
  chargedKwh: dailyBattery.chargedKwh,
  tripCount: dailyBattery.tripCount,
  chargeCount: dailyBattery.chargeCount,
  fastChargeCount: dailyBattery.fastChargeCount,
  rapidAccelCount: dailyBattery.rapidAccelCount,
  rapidDecelCount: dailyBattery.rapidDecelCount,
};
export type DaySummaryRow = Pick<JudgedDailyRow, keyof typeof SUMMARY_COLUMNS>;

/** The latest n days' summary columns, newest first. */
export function latestSummaryDays(deps: Deps, vehicleId: number, n: number): Promise<DaySummaryRow[]> {
  return deps.db
    .select(SUMMARY_COLUMNS)
    .from(dailyBattery)
    .where(eq(dailyBattery.vehicleId, vehicleId))
    .orderBy(desc(dailyBattery.day))
    .limit(n);
}

/** Summary columns of the days in [start, end], ascending. */
export function summaryDaysBetween(deps: Deps, vehicleId: number, start: string, end: string): Promise<DaySummaryRow[]> {
  return deps.db
    .select(SUMMARY_COLUMNS)
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, vehicleId), gte(dailyBattery.day, start), lte(dailyBattery.day, end)))
    .orderBy(asc(dailyBattery.day));
}

/** A judged metric as the contract shows it. */
export function metricView(m: MetricResult) {
  return {
    key: m.key,
    name: m.name,
    value: m.value,
    unit: m.unit,
    status: m.status,
    severity: m.severity,
    level: severityToLevel(m.severity),
    statusName: STATUS_LABEL[m.status],
    threshold: m.threshold,
    score: m.score,
    advice: metricAdvice(m.key, m.status, m.value),
  };
}

export const efficiency = (km: number, kwh: number) => (km > 0 && kwh > 0 ? round(km / kwh, 2) : null);

/**
 * The exact sum of values stored with at most `digits` decimals, rounded to `out` decimals: summed as integers, so the
 * total of the same values is the same whatever their order (the log sums trips, vehicle/statistics sums days).
 */
export function sumFixed(values: readonly number[], digits: number, out = digits): number {
  const f = 10 ** digits;
  const units = values.reduce((a, v) => a + Math.round(v * f), 0);
  return round(units / f, out);
}

/** Driving and charging totals over daily rows. */
export function driveSummary(rows: readonly DaySummaryRow[], startDate: string, endDate: string) {
  const sum = (f: (r: DaySummaryRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  // Distance and energy as the exact sums of the stored values, so the trip and charge logs' totals of the same days
  // are the same figures (services/driving-log.ts).
  const km = sumFixed(
    rows.map((r) => r.distanceKm),
    1,
  );
  const kwh = sumFixed(
    rows.map((r) => r.energyUsedKwh),
    2,
  );
  return {
    startDate,
    endDate,
    distanceKm: km,
    energyKwh: round(kwh, 1),
    efficiencyKmPerKwh: efficiency(km, kwh),
    chargedKwh: sumFixed(
      rows.map((r) => r.chargedKwh),
      2,
      1,
    ),
    tripCount: sum((r) => r.tripCount),
    chargeCount: sum((r) => r.chargeCount),
    fastChargeCount: sum((r) => r.fastChargeCount),
    drivingDays: rows.filter((r) => r.distanceKm > 0).length,
    rapidAccelCount: sum((r) => r.rapidAccelCount),
    rapidDecelCount: sum((r) => r.rapidDecelCount),
  };
}

export interface Period {
  period: string;
  unit: "day" | "month";
  startDate: string;
  endDate: string;
}

/** `week` = last 7 days, `month` = last 30 days, `year` = last 12 calendar months, `YYYY-MM` = that month (to today). */
export function parsePeriod(x: string, today: string): Period {
  if (x === "week") return { period: x, unit: "day", startDate: addDays(today, -6), endDate: today };
  if (x === "month") return { period: x, unit: "day", startDate: addDays(today, -29), endDate: today };
  if (x === "year") return { period: x, unit: "month", startDate: addMonths(`${today.slice(0, 7)}-01`, -11), endDate: today };
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(x);
  if (!m) throw badRequest("기간은 week, month, year 또는 YYYY-MM 형식이어야 합니다.");
  if (x > today.slice(0, 7)) throw badRequest("미래의 기간은 조회할 수 없습니다.");
  if (Number(m[1]) < 2000) throw badRequest("2000년 이후의 기간만 조회할 수 있습니다.");
  const start = `${x}-01`;
  const end = addDays(addMonths(start, 1), -1);
  return { period: x, unit: "day", startDate: start, endDate: end > today ? today : end };
}

/** Latest battery snapshot with statuses. */
export async function getBatteryData(deps: Deps, userNo: number) {
  const v = await findVehicle(deps, userNo);
  if (!v) return { hasData: false, battery: null };
  const [d] = await latestDays(deps, v.vehicleId, 1);
  if (!d) return { hasData: false, battery: null };
  const analysis = analyzeDay(d);
  const cells = d.cellVoltagesMv;
  const maxIdx = cells.indexOf(Math.max(...cells));
  const minIdx = cells.indexOf(Math.min(...cells));
  return {
    hasData: true,
    battery: {
      day: d.day,
      soc: round(d.socAvg, 1),
      soh: round(d.sohPct, 1),
      packVoltage: round(d.packVoltageAvg, 1),
      packVoltageMin: round(d.packVoltageMin, 1),
      packVoltageMax: round(d.packVoltageMax, 1),
      insulationOhmPerV: d.insulationOhmPerV,
      cellCount: v.cellCount,
      moduleCount: v.moduleCount,
      cellVoltagesMv: cells,
      cellVoltageAvgMv: round(cells.reduce((a, b) => a + b, 0) / Math.max(1, cells.length), 1),
      cellVoltageMaxMv: d.cellVoltageMaxMv,
      cellVoltageMinMv: d.cellVoltageMinMv,
      maxCellNo: maxIdx + 1,
      minCellNo: minIdx + 1,
      cellSigmaMv: d.cellSigmaMv,
      moduleTemps: d.moduleTemps,
      moduleTempMax: d.moduleTempMax,
      moduleTempMin: d.moduleTempMin,
      moduleTempSigma: d.moduleTempSigma,
      status: analysis.status,
      severity: scoreDay(d).severity,
      metrics: analysis.metrics.map(metricView),
    },
  };
}

const emptyPoint = (label: string) => ({
  label,
  distanceKm: 0,
  energyKwh: 0,
  efficiencyKmPerKwh: null,
  chargedKwh: 0,
  tripCount: 0,
  chargeCount: 0,
  fastChargeCount: 0,
  socAvg: null,
  safetyScore: null,
});

function point(label: string, rows: readonly JudgedDailyRow[]) {
  if (rows.length === 0) return emptyPoint(label);
  const s = driveSummary(rows, "", "");
  const scores = rows.map((r) => scoreDay(r).score);
  return {
    label,
    distanceKm: s.distanceKm,
    energyKwh: s.energyKwh,
    efficiencyKmPerKwh: s.efficiencyKmPerKwh,
    chargedKwh: s.chargedKwh,
    tripCount: s.tripCount,
    chargeCount: s.chargeCount,
    fastChargeCount: s.fastChargeCount,
    socAvg: round(rows.reduce((a, r) => a + r.socAvg, 0) / rows.length, 1),
    safetyScore: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
  };
}

/** Driving/charging statistics of a period with a chart series (one point per day, or per month for `year`). */
export async function getStatistics(deps: Deps, userNo: number, x: string) {
  const p = parsePeriod(x, kstDate(deps.now()));
  const v = await findVehicle(deps, userNo);
  const rows = v ? await daysBetween(deps, v.vehicleId, p.startDate, p.endDate) : [];
  const series = [];
  if (p.unit === "day") {
    const byDay = new Map(rows.map((r) => [r.day, r]));
    for (let d = p.startDate; d <= p.endDate; d = addDays(d, 1)) {
      const r = byDay.get(d);
      series.push(r ? point(d, [r]) : emptyPoint(d));
    }
  } else {
    for (let m = p.startDate; m <= p.endDate; m = addMonths(m, 1)) {
      const month = m.slice(0, 7);
      series.push(
        point(
          month,
          rows.filter((r) => r.day.startsWith(month)),
        ),
      );
    }
  }
  const s = driveSummary(rows, p.startDate, p.endDate);
  const all = point("", rows);
  return {
    ...p,
    summary: {
      ...s,
      fastChargeRatioPct: s.chargeCount > 0 ? round((s.fastChargeCount / s.chargeCount) * 100, 1) : null,
      socAvg: all.socAvg,
      safetyScore: all.safetyScore,
    },
    series,
  };
}

export const CHARGE_TYPE_NAME: Record<string, string> = { FAST: "급속", SLOW: "완속" };

export function tripView(t: typeof trips.$inferSelect) {
  return {
    tripId: t.tripId,
    startedAt: t.startedAt.toISOString(),
    endedAt: t.endedAt.toISOString(),
    distanceKm: t.distanceKm,
    energyKwh: t.energyKwh,
    efficiencyKmPerKwh: efficiency(t.distanceKm, t.energyKwh),
    startSoc: t.startSoc,
    endSoc: t.endSoc,
    avgSpeedKmh: t.avgSpeedKmh,
    maxSpeedKmh: t.maxSpeedKmh,
    rapidAccelCount: t.rapidAccelCount,
    rapidDecelCount: t.rapidDecelCount,
  };
}

export function chargeView(c: typeof charges.$inferSelect) {
  const chargeType = c.chargeType === "FAST" ? "FAST" : "SLOW";
  return {
    chargeId: c.chargeId,
    startedAt: c.startedAt.toISOString(),
    endedAt: c.endedAt.toISOString(),
    startSoc: c.startSoc,
    endSoc: c.endSoc,
    chargedKwh: c.chargedKwh,
    chargeType,
    chargeTypeName: CHARGE_TYPE_NAME[chargeType]!,
    maxCellTemp: c.maxCellTemp,
  } as const;
}

/** Trips and charges started in [start, end] (KST days), newest first. */
export async function tripsAndCharges(deps: Deps, vehicleId: number, start: string, end: string) {
  const from = kstDayStart(start);
  const to = kstDayStart(addDays(end, 1));
  const [t, c] = await Promise.all([
    deps.db
      .select()
      .from(trips)
      .where(and(eq(trips.vehicleId, vehicleId), gte(trips.startedAt, from), lt(trips.startedAt, to)))
      .orderBy(desc(trips.startedAt)),
    deps.db
      .select()
      .from(charges)
      .where(and(eq(charges.vehicleId, vehicleId), gte(charges.startedAt, from), lt(charges.startedAt, to)))
      .orderBy(desc(charges.startedAt)),
  ]);
  return { trips: t, charges: c };
}

/** The latest trip started in [start, end] (KST days), if any: tripsAndCharges' first trip, without the rest. */
export async function lastTripBetween(deps: Deps, vehicleId: number, start: string, end: string) {
  const [t] = await deps.db
    .select()
    .from(trips)
    .where(and(eq(trips.vehicleId, vehicleId), gte(trips.startedAt, kstDayStart(start)), lt(trips.startedAt, kstDayStart(addDays(end, 1)))))
    .orderBy(desc(trips.startedAt))
    .limit(1);
  return t;
}

export async function getTripCharge(deps: Deps, userNo: number, x: string) {
  const p = parsePeriod(x, kstDate(deps.now()));
  const v = await findVehicle(deps, userNo);
  const tc = v ? await tripsAndCharges(deps, v.vehicleId, p.startDate, p.endDate) : { trips: [], charges: [] };
  const fast = tc.charges.filter((c) => c.chargeType === "FAST").length;
  const avg = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length, 1) : null);
  return {
    period: p.period,
    startDate: p.startDate,
    endDate: p.endDate,
    trips: tc.trips.map(tripView),
    charges: tc.charges.map(chargeView),
    summary: {
      tripCount: tc.trips.length,
      distanceKm: round(
        tc.trips.reduce((a, t) => a + t.distanceKm, 0),
        1,
      ),
      chargeCount: tc.charges.length,
      fastChargeCount: fast,
      slowChargeCount: tc.charges.length - fast,
      chargedKwh: round(
        tc.charges.reduce((a, c) => a + c.chargedKwh, 0),
        1,
      ),
      avgChargeStartSoc: avg(tc.charges.map((c) => c.startSoc)),
      avgChargeEndSoc: avg(tc.charges.map((c) => c.endSoc)),
    },
  };
}

/** Longest range main/vehicle/status/statistics accepts, in days (inclusive). */
export const STATUS_RANGE_MAX_DAYS = STATUS_STATISTICS_MAX_DAYS;

/** The columns main/vehicle/status/statistics shows and scores: not the per-cell and per-module arrays. */
const STATUS_COLUMNS = { ...SUMMARY_COLUMNS, socMax: dailyBattery.socMax, packVoltageAvg: dailyBattery.packVoltageAvg };
type StatusRow = Pick<JudgedDailyRow, keyof typeof STATUS_COLUMNS>;

/**
 * main/vehicle/status/statistics keeps the scored days of each vehicle in blocks of STATUS_BLOCK_DAYS calendar days
 * (aligned the same way for every range), each kept while the vehicle's telemetry version is the one it was read at
 * (services/recent-days.ts explains the version): a range is cut from its blocks, and only the blocks not held are
 * read, so a screen that asks again (SWR revalidation) or for a range shifted by some days reads at most the blocks
 * at its ends. On PGlite a statement is a synchronous pass on this thread, and a year of days in one (the weakest
 * cell's figure is computed from each day's cell array) held every other call for its whole length; block by block,
 * with a turn of the event loop between two reads, other calls run in between. Requests that need a block being read
 * wait for that read. At most STATUS_CACHE_MAX_BLOCKS blocks per process, the least recently used dropped first
 * (docs/performance.md "How the API stays fast" has the memory they take).
 */
export const STATUS_BLOCK_DAYS = 31;
export const STATUS_CACHE_MAX_BLOCKS = 2_400;
type StatusItem = ReturnType<typeof statusItem>;
interface StatusBlock {
  version: number;
  /** The block's scored days in day order, once read. */
  items: Promise<StatusItem[]>;
}
/** One cache per database (tests open several in one process, with the same vehicle ids). */
const statusBlocks = new WeakMap<object, LruMap<string, StatusBlock>>();
const DAY_MS = 86_400_000;
/** The block a day (YYYY-MM-DD) falls in, counted from 1970-01-01. */
export const statusBlockOf = (day: string) => Math.floor(Math.round(Date.parse(day) / DAY_MS) / STATUS_BLOCK_DAYS);
const blockDay = (block: number, offset: number) => new Date((block * STATUS_BLOCK_DAYS + offset) * DAY_MS).toISOString().slice(0, 10);

export async function getStatusStatistics(deps: Deps, userNo: number, startDate: string, endDate: string) {
  if (endDate < startDate) throw badRequest("종료일은 시작일보다 빠를 수 없습니다.");
  const span = Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
  if (span > STATUS_RANGE_MAX_DAYS) throw badRequest(`조회 기간은 최대 ${STATUS_RANGE_MAX_DAYS}일입니다.`);
  const v = await findVehicle(deps, userNo);
  if (!v) return { startDate, endDate, items: [] };
  let cache = statusBlocks.get(deps.db);
  if (!cache) statusBlocks.set(deps.db, (cache = new LruMap(STATUS_CACHE_MAX_BLOCKS)));
  const items: StatusItem[] = [];
  let read = false;
  for (let block = statusBlockOf(startDate); block <= statusBlockOf(endDate); block++) {
    const key = `${v.vehicleId}|${block}`;
    const current = () => {
      const entry = cache.get(key);
      return entry && entry.version === v.telemetryVersion ? entry : undefined;
    };
    let held = current();
    if (!held && read) {
      await new Promise((resolve) => setImmediate(resolve));
      // Another request may have started this block's read during that turn: wait for its read instead.
      held = current();
    }
    if (!held) {
      read = true;
      // The version was read (findVehicle) before the rows: rows read after it are at least as new.
      const rows = readStatusItems(deps, v.vehicleId, blockDay(block, 0), blockDay(block, STATUS_BLOCK_DAYS - 1));
      const entry: StatusBlock = { version: v.telemetryVersion, items: rows };
      held = entry;
      cache.set(key, entry);
      // A failed read is not kept: the next request reads again.
      rows.catch(() => {
        if (cache.get(key) === entry) cache.set(key, { ...entry, version: Number.NaN });
      });
    }
    for (const item of await held.items) if (item.day >= startDate && item.day <= endDate) items.push(item);
  }
  return { startDate, endDate, items };
}

async function readStatusItems(deps: Deps, vehicleId: number, from: string, to: string): Promise<StatusItem[]> {
  const rows: StatusRow[] = await deps.db
    .select(STATUS_COLUMNS)
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, vehicleId), gte(dailyBattery.day, from), lte(dailyBattery.day, to)))
    .orderBy(asc(dailyBattery.day));
  return rows.map(statusItem);
}

/** A day of main/vehicle/status/statistics: the columns it shows, its efficiency and its safety score. */
function statusItem(r: StatusRow) {
  const s = scoreDay(r);
  return {
    day: r.day,
    socAvg: r.socAvg,
    socMin: r.socMin,
    socMax: r.socMax,
    sohPct: r.sohPct,
    packVoltageAvg: r.packVoltageAvg,
    cellSigmaMv: r.cellSigmaMv,
    moduleTempSigma: r.moduleTempSigma,
    moduleTempMax: r.moduleTempMax,
    insulationOhmPerV: r.insulationOhmPerV,
    distanceKm: r.distanceKm,
    efficiencyKmPerKwh: efficiency(r.distanceKm, r.energyUsedKwh),
    safetyScore: s.score,
    status: s.status,
    severity: s.severity,
  };
}

export { METRICS };
