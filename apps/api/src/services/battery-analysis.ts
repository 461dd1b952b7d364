/**
 * Battery safety analysis: pure functions over the daily OBD aggregates (`daily_battery` rows).
 * No database access here, so the diagnosis area, the alert seed and the main screen share one rulebook.
 * The thresholds come from @evsafe/contract THRESHOLDS; how each status is derived: docs/thresholds.md.
 */
import { ADVICE_SENTENCES, ALERT_SEVERITY, ALERT_SEVERITY_LABEL, THRESHOLDS, type AlertSeverity } from "@evsafe/contract";

/** The four safety levels of SPEC §4 (alert severity 01–04). */
export type SafetyStatus = "safe" | "caution" | "warning" | "serious";

export const STATUS_ORDER: readonly SafetyStatus[] = ["safe", "caution", "warning", "serious"];
export const STATUS_SEVERITY: Record<SafetyStatus, AlertSeverity> = {
  safe: ALERT_SEVERITY.SAFE,
  caution: ALERT_SEVERITY.CAUTION,
  warning: ALERT_SEVERITY.WARNING,
  serious: ALERT_SEVERITY.SERIOUS,
};
export const STATUS_LABEL: Record<SafetyStatus, string> = { safe: "안전", caution: "주의", warning: "경고", serious: "심각" };
export const statusOfSeverity = (sev: AlertSeverity): SafetyStatus => STATUS_ORDER[Number(sev) - 1] ?? "safe";
export const worstStatus = (list: readonly SafetyStatus[]): SafetyStatus =>
  list.reduce<SafetyStatus>((w, s) => (STATUS_ORDER.indexOf(s) > STATUS_ORDER.indexOf(w) ? s : w), "safe");
export const isWorse = (a: SafetyStatus, b: SafetyStatus) => STATUS_ORDER.indexOf(a) > STATUS_ORDER.indexOf(b);

/** The metrics judged every day. */
export type MetricKey = "cellBalance" | "weakCell" | "moduleTempBalance" | "moduleTempMax" | "insulation" | "soh";
export const METRIC_KEYS: readonly MetricKey[] = ["cellBalance", "weakCell", "moduleTempBalance", "moduleTempMax", "insulation", "soh"];

export interface MetricDef {
  key: MetricKey;
  /** Korean name shown to the driver. */
  name: string;
  unit: string;
  /** Share of the safety score (sums to 1 over all metrics). */
  weight: number;
  /** Lower values are better (σ, temperature) or higher are better (insulation, SoH). */
  direction: "lower" | "higher";
  /** Boundaries of caution / warning / serious, in the metric's unit. */
  bands: { caution: number; warning: number; serious: number };
  /** Piecewise-linear sub-score: [value, score] points, sorted by value. */
  scorePoints: readonly (readonly [number, number])[];
}

const T = THRESHOLDS;

/**
 * The rulebook. For "lower is better" metrics a value at or above a band boundary takes that band;
 * for "higher is better" a value below it does.
 */
