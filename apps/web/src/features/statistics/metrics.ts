import { ADVICE_SENTENCES, GUIDE_SENTENCES } from "@evsafe/contract/advice";
import { ALERT_SEVERITY, ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity, CallName, MetricStatistics, StatMetric } from "@evsafe/contract";
import type { TrendBand } from "@/shared/chart/chart-data";
import { formatNumber } from "@/shared/format-number";

/**
 * The eight battery metrics of SPEC §7 (`<metric>/status/statistics`) in the driver's words: name, unit, what the
 * figure means, which way is worse, and what to do at each level. The numbers of the bands are not here: they come
 * with each answer (`thresholds`), since some depend on the vehicle (pack voltage by chemistry, efficiency by model).
 */
export interface MetricInfo {
  metric: StatMetric;
  /** The contract's call for the metric. */
  call: StatisticsCall;
  name: string;
  /** Unit after a value, Korean conventions (`mV`, `°C`, `km/kWh`, `%`, `회`). */
  unit: string;
  /** Fraction digits shown. */
  digits: number;
  /** One line for the list: what is measured. */
  short: string;
  /** What the figure is and why it matters for the battery's safety. */
  meaning: string;
  /** What to do at each level, beside the API's own sentence for the day. */
  advice: Record<AlertSeverity, string>;
}

export type StatisticsCall = Extract<
  CallName,
  | "getPackVoltageStatistics"
  | "getModuleTempBalanceStatistics"
  | "getCellVoltageBalanceStatistics"
  | "getEnergyUseEfficiencyStatistics"
  | "getEnergyEfficiencyStatistics"
  | "getTripChargeRatioStatistics"
  | "getVoltageBySocStatistics"
  | "getRapidAccelerationStatistics"
>;

const INSPECT = "가까운 서비스센터에서 배터리 점검을 받으세요.";
const URGENT = "운행을 줄이고 바로 서비스센터에 연락하세요. 연기나 타는 냄새가 나면 차에서 멀리 떨어진 뒤 119에 신고하세요.";

/**
 * The list's fixed order (docs/statistics.md): what the battery itself says first, then efficiency, then habits.
 */
