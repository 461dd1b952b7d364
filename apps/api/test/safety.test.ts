import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { ALERT_SEVERITY_LABEL, SCORE_GRADES, SCORE_SEVERITY_RANGES, THRESHOLDS } from "@evsafe/contract";
import {
  analyzeDay,
  cellBalanceStatus,
  insulationStatus,
  metricAdvice,
  moduleTempBalanceStatus,
  moduleTempMaxStatus,
  subjectParticle,
  weakCellDeviation,
  weakCellStatus,
} from "../src/services/battery-analysis";
import { deriveSafetyAlerts } from "../src/services/alerts";
import { GRADES, gradeOf, scoreDay, scoreMonths } from "../src/services/safety-score";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (
  o: Partial<{
    cellSigmaMv: number;
    weakCellMv: number;
    moduleTempSigma: number;
    moduleTempMax: number;
    insulationOhmPerV: number;
    sohPct: number;
  }> = {},
) => ({
  day: "2026-11-01",
  cellSigmaMv: 8,
  // Three cells 20 mV apart: the weakest sits 20 mV from the mean (`weakCellMv`, as the alerts compute it from them).
  cellVoltagesMv: [3980, 4000, 4020],
  weakCellMv: 20,
  moduleTempSigma: 0.8,
  moduleTempMax: 30,
  insulationOhmPerV: 600,
  sohPct: 95,
  ...o,
});

describe("battery analysis rules", () => {
  it("maps each metric to safe/caution/warning/serious at the documented thresholds", () => {
    expect(cellBalanceStatus(THRESHOLDS.CELL_SIGMA_WARN_MV - 0.1)).toBe("safe");
    expect(cellBalanceStatus(THRESHOLDS.CELL_SIGMA_WARN_MV)).toBe("caution");
    expect(cellBalanceStatus(THRESHOLDS.CELL_SIGMA_ALERT_MV)).toBe("warning");
    expect(cellBalanceStatus(45)).toBe("serious");
    expect(moduleTempBalanceStatus(1.9)).toBe("safe");
    expect(moduleTempBalanceStatus(2.5)).toBe("caution");
    expect(moduleTempBalanceStatus(3.1)).toBe("warning");
    expect(moduleTempMaxStatus(THRESHOLDS.MODULE_TEMP_MAX_C)).toBe("serious");
    expect(moduleTempMaxStatus(40)).toBe("safe");
    expect(insulationStatus(THRESHOLDS.INSULATION_MIN_OHM_PER_V - 1)).toBe("serious");
    expect(insulationStatus(140)).toBe("warning");
    expect(insulationStatus(250)).toBe("caution");
    expect(insulationStatus(500)).toBe("safe");
    expect(analyzeDay(day({ insulationOhmPerV: 90 })).status).toBe("serious");
    expect(weakCellStatus(THRESHOLDS.CELL_DEVIATION_CAUTION_MV - 0.1)).toBe("safe");
    expect(weakCellStatus(-THRESHOLDS.CELL_DEVIATION_CAUTION_MV)).toBe("caution");
    expect(weakCellStatus(THRESHOLDS.CELL_DEVIATION_WARN_MV)).toBe("warning");
    expect(weakCellStatus(-THRESHOLDS.CELL_DEVIATION_SERIOUS_MV)).toBe("serious");
    expect(weakCellDeviation([3980, 4000, 4020, 4000])).toBe(20);
  });
  it("judges the weakest cell on its own: one cell 193 mV below the mean is 심각 while the σ says 경고", () => {
    const a = analyzeDay(day({ cellSigmaMv: 33.4, weakCellMv: 192.6 }));
    expect(a.metrics.find((m) => m.key === "cellBalance")!.status).toBe("warning");
    expect(a.metrics.find((m) => m.key === "weakCell")).toMatchObject({ status: "serious", value: 192.6, threshold: 150 });
    expect(a.status).toBe("serious");
    expect(scoreDay(day({ cellSigmaMv: 33.4, weakCellMv: 192.6 })).gradeName).toBe("심각");
    expect(analyzeDay(day({ weakCellMv: 59.9 })).status).toBe("safe");
    expect(analyzeDay(day({ weakCellMv: 60 })).status).toBe("caution");
    expect(metricAdvice("weakCell", "serious", 192.6)).toBe(
      "약한 셀 편차가 192.6 mV로 심각 기준(150 mV)을 넘었습니다. 운행과 급속 충전을 자제하고 즉시 서비스센터에 점검을 요청하세요.",
    );
  });
  it("scores 0–100 and caps the score by the worst status", () => {
    expect(scoreDay(day()).score).toBeGreaterThanOrEqual(95);
    expect(scoreDay(day({ cellSigmaMv: 21 })).score).toBeLessThanOrEqual(84);
    expect(scoreDay(day({ cellSigmaMv: 31 })).score).toBeLessThanOrEqual(69);
    expect(scoreDay(day({ insulationOhmPerV: 90 })).score).toBeLessThanOrEqual(49);
    expect(scoreDay(day({ insulationOhmPerV: 90 })).gradeName).toBe("심각");
    expect(gradeOf(100).grade).toBe("A");
    expect(gradeOf(0).grade).toBe("E");
    const months = scoreMonths([day(), { ...day({ cellSigmaMv: 31 }), day: "2026-11-02" }, { ...day(), day: "2026-10-31" }]);
    expect(months.map((m) => m.month)).toEqual(["2026-10", "2026-11"]);
    expect(months[1]!.status).toBe("warning");
    expect(months[1]!.days).toBe(2);
  });
  it("writes actionable Korean advice with correct particles", () => {
    expect(metricAdvice("cellBalance", "warning", 31)).toBe(
      "셀 전압 편차가 31 mV로 경고 기준(30 mV)을 넘었습니다. 가까운 서비스센터에서 점검을 받으세요.",
    );
    expect(metricAdvice("insulation", "serious", 90)).toContain("절연 저항이 90 Ω/V로 심각 기준(100 Ω/V)을 밑돌았습니다.");
    expect(subjectParticle("배터리 건강도(SoH)")).toBe("가");
    expect(subjectParticle("절연 저항")).toBe("이");
  });
  it("alerts on entering a state, reminds weekly while it lasts, and reports recovery", () => {
    const rows = [
      ...Array.from({ length: 5 }, (_, i) => ({ ...day(), day: `2026-10-0${i + 1}` })),
      ...Array.from({ length: 10 }, (_, i) => ({ ...day({ cellSigmaMv: 32 }), day: `2026-10-${String(i + 6).padStart(2, "0")}` })),
      { ...day(), day: "2026-10-16" },
      { ...day(), day: "2026-10-17" },
    ];
    const a = deriveSafetyAlerts(rows);
    expect(a.map((x) => [x.day, x.severity])).toEqual([
      ["2026-10-06", "03"],
      ["2026-10-13", "03"],
      ["2026-10-17", "01"],
    ]);
    expect(a[2]!.title).toBe("셀 전압 편차 정상 회복");
  });
  it("raises a weak-cell alert that names the cell, from the cell voltages", () => {
    const cells = (weakMv: number) => [...Array.from({ length: 95 }, () => 4000), 4000 - weakMv];
    const rows = [
      { ...day(), day: "2026-10-01", cellVoltagesMv: cells(40) },
      { ...day(), day: "2026-10-02", cellVoltagesMv: cells(110) },
      { ...day(), day: "2026-10-03", cellVoltagesMv: cells(160) },
    ];
    const a = deriveSafetyAlerts(rows).filter((x) => x.metric === "weakCell");
    expect(a.map((x) => [x.day, x.severity, x.title])).toEqual([
      ["2026-10-02", "03", "약한 셀 편차 경고"],
      ["2026-10-03", "04", "약한 셀 편차 심각"],
    ]);
    expect(a[1]!.message).toMatch(
      /^약한 셀 편차가 158\.3 mV로 심각 기준\(150 mV\)을 넘었습니다\. .+ 96번 셀이 평균보다 158 mV 낮습니다\.$/,
    );
  });
});