export const METRICS: Record<MetricKey, MetricDef> = {
  cellBalance: {
    key: "cellBalance",
    name: "셀 전압 편차",
    unit: "mV",
    weight: 0.25,
    direction: "lower",
    bands: { caution: T.CELL_SIGMA_WARN_MV, warning: T.CELL_SIGMA_ALERT_MV, serious: T.CELL_SIGMA_ALERT_MV * 1.5 },
    scorePoints: [
      [5, 100],
      [T.CELL_SIGMA_WARN_MV, 80],
      [T.CELL_SIGMA_ALERT_MV, 60],
      [T.CELL_SIGMA_ALERT_MV * 1.5, 30],
      [T.CELL_SIGMA_ALERT_MV * 2, 0],
    ],
  },
  // The weakest cell's distance from the pack mean: a single drifting cell is the classic precursor of a weak or
  // internally shorted cell, and the σ above under-reads it (one cell hardly moves the σ of a large pack).
  weakCell: {
    key: "weakCell",
    name: "약한 셀 편차",
    unit: "mV",
    weight: 0.1,
    direction: "lower",
    bands: { caution: T.CELL_DEVIATION_CAUTION_MV, warning: T.CELL_DEVIATION_WARN_MV, serious: T.CELL_DEVIATION_SERIOUS_MV },
    scorePoints: [
      [15, 100],
      [T.CELL_DEVIATION_CAUTION_MV, 80],
      [T.CELL_DEVIATION_WARN_MV, 60],
      [T.CELL_DEVIATION_SERIOUS_MV, 30],
      [T.CELL_DEVIATION_SERIOUS_MV + 50, 0],
    ],
  },
  moduleTempBalance: {
    key: "moduleTempBalance",
    name: "모듈 온도 편차",
    unit: "°C",
    weight: 0.25,
    direction: "lower",
    bands: { caution: T.MODULE_TEMP_SIGMA_WARN_C, warning: T.MODULE_TEMP_SIGMA_ALERT_C, serious: T.MODULE_TEMP_SIGMA_ALERT_C * 1.5 },
    scorePoints: [
      [0.5, 100],
      [T.MODULE_TEMP_SIGMA_WARN_C, 80],
      [T.MODULE_TEMP_SIGMA_ALERT_C, 60],
      [T.MODULE_TEMP_SIGMA_ALERT_C * 1.5, 30],
      [T.MODULE_TEMP_SIGMA_ALERT_C * 2, 0],
    ],
  },
  moduleTempMax: {
    key: "moduleTempMax",
    name: "모듈 최고 온도",
    unit: "°C",
    weight: 0.1,
    direction: "lower",
    bands: { caution: T.MODULE_TEMP_MAX_C - 10, warning: T.MODULE_TEMP_MAX_C - 5, serious: T.MODULE_TEMP_MAX_C },
    scorePoints: [
      [35, 100],
      [T.MODULE_TEMP_MAX_C - 10, 85],
      [T.MODULE_TEMP_MAX_C - 5, 70],
      [T.MODULE_TEMP_MAX_C, 40],
      [T.MODULE_TEMP_MAX_C + 10, 0],
    ],
  },
  insulation: {
    key: "insulation",
    name: "절연 저항",
    unit: "Ω/V",
    weight: 0.2,
    direction: "higher",
    bands: { caution: T.INSULATION_MIN_OHM_PER_V * 3, warning: T.INSULATION_MIN_OHM_PER_V * 1.5, serious: T.INSULATION_MIN_OHM_PER_V },
    scorePoints: [
      [T.INSULATION_MIN_OHM_PER_V * 0.5, 0],
      [T.INSULATION_MIN_OHM_PER_V, 40],
      [T.INSULATION_MIN_OHM_PER_V * 1.5, 60],
      [T.INSULATION_MIN_OHM_PER_V * 3, 85],
      [T.INSULATION_MIN_OHM_PER_V * 5, 100],
    ],
  },
  soh: {
    key: "soh",
    name: "배터리 건강도(SoH)",
    unit: "%",
    weight: 0.1,
    direction: "higher",
    bands: { caution: 80, warning: 70, serious: 60 },
    scorePoints: [
      [50, 0],
      [60, 30],
      [70, 60],
      [80, 80],
      [90, 95],
      [100, 100],
    ],
  },
};

/** Whether a stored metric name (an alert's, which may predate the rulebook or come from a provider) is one it judges. */
export const isMetricKey = (name: string): name is MetricKey => Object.hasOwn(METRICS, name);

/** The subset of a `daily_battery` row the analysis reads. */
export interface DailyMetrics {
  day: string;
  cellSigmaMv: number;
  /**
   * How far the weakest end-of-charge cell sits from the pack mean, mV (absolute): `weakCellDeviation` of the cell
   * voltages, or the same figure computed by the database (vehicle-data.ts `WEAK_CELL_MV`).
   */
  weakCellMv: number;
  moduleTempSigma: number;
  moduleTempMax: number;
  insulationOhmPerV: number;
  sohPct: number;
}

