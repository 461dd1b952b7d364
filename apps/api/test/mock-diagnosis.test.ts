import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls, type Query } from "@evsafe/contract";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => t.close());

type MockQuery = Query<typeof calls.getMockDiagnosisResult>;
const GOOD = {
  dtlMdlDcd: "IONIQ5_LR_2WD",
  ownershipPeriod: 18,
  totalDrvDistance: 24000,
  chargeCountOfMonth: 10,
  suddenStartOrStopCount: 2,
  drivePurpose: "01",
  chargeStartSoc: 25,
  chargeEndSoc: 80,
  chargeType: "01",
  safeInspection: "Y",
  safeService: "Y",
} satisfies MockQuery;
const BAD = {
  ...GOOD,
  ownershipPeriod: 72,
  totalDrvDistance: 180000,
  chargeCountOfMonth: 50,
  suddenStartOrStopCount: 30,
  drivePurpose: "04",
  chargeStartSoc: 5,
  chargeEndSoc: 100,
  chargeType: "02",
  safeInspection: "N",
  safeService: "N",
} satisfies MockQuery;
const mock = (query: MockQuery) => t.api("getMockDiagnosisResult", { query });
/** A query the contract's types refuse (a word for a number, a code it does not have, a field left out). */
const raw = (query: Record<string, string | number>) =>
  t.call("GET", "safe-diagnosis/result/mock", { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

describe("safe-diagnosis/result/mock", () => {
  it("is public and deterministic", async () => {
    const a = await mock(GOOD);
    expect(a.statusCode).toBe(200);
    const b = await mock(GOOD);
    expect(b.json()).toEqual(a.json());
    const r = a.json().results;
    expect(r).toMatchObject({ dtlMdlDcd: "IONIQ5_LR_2WD", dtlMdlNm: "아이오닉 5 롱레인지 2WD", brandNm: "현대", mdlNm: "아이오닉 5" });
    expect(r.types.map((x: { diagnosisType: string }) => x.diagnosisType)).toEqual(["01", "02", "03"]);
    expect(r.disclaimer).toContain("OBD");
  });

  it("good habits score well, bad habits poorly, with Korean findings", async () => {
    const good = (await mock(GOOD)).json().results;
    const bad = (await mock(BAD)).json().results;
    expect(good.severity).toBe("01");
    expect(good.score).toBeGreaterThanOrEqual(85);
    expect(bad.score).toBeLessThan(good.score);
    expect(bad.estimatedSoh).toBeLessThan(good.estimatedSoh);
    for (let i = 0; i < 3; i++) expect(bad.types[i].score).toBeLessThan(good.types[i].score);
    const titles = bad.types.flatMap((x: { findings: { title: string }[] }) => x.findings.map((f) => f.title));
    expect(titles).toEqual(expect.arrayContaining(["과방전 위험", "잦은 완충", "급속 충전 손실"]));
    expect(bad.recommendations.length).toBeGreaterThan(2);
    expect(Number(bad.severity)).toBeGreaterThanOrEqual(2);
  });

  it("LFP packs are not penalised for charging to 100 %", async () => {
    const ncm = (await mock({ ...GOOD, chargeEndSoc: 100 })).json().results;
    const lfp = (await mock({ ...GOOD, dtlMdlDcd: "RAY_EV_2023", chargeEndSoc: 100 })).json().results;
    expect(lfp.types[0].score).toBeGreaterThan(ncm.types[0].score);
    expect(lfp.types[0].findings.map((f: { title: string }) => f.title)).not.toContain("잦은 완충");
  });

  it("unknown model → 404; out-of-range, inconsistent or missing inputs → 400", async () => {
    expectClientError(await mock({ ...GOOD, dtlMdlDcd: "NOPE" }), 404);
    expectClientError(await mock({ ...GOOD, chargeStartSoc: 150 }), 400);
    expectClientError(await mock({ ...GOOD, ownershipPeriod: -1 }), 400);
    expectClientError(await mock({ ...GOOD, chargeStartSoc: 80, chargeEndSoc: 60 }), 400);
    expectClientError(await mock({ ...GOOD, ownershipPeriod: 1, totalDrvDistance: 90000 }), 400);
    expectClientError(await raw({ ...GOOD, totalDrvDistance: "abc" }), 400);
    expectClientError(await raw({ ...GOOD, drivePurpose: "09" }), 400);
    expectClientError(await raw({ ...GOOD, safeService: "maybe" }), 400);
    const { chargeType: _omit, ...missing } = GOOD;
    expectClientError(await raw(missing), 400);
  });
});
