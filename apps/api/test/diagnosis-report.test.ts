import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDiagnosisReport } from "../src/services/diagnosis-report";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe("GET safe-diagnosis/result/report", () => {
  it("the newest result as an HTML file to save: scores, every finding worst first, and its download headers", async () => {
    const result = await t.ok("getDiagnosisResult", { as: "demowarn" });
    const res = await t.api("getDiagnosisReport", { as: "demowarn" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent(`배터리진단결과-${result.diagnosisDate}.html`)}`,
    );
    expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain(`<span class="score">${result.score}점</span>`);
    for (const type of result.types) expect(html).toContain(type.diagnosisTypeNm);
    // Worst first: the first finding row is at the worst severity of all findings.
    const worst = result.types.flatMap((ty) => ty.findings).sort((a, b) => Number(b.severity ?? 0) - Number(a.severity ?? 0))[0]!;
    const firstRow = html.slice(html.indexOf("항목별 결과")).match(/<tr><td>([^<]+)<br>/)![1];
    expect(firstRow).toBe(worst.name.replace(/&/g, "&amp;"));
    expect(html).not.toContain("<script");
  });

  it("a past result by id; another member's, an unknown or a malformed id is refused with a clear 4xx", async () => {
    const mine = await t.ok("getDiagnosisResult", { as: "demo" });
    const res = await t.api("getDiagnosisReport", { as: "demo", query: { id: mine.diagnosisId } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(mine.diagnosisDate);
    expectClientError(await t.api("getDiagnosisReport", { as: "demowarn", query: { id: mine.diagnosisId } }), 404);
    expectClientError(await t.api("getDiagnosisReport", { as: "demo", query: { id: 999_999 } }), 404);
    // A non-numeric id, which the typed client would not send.
    expectClientError(await t.call("GET", "safe-diagnosis/result/report", { token: await t.token("demo"), query: { id: "abc" } }), 400);
    expectClientError(await t.api("getDiagnosisReport"), 401);
  });

  it("escapes every text it writes", () => {
    const evil = "<img src=x onerror=alert(1)>";
    const html = renderDiagnosisReport({
      diagnosisId: 1,
      diagnosisDate: "2026-11-20",
      completedAt: "2026-11-20T01:00:00Z",
      dataFrom: "2026-10-21",
      dataTo: "2026-11-19",
      dataDays: 30,
      vehicle: { carNo: evil, brandNm: "현대", mdlNm: "아이오닉 5", dtlMdlNm: "롱레인지" },
      score: 80,
      grade: "C",
      gradeName: "주의",
      severity: "02",
      severityNm: "주의",
      summary: evil,
      types: [
        {
          diagnosisType: "01",
          diagnosisTypeNm: "배터리 상태",
          score: 80,
          grade: "C",
          gradeName: "주의",
          severity: "02",
          severityNm: "주의",
          summary: "요약",
          findings: [
            {
              metric: "insulation",
              name: "절연 저항",
              value: 120,
              unit: "Ω/V",
              severity: "03",
              severityNm: "경고",
              score: 55,
              explanation: evil,
              action: "점검",
              threshold: "150 Ω/V 미만 경고",
              daysAtRisk: 3,
            },
          ],
        },
      ],
      recommendations: [evil],
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
