import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVICE_SENTENCES, GUIDE_SENTENCES } from "@evsafe/contract";
import { createTestApp, type TestApp } from "./helpers";

/**
 * The API's charging sentences come from the contract's advice table: demowarn's recalled, degraded 2019 Kona
 * Electric is never told to charge to 100 %; the LFP Model Y RWD (demob2b) is not told to cut its full charges; efficiency
 * is never rated 주의/경고/심각.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The text with every "do not charge to 100 %" removed: what remains must not mention 100 % at all. */
const without100Prohibition = (text: string) => text.replace(/100%까지 충전하지 말/g, "");

describe("demowarn's recalled 2019 Kona Electric", () => {
  it("its battery tips never suggest 100 %, and one of them is the recall notice with the advice table's sentences", async () => {
    const tips = await t.ok("getBatteryManagementTip", { as: "demowarn" });
    expect(tips.tips.length).toBeGreaterThan(0);
    for (const tip of tips.tips) expect(without100Prohibition(tip.content), tip.code).not.toContain("100%");
    const recall = tips.tips.find((x) => x.code === "BATTERY_RECALL")!;
    expect(recall.reason).toMatch(/^2020년 .*리콜, 2021년 .*리콜이 있었던 차종입니다\.$/);
    expect(recall.content).toContain(ADVICE_SENTENCES.RESTRICTED_LIMIT);
    expect(recall.content).toContain(ADVICE_SENTENCES.RECALL_CHECK);
    expect(recall.content).toContain(ADVICE_SENTENCES.UNDERGROUND);
    const cell = tips.tips.find((x) => x.code === "CELL_BALANCE")!;
    expect(cell.content).toContain(ADVICE_SENTENCES.CELL_BALANCE);
    expect(cell.content).toContain(ADVICE_SENTENCES.RESTRICTED_LIMIT);
  });

  it("its diagnosis result and its alerts never suggest 100 %", async () => {
    const result = await t.ok("getDiagnosisResult", { as: "demowarn" });
    const texts = [result.summary, ...result.types.flatMap((x) => [x.summary, ...x.findings.flatMap((f) => [f.explanation, f.action])])];
    for (const text of texts) expect(without100Prohibition(text ?? "")).not.toContain("100%");
    const alerts = await t.ok("getAlim", { as: "demowarn" });
    expect(alerts.items.length).toBeGreaterThan(0);
    for (const a of alerts.items) expect(without100Prohibition(a.message)).not.toContain("100%");
  });
});

