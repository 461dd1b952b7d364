import { eq } from "drizzle-orm";
import { addDays, kstDate } from "../../http/time";
import { ALERT_SEVERITY, ALERT_TYPE, CHARGE_PLACE, findDetailModel, SERVICE_STATUS } from "@evsafe/contract";
import { monthlyReportAlert, previousMonth } from "../../services/monthly-report-alerts";
import { alertTimeOf, deriveSafetyAlerts } from "../../services/alerts";
import { expectedOcv } from "../../services/diagnosis-statistics";
import { charges, dailyBattery, trips, users, vehicles } from "../schema/core";
import { alerts } from "../schema/main";
import type { SeedContext } from "./index";

/**
 * Demo OBD telemetry: `dataDays` consecutive days ending yesterday (KST) per demo vehicle, in
 * `daily_battery`, `trips` and `charges`. Deterministic: every random draw comes from a PRNG seeded
 * by the vehicle id and profile, and times derive from the seed clock (`ctx.now()`), so two seeds with
 * the same clock produce identical rows. Profiles (seed/accounts.ts): healthy, degrading, aging, fleet.
 */
export async function seedTelemetry(ctx: SeedContext): Promise<void> {
  const yesterday = addDays(kstDate(ctx.now()), -1);
  for (const a of ctx.accounts) {
    if (!a.vehicleId || a.dataDays <= 0 || !a.profile) continue;
    const [v] = await ctx.db.select().from(vehicles).where(eq(vehicles.vehicleId, a.vehicleId));
    if (!v) continue;
    const data = generateTelemetry(telemetryVehicle(v, a.profile as Profile), addDays(yesterday, -(a.dataDays - 1)), a.dataDays);
    for (const part of chunks(data.days, 200)) await ctx.db.insert(dailyBattery).values(part);
    for (const part of chunks(data.trips, 200)) await ctx.db.insert(trips).values(part);
    for (const part of chunks(data.charges, 200)) await ctx.db.insert(charges).values(part);
    const last = data.days[data.days.length - 1];
    if (last) await ctx.db.update(vehicles).set({ odometerKm: last.odometerKm }).where(eq(vehicles.vehicleId, v.vehicleId));
    // Safety alerts: the analysis run over the seeded days, as the nightly job would have raised them.
    const now = ctx.now();
    const safety = deriveSafetyAlerts(data.days).map((d) => {
      const createdAt = alertTimeOf(d.day);
      return {
        userNo: a.userNo,
        vehicleId: v.vehicleId,
        alimType: ALERT_TYPE.SAFETY,
        severity: d.severity,
        metric: d.metric,
        day: d.day,
        title: d.title,
        message: d.message,
        createdAt,
        // The driver has opened alerts older than a week.
        readAt: now.getTime() - createdAt.getTime() > 7 * 86_400_000 ? new Date(createdAt.getTime() + 2 * 3_600_000) : null,
      };
    });
    for (const part of chunks(safety, 200)) await ctx.db.insert(alerts).values(part);
  }
  await seedGeneralAlerts(ctx);
}

