/**
 * Diagnosis metrics: how each of the ten metrics the diagnosis judges is computed from the telemetry tables
 * (`daily_battery`, `trips`, `charges`), its bands, sub-score and Korean advice, and the eight
 * `<metric>/status/statistics` calls. Cell, module-temperature, insulation and SoH bands come from the
 * shared rulebook (battery-analysis.ts, THRESHOLDS); the others are defined here (docs/diagnosis.md).
 */
import { and, asc, count, eq, gte, lt, lte } from "drizzle-orm";
import {
  ADVICE_SENTENCES,
  ALERT_SEVERITY_LABEL,
  batteryProfileOf,
  chargingAdvice,
  findBrand,
  findDetailModel,
  findModel,
  type AlertSeverity,
  type DiagnosisMetric,
  type MetricStatistics,
  type StatMetric,
} from "@evsafe/contract";
import { charges, dailyBattery, trips } from "../db/schema/core";
import type { Deps } from "../http/context";
import { badRequest, notFound } from "../http/errors";
import { addDays, kstDate, kstDayStart } from "../http/time";
import {
  METRICS,
  metricAdvice,
  metricScore,
  STATUS_ORDER,
  STATUS_SEVERITY,
  subjectParticle,
  weakCellDeviation,
  weakCellStatus,
  weakestCell,
  worstStatus,
  type MetricKey,
  type SafetyStatus,
} from "./battery-analysis";
import { findVehicle, sumFixed } from "./vehicle-data";

// ---------------------------------------------------------------- data

export interface VehicleInfo {
  vehicleId: number;
  userNo: number;
  carNo: string;
  brandDcd: string;
  mdlDcd: string;
  dtlMdlDcd: string;
  cellCount: number;
  moduleCount: number;
  capacityKwh: number;
  chemistry: "NCM" | "LFP";
  ratedEfficiency: number;
  brandNm: string;
  mdlNm: string;
  dtlMdlNm: string;
}

type DayRow = typeof dailyBattery.$inferSelect;
type TripRow = typeof trips.$inferSelect;
type ChargeRow = typeof charges.$inferSelect;

export interface DataSet {
  vehicle: VehicleInfo;
  days: Map<string, DayRow>;
  tripsByDay: Map<string, TripRow[]>;
  chargesByDay: Map<string, ChargeRow[]>;
}

/** The caller's vehicle (the first registered), with catalogue facts; null without one. */
export async function userVehicle(deps: Deps, userNo: number): Promise<VehicleInfo | null> {
  const v = await findVehicle(deps, userNo);
  if (!v) return null;
  const dm = findDetailModel(v.dtlMdlDcd);
  return {
    vehicleId: v.vehicleId,
    userNo: v.userNo,
    carNo: v.carNo,
    brandDcd: v.brandDcd,
    mdlDcd: v.mdlDcd,
    dtlMdlDcd: v.dtlMdlDcd,
    cellCount: v.cellCount,
    moduleCount: v.moduleCount,
    capacityKwh: v.batteryCapacityKwh,
    chemistry: dm?.chemistry ?? "NCM",
    ratedEfficiency: dm?.ratedEfficiencyKmPerKwh ?? 5,
    brandNm: findBrand(v.brandDcd)?.brandNm ?? v.brandDcd,
    mdlNm: findModel(v.mdlDcd)?.mdlNm ?? v.mdlDcd,
    dtlMdlNm: dm?.dtlMdlNm ?? v.dtlMdlDcd,
  };
}

/** Telemetry of days `from`–`to` (KST, inclusive). */
export async function loadData(deps: Deps, vehicle: VehicleInfo, from: string, to: string): Promise<DataSet> {
  const start = kstDayStart(from);
  const end = kstDayStart(addDays(to, 1));
  const [dayRows, tripRows, chargeRows] = await Promise.all([
    deps.db
      .select()
      .from(dailyBattery)
      .where(and(eq(dailyBattery.vehicleId, vehicle.vehicleId), gte(dailyBattery.day, from), lte(dailyBattery.day, to))),
    deps.db
      .select()
      .from(trips)
      .where(and(eq(trips.vehicleId, vehicle.vehicleId), gte(trips.startedAt, start), lt(trips.startedAt, end)))
      .orderBy(asc(trips.startedAt)),
    deps.db
      .select()
      .from(charges)
      .where(and(eq(charges.vehicleId, vehicle.vehicleId), gte(charges.startedAt, start), lt(charges.startedAt, end)))
      .orderBy(asc(charges.startedAt)),
  ]);
  const group = <T extends { startedAt: Date }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) {
      const k = kstDate(r.startedAt);
      const list = m.get(k) ?? [];
      list.push(r);
      m.set(k, list);
    }
    return m;
  };
  return { vehicle, days: new Map(dayRows.map((r) => [r.day, r])), tripsByDay: group(tripRows), chargesByDay: group(chargeRows) };
}