export const METRICS: readonly MetricInfo[] = [
  {
    metric: "cell-voltage-balance",
    call: "getCellVoltageBalanceStatistics",
    name: "셀 전압 편차",
    unit: "mV",
    digits: 1,
    short: "셀들의 전압이 고르게 맞는지",
    meaning:
      "배터리를 이루는 셀들의 전압이 서로 얼마나 다른지(표준편차) 보여 줘요. 편차가 커지면 약해진 셀이 있다는 뜻이고, 셀 내부 단락 같은 화재 위험의 초기 신호일 수 있어요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "셀들이 고르게 맞춰져 있어요. 지금처럼 완속 충전을 주로 쓰면 좋아요.",
      [ALERT_SEVERITY.CAUTION]: ADVICE_SENTENCES.CELL_BALANCE,
      [ALERT_SEVERITY.WARNING]: `${INSPECT} 점검 전까지 급속 충전과 100% 충전은 피하세요.`,
      [ALERT_SEVERITY.SERIOUS]: URGENT,
    },
  },
  {
    metric: "module-temp-balance",
    call: "getModuleTempBalanceStatistics",
    name: "모듈 온도 편차",
    unit: "°C",
    digits: 2,
    short: "모듈끼리 온도가 고른지, 가장 뜨거운 모듈",
    meaning:
      "배터리 모듈끼리 온도가 얼마나 다른지와 가장 뜨거운 모듈의 온도를 함께 봐요. 한 모듈만 뜨거워지면 냉각 장치 이상이나 셀의 이상 발열을 의심할 수 있어요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "모듈 온도가 고르게 유지되고 있어요.",
      [ALERT_SEVERITY.CAUTION]: "한여름 햇볕 아래 주차나 연속 급속 충전을 줄이고, 며칠 동안 추이를 지켜보세요.",
      [ALERT_SEVERITY.WARNING]: `냉각 장치 점검이 필요해요. ${INSPECT}`,
      [ALERT_SEVERITY.SERIOUS]: URGENT,
    },
  },
  {
    metric: "voltage-by-soc",
    call: "getVoltageBySocStatistics",
    name: "충전량별 전압",
    unit: "mV",
    digits: 0,
    short: "처지는 셀 없이 고르게 충전되는지",
    meaning:
      "충전을 마쳤을 때 가장 약한 셀이 평균 전압에서 벗어난 정도예요. 안전 지수의 약한 셀 편차와 같은 기준으로 단계를 정해요. 같은 충전량(SoC)에서 나와야 할 전압과 실제 평균 전압도 함께 보여 줘요. 크게 벗어난 셀은 용량이 줄었거나 스스로 방전되는 셀일 수 있어요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "충전량에 맞는 전압이 나오고 있어요.",
      [ALERT_SEVERITY.CAUTION]: ADVICE_SENTENCES.CELL_BALANCE,
      [ALERT_SEVERITY.WARNING]: `약해진 셀이 있을 수 있어요. ${INSPECT}`,
      [ALERT_SEVERITY.SERIOUS]: `급속 충전을 멈추고 ${URGENT}`,
    },
  },
  {
    metric: "pack-voltage",
    call: "getPackVoltageStatistics",
    name: "팩 전압",
    unit: "V",
    digits: 2,
    short: "하루 중 가장 낮은 전압(셀 1개 기준)",
    meaning:
      "하루 중 배터리 팩의 가장 낮은 전압을 셀 1개 기준으로 나눠 본 값이에요. 너무 낮으면 과방전, 충전 중 너무 높으면 과충전으로 셀이 상할 수 있어요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "전압이 안전한 범위에 있어요. 지금 충전 습관을 유지하세요.",
      [ALERT_SEVERITY.CAUTION]: "배터리를 20% 아래까지 쓰지 말고, 100%로 충전한 채 오래 두지 마세요.",
      [ALERT_SEVERITY.WARNING]: `${ADVICE_SENTENCES.RESTRICTED_LIMIT} ${INSPECT}`,
      [ALERT_SEVERITY.SERIOUS]: URGENT,
    },
  },
  {
    metric: "energy-efficiency",
    call: "getEnergyEfficiencyStatistics",
    name: "전비",
    unit: "km/kWh",
    digits: 2,
    short: "1 kWh로 달린 거리(공인 전비와 비교)",
    meaning:
      "하루 동안 1 kWh로 달린 거리예요. 차의 공인 전비와 비교해요. 겨울에는 난방 때문에 낮아질 수 있지만, 계절과 상관없이 계속 낮으면 배터리 용량이 줄었을 수 있어요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "효율적으로 운전하고 있어요.",
      [ALERT_SEVERITY.CAUTION]: "급가속을 줄이고, 추운 날에는 출발 전에 예약 공조로 배터리를 데워 두세요.",
      [ALERT_SEVERITY.WARNING]: "타이어 공기압과 공조 사용을 확인하세요. 계속 낮으면 배터리 점검을 받으세요.",
      [ALERT_SEVERITY.SERIOUS]: `배터리 용량이 줄었거나 구동계에 이상이 있을 수 있어요. ${INSPECT}`,
    },
  },
  {
    metric: "energy-use-efficiency",
    call: "getEnergyUseEfficiencyStatistics",
    name: "에너지 사용 효율",
    unit: "%",
    digits: 1,
    short: "충전한 에너지 중 주행에 쓴 비율(최근 7일)",
    meaning:
      "최근 7일 동안 충전한 에너지 가운데 실제 주행에 쓰인 비율이에요(배터리 잔량 변화는 빼고 계산). 낮으면 주차 중 대기 전력이나 배터리의 자가 방전으로 새는 에너지가 많다는 뜻이에요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "충전한 에너지가 대부분 주행에 쓰이고 있어요.",
      [ALERT_SEVERITY.CAUTION]: "주차 중 공조, 블랙박스 같은 대기 전력 사용을 확인해 보세요.",
      [ALERT_SEVERITY.WARNING]: "대기 전력 장치를 점검하세요. 계속 낮으면 서비스센터에서 점검을 받으세요.",
      [ALERT_SEVERITY.SERIOUS]: `배터리 자가 방전이나 누설일 수 있어요. ${INSPECT}`,
    },
  },
  {
    metric: "trip-charge-ratio",
    call: "getTripChargeRatioStatistics",
    name: "주행·충전 비율",
    unit: "회",
    digits: 1,
    short: "충전 1회당 주행 횟수와 충전 습관(최근 7일)",
    meaning:
      "최근 7일 동안 충전 1회당 몇 번 주행했는지와 충전 습관이에요. 상태는 급속 충전 비중과, 삼원계 배터리는 95% 이상 완충 비중으로도 판단해요. 급속 충전과 잦은 완충은 배터리를 빨리 닳게 해요.",
    advice: {
      // Not per car here: the guide's sentence names each chemistry; the API's message beside it is for this car.
      [ALERT_SEVERITY.SAFE]: "충전 습관이 좋아요. 지금처럼 완속 충전을 주로 쓰세요.",
      [ALERT_SEVERITY.CAUTION]: GUIDE_SENTENCES.DAILY_BY_CHEMISTRY,
      [ALERT_SEVERITY.WARNING]: `급속 충전이 너무 잦아요. 완속 충전을 늘리세요. ${GUIDE_SENTENCES.DAILY_BY_CHEMISTRY}`,
      [ALERT_SEVERITY.SERIOUS]: `충전 습관을 바로잡고 ${INSPECT}`,
    },
  },
  {
    metric: "rapid-acceleration",
    call: "getRapidAccelerationStatistics",
    name: "급가속·급감속",
    unit: "회/100 km",
    digits: 1,
    short: "100 km당 급가속·급감속 횟수",
    meaning:
      "100 km를 달리는 동안 급가속과 급감속을 한 횟수예요(5 km 미만 주행한 날은 빼요). 잦으면 순간적으로 큰 전력이 오가 배터리가 뜨거워지고 빨리 닳으며, 사고 위험도 커져요.",
    advice: {
      [ALERT_SEVERITY.SAFE]: "부드럽게 운전하고 있어요.",
      [ALERT_SEVERITY.CAUTION]: "출발과 정지를 조금 더 부드럽게 해 보세요. 회생 제동 단계를 높이면 도움이 돼요.",
      [ALERT_SEVERITY.WARNING]: "급가속과 급감속이 잦아요. 앞차와 거리를 넉넉히 두고 천천히 출발하세요.",
      [ALERT_SEVERITY.SERIOUS]: "급가속과 급감속이 매우 잦아요. 안전을 위해 운전 습관을 바로잡아 주세요.",
    },
  },
];

