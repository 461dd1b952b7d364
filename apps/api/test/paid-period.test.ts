import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@evsafe/contract";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

// After the service has ended (docs/service-life.md "After expiry"): what the paid period recorded stays readable —
// the diagnosis history, each result and its report file, the metrics' statistics — and nothing after its last day;
// writes, new diagnoses and the live screens keep answering 403 SERVICE_EXPIRED. demo04's service ended on
// 2026-11-07 (15 days before the test's day).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const PAID_UNTIL = "2026-11-07";

describe("an ended service reads its paid period", () => {
  it("the history: the diagnoses of the paid period, none after it; a period wholly after it is empty", async () => {
    const token = await t.token("demo04");
    const months = await t.ok("getDiagnosisHistory", { token, query: { startDate: "2026-01-01", endDate: "2026-11-22" } });
    const items = months!.flatMap((m) => m.items);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.diagnosisDate <= PAID_UNTIL)).toBe(true);
    expect(await t.ok("getDiagnosisHistory", { token, query: { startDate: "2026-11-08", endDate: "2026-11-22" } })).toBeNull();
    // The query's own rules still hold.
    expectClientError(await t.api("getDiagnosisHistory", { token, query: { startDate: "2026-11-22", endDate: "2026-11-01" } }), 400);
  });

  it("a result of the paid period and its report file; the newest is the paid period's last", async () => {
    const token = await t.token("demo04");
    const months = await t.ok("getDiagnosisHistory", { token, query: { startDate: "2026-01-01", endDate: "2026-11-22" } });
    const newest = months![0]!.items[0]!;
    const result = await t.ok("getDiagnosisResult", { token, query: { id: newest.diagnosisId } });
    expect(result).toMatchObject({ diagnosisId: newest.diagnosisId, diagnosisDate: newest.diagnosisDate });
    expect(await t.ok("getDiagnosisResult", { token })).toMatchObject({ diagnosisId: newest.diagnosisId });
    const file = await t.api("getDiagnosisReport", { token, query: { id: String(newest.diagnosisId) } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/html");
  });

  it("another member's diagnosis stays theirs: 404, whoever asks", async () => {
    const months = await t.ok("getDiagnosisHistory", { as: "demo", query: { startDate: "2026-01-01", endDate: "2026-11-22" } });
    const theirs = months![0]!.items[0]!.diagnosisId;
    const token = await t.token("demo04");
    expectClientError(await t.api("getDiagnosisResult", { token, query: { id: String(theirs) } }), 404);
    expectClientError(await t.api("getDiagnosisReport", { token, query: { id: String(theirs) } }), 404);
  });

  it("statistics: a day after the paid period reads as its last day; a future or malformed day is still 400", async () => {
    const token = await t.token("demo04");
    const today = await t.ok("getPackVoltageStatistics", { token, query: { date: "2026-11-21" } });
    expect(today).toMatchObject({ date: PAID_UNTIL, seriesTo: PAID_UNTIL, hasData: true });
    expect(today.series.every((p) => p.date <= PAID_UNTIL)).toBe(true);
    const inPeriod = await t.ok("getRapidAccelerationStatistics", { token, query: { date: "2026-10-20" } });
    expect(inPeriod).toMatchObject({ date: "2026-10-20" });
    for (const date of ["2026-11-30", "2026-13-01", "x"]) {
      expectClientError(await t.api("getPackVoltageStatistics", { token, query: { date } }), 400);
    }
  });

  it("writes, new diagnoses and the live screens still answer 403 SERVICE_EXPIRED", async () => {
    const token = await t.token("demo04");
    for (const [name, send] of Object.entries({
      doDiagnosisStep: () => t.api("doDiagnosisStep", { token, params: { a: "new", b: 1 } }),
      isDiagnosed: () => t.api("isDiagnosed", { token }),
      getMainInfo: () => t.api("getMainInfo", { token }),
      getMainDiagnosisInfo: () => t.api("getMainDiagnosisInfo", { token }),
      getVehicleBatteryData: () => t.api("getVehicleBatteryData", { token }),
    })) {
      const e = expectClientError(await send(), 403);
      expect(e.code, name).toBe(ERROR_CODES.SERVICE_EXPIRED);
    }
    // No diagnosis was started by the refused call.
    const months = await t.ok("getDiagnosisHistory", { token, query: { startDate: "2026-11-01", endDate: "2026-11-22" } });
    expect(months?.flatMap((m) => m.items).filter((i) => i.diagnosisDate > PAID_UNTIL) ?? []).toEqual([]);
  });

  it("a member in service reads as before: today's statistics are today's", async () => {
    expect(await t.ok("getPackVoltageStatistics", { as: "demo", query: { date: "2026-11-21" } })).toMatchObject({ date: "2026-11-21" });
  });
});
