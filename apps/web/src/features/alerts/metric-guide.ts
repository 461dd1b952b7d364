import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity, SdsMetricKey, StatMetric } from "@evsafe/contract";

/**
 * What each battery metric of a safety alert means and the bands it is judged against, in the driver's words. The
 * bands are docs/thresholds.md §1's table (the API judges with the same numbers).
 */
export const METRIC_GUIDE: Record<SdsMetricKey, { meaning: string; bands: string }> = {
  cellBalance: {
    meaning:
      "충전을 마친 뒤 셀들의 전압이 얼마나 고르게 맞춰져 있는지 보여 줘요. 편차가 커지면 약해진 셀이 있을 수 있고, 셀 내부 단락 같은 화재 위험의 초기 신호일 수 있어요.",
    bands: "20 mV 이상 주의 · 30 mV 이상 경고 · 45 mV 이상 심각",
  },
  weakCell: {
    meaning:
      "충전을 마친 뒤 평균에서 가장 멀리 벗어난 셀 하나의 전압 차이예요. 셀 하나만 처지면 전체 편차는 조금밖에 커지지 않아서 따로 봐요. 크게 벗어난 셀은 약해졌거나 내부 단락이 시작된 셀일 수 있어요.",
    bands: "60 mV 이상 주의 · 100 mV 이상 경고 · 150 mV 이상 심각",
  },
  moduleTempBalance: {
    meaning: "배터리 모듈끼리 온도가 얼마나 다른지 보여 줘요. 편차가 커지면 냉각 장치 이상이나 일부 모듈의 발열을 의심할 수 있어요.",
    bands: "2 °C 이상 주의 · 3 °C 이상 경고 · 4.5 °C 이상 심각",
  },
  moduleTempMax: {
    meaning: "가장 뜨거운 배터리 모듈의 온도예요. 온도가 높을수록 배터리가 빨리 닳고 열 폭주까지의 여유가 줄어들어요.",
    bands: "45 °C 이상 주의 · 50 °C 이상 경고 · 55 °C 이상 심각",
  },
  insulation: {
    meaning:
      "고전압 배터리와 차체 사이의 절연 상태예요. 낮아지면 누전과 감전 위험이 커져요. 100 Ω/V 아래는 안전 기준(UN ECE R100)에 못 미쳐요.",
    bands: "300 Ω/V 미만 주의 · 150 Ω/V 미만 경고 · 100 Ω/V 미만 심각",
  },
  soh: {
    meaning: "새 배터리와 비교한 지금의 용량(건강 상태)이에요. 낮아지면 주행 가능 거리가 줄고, 70~80 %는 보증 교체 기준으로 흔히 쓰여요.",
    bands: "80 % 미만 주의 · 70 % 미만 경고 · 60 % 미만 심각",
  },
};

/**
 * The battery statistic (`/statistics/{metric}`) that shows an alert's metric day by day: the cell spread's own, 충전량별 전압
 * for the weak cell (it is judged by the same rule), the
 * module temperature statistic for both temperature alerts (it judges the spread and the maximum together). Insulation
 * and SoH have none: the diagnosis judges them.
 */
export const METRIC_STATISTIC: Record<SdsMetricKey, StatMetric | null> = {
  cellBalance: "cell-voltage-balance",
  weakCell: "voltage-by-soc",
  moduleTempBalance: "module-temp-balance",
  moduleTempMax: "module-temp-balance",
  insulation: null,
  soh: null,
};

export const isMetricKey = (metric: string | null): metric is SdsMetricKey => metric !== null && Object.hasOwn(METRIC_GUIDE, metric);

/**
 * What to do next about a metric at 주의, 경고 and 심각, for an alert whose API sends no next step of its own (the
 * reference API always does). The same actions as the API's alert texts, without charging targets (the advice table's).
 */
const METRIC_NEXT_STEP: Record<SdsMetricKey, Record<"caution" | "warning" | "serious", string>> = {
  cellBalance: {
    caution: "며칠 동안 셀 전압 편차의 추이를 지켜보세요. 계속 커지면 서비스센터에서 점검을 받으세요.",
    warning: "가까운 서비스센터에서 배터리 셀 점검을 받으세요.",
    serious: "운행과 급속 충전을 자제하고 즉시 서비스센터에 점검을 요청하세요.",
  },
  weakCell: {
    caution: "며칠 동안 약한 셀 편차의 추이를 지켜보세요. 계속 커지면 서비스센터에서 점검을 받으세요.",
    warning: "가까운 서비스센터에서 배터리 셀 점검을 받으세요.",
    serious: "운행과 급속 충전을 자제하고 즉시 서비스센터에 점검을 요청하세요.",
  },
  moduleTempBalance: {
    caution: "급속 충전 직후 고속 주행을 피하고 추이를 지켜보세요. 계속되면 냉각 장치 점검을 받으세요.",
    warning: "가까운 서비스센터에서 배터리 냉각 장치 점검을 받으세요.",
    serious: "운행과 급속 충전을 자제하고 즉시 서비스센터에 점검을 요청하세요.",
  },
  moduleTempMax: {
    caution: "그늘에 주차하고, 더운 날 연속 급속 충전을 피해 주세요.",
    warning: "가까운 서비스센터에서 배터리 냉각 장치 점검을 받으세요.",
    serious: "즉시 안전한 곳에 정차하고 충전을 중단한 뒤 긴급출동 또는 서비스센터에 연락하세요.",
  },
  insulation: {
    caution: "침수 도로 주행이나 하부 충격이 있었다면 점검을 받으시고, 추이를 지켜보세요.",
    warning: "가까운 서비스센터에서 고전압 절연 점검을 받으세요.",
    serious: "즉시 안전한 곳에 정차하고 충전을 중단한 뒤 긴급출동 또는 서비스센터에 연락하세요.",
  },
  soh: {
    caution: "안전 진단으로 다른 항목도 함께 확인하고, 배터리 건강도 추이를 지켜보세요.",
    warning: "가까운 서비스센터에서 배터리 용량 점검을 받고 보증 교체 대상인지 문의하세요.",
    serious: "즉시 서비스센터에 점검을 요청하고 배터리 교체 여부를 상담하세요.",
  },
};

const STATUS_OF_SEVERITY: Partial<Record<AlertSeverity, "caution" | "warning" | "serious">> = {
  [ALERT_SEVERITY.CAUTION]: "caution",
  [ALERT_SEVERITY.WARNING]: "warning",
  [ALERT_SEVERITY.SERIOUS]: "serious",
};

/** The metric's next step at a level of 주의 or worse; null when safe or for a metric the guide does not know. */
export function metricNextStep(metric: string | null, severity: AlertSeverity): string | null {
  const status = STATUS_OF_SEVERITY[severity];
  return status && isMetricKey(metric) ? METRIC_NEXT_STEP[metric][status] : null;
}
