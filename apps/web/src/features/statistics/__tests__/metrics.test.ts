import { describe, expect, it } from "vitest";
import type { MetricStatistics } from "@evsafe/contract";
import { ADVICE_SENTENCES, GUIDE_SENTENCES } from "@evsafe/contract/advice";
import {
  chartBands,
  chartRange,
  directionText,
  formatMetricValue,
  metricInfo,
  METRICS,
  seriesSummary,
  shownDay,
  statusLabel,
  thresholdLines,
  withObject,
  worstFirst,
} from "../metrics";

const LEVELS = ["01", "02", "03", "04"] as const;
const HANGUL = /[가-힣]/;

const thresholds = (over: Partial<MetricStatistics["thresholds"]> = {}): MetricStatistics["thresholds"] => ({
  direction: "lower",
  caution: 20,
  warning: 30,
  serious: 45,
  text: "20 mV 이상 주의, 30 mV 이상 경고, 45 mV 이상 심각",
  ...over,
});

describe("the eight metrics' wording", () => {
  it("every metric of SPEC §7 once, each with its own call, a Korean name, unit and meaning", () => {
    expect(METRICS.map((m) => m.metric).sort()).toEqual(
      [
        "cell-voltage-balance",
        "energy-efficiency",
        "energy-use-efficiency",
        "module-temp-balance",
        "pack-voltage",
        "rapid-acceleration",
        "trip-charge-ratio",
        "voltage-by-soc",
      ].sort(),
    );
    expect(new Set(METRICS.map((m) => m.call)).size).toBe(8);
    for (const m of METRICS) {
      expect(m.name).toMatch(HANGUL);
      expect(m.short).toMatch(HANGUL);
      expect(m.meaning.length).toBeGreaterThan(40);
      expect(m.unit).not.toBe("");
    }
  });

  it("what to do differs at each level, in plain Korean, and the serious level sends the driver to a service centre", () => {
    for (const m of METRICS) {
      const advice = LEVELS.map((l) => m.advice[l]);
      expect(new Set(advice).size, m.metric).toBe(4);
      for (const a of advice) expect(a).toMatch(/[요다]\.?$/);
      if (m.metric !== "rapid-acceleration") expect(m.advice["04"], m.metric).toMatch(/서비스센터/);
    }
    expect(metricInfo("cell-voltage-balance")!.advice["03"]).toBe(
      "가까운 서비스센터에서 배터리 점검을 받으세요. 점검 전까지 급속 충전과 100% 충전은 피하세요.",
    );
    expect(metricInfo("cell-voltage-balance")!.advice["04"]).toContain("119에 신고하세요");
    expect(metricInfo("rapid-acceleration")!.advice["01"]).toBe("부드럽게 운전하고 있어요.");
  });

  it("levels read as words, a day without data too", () => {
    expect(LEVELS.map(statusLabel)).toEqual(["안전", "주의", "경고", "심각"]);
    expect(statusLabel(null)).toBe("데이터 없음");
  });

  it("values with their unit and digits, Korean grouping", () => {
    expect(formatMetricValue(metricInfo("cell-voltage-balance")!, 33)).toBe("33 mV");
    expect(formatMetricValue(metricInfo("module-temp-balance")!, 3.456)).toBe("3.46 °C");
    expect(formatMetricValue(metricInfo("energy-efficiency")!, 5.034)).toBe("5.03 km/kWh");
    expect(formatMetricValue(metricInfo("rapid-acceleration")!, 8.94)).toBe("8.9 회/100 km");
    expect(formatMetricValue(metricInfo("voltage-by-soc")!, 1234.4)).toBe("1,234 mV");
  });

  it("an address that is not a metric has none", () => {
    expect(metricInfo("soh")).toBeNull();
    expect(metricInfo(["pack-voltage"])).toBeNull();
    expect(metricInfo("pack-voltage")!.name).toBe("팩 전압");
  });

  it("the object particle follows the name's last syllable", () => {
    expect(withObject("전비")).toBe("전비를");
    expect(withObject("팩 전압")).toBe("팩 전압을");
    expect(withObject("셀 전압 편차")).toBe("셀 전압 편차를");
  });
});

