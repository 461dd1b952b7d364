import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@evsafe/contract";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe("diagnosis wizard items", () => {
  it("describes the three types and steps 1–4 in Korean", async () => {
    const res = await t.api("getDiagnosisItems", { as: "demo" });
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r.intro).toMatchObject({ step: 0, requiredDays: 7, windowDays: 30 });
    expect(r.resultStep).toBe(5);
    expect(r.types.map((x: { diagnosisType: string; diagnosisTypeNm: string }) => [x.diagnosisType, x.diagnosisTypeNm])).toEqual([
      ["01", "배터리 상태"],
      ["02", "효율"],
      ["03", "사용성"],
    ]);
    expect(r.steps.map((s: { step: number; diagnosisType: string }) => [s.step, s.diagnosisType])).toEqual([
      [1, "01"],
      [2, "01"],
      [3, "02"],
      [4, "03"],
    ]);
    expect(r.steps[0].metrics.map((m: { metric: string }) => m.metric)).toEqual([
      "cell-voltage-balance",
      "module-temp-balance",
      "insulation",
    ]);
    expectClientError(await t.api("getDiagnosisItems"), 401);
  });
});

describe("seeded results", () => {
  it("demowarn's battery state is worse than demo's, with warnings and actions", async () => {
    const demo = await t.ok("getDiagnosisResult", { as: "demo" });
    const warn = await t.ok("getDiagnosisResult", { as: "demowarn" });
    const battery = (r: { types: { diagnosisType: string; score: number; severity: string }[] }) =>
      r.types.find((x) => x.diagnosisType === "01")!;
    expect(demo.diagnosisDate).toBe("2026-11-19");
    expect(demo.dataTo).toBe("2026-11-18");
    expect(demo.dataFrom).toBe("2026-10-20");
    expect(battery(warn).score).toBeLessThan(battery(demo).score);
    expect(battery(demo).severity).toBe("01");
    expect(Number(battery(warn).severity)).toBeGreaterThanOrEqual(3);
    expect(warn.score).toBeLessThan(demo.score);
    expect(warn.vehicle).toMatchObject({ carNo: "78라1234", mdlNm: "코나 일렉트릭" });
    const cell = warn.types[0]!.findings.find((f) => f.metric === "cell-voltage-balance")!;
    expect(cell.value).toBeGreaterThan(20);
    expect(cell.severity).not.toBe("01");
    expect(cell.explanation).toContain("셀 전압 편차");
    expect(warn.recommendations.length).toBeGreaterThan(0);
    expect(warn.recommendations.join(" ")).toMatch(/서비스센터/);
    expect(demo.recommendations[0]).toMatch(/양호/);
  });

  it("is-diagnosed / is-completed / max-id reflect the seeded history", async () => {
    expect(await t.ok("isDiagnosed", { as: "demowarn" })).toEqual({ result: true });
    expect(await t.ok("isDiagnosisCompleted", { as: "demowarn" })).toEqual({ result: true });
    const max = await t.ok("getDiagnosisMaxId", { as: "demowarn" });
    expect(max).toMatchObject({ status: "COMPLETED", currentStep: 4 });
    expect(max.diagnosisId).toBeGreaterThan(0);
    expect(await t.ok("isDiagnosed", { as: "demoempty" })).toEqual({ result: false });
    expect(await t.ok("isDiagnosisCompleted", { as: "demoempty" })).toEqual({ result: false });
    expect(await t.ok("getDiagnosisMaxId", { as: "demoempty" })).toEqual({ diagnosisId: null, status: null, currentStep: null });
    expectClientError(await t.api("getDiagnosisResult", { as: "demoempty" }), 404);
  });

  it("demo04 (service expired) gets 403 SERVICE_EXPIRED (its paid period's results stay readable: paid-period.test)", async () => {
    const token = await t.token("demo04");
    for (const send of [
      () => t.api("isDiagnosed", { token }),
      () => t.api("getMainDiagnosisInfo", { token }),
      () => t.api("doDiagnosisStep", { token, params: { a: "new", b: 1 } }),
    ]) {
      const e = expectClientError(await send(), 403);
      expect(e.code).toBe(ERROR_CODES.SERVICE_EXPIRED);
    }
  });
});