const BY_METRIC = new Map<string, MetricInfo>(METRICS.map((m) => [m.metric, m]));

/** The metric of an address (`/statistics/cell-voltage-balance`); null for anything else. */
export function metricInfo(slug: unknown): MetricInfo | null {
  return typeof slug === "string" ? (BY_METRIC.get(slug) ?? null) : null;
}

/** `33.0` mV → `33 mV`; `5.034` km/kWh → `5.03 km/kWh`. */
export function formatMetricValue(info: Pick<MetricInfo, "unit" | "digits">, value: number): string {
  return `${formatNumber(value, info.digits)} ${info.unit}`;
}

/** `전비` → `전비를`, `팩 전압` → `팩 전압을`: the object particle after a Hangul name. */
export function withObject(name: string): string {
  const code = name.charCodeAt(name.length - 1) - 0xac00;
  const hasFinal = code >= 0 && code < 11_172 && code % 28 !== 0;
  return `${name}${hasFinal ? "을" : "를"}`;
}

/** The level's Korean label, or 데이터 없음 for a day without data. */
export function statusLabel(severity: AlertSeverity | null): string {
  return severity ? ALERT_SEVERITY_LABEL[severity] : "데이터 없음";
}

type Thresholds = MetricStatistics["thresholds"];

/** Which way is worse, in words. */
export function directionText(direction: Thresholds["direction"]): string {
  if (direction === "lower") return "값이 클수록 나빠요. 기준값과 같아도 그 단계로 판단해요.";
  if (direction === "higher") return "값이 작을수록 나빠요. 기준값보다 낮아지면 그 단계로 판단해요.";
  return "숫자 하나가 아니라 충전 습관의 비율로 판단해요. 그래프의 값(충전 1회당 주행 횟수)은 참고용이에요.";
}