describe("thresholds in words and on the chart", () => {
  it("lower is better: each level from its boundary up, equality counts", () => {
    const info = metricInfo("cell-voltage-balance")!;
    expect(thresholdLines(info, thresholds())).toEqual([
      { severity: "01", text: "20 mV 미만" },
      { severity: "02", text: "20 mV 이상 30 mV 미만" },
      { severity: "03", text: "30 mV 이상 45 mV 미만" },
      { severity: "04", text: "45 mV 이상" },
    ]);
    expect(directionText("lower")).toBe("값이 클수록 나빠요. 기준값과 같아도 그 단계로 판단해요.");
  });

  it("higher is better: each level below its boundary (the vehicle's own bands)", () => {
    const info = metricInfo("energy-efficiency")!;
    expect(thresholdLines(info, thresholds({ direction: "higher", caution: 4.76, warning: 3.92, serious: 3.08 }))).toEqual([
      { severity: "01", text: "4.76 km/kWh 이상" },
      { severity: "02", text: "3.92 km/kWh 이상 4.76 km/kWh 미만" },
      { severity: "03", text: "3.08 km/kWh 이상 3.92 km/kWh 미만" },
      { severity: "04", text: "3.08 km/kWh 미만" },
    ]);
    expect(directionText("higher")).toMatch(/작을수록 나빠요/);
  });

  it("a pattern metric has no numeric bands: no lines, no chart bands, the rule in words", () => {
    const pattern = thresholds({ direction: "pattern", caution: null, warning: null, serious: null, text: "급속 충전 비중 50% 이상 주의" });
    expect(thresholdLines(metricInfo("trip-charge-ratio")!, pattern)).toEqual([]);
    expect(chartBands(pattern)).toEqual([]);
    expect(directionText("pattern")).toMatch(/충전 습관의 비율로 판단해요/);
  });

  it("chart bands cover every level in the worse direction", () => {
    expect(chartBands(thresholds()).map((b) => [b.severity, b.from, b.to])).toEqual([
      ["01", -1e9, 20],
      ["02", 20, 30],
      ["03", 30, 45],
      ["04", 45, 1e9],
    ]);
    expect(
      chartBands(thresholds({ direction: "higher", caution: 85, warning: 75, serious: 60 })).map((b) => [b.severity, b.from, b.to]),
    ).toEqual([
      ["01", 85, 1e9],
      ["02", 75, 85],
      ["03", 60, 75],
      ["04", -1e9, 60],
    ]);
  });

  it("the chart's range holds the line and the caution and warning boundaries, never below zero", () => {
    const r = chartRange([5, 8, 12], thresholds())!;
    expect(r.yMin).toBe(2.5);
    expect(r.yMax).toBe(32.5);
    expect(chartRange([1], thresholds({ caution: 2, warning: 3 }))!.yMin).toBe(0.8);
    expect(chartRange([], thresholds({ direction: "pattern", caution: null, warning: null, serious: null }))).toBeNull();
  });
});

describe("the day shown and the summary", () => {
  const series = [
    { date: "2026-11-24", value: 12, severity: "01" as const },
    { date: "2026-11-25", value: 24, severity: "02" as const },
  ];
  it("the asked day when it has data, else the latest day with data, else none", () => {
    expect(shownDay({ date: "2026-11-26", hasData: true, value: 33, severity: "03", series })).toEqual({
      day: "2026-11-26",
      value: 33,
      severity: "03",
    });
    expect(shownDay({ date: "2026-11-26", hasData: false, value: null, severity: null, series })).toEqual({
      day: "2026-11-25",
      value: 24,
      severity: "02",
    });
    expect(shownDay({ date: "2026-11-26", hasData: false, value: null, severity: null, series: [] })).toBeNull();
  });

  it("the chart's sentence: days with data, the average, the days at caution or worse", () => {
    const info = metricInfo("cell-voltage-balance")!;
    expect(seriesSummary(info, { series, average: 18 })).toBe("데이터가 있는 2일의 평균 18 mV, 그중 1일이 주의 이상이에요.");
    expect(seriesSummary(info, { series: series.slice(0, 1), average: 12 })).toBe("데이터가 있는 1일의 평균 12 mV, 모두 안전 범위예요.");
    expect(seriesSummary(info, { series: [], average: null })).toBe("최근 30일 동안 데이터가 있는 날이 없어요.");
  });

  it("worst first keeps the fixed order among equals, days without data last", () => {
    const items = [
      { id: "a", severity: "02" as const },
      { id: "b", severity: null },
      { id: "c", severity: "04" as const },
      { id: "d", severity: "02" as const },
    ];
    expect(worstFirst(items).map((i) => i.id)).toEqual(["c", "a", "d", "b"]);
  });
});

describe("the metrics' charging sentences", () => {
  it("come from the advice table: none tells a driver to charge to 100 % unconditionally, none sets the old 20–80 % range", () => {
    const all = METRICS.flatMap((m) => Object.values(m.advice));
    for (const text of all) {
      expect(text).not.toMatch(/20~80%|80~90%까지 충전해/);
      // 100 % is named only to forbid it, to warn against staying there, or in the guide's per-chemistry sentence.
      expect(
        text.replace(
          /100%까지 충전하지 말|100% 충전은 피하|100%로 충전한 채 오래 두지|리튬인산철 배터리는 100%까지 충전해도 괜찮아요/g,
          "",
        ),
      ).not.toContain("100%");
    }
    expect(metricInfo("cell-voltage-balance")!.advice["02"]).toBe(ADVICE_SENTENCES.CELL_BALANCE);
    expect(metricInfo("trip-charge-ratio")!.advice["02"]).toBe(GUIDE_SENTENCES.DAILY_BY_CHEMISTRY);
  });
});