describe("chemistry-aware results", () => {
  it("the LFP Model Y RWD gets the LFP sentence in its charging-habit result and no FULL_CHARGE tip", async () => {
    const detail = await t.ok("getCarDetailModels", { query: { mdlDcd: "MODEL_Y" } });
    expect(detail.find((m) => m.dtlMdlDcd === "MODEL_Y_RWD")).toMatchObject({ chemistry: "LFP", chemistryNm: "리튬인산철(LFP)" });
    const tips = await t.ok("getBatteryManagementTip", { as: "demob2b" });
    expect(tips.tips.map((x) => x.code)).not.toContain("FULL_CHARGE");
    const ratio = await t.ok("getTripChargeRatioStatistics", { as: "demob2b", query: { date: "2026-11-20" } });
    expect(ratio.hasData).toBe(true);
    expect(ratio.message).toContain(ADVICE_SENTENCES.LFP_DAILY);
    expect(ratio.message).not.toContain("80~90%");
  });

  it("the LFP Model Y's seeded cells follow the LFP curve: its pack voltage and voltage-by-SoC are judged against LFP, and safe", async () => {
    for (const metric of ["pack-voltage", "voltage-by-soc"] as const) {
      const call = metric === "pack-voltage" ? "getPackVoltageStatistics" : "getVoltageBySocStatistics";
      const r = await t.ok(call, { as: "demob2b", query: { date: "2026-11-20" } });
      expect(r.hasData, metric).toBe(true);
      expect(r.severity, metric).toBe("01");
    }
    const pack = await t.ok("getPackVoltageStatistics", { as: "demob2b", query: { date: "2026-11-20" } });
    expect(pack.thresholds.text).toContain("셀 환산 최저 전압 3 V 미만 주의");
    expect(pack.value).toBeGreaterThan(3.0);
    expect(pack.value).toBeLessThan(3.45);
  });

  it("the NCM IONIQ 5 is told 80–90 % in its charging-habit result", async () => {
    const ratio = await t.ok("getTripChargeRatioStatistics", { as: "demo", query: { date: "2026-11-20" } });
    expect(ratio.hasData).toBe(true);
    expect(ratio.message).toContain(ADVICE_SENTENCES.NICKEL_DAILY);
  });

  it("efficiency is not a safety level: no bands, every day 안전-coded, and the wording never 주의/경고/심각", async () => {
    for (const as of ["demo", "demowarn", "demob2b"] as const) {
      const eff = await t.ok("getEnergyEfficiencyStatistics", { as, query: { date: "2026-11-20" } });
      expect(eff.thresholds).toMatchObject({ direction: "pattern", caution: null, warning: null, serious: null });
      expect(eff.thresholds.text).not.toMatch(/주의|경고|심각/);
      expect(eff.series.every((p) => p.severity === "01")).toBe(true);
      expect(eff.message).not.toMatch(/주의|경고|심각/);
    }
    const result = await t.ok("getDiagnosisResult", { as: "demowarn" });
    const finding = result.types.flatMap((x) => x.findings).find((f) => f.metric === "energy-efficiency")!;
    expect(finding.threshold).not.toMatch(/주의|경고|심각/);
    if (finding.severity !== null) expect(finding.severity).toBe("01");
    expect(`${finding.explanation} ${finding.action}`).not.toMatch(/주의|경고|심각/);
  });
});

describe("the fire-safety guide and the trial diagnosis", () => {
  it("the guide's prevention section says how far to charge by chemistry, the recall rule and the underground 90 %", async () => {
    const guide = await t.ok("getFireWarning");
    const prevention = guide.sections.find((x) => x.sectionCd === "prevention")!;
    expect(prevention.items).toEqual(
      expect.arrayContaining([GUIDE_SENTENCES.DAILY_BY_CHEMISTRY, GUIDE_SENTENCES.RECALLED_OR_INSPECT, ADVICE_SENTENCES.UNDERGROUND]),
    );
    expect(prevention.items.join(" ")).not.toContain("충전 상한을 80~90%로 설정하고");
  });

  it("a trial of the recalled 2019 Kona charging to 100 % is told never 100 % and to check the recall; an LFP Ray the LFP sentence", async () => {
    const query = {
      dtlMdlDcd: "KONA_EV_LR_2019",
      ownershipPeriod: 60,
      totalDrvDistance: 90_000,
      chargeCountOfMonth: 10,
      suddenStartOrStopCount: 2,
      drivePurpose: "01" as const,
      chargeStartSoc: 20,
      chargeEndSoc: 100,
      chargeType: "01" as const,
      safeInspection: "N" as const,
      safeService: "N" as const,
    };
    const kona = await t.ok("getMockDiagnosisResult", { query });
    // What to do (the explanations may quote the driver's own "100 %" habit).
    for (const f of kona.types.flatMap((x) => x.findings)) expect(without100Prohibition(f.action), f.title).not.toContain("100%");
    const range = kona.types.flatMap((x) => x.findings).find((f) => f.title === "충전 범위")!;
    expect(range.action).toContain(ADVICE_SENTENCES.RESTRICTED_LIMIT);
    expect(range.action).toContain(ADVICE_SENTENCES.RECALL_CHECK);
    const ray = await t.ok("getMockDiagnosisResult", {
      query: { ...query, dtlMdlDcd: "RAY_EV_2023", ownershipPeriod: 12, totalDrvDistance: 10_000 },
    });
    expect(ray.types.flatMap((x) => x.findings).find((f) => f.title === "충전 범위")!.action).toContain(ADVICE_SENTENCES.LFP_DAILY);
  });
});
