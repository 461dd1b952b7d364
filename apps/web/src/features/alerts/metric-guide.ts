import type { SdsMetricKey, StatMetric } from "@evsafe/contract";

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
 * The battery statistic (`/statistics/{metric}`) that shows an alert's metric day by day: the cell spread's own, the
 * module temperature statistic for both temperature alerts (it judges the spread and the maximum together). Insulation
 * and SoH have none: the diagnosis judges them.
 */
export const METRIC_STATISTIC: Record<SdsMetricKey, StatMetric | null> = {
  cellBalance: "cell-voltage-balance",
  moduleTempBalance: "module-temp-balance",
  moduleTempMax: "module-temp-balance",
  insulation: null,
  soh: null,
};

export const isMetricKey = (metric: string | null): metric is SdsMetricKey => metric !== null && Object.hasOwn(METRIC_GUIDE, metric);