/** Days with a `daily_battery` row in `from`–`to`. */
export async function countDataDays(deps: Deps, vehicleId: number, from: string, to: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, vehicleId), gte(dailyBattery.day, from), lte(dailyBattery.day, to)));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- bands and scores

export interface Bands {
  direction: "lower" | "higher";
  caution: number;
  warning: number;
  serious: number;
}

/** Same semantics as the rulebook: "lower is better" → at or above a boundary; "higher" → below it. */
export function bandStatus(b: Bands, v: number): SafetyStatus {
  if (b.direction === "lower") return v >= b.serious ? "serious" : v >= b.warning ? "warning" : v >= b.caution ? "caution" : "safe";
  return v < b.serious ? "serious" : v < b.warning ? "warning" : v < b.caution ? "caution" : "safe";
}

/** Sub-score: 100–85 safe, 84–70 caution, 69–50 warning, 49–0 serious, linear inside each band. */
export function bandScore(b: Bands, v: number): number {
  const sign = b.direction === "lower" ? 1 : -1;
  const x = sign * v;
  const c = sign * b.caution;
  const w = sign * b.warning;
  const s = sign * b.serious;
  const step = Math.abs(s - w) || 1;
  const zero = c - step * 2; // "perfect" reference below the caution line
  const lerp = (x0: number, x1: number, y0: number, y1: number) => y0 + ((Math.min(Math.max(x, x0), x1) - x0) / (x1 - x0 || 1)) * (y1 - y0);
  if (x < c) return Math.round(lerp(zero, c, 100, 85));
  if (x < w) return Math.round(lerp(c, w, 84, 70));
  if (x < s) return Math.round(lerp(w, s, 69, 50));
  return Math.round(lerp(s, s + step * 2, 49, 0));
}

export const severityNm = (s: AlertSeverity) => ALERT_SEVERITY_LABEL[s];
export const rank = (s: SafetyStatus) => STATUS_ORDER.indexOf(s);

// ---------------------------------------------------------------- metrics

export interface Evaluation {
  value: number;
  status: SafetyStatus;
  details: { label: string; value: number | string; unit: string }[];
}

export interface MetricSpec {
  key: DiagnosisMetric;
  name: string;
  unit: string;
  digits: number;
  description: string;
  /** How the diagnosis condenses the last 7 days of the window. */
  aggregate: "mean" | "min" | "max" | "last";
  bands(v: VehicleInfo): Bands | null;
  thresholdText(v: VehicleInfo): string;
  evaluate(data: DataSet, day: string): Evaluation | null;
  score(v: VehicleInfo, value: number): number;
  advice(v: VehicleInfo, status: SafetyStatus, value: number): { explanation: string; action: string };
}

const r = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const daysBack = (day: string, n: number) => Array.from({ length: n }, (_, i) => addDays(day, -i));

/** NCM / LFP open-circuit voltage (V) by SoC (%). */
const OCV_TABLE: Record<"NCM" | "LFP", readonly [number, number][]> = {
  NCM: [
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
  ],
  LFP: [
    [0, 2.8],
    [10, 3.2],
    [20, 3.25],
    [30, 3.27],
    [40, 3.29],
    [50, 3.3],
    [60, 3.31],
    [70, 3.32],
    [80, 3.33],
    [90, 3.35],
    [100, 3.45],
  ],
};
export function expectedOcv(chem: "NCM" | "LFP", soc: number): number {
  const t = OCV_TABLE[chem];
  const s = Math.max(0, Math.min(100, soc));
  for (let i = 1; i < t.length; i++) {
    const [x1, y1] = t[i]!;
    const [x0, y0] = t[i - 1]!;
    if (s <= x1) return y0 + ((s - x0) / (x1 - x0)) * (y1 - y0);
  }
  return t[t.length - 1]![1];
}