/** Each level's band in words (`주의: 20 mV 이상`), from the answer's thresholds; empty for a pattern metric. */
export function thresholdLines(info: Pick<MetricInfo, "unit" | "digits">, t: Thresholds): { severity: AlertSeverity; text: string }[] {
  if (t.direction === "pattern" || t.caution === null || t.warning === null || t.serious === null) return [];
  const v = (x: number) => formatMetricValue({ unit: info.unit, digits: Math.max(info.digits, 2) }, x);
  if (t.direction === "lower") {
    return [
      { severity: ALERT_SEVERITY.SAFE, text: `${v(t.caution)} 미만` },
      { severity: ALERT_SEVERITY.CAUTION, text: `${v(t.caution)} 이상 ${v(t.warning)} 미만` },
      { severity: ALERT_SEVERITY.WARNING, text: `${v(t.warning)} 이상 ${v(t.serious)} 미만` },
      { severity: ALERT_SEVERITY.SERIOUS, text: `${v(t.serious)} 이상` },
    ];
  }
  return [
    { severity: ALERT_SEVERITY.SAFE, text: `${v(t.caution)} 이상` },
    { severity: ALERT_SEVERITY.CAUTION, text: `${v(t.warning)} 이상 ${v(t.caution)} 미만` },
    { severity: ALERT_SEVERITY.WARNING, text: `${v(t.serious)} 이상 ${v(t.warning)} 미만` },
    { severity: ALERT_SEVERITY.SERIOUS, text: `${v(t.serious)} 미만` },
  ];
}

const OPEN = 1e9;

/** The chart's bands from the answer's thresholds (none for a pattern metric). */
export function chartBands(t: Thresholds): TrendBand[] {
  if (t.direction === "pattern" || t.caution === null || t.warning === null || t.serious === null) return [];
  if (t.direction === "lower") {
    return [
      { from: -OPEN, to: t.caution, severity: ALERT_SEVERITY.SAFE },
      { from: t.caution, to: t.warning, severity: ALERT_SEVERITY.CAUTION },
      { from: t.warning, to: t.serious, severity: ALERT_SEVERITY.WARNING },
      { from: t.serious, to: OPEN, severity: ALERT_SEVERITY.SERIOUS },
    ];
  }
  return [
    { from: t.caution, to: OPEN, severity: ALERT_SEVERITY.SAFE },
    { from: t.warning, to: t.caution, severity: ALERT_SEVERITY.CAUTION },
    { from: t.serious, to: t.warning, severity: ALERT_SEVERITY.WARNING },
    { from: -OPEN, to: t.serious, severity: ALERT_SEVERITY.SERIOUS },
  ];
}

/**
 * The y range of the chart: the values and the caution and warning lines, so a healthy line is drawn with the
 * boundary it stays away from; never below zero for these non-negative figures.
 */
export function chartRange(values: readonly number[], t: Thresholds): { yMin: number; yMax: number } | null {
  const marks = [t.caution, t.warning].filter((x): x is number => x !== null);
  const all = [...values, ...marks];
  if (all.length === 0) return null;
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const pad = Math.max((hi - lo) * 0.1, Math.abs(hi) * 0.02, 0.01);
  return { yMin: Math.max(0, lo - pad), yMax: hi + pad };
}

const RANK: Record<AlertSeverity, number> = { "01": 0, "02": 1, "03": 2, "04": 3 };

/** Worst first; equal levels keep their order. */
export function worstFirst<T extends { severity: AlertSeverity | null }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (b.item.severity ? RANK[b.item.severity] : -1) - (a.item.severity ? RANK[a.item.severity] : -1) || a.i - b.i)
    .map((x) => x.item);
}

/** The day a card shows: the asked day when it has data, else the latest day with data in the 30 before it. */
export function shownDay(s: Pick<MetricStatistics, "date" | "hasData" | "value" | "severity" | "series">): {
  day: string;
  value: number;
  severity: AlertSeverity;
} | null {
  if (s.hasData && s.value !== null && s.severity !== null) return { day: s.date, value: s.value, severity: s.severity };
  const last = s.series.at(-1);
  return last ? { day: last.date, value: last.value, severity: last.severity } : null;
}

/** The chart's summary sentence: days with data, the average, and how many were at caution or worse. */
export function seriesSummary(info: Pick<MetricInfo, "unit" | "digits">, s: Pick<MetricStatistics, "series" | "average">): string {
  if (s.series.length === 0) return "최근 30일 동안 데이터가 있는 날이 없어요.";
  const risky = s.series.filter((p) => p.severity !== ALERT_SEVERITY.SAFE).length;
  const average = s.average === null ? "" : ` 평균 ${formatMetricValue(info, s.average)},`;
  return `데이터가 있는 ${s.series.length}일의${average} ${risky === 0 ? "모두 안전 범위예요." : `그중 ${risky}일이 주의 이상이에요.`}`;
}