describe("is-impossible-diagnosis", () => {
  it("explains why a diagnosis cannot run", async () => {
    expect(await t.ok("isImpossibleDiagnosis", { as: "demoempty" })).toMatchObject({
      result: true,
      reasonCode: "INSTALLED_EMPTY_DATA",
      dataDays: 0,
    });
    expect(await t.ok("isImpossibleDiagnosis", { as: "demo00" })).toMatchObject({ result: true, reasonCode: "NO_VEHICLE" });
    expect(await t.ok("isImpossibleDiagnosis", { as: "demo01" })).toMatchObject({ result: true, reasonCode: "NOT_INSTALLED" });
    const ok = await t.ok("isImpossibleDiagnosis", { as: "demo" });
    expect(ok).toMatchObject({ result: false, reasonCode: null, dataDays: 30, requiredDays: 7 });
    expect(ok.reason).toMatch(/[가-힣]/);
    expectClientError(await t.api("isImpossibleDiagnosis", { headers: { authorization: "Bearer garbage" } }), 401);
  });

  it("too few days of data: a vehicle whose data starts 3 days ago", async () => {
    t.setNow(new Date("2026-05-12T05:00:00Z")); // demo's telemetry starts 2026-05-06: 6 days before 05-12
    try {
      const r = await t.ok("isImpossibleDiagnosis", { as: "demo" });
      expect(r).toMatchObject({ result: true, reasonCode: "INSUFFICIENT_DATA" });
      expect(r.dataDays).toBeLessThan(7);
    } finally {
      t.setNow(new Date("2026-11-22T05:00:00Z"));
    }
  });
});

describe("diagnosis-history", () => {
  it("groups completed diagnoses by month, newest first", async () => {
    const res = await t.api("getDiagnosisHistory", { as: "demowarn", query: { startDate: "2026-01-01", endDate: "2026-11-22" } });
    expect(res.statusCode).toBe(200);
    const months = res.json().results as {
      month: string;
      items: { diagnosisDate: string; score: number; severity: string; types: unknown[] }[];
    }[];
    expect(months.map((m) => m.month)).toEqual(["2026-11", "2026-10", "2026-09", "2026-08", "2026-07", "2026-06"]);
    for (const m of months) {
      expect(m.items.every((i) => i.diagnosisDate.startsWith(m.month))).toBe(true);
      expect(m.items[0]!.types).toHaveLength(3);
    }
    // The degradation of the last weeks shows in the latest diagnosis only.
    expect(months[0]!.items[0]!.score).toBeLessThan(months[5]!.items[0]!.score);
    const part = await t.ok("getDiagnosisHistory", { as: "demowarn", query: { startDate: "2026-09-01", endDate: "2026-10-31" } });
    expect(part!.map((m) => m.month)).toEqual(["2026-10", "2026-09"]);
  });

  it("answers null when empty, 400 for bad ranges", async () => {
    expect(await t.ok("getDiagnosisHistory", { as: "demo", query: { startDate: "2020-01-01", endDate: "2020-12-31" } })).toBeNull();
    expect(await t.ok("getDiagnosisHistory", { as: "demoempty", query: { startDate: "2026-01-01", endDate: "2026-11-22" } })).toBeNull();
    expectClientError(await t.api("getDiagnosisHistory", { as: "demo", query: { startDate: "2026-11-01", endDate: "2026-10-01" } }), 400);
    expectClientError(await t.api("getDiagnosisHistory", { as: "demo", query: { startDate: "2026-02-30", endDate: "2026-10-01" } }), 400);
    // Without the end date the contract requires: a raw query.
    expectClientError(await t.call("GET", "diagnosis-history", { token: await t.token("demo"), query: { startDate: "2026-01-01" } }), 400);
  });
});