const PACK_LOW: Record<"NCM" | "LFP", Bands> = {
  NCM: { direction: "higher", caution: 3.4, warning: 3.2, serious: 3.0 },
  LFP: { direction: "higher", caution: 3.0, warning: 2.8, serious: 2.5 },
};
const PACK_HIGH: Record<"NCM" | "LFP", Bands> = {
  NCM: { direction: "lower", caution: 4.21, warning: 4.25, serious: 4.3 },
  LFP: { direction: "lower", caution: 3.65, warning: 3.7, serious: 3.75 },
};
const fromRulebook = (k: MetricKey): Bands => ({ direction: METRICS[k].direction, ...METRICS[k].bands });
/** The efficiency score's reference (85 %, 70 %, 55 % of the rated figure): a score, never a safety level. */
const efficiencyReference = (v: VehicleInfo): Bands => ({
  direction: "higher",
  caution: r(v.ratedEfficiency * 0.85, 2),
  warning: r(v.ratedEfficiency * 0.7, 2),
  serious: r(v.ratedEfficiency * 0.55, 2),
});

/** Generic Korean advice for metrics outside the rulebook. */
function genericAdvice(
  name: string,
  formatted: string,
  status: SafetyStatus,
  actions: Record<SafetyStatus, string>,
  meaning: string,
): { explanation: string; action: string } {
  const label = ALERT_SEVERITY_LABEL[STATUS_SEVERITY[status]];
  return { explanation: `${name}${subjectParticle(name)} ${formatted}로 ${label} 수준입니다. ${meaning}`, action: actions[status] };
}

const ruleAdvice = (k: MetricKey) => (_v: VehicleInfo, status: SafetyStatus, value: number) => {
  const text = metricAdvice(k, status, value);
  const dot = text.indexOf(". ");
  return dot > 0
    ? { explanation: text.slice(0, dot + 1), action: text.slice(dot + 2) }
    : { explanation: text, action: "현재 상태를 유지하세요. 정기적으로 진단을 받아 추이를 확인하세요." };
};

/** 7-day window (`day` and the six before) sums of trips and charges, with the SoC at both ends. */
function week(data: DataSet, day: string) {
  const ds = daysBack(day, 7).reverse();
  const tripList = ds.flatMap((x) => data.tripsByDay.get(x) ?? []);
  const chargeList = ds.flatMap((x) => data.chargesByDay.get(x) ?? []);
  const rows = ds.map((x) => data.days.get(x)).filter((x): x is DayRow => !!x);
  return { ds, tripList, chargeList, rows };
}