/** A few general alerts per account: notices, the monthly report, subscription news. */
async function seedGeneralAlerts(ctx: SeedContext) {
  const now = ctx.now();
  const today = kstDate(now);
  // A KST time some days ago, never later than now.
  const at = (daysAgo: number, hour: number) =>
    new Date(Math.min(now.getTime() - 60_000, Date.parse(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, "0")}:00:00+09:00`)));
  const rows: (typeof alerts.$inferInsert)[] = [];
  for (const a of ctx.accounts) {
    const [u] = await ctx.db
      .select({ serviceStatus: users.serviceStatus, exp: users.serviceExpirationDate })
      .from(users)
      .where(eq(users.userNo, a.userNo));
    if (!u) continue;
    const base = { userNo: a.userNo, vehicleId: a.vehicleId, alimType: ALERT_TYPE.GENERAL, severity: ALERT_SEVERITY.SAFE };
    rows.push({
      ...base,
      title: "서비스 점검 안내",
      createdAt: at(12, 10),
      readAt: at(11, 9),
      message: "보다 안정적인 서비스를 위해 시스템 점검을 진행했습니다. 점검 중 수집된 주행 데이터는 모두 정상 반영되었습니다.",
    });
    if (a.dataDays > 0) {
      // Last month's report, as services/monthly-report-alerts.ts writes it; unread.
      rows.push({ ...base, ...monthlyReportAlert(previousMonth(today)), createdAt: at(Number(today.slice(8, 10)) - 1, 9), readAt: null });
    }
    if (u.serviceStatus === SERVICE_STATUS.NOT_JOINED) {
      rows.push({
        ...base,
        title: "배터리 안전 알림 서비스 안내",
        createdAt: at(3, 11),
        readAt: null,
        message:
          "OBD 단말기를 설치하면 셀 전압·온도·절연 상태를 매일 진단해 위험 신호를 미리 알려 드립니다. 서비스 신청 화면에서 가입해 보세요.",
      });
    }
    if (u.serviceStatus === SERVICE_STATUS.CANCEL_REQUESTED) {
      rows.push({
        ...base,
        title: "서비스 해지 신청 접수",
        createdAt: at(5, 15),
        readAt: null,
        message: `서비스 해지 신청이 접수되었습니다.${u.exp ? ` ${u.exp}까지 서비스를 계속 이용하실 수 있습니다.` : ""}`,
      });
    }
    if (u.exp && u.exp >= today && u.exp <= addDays(today, 30)) {
      rows.push({
        ...base,
        title: "서비스 만료 예정 안내",
        createdAt: at(1, 9),
        readAt: null,
        severity: ALERT_SEVERITY.CAUTION,
        message: `서비스가 ${u.exp}에 만료됩니다. 만료 후에는 배터리 안전 알림을 받을 수 없으니 구독을 연장해 주세요.`,
      });
    }
    if (u.exp && u.exp < today) {
      rows.push({
        ...base,
        title: "서비스 만료 안내",
        createdAt: at(Math.max(0, daysBetween(u.exp, today) - 1), 9),
        readAt: null,
        severity: ALERT_SEVERITY.CAUTION,
        message: `서비스가 ${u.exp}에 만료되어 배터리 안전 진단과 알림이 중지되었습니다. 서비스를 다시 신청하시면 이어서 이용하실 수 있습니다.`,
      });
    }
  }
  for (const part of chunks(rows, 200)) await ctx.db.insert(alerts).values(part);
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export type Profile = "healthy" | "degrading" | "aging" | "fleet";

export interface TelemetryVehicle {
  vehicleId: number;
  profile: Profile;
  cellCount: number;
  moduleCount: number;
  capacityKwh: number;
  modelYear: number;
  mdlDcd: string;
  /** The catalogue's cell chemistry: the voltages follow its open-circuit curve (NCM when not given). */
  chemistry?: "NCM" | "LFP";
  /** Odometer at the start of the generated period. */
  odometerKm: number;
}

/** The generator's input for a stored vehicle and its profile (the seed's accounts, the demo's day). */
export function telemetryVehicle(v: typeof vehicles.$inferSelect, profile: Profile): TelemetryVehicle {
  return {
    vehicleId: v.vehicleId,
    profile,
    cellCount: v.cellCount,
    moduleCount: v.moduleCount,
    capacityKwh: v.batteryCapacityKwh,
    modelYear: v.modelYear,
    mdlDcd: v.mdlDcd,
    chemistry: findDetailModel(v.dtlMdlDcd)?.chemistry,
    odometerKm: v.odometerKm,
  };
}

type DayRow = typeof dailyBattery.$inferInsert & { odometerKm: number };
type TripRow = typeof trips.$inferInsert;
type ChargeRow = typeof charges.$inferInsert;

/** mulberry32: small, fast, deterministic. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROFILE_SALT: Record<Profile, number> = { healthy: 11, degrading: 23, aging: 37, fleet: 53 };

/** Profile behaviour: how the car is driven and charged and how its pack behaves. */
const PROFILES: Record<
  Profile,
  {
    commuteKm: [number, number];
    tripsPerDay: [number, number];
    fastRatio: number;
    fullChargeRatio: number;
    chargeBelow: [number, number];
    aggression: number;
    sohStartLoss: number;
    sohLossPerDay: number;
    insulation: [number, number];
    tms: number;
  }
> = {
  // Private commuter: home AC charging, occasional DC on trips.
  healthy: {
    commuteKm: [10, 22],
    tripsPerDay: [2, 3],
    fastRatio: 0.15,
    fullChargeRatio: 0.04,
    chargeBelow: [56, 72],
    aggression: 0.6,
    sohStartLoss: 1.0,
    sohLossPerDay: 0.006,
    insulation: [420, 780],
    tms: 0.35,
  },
  degrading: {
    commuteKm: [14, 28],
    tripsPerDay: [2, 3],
    fastRatio: 0.35,
    fullChargeRatio: 0.12,
    chargeBelow: [45, 62],
    aggression: 1.0,
    sohStartLoss: 1.8,
    sohLossPerDay: 0.012,
    insulation: [480, 620],
    tms: 0.45,
  },
  // Older car, mostly public DC charging, often to 100 %.
  aging: {
    commuteKm: [12, 26],
    tripsPerDay: [2, 3],
    fastRatio: 0.55,
    fullChargeRatio: 0.3,
    chargeBelow: [40, 58],
    aggression: 0.9,
    sohStartLoss: 2.2,
    sohLossPerDay: 0.01,
    insulation: [300, 460],
    tms: 0.6,
  },
  // B2B rental/delivery: long days, DC charging between jobs.
  fleet: {
    commuteKm: [35, 75],
    tripsPerDay: [3, 4],
    fastRatio: 0.75,
    fullChargeRatio: 0.05,
    chargeBelow: [35, 50],
    aggression: 1.4,
    sohStartLoss: 1.2,
    sohLossPerDay: 0.012,
    insulation: [360, 620],
    tms: 0.4,
  },
};

/** Highway-cycle km/kWh in mild weather by model (WLTP-ish, Korean ratings). */
const BASE_EFFICIENCY: Record<string, number> = { IONIQ5: 5.6, EV6: 5.5, EV3: 6.0, KONA_EV: 6.2, NIRO_EV: 5.7, MODEL_Y: 6.0 };

/** NMC open-circuit voltage (V) by SoC (%), interpolated. */
const OCV: readonly [number, number][] = [
  [0, 3.3],
  [10, 3.55],
  [20, 3.62],
  [30, 3.67],
  [40, 3.72],
  [50, 3.77],
  [60, 3.85],
  [70, 3.93],
  [80, 4.01],
  [90, 4.08],
  [100, 4.17],
];
export function ocvMv(soc: number): number {
  const s = Math.max(0, Math.min(100, soc));
  for (let i = 1; i < OCV.length; i++) {
    const [x1, y1] = OCV[i]!;
    const [x0, y0] = OCV[i - 1]!;
    if (s <= x1) return (y0 + ((s - x0) / (x1 - x0)) * (y1 - y0)) * 1000;
  }
  return 4170;
}

/** Seoul daily mean temperature (°C) by day of year: about −2 °C late January, 27 °C late July. */
function seasonalTemp(day: string): number {
  const d = new Date(`${day}T00:00:00Z`);
  const doy = (d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000;
  return 12.5 - 14.5 * Math.cos((2 * Math.PI * (doy - 20)) / 365);
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** A KST wall-clock time on a day → instant. */
const kstAt = (day: string, minutes: number) => new Date(Date.parse(`${day}T00:00:00+09:00`) + Math.round(minutes) * 60_000);

/**
 * Generates the telemetry of one vehicle for `days` days from `firstDay`. Pure and deterministic.
 */
export function generateTelemetry(v: TelemetryVehicle, firstDay: string, days: number) {
  // An LFP pack's cells follow the LFP curve the diagnosis expects (its flat ~3.3 V plateau), not the NMC one.
  const ocvOf = (soc: number) => (v.chemistry === "LFP" ? Math.round(expectedOcv("LFP", soc) * 1000) : ocvMv(soc));
  const rand = mulberry32(v.vehicleId * 7919 + PROFILE_SALT[v.profile] * 104729 + v.cellCount);
  // Where a charge happened and its peak power draw from a stream of their own, so that adding them left every other
  // figure of the generator as it was.
  const placeRand = mulberry32(v.vehicleId * 6007 + PROFILE_SALT[v.profile] * 7411 + 1);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));
  const gauss = () => {
    const u = Math.max(rand(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
  };
  const p = PROFILES[v.profile];
  const baseEff = BASE_EFFICIENCY[v.mdlDcd] ?? 5.5;
  const cap = v.capacityKwh;
  // Fixed per vehicle: the cell pattern (manufacturing spread) and the weak cell of a degrading pack.
  const cellPattern = Array.from({ length: v.cellCount }, () => gauss());
  const modulePattern = Array.from({ length: v.moduleCount }, () => gauss());
  const weakCell = int(0, v.cellCount - 1);
  const hotModule = int(0, v.moduleCount - 1);
  const ageYears = Math.max(0, Number(firstDay.slice(0, 4)) - v.modelYear);
  let soh = 100 - p.sohStartLoss * (ageYears + 1) - between(0, 0.8);
  let soc = between(55, 80);
  let odometer = v.odometerKm;
  let insulation = between(p.insulation[0], p.insulation[1]);

  const out = { days: [] as DayRow[], trips: [] as TripRow[], charges: [] as ChargeRow[] };

  for (let i = 0; i < days; i++) {
    const day = addDays(firstDay, i);
    const fromEnd = days - 1 - i; // 0 = yesterday
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    const ambient = seasonalTemp(day) + gauss() * 2.5;
    const socPoints: number[] = [soc];
    let dayDistance = 0;
    let dayEnergy = 0;
    let dayCharged = 0;
    let dayAccel = 0;
    let dayDecel = 0;
    let dayFast = 0;
    let dayCharges = 0;
    let dayTrips = 0;
    let hottestCharge = -Infinity;
    let lastChargeFast = false;

    // Efficiency: worse in the cold (heater, cold cells), slightly worse in the heat (A/C).
    const tempFactor = ambient < 15 ? 1 - (15 - ambient) * 0.016 : ambient > 24 ? 1 - (ambient - 24) * 0.012 : 1;
    const dayEff = clamp(baseEff * tempFactor * (1 + gauss() * 0.04) * (v.profile === "fleet" ? 0.95 : 1), 3.9, 6.9);

    const charge = (startMin: number, fast: boolean, target: number, enRouteHighway: boolean | null) => {
      const start = soc;
      const end = clamp(target, start + 5, 100);
      const kwh = ((end - start) / 100) * cap * (soh / 100);
      // DC ~ 50–100 kW average, AC 7 kW home charger.
      const powerKw = fast ? between(45, 95) : between(6.2, 7.0);
      const minutes = Math.max(15, (kwh / powerKw) * 60 * (fast && end > 80 ? 1.35 : 1));
      const cellTemp =
        packTemp(ambient + (fast ? between(9, 15) : between(2, 5)), p.tms) + (v.profile === "degrading" && fromEnd < 14 ? 2.5 : 0);
      // A stop on the way is at a highway rest area before a highway trip, else a public station; an evening AC
      // charge is at home (a fleet's at its depot). The peak is above the session's average: DC tapers, AC barely.
      const placeType = fast
        ? enRouteHighway
          ? CHARGE_PLACE.HIGHWAY
          : CHARGE_PLACE.PUBLIC
        : v.profile === "fleet"
          ? CHARGE_PLACE.WORK
          : CHARGE_PLACE.HOME;
      const peakPowerKw = fast ? powerKw * (1.25 + 0.2 * placeRand()) : Math.min(7.4, powerKw * (1.03 + 0.03 * placeRand()));
      out.charges.push({
        vehicleId: v.vehicleId,
        startedAt: kstAt(day, startMin),
        endedAt: kstAt(day, startMin + minutes),
        startSoc: r1(start),
        endSoc: r1(end),
        chargedKwh: r2(kwh),
        chargeType: fast ? "FAST" : "SLOW",
        maxCellTemp: r1(cellTemp),
        placeType,
        peakPowerKw: r1(peakPowerKw),
      });
      soc = end;
      socPoints.push(soc);
      dayCharged += r2(kwh);
      dayCharges++;
      if (fast) dayFast++;
      hottestCharge = Math.max(hottestCharge, cellTemp);
      lastChargeFast = fast;
      return startMin + minutes;
    };

    // Trips: weekday commute (+ an errand), weekend outings, some idle days.
    const idle = rand() < (v.profile === "fleet" ? (weekend ? 0.35 : 0.04) : weekend ? 0.22 : 0.06);
    const plan: { start: number; km: number; highway: boolean }[] = [];
    if (!idle) {
      if (v.profile === "fleet") {
        const n = int(p.tripsPerDay[0], p.tripsPerDay[1]);
        let t = between(7 * 60, 8.5 * 60);
        for (let k = 0; k < n; k++) {
          const km = between(p.commuteKm[0], p.commuteKm[1]);
          plan.push({ start: t, km, highway: rand() < 0.6 });
          t += (km / 50) * 60 + between(40, 110);
        }
      } else if (!weekend) {
        const km = between(p.commuteKm[0], p.commuteKm[1]);
        plan.push({ start: between(7 * 60 + 10, 8 * 60 + 40), km, highway: rand() < 0.5 });
        if (rand() < 0.85) plan.push({ start: between(18 * 60, 19 * 60 + 40), km: km * between(0.95, 1.1), highway: rand() < 0.5 });
        if (rand() < 0.3) plan.push({ start: between(20 * 60 + 10, 21 * 60 + 30), km: between(3, 12), highway: false });
      } else {
        const n = int(1, 3);
        let t = between(9 * 60 + 30, 12 * 60);
        for (let k = 0; k < n; k++) {
          const km = rand() < 0.2 ? between(60, 140) : between(5, 30);
          plan.push({ start: t, km, highway: km > 50 });
          t += (km / 55) * 60 + between(60, 240);
        }
      }
    }
    let clock = 0;
    for (const trip of plan) {
      const avgSpeed = trip.highway ? between(62, 92) : between(22, 42);
      const minutes = Math.max(6, (trip.km / avgSpeed) * 60);
      const eff = clamp(dayEff * (trip.highway ? 0.93 : 1.04), 3.8, 7.0);
      const energy = trip.km / eff;
      const socUse = (energy / (cap * (soh / 100))) * 100;
      let start = Math.max(trip.start, clock);
      // Not enough charge for the trip with a 20 % reserve: stop at a DC charger first.
      if (soc - socUse < 20) start = charge(start, true, between(78, 85), trip.highway) + 5;
      if (start + minutes > 23 * 60 + 50) break;
      const accel = Math.round(Math.max(0, (trip.km / 25) * p.aggression + gauss() * 0.9));
      const decel = Math.round(Math.max(0, (trip.km / 30) * p.aggression + gauss() * 0.8));
      out.trips.push({
        vehicleId: v.vehicleId,
        startedAt: kstAt(day, start),
        endedAt: kstAt(day, start + minutes),
        distanceKm: r1(trip.km),
        energyKwh: r2(energy),
        startSoc: r1(soc),
        endSoc: r1(soc - socUse),
        avgSpeedKmh: r1(avgSpeed),
        maxSpeedKmh: r1(Math.min(trip.highway ? 135 : 85, avgSpeed * between(1.5, 2.1))),
        rapidAccelCount: accel,
        rapidDecelCount: decel,
        outsideTempC: r1(ambient + diurnal(start)),
      });
      soc -= socUse;
      socPoints.push(soc);
      odometer += trip.km;
      // The day's totals are the sums of its trips as stored (rounded), so a period's trip log adds up to the day rows.
      dayDistance += r1(trip.km);
      dayEnergy += r2(energy);
      dayAccel += accel;
      dayDecel += decel;
      dayTrips++;
      clock = start + minutes + 10;
    }
    // Evening top-up when low enough (threshold varies by habit); fleets and DC users may top up fast.
    if (soc < between(p.chargeBelow[0], p.chargeBelow[1])) {
      const fast = rand() < p.fastRatio;
      const full = rand() < p.fullChargeRatio;
      const start = Math.max(clock, fast ? between(17 * 60, 21 * 60) : between(21 * 60 + 30, 23 * 60));
      if (start < 23 * 60 + 30) charge(start, fast, full ? 100 : fast ? between(78, 85) : between(80, 92), null);
    }

    // Pack behaviour by profile. Cold packs show a little more voltage spread.
    const cold = clamp((10 - ambient) / 15, 0, 1);
    let cellSigma: number;
    let tempSigma: number;
    let weakness = 0; // how far (in σ) the weak cell sits below the others
    switch (v.profile) {
      case "healthy":
        cellSigma = 6.5 + 2.2 * cold + gauss() * 1.0;
        tempSigma = 0.8 + (lastChargeFast ? 0.3 : 0) + gauss() * 0.15;
        break;
      case "degrading": {
        const x = clamp((40 - fromEnd) / 40, 0, 1); // 0 → 1 over the last 40 days
        cellSigma = 11 + 3 * cold + 21 * x ** 1.6 + gauss() * 0.9;
        weakness = 1.5 + 5 * x;
        const y = clamp((16 - fromEnd) / 16, 0, 1); // 0 → 1 over the last 16 days
        tempSigma = 1.0 + (lastChargeFast ? 0.3 : 0) + 2.6 * y ** 1.2 + gauss() * 0.12;
        break;
      }
      case "aging":
        cellSigma = 17 + 3 * cold + gauss() * 1.3;
        weakness = 1.5;
        tempSigma = 1.35 + (lastChargeFast ? 0.35 : 0) + gauss() * 0.15;
        break;
      case "fleet":
        cellSigma = 9.5 + 2 * cold + gauss() * 1.1;
        tempSigma = 1.05 + (lastChargeFast ? 0.35 : 0) + gauss() * 0.15;
        break;
    }
    cellSigma = clamp(cellSigma, v.profile === "aging" ? 15 : 5, 60);
    tempSigma = clamp(tempSigma, 0.4, 6);

    // Insulation: a slow random walk inside the profile band, lower in the humid monsoon (July–August).
    const monsoon = day.slice(5, 7) === "07" || day.slice(5, 7) === "08" ? 0.85 : 1;
    insulation = clamp(insulation + gauss() * 12, p.insulation[0], p.insulation[1]);
    let insulationToday = insulation * monsoon;
    if (v.profile === "degrading" && fromEnd < 40) insulationToday = 560 - (560 - 135) * ((40 - fromEnd) / 40) ** 1.3 + gauss() * 8;

    // End-of-charge (or end-of-day) snapshot: cell voltages and module temperatures.
    const snapshotSoc = Math.max(...socPoints);
    const cellMean = ocvOf(snapshotSoc);
    const cells = standardize(cellPattern.map((z, k) => z + (k === weakCell ? -weakness * 1.0 : 0) + gauss() * 0.35)).map((z) =>
      Math.round(cellMean + cellSigma * z),
    );
    const moduleMean = hottestCharge > -Infinity ? hottestCharge - 1 : packTemp(ambient + (dayTrips ? between(3, 7) : 0.5), p.tms);
    const moduleZ = standardize(modulePattern.map((z, k) => z + (k === hotModule && v.profile === "degrading" ? 1.5 : 0) + gauss() * 0.3));
    const temps = moduleZ.map((z) => r1(moduleMean + tempSigma * z));
    const socs = socPoints;
    const socMin = Math.min(...socs);
    const socMax = Math.max(...socs);
    const socAvg = socs.reduce((a, b) => a + b, 0) / socs.length;

    soh = Math.max(60, soh - p.sohLossPerDay * (1 + 0.5 * (dayFast > 0 ? 1 : 0)) - Math.max(0, gauss() * 0.002));

    out.days.push({
      vehicleId: v.vehicleId,
      day,
      socAvg: r1(socAvg),
      socMin: r1(socMin),
      socMax: r1(socMax),
      packVoltageAvg: r1((v.cellCount * ocvOf(socAvg)) / 1000),
      packVoltageMin: r1((v.cellCount * ocvOf(socMin) * (dayTrips ? 0.975 : 1)) / 1000),
      packVoltageMax: r1((v.cellCount * ocvOf(socMax) * (dayCharges ? 1.008 : 1)) / 1000),
      cellVoltageMaxMv: Math.max(...cells),
      cellVoltageMinMv: Math.min(...cells),
      cellSigmaMv: r1(popSigma(cells)),
      moduleTempMax: Math.max(...temps),
      moduleTempMin: Math.min(...temps),
      moduleTempSigma: r2(popSigma(temps)),
      insulationOhmPerV: Math.round(insulationToday),
      sohPct: r1(soh),
      distanceKm: r1(dayDistance),
      energyUsedKwh: r2(dayEnergy),
      chargedKwh: r2(dayCharged),
      tripCount: dayTrips,
      chargeCount: dayCharges,
      fastChargeCount: dayFast,
      rapidAccelCount: dayAccel,
      rapidDecelCount: dayDecel,
      odometerKm: r1(odometer),
      cellVoltagesMv: cells,
      moduleTemps: temps,
    });
  }
  return out;
}

/** Outside temperature's swing around the day's mean (°C) at a minute of the day: coolest before dawn, warmest at 15:00. */
function diurnal(minuteOfDay: number): number {
  return 4 * Math.cos((2 * Math.PI * (minuteOfDay / 60 - 15)) / 24);
}

/** Pack temperature after the thermal management: heats cold packs, cools hot ones (factor = what remains). */
function packTemp(raw: number, tms: number): number {
  if (raw > 36) return 36 + (raw - 36) * tms;
  if (raw < 12) return 12 - (12 - raw) * tms;
  return raw;
}

function standardize(xs: number[]): number[] {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = popSigma(xs) || 1;
  return xs.map((x) => (x - mean) / sd);
}

function popSigma(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length);
}

function* chunks<T>(xs: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < xs.length; i += size) yield xs.slice(i, i + size);
}