describe("running a diagnosis (do/{a}/{b})", () => {
  it("walks steps 1–4 and stores a result that reads back everywhere", async () => {
    const step1 = await t.api("doDiagnosisStep", { params: { a: "new", b: 1 }, as: "demo" });
    expect(step1.statusCode).toBe(200);
    const s1 = step1.json().results;
    expect(s1).toMatchObject({ step: 1, diagnosisType: "01", completed: false, nextStep: 2, result: null });
    expect(s1.findings.map((f: { metric: string }) => f.metric)).toEqual(["cell-voltage-balance", "module-temp-balance", "insulation"]);
    expect(s1.findings.every((f: { value: number | null; severity: string | null }) => f.value !== null && f.severity !== null)).toBe(true);
    const id = s1.diagnosisId as number;

    expect(await t.ok("getDiagnosisMaxId", { as: "demo" })).toEqual({ diagnosisId: id, status: "IN_PROGRESS", currentStep: 1 });
    expect(await t.ok("isDiagnosisCompleted", { as: "demo" })).toEqual({ result: false });
    const info = await t.ok("getMainDiagnosisInfo", { as: "demo" });
    expect(info.inProgress).toEqual({ diagnosisId: id, currentStep: 1 });

    expectClientError(await t.api("doDiagnosisStep", { params: { a: String(id), b: 3 }, as: "demo" }), 409);
    const s2 = await t.ok("doDiagnosisStep", { params: { a: String(id), b: 2 }, as: "demo" });
    expect(s2.findings.map((f: { metric: string }) => f.metric)).toEqual(["pack-voltage", "voltage-by-soc", "soh"]);
    const s3 = await t.ok("doDiagnosisStep", { params: { a: String(id), b: 3 }, as: "demo" });
    expect(s3).toMatchObject({ diagnosisType: "02", nextStep: 4 });
    const s4 = await t.ok("doDiagnosisStep", { params: { a: String(id), b: 4 }, as: "demo" });
    expect(s4).toMatchObject({ step: 4, diagnosisType: "03", completed: true, nextStep: 5 });
    expect(s4.result).toMatchObject({ diagnosisId: id, diagnosisDate: "2026-11-22", dataTo: "2026-11-21" });
    expect(s4.result!.types).toHaveLength(3);

    // Re-asking a done step returns the stored findings.
    const again = await t.ok("doDiagnosisStep", { params: { a: String(id), b: 2 }, as: "demo" });
    expect(again.findings).toEqual(s2.findings);

    const latest = await t.ok("getDiagnosisResult", { as: "demo" });
    expect(latest.diagnosisId).toBe(id);
    expect(latest.score).toBe(s4.result!.score);
    expect(await t.ok("isDiagnosisCompleted", { as: "demo" })).toEqual({ result: true });
    const hist = await t.ok("getDiagnosisHistory", { as: "demo", query: { startDate: "2026-11-01", endDate: "2026-11-30" } });
    expect(hist![0]!.items.map((i) => i.diagnosisDate)).toEqual(["2026-11-22", "2026-11-19"]);
    const card = await t.ok("getMainDiagnosisInfo", { as: "demo" });
    expect(card).toMatchObject({ hasDiagnosis: true, canDiagnose: true, inProgress: null, recommendNew: false });
    expect(card.latest).toMatchObject({ diagnosisId: id, daysSince: 0 });

    // Someone else's diagnosis is not found.
    expectClientError(await t.api("doDiagnosisStep", { params: { a: String(id), b: 1 }, as: "demowarn" }), 404);
  });

  it("refuses wrong a/b with Korean 4xx", async () => {
    expectClientError(await t.api("doDiagnosisStep", { params: { a: "new", b: 2 }, as: "demo" }), 400);
    expectClientError(await t.api("doDiagnosisStep", { params: { a: "abc", b: 1 }, as: "demo" }), 400);
    expectClientError(await t.api("doDiagnosisStep", { params: { a: "1", b: 5 }, as: "demo" }), 400);
    expectClientError(await t.api("doDiagnosisStep", { params: { a: "1", b: 0 }, as: "demo" }), 400);
    expectClientError(await t.api("doDiagnosisStep", { params: { a: "999999", b: 1 }, as: "demo" }), 404);
    const e = expectClientError(await t.api("doDiagnosisStep", { params: { a: "new", b: 1 }, as: "demoempty" }), 422);
    expect(e.message).toContain("데이터");
    expectClientError(await t.api("doDiagnosisStep", { params: { a: "new", b: 1 } }), 401);
  });
});