export const METRIC_SPECS: Record<DiagnosisMetric, MetricSpec> = {
  "cell-voltage-balance": {
    key: "cell-voltage-balance",
    name: "셀 전압 편차",
    unit: "mV",
    digits: 1,
    aggregate: "mean",
    description:
      "배터리를 이루는 셀들의 전압이 얼마나 고르게 유지되는지(표준편차)를 봅니다. 편차가 커지면 특정 셀의 열화·내부 단락 가능성이 있습니다.",
    bands: () => fromRulebook("cellBalance"),
    thresholdText: () =>
      `${METRICS.cellBalance.bands.caution} mV 이상 주의, ${METRICS.cellBalance.bands.warning} mV 이상 경고, ${METRICS.cellBalance.bands.serious} mV 이상 심각`,
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row) return null;
      const weak = weakestCell(row.cellVoltagesMv);
      return {
        value: r(row.cellSigmaMv, 1),
        status: bandStatus(fromRulebook("cellBalance"), row.cellSigmaMv),
        details: [
          { label: "셀 전압 표준편차", value: r(row.cellSigmaMv, 1), unit: "mV" },
          { label: "최고 셀 전압", value: row.cellVoltageMaxMv, unit: "mV" },
          { label: "최저 셀 전압", value: row.cellVoltageMinMv, unit: "mV" },
          { label: "최고·최저 차이", value: r(row.cellVoltageMaxMv - row.cellVoltageMinMv, 0), unit: "mV" },
          ...(weak
            ? [
                {
                  label: "평균에서 가장 먼 셀",
                  value: `${weak.index + 1}번 셀 (${weak.deviationMv > 0 ? "+" : ""}${weak.deviationMv} mV)`,
                  unit: "",
                },
              ]
            : []),
        ],
      };
    },
    score: (_v, x) => Math.round(metricScore("cellBalance", x)),
    advice: ruleAdvice("cellBalance"),
  },
  "module-temp-balance": {
    key: "module-temp-balance",
    name: "모듈 온도 편차",
    unit: "°C",
    digits: 2,
    aggregate: "mean",
    description:
      "배터리 모듈 사이의 온도 차이(표준편차)와 최고 온도를 봅니다. 한 모듈만 뜨거워지면 냉각 이상이나 셀 이상 발열의 신호일 수 있습니다.",
    bands: () => fromRulebook("moduleTempBalance"),
    thresholdText: () =>
      `편차 ${METRICS.moduleTempBalance.bands.caution} °C 이상 주의, ${METRICS.moduleTempBalance.bands.warning} °C 이상 경고, ${METRICS.moduleTempBalance.bands.serious} °C 이상 심각 (최고 온도 ${METRICS.moduleTempMax.bands.caution} °C 이상도 함께 판정)`,
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row) return null;
      const temps = row.moduleTemps;
      const hottest = temps.length ? temps.indexOf(Math.max(...temps)) : -1;
      const status = worstStatus([
        bandStatus(fromRulebook("moduleTempBalance"), row.moduleTempSigma),
        bandStatus(fromRulebook("moduleTempMax"), row.moduleTempMax),
      ]);
      return {
        value: r(row.moduleTempSigma, 2),
        status,
        details: [
          { label: "모듈 온도 표준편차", value: r(row.moduleTempSigma, 2), unit: "°C" },
          { label: "최고 모듈 온도", value: row.moduleTempMax, unit: "°C" },
          { label: "최저 모듈 온도", value: row.moduleTempMin, unit: "°C" },
          ...(hottest >= 0 ? [{ label: "가장 뜨거운 모듈", value: `${hottest + 1}번 모듈`, unit: "" }] : []),
        ],
      };
    },
    score: (_v, x) => Math.round(metricScore("moduleTempBalance", x)),
    advice: ruleAdvice("moduleTempBalance"),
  },
  insulation: {
    key: "insulation",
    name: "절연 저항",
    unit: "Ω/V",
    digits: 0,
    aggregate: "min",
    description: "고전압 배터리와 차체 사이의 절연 상태입니다. 기준(100 Ω/V) 아래로 떨어지면 감전·누전 위험이 있습니다.",
    bands: () => fromRulebook("insulation"),
    thresholdText: () =>
      `${METRICS.insulation.bands.caution} Ω/V 미만 주의, ${METRICS.insulation.bands.warning} Ω/V 미만 경고, ${METRICS.insulation.bands.serious} Ω/V 미만 심각`,
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row) return null;
      return {
        value: Math.round(row.insulationOhmPerV),
        status: bandStatus(fromRulebook("insulation"), row.insulationOhmPerV),
        details: [{ label: "절연 저항", value: Math.round(row.insulationOhmPerV), unit: "Ω/V" }],
      };
    },
    score: (_v, x) => Math.round(metricScore("insulation", x)),
    advice: ruleAdvice("insulation"),
  },
  soh: {
    key: "soh",
    name: "배터리 건강도(SoH)",
    unit: "%",
    digits: 1,
    aggregate: "last",
    description: "새 배터리 대비 현재 저장할 수 있는 용량의 비율입니다.",
    bands: () => fromRulebook("soh"),
    thresholdText: () => "80% 미만 주의, 70% 미만 경고, 60% 미만 심각",
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row) return null;
      return {
        value: r(row.sohPct, 1),
        status: bandStatus(fromRulebook("soh"), row.sohPct),
        details: [{ label: "SoH", value: r(row.sohPct, 1), unit: "%" }],
      };
    },
    score: (_v, x) => Math.round(metricScore("soh", x)),
    advice: ruleAdvice("soh"),
  },
  "pack-voltage": {
    key: "pack-voltage",
    name: "팩 전압",
    unit: "V",
    digits: 3,
    aggregate: "min",
    description: "하루 중 배터리 팩 전압의 최저·최고값을 셀 1개 기준으로 환산해 과방전·과충전 여부를 봅니다.",
    bands: (v) => PACK_LOW[v.chemistry],
    thresholdText: (v) => {
      const lo = PACK_LOW[v.chemistry];
      const hi = PACK_HIGH[v.chemistry];
      return `셀 환산 최저 전압 ${lo.caution} V 미만 주의, ${lo.warning} V 미만 경고, ${lo.serious} V 미만 심각 · 최고 전압 ${hi.caution} V 이상 주의, ${hi.warning} V 이상 경고, ${hi.serious} V 이상 심각`;
    },
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row) return null;
      const n = data.vehicle.cellCount || 1;
      const lo = row.packVoltageMin / n;
      const hi = row.packVoltageMax / n;
      const status = worstStatus([bandStatus(PACK_LOW[data.vehicle.chemistry], lo), bandStatus(PACK_HIGH[data.vehicle.chemistry], hi)]);
      return {
        value: r(lo, 3),
        status,
        details: [
          { label: "팩 평균 전압", value: r(row.packVoltageAvg, 1), unit: "V" },
          { label: "팩 최저 전압", value: r(row.packVoltageMin, 1), unit: "V" },
          { label: "팩 최고 전압", value: r(row.packVoltageMax, 1), unit: "V" },
          { label: "셀 환산 최저 전압", value: r(lo, 3), unit: "V" },
          { label: "셀 환산 최고 전압", value: r(hi, 3), unit: "V" },
        ],
      };
    },
    score: (v, x) => bandScore(PACK_LOW[v.chemistry], x),
    advice: (v, status, x) =>
      genericAdvice(
        "셀 환산 최저 전압",
        `${r(x, 2)} V`,
        status,
        {
          safe: "현재 충·방전 습관을 유지하세요.",
          caution: "배터리를 20% 아래까지 쓰지 말고, 100% 완충 후 오래 두지 마세요.",
          warning: `과방전·과충전이 반복되고 있습니다. ${ADVICE_SENTENCES.RESTRICTED_LIMIT} ${ADVICE_SENTENCES.INSPECT}`,
          serious: "셀이 손상될 수 있는 심각 수준입니다. 운행을 자제하고 즉시 서비스센터에 점검을 요청하세요.",
        },
        `${v.chemistry === "LFP" ? "리튬인산철" : "삼원계"} 배터리 기준으로 판정했습니다.`,
      ),
  },
  "voltage-by-soc": {
    key: "voltage-by-soc",
    name: "충전량별 전압",
    unit: "mV",
    digits: 0,
    aggregate: "mean",
    description:
      "충전이 끝났을 때 가장 약한 셀이 셀 평균 전압에서 벗어난 정도를 봅니다. 안전 지수의 약한 셀 편차와 같은 기준으로 판정하고, 같은 충전량(SoC)에서 기대되는 전압과 실제 셀 평균 전압도 함께 보여 줍니다.",
    // The level is the daily rulebook's weak-cell rule (the same function /home and /safety-index use), so this
    // metric never calls a day worse or better than the day's status; the pack average against the open-circuit
    // voltage is shown beside it, not judged.
    bands: () => fromRulebook("weakCell"),
    thresholdText: () =>
      `가장 약한 셀이 평균에서 ${METRICS.weakCell.bands.caution} mV 이상 벗어나면 주의, ${METRICS.weakCell.bands.warning} mV 이상 경고, ${METRICS.weakCell.bands.serious} mV 이상 심각`,
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row) return null;
      const n = data.vehicle.cellCount || 1;
      const measured = (row.packVoltageAvg / n) * 1000;
      const expected = expectedOcv(data.vehicle.chemistry, row.socAvg) * 1000;
      const weak = weakestCell(row.cellVoltagesMv);
      const dev = weakCellDeviation(row.cellVoltagesMv);
      return {
        value: Math.round(dev),
        status: weakCellStatus(dev),
        details: [
          { label: "평균 충전량", value: r(row.socAvg, 1), unit: "%" },
          { label: "실측 셀 평균 전압", value: Math.round(measured), unit: "mV" },
          { label: "기대 전압", value: Math.round(expected), unit: "mV" },
          { label: "가장 약한 셀의 편차", value: weak ? weak.deviationMv : 0, unit: "mV" },
        ],
      };
    },
    score: (_v, x) => Math.round(metricScore("weakCell", x)),
    advice: ruleAdvice("weakCell"),
  },
  "energy-efficiency": {
    key: "energy-efficiency",
    name: "전비",
    unit: "km/kWh",
    digits: 2,
    aggregate: "mean",
    description: "하루 동안 1 kWh로 달린 거리입니다. 차량 공인 복합 전비와 비교합니다. 겨울철에는 난방으로 낮아질 수 있습니다.",
    // Efficiency is not a safety level: low efficiency in winter or on short trips is normal, so the metric has no
    // bands and is never 주의/경고/심각; its score (the efficiency diagnosis) still follows the ratio to the rated figure.
    bands: () => null,
    thresholdText: (v) =>
      `공인 복합 전비 ${v.ratedEfficiency} km/kWh와 비교합니다. 전비는 계절과 주행 조건에 따라 달라지는 참고 지표로, 안전 단계를 매기지 않습니다.`,
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row || row.distanceKm < 3 || row.energyUsedKwh <= 0) return null;
      const eff = row.distanceKm / row.energyUsedKwh;
      return {
        value: r(eff, 2),
        status: "safe",
        details: [
          { label: "주행 거리", value: r(row.distanceKm, 1), unit: "km" },
          { label: "사용 에너지", value: r(row.energyUsedKwh, 2), unit: "kWh" },
          { label: "공인 복합 전비", value: data.vehicle.ratedEfficiency, unit: "km/kWh" },
          { label: "공인 전비 대비", value: Math.round((eff / data.vehicle.ratedEfficiency) * 100), unit: "%" },
        ],
      };
    },
    score: (v, x) => bandScore(efficiencyReference(v), x),
    advice: (v, _status, x) => {
      const pct = Math.round((x / v.ratedEfficiency) * 100);
      return {
        explanation: `전비가 ${r(x, 1)} km/kWh로 공인 복합 전비(${v.ratedEfficiency} km/kWh)의 ${pct}%입니다.`,
        action:
          x >= efficiencyReference(v).caution
            ? "효율적으로 운전하고 있습니다."
            : "추운 날의 난방, 짧은 거리 반복, 고속 주행에서는 전비가 낮아지는 것이 정상입니다. 출발 전 예약 공조로 실내와 배터리를 데워 두면 도움이 되고, 날씨와 상관없이 계속 낮다면 정기 점검 때 함께 확인해 보세요.",
      };
    },
  },
  "energy-use-efficiency": {
    key: "energy-use-efficiency",
    name: "에너지 사용 효율",
    unit: "%",
    digits: 1,
    aggregate: "last",
    description:
      "최근 7일 동안 충전한 에너지(배터리 잔량 변화 보정) 중 실제 주행에 쓰인 비율입니다. 낮으면 대기 전력·누설·배터리 손실이 큰 것입니다.",
    bands: () => ({ direction: "higher", caution: 85, warning: 75, serious: 60 }),
    thresholdText: () => "85% 미만 주의, 75% 미만 경고, 60% 미만 심각 (최근 7일 기준)",
    evaluate(data, day) {
      const w = week(data, day);
      if (!w.rows.some((x) => x.day === day)) return null;
      const used = sum(w.rows.map((x) => x.energyUsedKwh));
      const charged = sum(w.rows.map((x) => x.chargedKwh));
      const events = [...w.tripList, ...w.chargeList].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
      if (events.length === 0 || charged < 1) return null;
      const soh = w.rows[w.rows.length - 1]!.sohPct;
      const stored = ((events[events.length - 1]!.endSoc - events[0]!.startSoc) / 100) * data.vehicle.capacityKwh * (soh / 100);
      const input = charged - stored;
      if (input < 1) return null;
      const ratio = Math.min(120, (used / input) * 100);
      return {
        value: r(ratio, 1),
        status: bandStatus(METRIC_SPECS["energy-use-efficiency"].bands(data.vehicle)!, ratio),
        details: [
          // Exact sums of the stored values: the same figures as the charge and trip logs of those 7 days.
          {
            label: "7일 충전량",
            value: sumFixed(
              w.rows.map((x) => x.chargedKwh),
              2,
              1,
            ),
            unit: "kWh",
          },
          {
            label: "7일 주행 사용량",
            value: sumFixed(
              w.rows.map((x) => x.energyUsedKwh),
              2,
              1,
            ),
            unit: "kWh",
          },
          { label: "배터리 잔량 변화", value: r(stored, 1), unit: "kWh" },
        ],
      };
    },
    score: (v, x) => bandScore(METRIC_SPECS["energy-use-efficiency"].bands(v)!, x),
    advice: (_v, status, x) =>
      genericAdvice(
        "에너지 사용 효율",
        `${r(x, 1)}%`,
        status,
        {
          safe: "충전한 에너지가 대부분 주행에 쓰이고 있습니다.",
          caution: "주차 중 공조·블랙박스 등 대기 전력 사용을 확인하세요.",
          warning: "충전 에너지 손실이 큽니다. 대기 전력 장치를 점검하고 계속되면 서비스센터 점검을 받으세요.",
          serious: "에너지 손실이 비정상적으로 큽니다. 배터리 자가 방전이나 누설 가능성이 있으니 즉시 점검을 받으세요.",
        },
        "배터리 잔량 변화는 보정했습니다.",
      ),
  },
  "trip-charge-ratio": {
    key: "trip-charge-ratio",
    name: "주행·충전 비율",
    unit: "회",
    digits: 1,
    aggregate: "last",
    description:
      "최근 7일 동안 충전 1회당 주행 횟수와 충전 습관(급속 충전 비중, 완충 비중)을 봅니다. 급속 충전은 배터리 열화를 앞당기고, 삼원계 배터리는 잦은 100% 충전도 열화를 앞당깁니다.",
    bands: () => null,
    thresholdText: (v) =>
      v.chemistry === "LFP"
        ? "급속 충전 비중 50% 이상 주의, 80% 이상 경고 (리튬인산철 배터리는 100% 충전을 권장하므로 완충 비중은 보지 않습니다)"
        : "급속 충전 비중 50% 이상 또는 95% 이상 완충 비중 25% 이상 주의, 급속 80% 이상 또는 완충 50% 이상 경고",
    evaluate(data, day) {
      const w = week(data, day);
      if (!w.rows.some((x) => x.day === day)) return null;
      if (w.tripList.length + w.chargeList.length === 0) return null;
      const n = w.chargeList.length;
      const fast = n ? w.chargeList.filter((c) => c.chargeType === "FAST").length / n : 0;
      const full = n && data.vehicle.chemistry === "NCM" ? w.chargeList.filter((c) => c.endSoc >= 95).length / n : 0;
      const status: SafetyStatus = fast >= 0.8 || full >= 0.5 ? "warning" : fast >= 0.5 || full >= 0.25 ? "caution" : "safe";
      return {
        value: r(w.tripList.length / Math.max(n, 1), 1),
        status,
        details: [
          { label: "7일 주행 횟수", value: w.tripList.length, unit: "회" },
          { label: "7일 충전 횟수", value: n, unit: "회" },
          { label: "급속 충전 비중", value: Math.round(fast * 100), unit: "%" },
          { label: "95% 이상 완충 비중", value: Math.round(full * 100), unit: "%" },
          { label: "평균 충전 종료 SoC", value: n ? r(sum(w.chargeList.map((c) => c.endSoc)) / n, 1) : 0, unit: "%" },
        ],
      };
    },
    score: () => 100,
    advice: (v, status, x) => {
      // How far to charge comes from the advice table for this car (chemistry and recall from the catalogue; a car
      // missing from it gets the neutral sentence). For LFP full charges are not counted, so only fast charging is named.
      const daily = chargingAdvice({ ...batteryProfileOf(v.dtlMdlDcd), context: "daily" }).text;
      const habit = v.chemistry === "LFP" ? "급속 충전" : "급속 충전이나 완충";
      return genericAdvice(
        "충전 1회당 주행 횟수",
        `${r(x, 1)}회`,
        status,
        {
          safe: `충전 습관이 좋습니다. ${daily}`,
          caution: `${habit}이 잦습니다. 일상 충전은 완속으로 하세요. ${daily}`,
          warning: `${habit} 비중이 매우 높습니다. 배터리 열화가 빨라질 수 있으니 완속 충전 비중을 늘리세요. ${daily}`,
          serious: `충전 습관을 바로잡고 서비스센터 점검을 받으세요. ${daily}`,
        },
        "충전 습관은 배터리 수명과 안전에 직접 영향을 줍니다.",
      );
    },
  },
  "rapid-acceleration": {
    key: "rapid-acceleration",
    name: "급가속·급감속",
    unit: "회/100km",
    digits: 1,
    aggregate: "mean",
    description: "100 km당 급가속·급감속 횟수입니다. 잦으면 순간 고출력으로 배터리 발열과 열화가 커지고 사고 위험도 높아집니다.",
    bands: () => ({ direction: "lower", caution: 10, warning: 15, serious: 25 }),
    thresholdText: () => "100 km당 10회 이상 주의, 15회 이상 경고, 25회 이상 심각 (5 km 미만 주행일은 제외)",
    evaluate(data, day) {
      const row = data.days.get(day);
      if (!row || row.distanceKm < 5) return null;
      const per100 = ((row.rapidAccelCount + row.rapidDecelCount) / row.distanceKm) * 100;
      return {
        value: r(per100, 1),
        status: bandStatus(METRIC_SPECS["rapid-acceleration"].bands(data.vehicle)!, per100),
        details: [
          { label: "급가속", value: row.rapidAccelCount, unit: "회" },
          { label: "급감속", value: row.rapidDecelCount, unit: "회" },
          { label: "주행 거리", value: r(row.distanceKm, 1), unit: "km" },
        ],
      };
    },
    score: (v, x) => bandScore(METRIC_SPECS["rapid-acceleration"].bands(v)!, x),
    advice: (_v, status, x) =>
      genericAdvice(
        "100 km당 급가속·급감속",
        `${r(x, 1)}회`,
        status,
        {
          safe: "부드럽게 운전하고 있습니다.",
          caution: "출발과 정지를 조금 더 부드럽게 해 보세요. 회생 제동 단계를 높이면 도움이 됩니다.",
          warning: "급가속·급감속이 잦습니다. 배터리 발열과 사고 위험이 커지니 운전 습관을 점검하세요.",
          serious: "급가속·급감속이 매우 잦습니다. 안전 운전을 위해 운전 습관을 바로잡으세요.",
        },
        "급가속·급감속은 배터리에 순간적으로 큰 부하를 줍니다.",
      ),
  },
};