function metricValue(row: DailyMetrics, key: MetricKey): number {
  switch (key) {
    case "cellBalance":
      return row.cellSigmaMv;
    case "weakCell":
      return row.weakCellMv;
    case "moduleTempBalance":
      return row.moduleTempSigma;
    case "moduleTempMax":
      return row.moduleTempMax;
    case "insulation":
      return row.insulationOhmPerV;
    case "soh":
      return row.sohPct;
  }
}

/** Status of one metric value. */
function metricStatus(key: MetricKey, value: number): SafetyStatus {
  const { bands, direction } = METRICS[key];
  if (!Number.isFinite(value)) return "safe";
  if (direction === "lower") {
    if (value >= bands.serious) return "serious";
    if (value >= bands.warning) return "warning";
    if (value >= bands.caution) return "caution";
    return "safe";
  }
  if (value < bands.serious) return "serious";
  if (value < bands.warning) return "warning";
  if (value < bands.caution) return "caution";
  return "safe";
}

export const cellBalanceStatus = (sigmaMv: number) => metricStatus("cellBalance", sigmaMv);
/** The level of the weakest cell's distance from the pack mean (mV, either sign): the one rule every screen uses. */
export const weakCellStatus = (deviationMv: number) => metricStatus("weakCell", Math.abs(deviationMv));
export const moduleTempBalanceStatus = (sigmaC: number) => metricStatus("moduleTempBalance", sigmaC);
export const moduleTempMaxStatus = (tempC: number) => metricStatus("moduleTempMax", tempC);
export const insulationStatus = (ohmPerV: number) => metricStatus("insulation", ohmPerV);

/** Sub-score 0–100 of one metric (piecewise linear between the rulebook points, clamped at the ends). */
export function metricScore(key: MetricKey, value: number): number {
  const pts = METRICS[key].scorePoints;
  if (!Number.isFinite(value)) return 0;
  if (value <= pts[0]![0]) return pts[0]![1];
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x0, y0] = pts[i - 1]!;
    if (value <= x1) return y0 + ((value - x0) / (x1 - x0)) * (y1 - y0);
  }
  return pts[pts.length - 1]![1];
}

export interface MetricResult {
  key: MetricKey;
  name: string;
  value: number;
  unit: string;
  status: SafetyStatus;
  severity: AlertSeverity;
  /** The boundary the value is judged against next (the one crossed, or the next one to watch). */
  threshold: number;
  score: number;
}

function judgeMetric(key: MetricKey, value: number): MetricResult {
  const def = METRICS[key];
  const status = metricStatus(key, value);
  // The boundary crossed; for a safe value the first one to watch.
  const threshold = status === "safe" ? def.bands.caution : def.bands[status];
  return {
    key,
    name: def.name,
    value: round(value, 1),
    unit: def.unit,
    status,
    severity: STATUS_SEVERITY[status],
    threshold,
    score: Math.round(metricScore(key, value)),
  };
}

export interface DayAnalysis {
  day: string;
  metrics: MetricResult[];
  /** The worst metric status of the day. */
  status: SafetyStatus;
}

/** Judges every metric of one day. */
export function analyzeDay(row: DailyMetrics): DayAnalysis {
  const metrics = METRIC_KEYS.map((k) => judgeMetric(k, metricValue(row, k)));
  return { day: row.day, metrics, status: worstStatus(metrics.map((m) => m.status)) };
}

/** Standard deviation (population) of a list; 0 when empty. */
export function sigma(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}

/** Index of the cell furthest from the pack mean (the suspect cell), and its deviation in mV. */
export function weakestCell(cellVoltagesMv: readonly number[]): { index: number; deviationMv: number } | null {
  if (cellVoltagesMv.length === 0) return null;
  const mean = cellVoltagesMv.reduce((a, b) => a + b, 0) / cellVoltagesMv.length;
  let index = 0;
  cellVoltagesMv.forEach((v, i) => {
    if (Math.abs(v - mean) > Math.abs(cellVoltagesMv[index]! - mean)) index = i;
  });
  return { index, deviationMv: round(cellVoltagesMv[index]! - mean, 1) };
}