describe("GET safe-data/sds/result-score", () => {
  it("gives the latest score with the weighted per-metric breakdown", async () => {
    const r = await t.ok("getSdsResultScore", { as: "demo" });
    expect(r.hasData).toBe(true);
    expect(r.day).toBe("2026-11-21");
    expect(r.metrics).toHaveLength(6);
    expect(r.metrics.reduce((a: number, m: { weightPct: number }) => a + m.weightPct, 0)).toBe(100);
    const weighted = r.metrics.reduce((a: number, m: { weightPct: number; score: number }) => a + (m.weightPct * m.score) / 100, 0);
    expect(Math.abs(weighted - r.score!)).toBeLessThanOrEqual(1);
    expect(r.summary).toBe("모든 항목이 안전 범위입니다.");
    const w = await t.ok("getSdsResultScore", { as: "demowarn" });
    expect(w.score).toBeLessThan(r.score!);
    expect(w.summary).toContain("셀 전압 편차(경고)");
    expect(w.summary).toContain("약한 셀 편차(심각)");
    expect(w.status).toBe("serious");
  });
  it("is empty without data and 401 without token", async () => {
    expect(await t.ok("getSdsResultScore", { as: "demoempty" })).toMatchObject({ hasData: false, score: null, metrics: [] });
    expectClientError(await t.api("getSdsResultScore"), 401);
  });
});

describe("GET safe-data/sds/score", () => {
  it("gives 30 daily scores by default, ending on the latest day", async () => {
    const r = await t.ok("getSdsScore", { as: "demowarn" });
    expect(r.endDate).toBe("2026-11-21");
    expect(r.startDate).toBe("2026-10-23");
    expect(r.items).toHaveLength(30);
    expect(r.items[0]!.day).toBe("2026-10-23");
    // The degrading pack: the last week scores lower than the first.
    const first = r.items.slice(0, 7).reduce((a: number, i: { score: number }) => a + i.score, 0);
    const last = r.items.slice(-7).reduce((a: number, i: { score: number }) => a + i.score, 0);
    expect(last).toBeLessThan(first);
    expect(r.min).toBeLessThanOrEqual(69);
    const week = await t.ok("getSdsScore", { as: "demo", query: { days: "7" } });
    expect(week.items).toHaveLength(7);
  });
  it("400 for a bad days value", async () => {
    expectClientError(await t.api("getSdsScore", { as: "demo", query: { days: 0 } }), 400);
    expectClientError(await t.api("getSdsScore", { as: "demo", query: { days: "x" } }), 400);
    const e = await t.ok("getSdsScore", { as: "demoempty" });
    expect(e).toMatchObject({ items: [], average: null });
  });
});