// ---------------------------------------------------------------- statistics calls

export const SERIES_DAYS = 30;

export async function metricStatistics(deps: Deps, userNo: number, metric: StatMetric, date: string): Promise<MetricStatistics> {
  if (date > kstDate(deps.now())) throw badRequest("미래 날짜의 통계는 조회할 수 없습니다. 오늘 이전 날짜를 선택해 주세요.");
  const vehicle = await userVehicle(deps, userNo);
  if (!vehicle) throw notFound("등록된 차량이 없습니다. 차량을 먼저 등록해 주세요.");
  const spec = METRIC_SPECS[metric];
  const seriesFrom = addDays(date, -(SERIES_DAYS - 1));
  const data = await loadData(deps, vehicle, addDays(seriesFrom, -6), date);
  const series: MetricStatistics["series"] = [];
  for (let i = SERIES_DAYS - 1; i >= 0; i--) {
    const d = addDays(date, -i);
    const e = spec.evaluate(data, d);
    if (e) series.push({ date: d, value: e.value, severity: STATUS_SEVERITY[e.status] });
  }
  const today = spec.evaluate(data, date);
  const bands = spec.bands(vehicle);
  const average = series.length ? r(sum(series.map((s) => s.value)) / series.length, spec.digits) : null;
  const base = {
    metric,
    metricNm: spec.name,
    description: spec.description,
    unit: spec.unit,
    date,
    series,
    seriesFrom,
    seriesTo: date,
    average,
    thresholds: {
      direction: bands ? bands.direction : ("pattern" as const),
      caution: bands?.caution ?? null,
      warning: bands?.warning ?? null,
      serious: bands?.serious ?? null,
      text: spec.thresholdText(vehicle),
    },
  };
  if (!today) {
    return {
      ...base,
      hasData: false,
      value: null,
      severity: null,
      severityNm: null,
      details: [],
      message: `${date}에는 ${spec.name}을(를) 판단할 수 있는 데이터가 없습니다. 차량을 운행하거나 충전하면 단말기가 데이터를 수집합니다.`,
    };
  }
  const sev = STATUS_SEVERITY[today.status];
  const adv = spec.advice(vehicle, today.status, today.value);
  return {
    ...base,
    hasData: true,
    value: today.value,
    severity: sev,
    severityNm: severityNm(sev),
    details: today.details,
    message: `${adv.explanation} ${adv.action}`,
  };
}

export { rank as statusRank };