/** How far (mV, absolute, to 0.1) the weakest cell sits from the pack mean; 0 without cell voltages. */
export function weakCellDeviation(cellVoltagesMv: readonly number[]): number {
  return Math.abs(weakestCell(cellVoltagesMv)?.deviationMv ?? 0);
}

/** A full `daily_battery` row as the rulebook reads it (the weakest cell taken from its cell voltages). */
export const withWeakCell = <R extends Omit<DailyMetrics, "weakCellMv"> & { cellVoltagesMv: readonly number[] }>(
  row: R,
): R & DailyMetrics => ({ ...row, weakCellMv: weakCellDeviation(row.cellVoltagesMv) });

export const round = (v: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** Formats a metric value the way alert texts and the UI print it. */
export function formatMetric(key: MetricKey, value: number): string {
  const unit = METRICS[key].unit;
  const v = key === "insulation" ? String(Math.round(value)) : String(round(value, 1));
  return unit === "%" ? `${v}%` : `${v} ${unit}`;
}

const CAUTION_ADVICE: Record<MetricKey, string> = {
  // The advice table's cell-balance sentence: right for every chemistry and never a 100 % charge (the alert does not
  // know the car's recall or health; the tips and results that do add their limits).
  cellBalance: ADVICE_SENTENCES.CELL_BALANCE,
  weakCell: ADVICE_SENTENCES.CELL_BALANCE,
  moduleTempBalance: "급속 충전 직후 고속 주행을 피하고 추이를 지켜보세요. 계속되면 냉각 계통 점검을 권장합니다.",
  moduleTempMax: "그늘에 주차하고, 더운 날 연속 급속 충전을 피해 주세요.",
  insulation: "침수 도로 주행이나 하부 충격이 있었다면 점검을 받으시고, 추이를 지켜보세요.",
  soh: "급속 충전과 완전 방전을 줄이면 배터리 노화를 늦출 수 있습니다.",
};

/** One actionable Korean sentence for a metric in a given state (alerts and the result screens). */
export function metricAdvice(key: MetricKey, status: SafetyStatus, value: number): string {
  const def = METRICS[key];
  const v = formatMetric(key, value);
  const b = (n: number) => formatMetric(key, n);
  const subject = `${def.name}${subjectParticle(def.name)}`;
  if (status === "safe") return `${subject} ${v}로 안전 범위입니다.`;
  const limit = status === "caution" ? def.bands.caution : status === "warning" ? def.bands.warning : def.bands.serious;
  const limitName = ALERT_SEVERITY_LABEL[STATUS_SEVERITY[status]];
  const crossed = value === limit ? "에 도달했습니다" : def.direction === "lower" ? "을 넘었습니다" : "을 밑돌았습니다";
  return `${subject} ${v}로 ${limitName} 기준(${b(limit)})${crossed}. ${metricAction(key, status)}`;
}

/** What to do about a metric at caution or worse (the second sentence of `metricAdvice`); null when safe. */
export function metricAction(key: MetricKey, status: SafetyStatus): string | null {
  if (status === "safe") return null;
  return status === "serious"
    ? key === "moduleTempMax" || key === "insulation"
      ? "즉시 안전한 곳에 정차하고 충전을 중단한 뒤 긴급출동 또는 서비스센터에 연락하세요."
      : "운행과 급속 충전을 자제하고 즉시 서비스센터에 점검을 요청하세요."
    : status === "warning"
      ? "가까운 서비스센터에서 점검을 받으세요."
      : CAUTION_ADVICE[key];
}

/** 이/가 after a Korean noun (the last Hangul syllable outside parentheses decides). */
export function subjectParticle(word: string): "이" | "가" {
  const plain = word.replace(/\([^)]*\)/g, "");
  for (let i = plain.length - 1; i >= 0; i--) {
    const c = plain.charCodeAt(i);
    if (c >= 0xac00 && c <= 0xd7a3) return (c - 0xac00) % 28 === 0 ? "가" : "이";
  }
  return "이";
}