describe("GET safe-data/sds/result-score/month", () => {
  it("gives monthly mean scores of the last 12 months", async () => {
    const r = await t.ok("getSdsResultScoreMonth", { as: "demo" });
    const months = r.items.map((m: { month: string }) => m.month);
    expect(months[months.length - 1]).toBe("2026-11");
    expect(months[0]).toBe("2026-05"); // 200 days back from 2026-11-21
    expect(r.items[r.items.length - 1]!.days).toBe(21);
    const w = await t.ok("getSdsResultScoreMonth", { as: "demowarn" });
    const nov = w.items.find((m) => m.month === "2026-11")!;
    expect(nov.status).toBe("serious");
    expect(nov.minScore).toBeLessThanOrEqual(49);
    expect((await t.ok("getSdsResultScoreMonth", { as: "demo00" })).items).toEqual([]);
    expectClientError(await t.api("getSdsResultScoreMonth", { token: "x.y.z" }), 401);
  });
});

describe("GET common/notice/sds-score", () => {
  it("is public and explains metrics, weights and grade bands", async () => {
    const res = await t.api("getNoticeSdsScore");
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r.title).toBe("배터리 안전 점수 안내");
    expect(r.metrics.reduce((a: number, m: { weightPct: number }) => a + m.weightPct, 0)).toBe(100);
    const cell = r.metrics.find((m: { key: string }) => m.key === "cellBalance");
    expect(cell).toMatchObject({ cautionFrom: 20, warningFrom: 30, unit: "mV" });
    const weak = r.metrics.find((m: { key: string }) => m.key === "weakCell");
    expect(weak).toMatchObject({ name: "약한 셀 편차", cautionFrom: 60, warningFrom: 100, seriousFrom: 150, unit: "mV" });
    const ins = r.metrics.find((m: { key: string }) => m.key === "insulation");
    expect(ins.seriousFrom).toBe(100);
    expect(r.grades.map((g: { grade: string }) => g.grade)).toEqual(["A", "B", "C", "D", "E"]);
    // A garbage token does not block a public page.
    expect((await t.api("getNoticeSdsScore", { token: "garbage" })).statusCode).toBe(200);
    // A method the contract does not have on this path: raw.
    expect((await t.call("POST", "common/notice/sds-score", { body: {} })).statusCode).toBe(404);
  });
});

describe("score bands the charts draw", () => {
  it("each grade lies inside the score range of its severity, and the ranges cover 0–100 without a gap", () => {
    for (const g of GRADES) {
      const range = SCORE_SEVERITY_RANGES.find((r) => r.severity === g.severity)!;
      expect(g.minScore, g.grade).toBeGreaterThanOrEqual(range.from);
      expect(g.maxScore, g.grade).toBeLessThanOrEqual(range.to);
      expect(gradeOf(range.from).severity, `${range.from}`).toBe(range.severity);
    }
    const sorted = [...SCORE_SEVERITY_RANGES].sort((a, b) => a.from - b.from);
    expect(sorted[0]!.from).toBe(0);
    expect(sorted.at(-1)!.to).toBe(100);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.from).toBe(sorted[i - 1]!.to);
  });
});

describe("one vocabulary for score, grade and level", () => {
  it("every grade is the contract's, named by its level (A and B 안전, C 주의, D 경고, E 심각)", () => {
    expect(GRADES.map(({ grade, minScore, maxScore, severity }) => ({ grade, minScore, maxScore, severity }))).toEqual(SCORE_GRADES);
    expect(GRADES.map((g) => g.gradeName)).toEqual(["안전", "안전", "주의", "경고", "심각"]);
    for (const g of GRADES) expect(g.gradeName).toBe(ALERT_SEVERITY_LABEL[g.severity]);
  });

  it("a day's grade always names the day's level: a score never leaves its status's band", () => {
    fc.assert(
      fc.property(
        fc.record({
          cellSigmaMv: fc.double({ min: 0, max: 80, noNaN: true }),
          weakCellMv: fc.double({ min: 0, max: 260, noNaN: true }),
          moduleTempSigma: fc.double({ min: 0, max: 8, noNaN: true }),
          moduleTempMax: fc.double({ min: 10, max: 70, noNaN: true }),
          insulationOhmPerV: fc.double({ min: 20, max: 900, noNaN: true }),
          sohPct: fc.double({ min: 40, max: 100, noNaN: true }),
        }),
        (o) => {
          const d = scoreDay(day(o));
          expect(gradeOf(d.score).severity).toBe(d.severity);
          expect(d.gradeName).toBe(ALERT_SEVERITY_LABEL[d.severity]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