describe("a past result (safe-diagnosis/result?id=)", () => {
  it("opens any completed diagnosis of the caller's with its findings; anyone else's, unknown or unfinished is 404", async () => {
    const hist = await t.ok("getDiagnosisHistory", { as: "demo", query: { startDate: "2022-01-01", endDate: "2026-11-30" } });
    const items = hist!.flatMap((m) => m.items);
    expect(items.length).toBeGreaterThan(1);
    const past = items[items.length - 1]!;
    const result = await t.ok("getDiagnosisResult", { as: "demo", query: { id: past.diagnosisId } });
    expect(result).toMatchObject({ diagnosisId: past.diagnosisId, diagnosisDate: past.diagnosisDate, score: past.score });
    expect(result.types.map((x) => [x.diagnosisType, x.score])).toEqual(past.types.map((x) => [x.diagnosisType, x.score]));
    expect(result.types.flatMap((x) => x.findings).length).toBe(10);
    // Without the id: still the newest.
    expect((await t.ok("getDiagnosisResult", { as: "demo" })).diagnosisId).toBe(items[0]!.diagnosisId);

    const notMine = expectClientError(await t.api("getDiagnosisResult", { as: "demowarn", query: { id: past.diagnosisId } }), 404);
    expect(notMine.message).toContain("진단 결과");
    expectClientError(await t.api("getDiagnosisResult", { as: "demo", query: { id: 999_999 } }), 404);
    const started = await t.ok("doDiagnosisStep", { params: { a: "new", b: 1 }, as: "demowarn" });
    expectClientError(await t.api("getDiagnosisResult", { as: "demowarn", query: { id: started.diagnosisId } }), 404);
    const { accessToken } = await t.signIn("demo");
    expectClientError(await t.api("getDiagnosisResult", { token: accessToken, query: { id: "abc" } }), 400);
  });

  it("says against which bands each finding was judged, in Korean with units", async () => {
    const result = await t.ok("getDiagnosisResult", { as: "demowarn" });
    const byMetric = new Map(result.types.flatMap((x) => x.findings).map((f) => [f.metric, f]));
    expect(byMetric.get("cell-voltage-balance")!.threshold).toBe("20 mV 이상 주의, 30 mV 이상 경고, 45 mV 이상 심각");
    expect(byMetric.get("soh")!.threshold).toBe("80% 미만 주의, 70% 미만 경고, 60% 미만 심각");
    expect(byMetric.get("energy-efficiency")!.threshold).toMatch(
      /^공인 복합 전비 [\d.]+ km\/kWh와 비교합니다\. .*안전 단계를 매기지 않습니다\.$/,
    );
    const step = await t.ok("doDiagnosisStep", { params: { a: String(result.diagnosisId), b: 1 }, as: "demowarn" });
    expect(step.findings.map((f) => f.threshold)).toEqual(result.types[0]!.findings.slice(0, 3).map((f) => f.threshold));
  });
});

describe("main/diagnosis-info", () => {
  it("summarises the latest diagnosis or prompts", async () => {
    const warn = await t.ok("getMainDiagnosisInfo", { as: "demowarn" });
    expect(warn).toMatchObject({ hasDiagnosis: true, canDiagnose: true });
    expect(Number(warn.latest!.severity)).toBeGreaterThanOrEqual(3);
    expect(warn.latest!.daysSince).toBe(3);
    const empty = await t.ok("getMainDiagnosisInfo", { as: "demoempty" });
    expect(empty).toMatchObject({
      hasDiagnosis: false,
      canDiagnose: false,
      impossibleReasonCode: "INSTALLED_EMPTY_DATA",
      latest: null,
      recommendNew: true,
    });
    expect(empty.message).toMatch(/[가-힣]/);
    expectClientError(await t.api("getMainDiagnosisInfo"), 401);
  });
});
