/**
 * The battery health report and its certificates (beyond SPEC §7, docs/report.md): GET safe-data/report, the shares
 * a member issues and revokes, and the public check GET certificates/{id}?s= that answers valid, tampered, revoked,
 * expired or unknown, never a member's data it should not, never a 5xx.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CERTIFICATE_MAX_ACTIVE, CERTIFICATE_VALID_DAYS, COHORT_MIN_SIZE, MONTHLY_REPORT_METRIC } from "@evsafe/contract";
import { loadConfig } from "../src/config";
import { dailyBattery, users, vehicles } from "../src/db/schema/core";
import { reportShares } from "../src/db/schema/report";
import { fitLine, predict, SOH_ESTIMATE_ACCURACY_PCT } from "../src/services/battery-report";
import { renderCertificatePdf } from "../src/services/certificate-pdf";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";
import { pdfText, readPdf } from "./pdf-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userNoOf = async (loginId: string) =>
  (await t.deps.db.select({ userNo: users.userNo }).from(users).where(eq(users.loginId, loginId)))[0]!.userNo;

describe("GET safe-data/report", () => {
  it("reports the current month for demo: SoH with its level, the month's grade, the history by month and a projection whose interval holds the line", async () => {
    const r = await t.ok("getBatteryReport", { as: "demo" });
    expect(r).toMatchObject({ month: "2026-11", periodStart: "2026-11-01", periodEnd: "2026-11-22", hasData: true, emptyTitle: null });
    expect(r.vehicle).toMatchObject({ mdlNm: "아이오닉 5", modelYear: 2023 });
    expect(r.sohPct).toBeGreaterThan(80);
    expect(r.sohStatusName).toBe("안전");
    // The grade is the contract's A–E of the month's score, named by its level.
    expect(r.grade).toMatch(/^[A-E]$/);
    expect(["안전", "주의", "경고", "심각"]).toContain(r.gradeName);
    expect(r.months[0]).toBe("2026-11");
    expect(r.history.map((h) => h.month)).toEqual([...r.months].reverse());
    expect(r.history.reduce((n, h) => n + h.days, 0)).toBe(200);
    expect(r.measuredFrom).toBe(r.history[0]!.month + r.measuredFrom!.slice(7));
    const p = r.projection!;
    expect(p.basedOnDays).toBe(200);
    expect(p.slopePctPerYear).toBeLessThan(0);
    expect(p.points.map((x) => x.month)).toEqual(["2027-11", "2028-11", "2029-11"]);
    for (const x of p.points) {
      expect(x.lowPct).toBeLessThanOrEqual(x.sohPct);
      expect(x.highPct).toBeGreaterThanOrEqual(x.sohPct);
      expect(x.highPct - x.lowPct).toBeGreaterThanOrEqual(2 * SOH_ESTIMATE_ACCURACY_PCT - 0.11);
    }
    expect(p.points[2]!.sohPct).toBeLessThan(p.points[0]!.sohPct);
    expect(p.note).toContain("200일");
  });

  it("reads a past month with that month's safety alerts and what was advised", async () => {
    const list = await t.ok("getAlim", { as: "demowarn", query: { size: 100 } });
    const withDay = list.items.find((i) => i.day && i.severity !== "01")!;
    const month = withDay.day!.slice(0, 7);
    const r = await t.ok("getBatteryReport", { as: "demowarn", query: { month } });
    expect(r.month).toBe(month);
    const inMonth = list.items.filter((i) => i.day?.startsWith(month));
    expect(r.alerts.map((a) => a.id).sort()).toEqual(inMonth.map((i) => i.id).sort());
    const same = r.alerts.find((a) => a.id === withDay.id)!;
    expect(same).toMatchObject({ title: withDay.title, severity: withDay.severity, nextStep: withDay.nextStep });
    expect(same.nextStep).toBeTruthy();
    // Alerts of another month stay out.
    const other = await t.ok("getBatteryReport", { as: "demowarn", query: { month: "2026-06" } });
    expect(other.alerts.every((a) => a.day!.startsWith("2026-06"))).toBe(true);
  });

  it("the general alert that announces the monthly report names its month, and that month's report has data", async () => {
    const general = await t.ok("getAlimGeneral", { as: "demo", query: { size: 50 } });
    const notice = general.items.find((i) => i.metric === MONTHLY_REPORT_METRIC)!;
    expect(notice).toMatchObject({ title: "월간 배터리 리포트 도착", day: "2026-10-01" });
    const r = await t.ok("getBatteryReport", { as: "demo", query: { month: notice.day!.slice(0, 7) } });
    expect(r).toMatchObject({ month: "2026-10", periodEnd: "2026-10-31", hasData: true });
    expect(r.history.at(-1)!.month).toBe("2026-10");
  });

  it("answers a car without data and a member without a car with a Korean empty state", async () => {
    const empty = await t.ok("getBatteryReport", { as: "demoempty" });
    expect(empty).toMatchObject({
      hasData: false,
      emptyTitle: "리포트를 만들 데이터가 아직 없어요",
      sohPct: null,
      projection: null,
      cohort: null,
    });
    expect(empty.vehicle).not.toBeNull();
    const none = await t.ok("getBatteryReport", { as: "demo00" });
    expect(none).toMatchObject({ hasData: false, vehicle: null, emptyTitle: "등록된 차량이 없어요" });
    const before = await t.ok("getBatteryReport", { as: "demo", query: { month: "2025-01" } });
    expect(before).toMatchObject({ hasData: false, emptyTitle: "리포트를 만들 데이터가 아직 없어요" });
  });

  it("refuses a future month, a malformed month and no token with a Korean 4xx", async () => {
    const future = await t.api("getBatteryReport", { as: "demo", query: { month: "2026-12" } });
    expectClientError(future, 400);
    expect(future.json().error.message).toBe("아직 오지 않은 달의 리포트는 볼 수 없습니다.");
    expectClientError(await t.api("getBatteryReport", { as: "demo", query: { month: "2026-13" } }), 400);
    expectClientError(await t.api("getBatteryReport", { as: "demo", query: { month: "abc" } }), 400);
    expectClientError(await t.api("getBatteryReport", {}), 401);
  });
});

describe("cohort", () => {
  it("a cohort of one shows its size and no percentile", async () => {
    const r = await t.ok("getBatteryReport", { as: "demo" });
    expect(r.cohort).toEqual({
      size: 1,
      minSize: COHORT_MIN_SIZE,
      percentile: null,
      message: expect.stringContaining("1대뿐이라 비교 순위를 표시하지 않습니다"),
    });
  });

  it("with enough cars of the same detail model and model year ±1 it gives the share with a lower SoH, and nothing of the other cars", async () => {
    const demo = await t.ok("getBatteryReport", { as: "demo" });
    const mine = demo.sohPct!;
    const owner = await userNoOf("demo00");
    const [template] = await t.deps.db.select().from(dailyBattery).limit(1);
    // Six cars of the cohort (2022–2024), four below demo's SoH and two above, and two that are not of it.
    const cars = [
      { year: 2022, soh: mine - 5 },
      { year: 2023, soh: mine - 4 },
      { year: 2024, soh: mine - 3 },
      { year: 2023, soh: mine - 1 },
      { year: 2023, soh: mine + 1 },
      { year: 2024, soh: mine + 2 },
      { year: 2021, soh: mine - 10 },
      { year: 2025, soh: mine - 10 },
    ];
    for (const [i, c] of cars.entries()) {
      const [v] = await t.deps.db
        .insert(vehicles)
        .values({
          userNo: owner,
          carNo: `99허${1000 + i}`,
          brandDcd: "HYUNDAI",
          mdlDcd: "IONIQ5",
          dtlMdlDcd: "IONIQ5_LR_2WD",
          modelYear: c.year,
          batteryCapacityKwh: 77.4,
          cellCount: 180,
          moduleCount: 30,
        })
        .returning({ vehicleId: vehicles.vehicleId });
      await t.deps.db.insert(dailyBattery).values({ ...template!, vehicleId: v!.vehicleId, day: "2026-11-20", sohPct: c.soh });
    }
    const r = await t.ok("getBatteryReport", { as: "demo" });
    // 7 cars with demo's own; 4 of the 6 others are lower.
    expect(r.cohort).toMatchObject({ size: 7, percentile: Math.round((4 / 6) * 100) });
    expect(r.cohort!.message).toContain("7대 중");
    const text = JSON.stringify(r);
    expect(text).not.toContain("99허");
    // A report of a month before those cars had data compares with what existed then.
    const october = await t.ok("getBatteryReport", { as: "demo", query: { month: "2026-10" } });
    expect(october.cohort).toMatchObject({ size: 1, percentile: null });
    await t.deps.db.delete(vehicles).where(eq(vehicles.userNo, owner));
  });
});

describe("certificates", () => {
  it("a member issues one; a visitor without an account verifies it and sees no plate, no name", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    expect(share.status).toBe("valid");
    expect(share.path).toBe(`/certificate/${share.shareId}?s=${share.signature}`);
    expect(share.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(share.expiresAt) - Date.parse(share.issuedAt)).toBe(CERTIFICATE_VALID_DAYS * 86_400_000);
    const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
    expect(v).toMatchObject({ status: "valid", title: "유효한 인증서입니다", issuedAt: share.issuedAt });
    const report = await t.ok("getBatteryReport", { as: "demo" });
    expect(v.certificate).toMatchObject({
      mdlNm: "아이오닉 5",
      modelYear: 2023,
      sohPct: report.sohPct,
      grade: report.grade,
      gradeName: report.gradeName,
      measuredTo: report.measuredTo,
      measuredDays: 200,
      carNo: null,
      ownerName: null,
    });
    const text = JSON.stringify(v);
    expect(text).not.toContain("12가3456");
    expect(text).not.toContain("김민준");
    expect((await t.ok("getReportShares", { as: "demo" })).items[0]!.shareId).toBe(share.shareId);
  });

  it("shows the plate and the name only when the owner chose so", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: { showCarNo: true, showOwnerName: true, month: "2026-10" } });
    const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
    expect(v.certificate).toMatchObject({ carNo: "12가3456", ownerName: "김민준", measuredTo: "2026-10-31" });
  });

  it("a tampered link, a tampered figure and a missing signature say so, with no figures", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    const flipped = share.signature.slice(0, -1) + (share.signature.endsWith("A") ? "B" : "A");
    for (const s of [flipped, "", undefined, share.signature.slice(1)]) {
      const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: s === undefined ? {} : { s } });
      expect(v).toMatchObject({ status: "tampered", title: "변조된 링크입니다", certificate: null, issuedAt: null });
    }
    // Someone with access to the database raises the SoH: the signature no longer matches.
    await t.deps.db
      .update(reportShares)
      .set({ snapshot: sql`jsonb_set(snapshot, '{sohPct}', '99.9')` })
      .where(eq(reportShares.shareId, share.shareId));
    const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
    expect(v.status).toBe("tampered");
    expect(v.certificate).toBeNull();
  });

  it("the owner revokes it: the link then says revoked; another member cannot revoke it", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    const theirs = await t.api("deleteReportShare", { as: "demowarn", params: { id: share.shareId } });
    expectClientError(theirs, 404);
    expect(theirs.json().error.message).toBe("인증서를 찾을 수 없습니다.");
    expect((await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } })).status).toBe("valid");
    const revoked = await t.ok("deleteReportShare", { as: "demo", params: { id: share.shareId } });
    expect(revoked).toMatchObject({ status: "revoked", revokedAt: TEST_NOW.toISOString() });
    expect(await t.ok("deleteReportShare", { as: "demo", params: { id: share.shareId } })).toEqual(revoked);
    const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
    expect(v).toMatchObject({ status: "revoked", title: "철회된 인증서입니다", certificate: null });
    expect((await t.ok("getReportShares", { as: "demo" })).items.find((i) => i.shareId === share.shareId)!.status).toBe("revoked");
    expect((await t.ok("getReportShares", { as: "demowarn" })).items.some((i) => i.shareId === share.shareId)).toBe(false);
    expectClientError(await t.api("deleteReportShare", { params: { id: share.shareId } }), 401);
  });

  it("expires after its validity", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    t.setNow(new Date(TEST_NOW.getTime() + CERTIFICATE_VALID_DAYS * 86_400_000 + 1000));
    try {
      const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
      expect(v).toMatchObject({ status: "expired", title: "기간이 지난 인증서입니다", certificate: null, expiresAt: share.expiresAt });
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it("a car without data, or a member without a car, gets a Korean 422, not a certificate", async () => {
    for (const as of ["demoempty", "demo00"]) {
      const res = await t.api("postReportShare", { as, body: {} });
      expectClientError(res, 422);
      expect(res.json().error.message).toMatch(/인증서를 발급할 수 없습니다/);
    }
    // A string where the contract takes a boolean: a raw body.
    expectClientError(await t.call("POST", "safe-data/report/shares", { token: await t.token("demo"), body: { showCarNo: "yes" } }), 400);
  });

  it(`holds at most ${CERTIFICATE_MAX_ACTIVE} valid certificates per member`, async () => {
    const owner = await userNoOf("demowarn");
    for (let i = 0; i < CERTIFICATE_MAX_ACTIVE; i++) await t.ok("postReportShare", { as: "demowarn", body: {} });
    const res = await t.api("postReportShare", { as: "demowarn", body: {} });
    expectClientError(res, 422);
    expect(res.json().error.message).toContain(`${CERTIFICATE_MAX_ACTIVE}개까지`);
    await t.deps.db.delete(reportShares).where(eq(reportShares.userNo, owner));
  });
});

describe("GET certificates/{id}: bad input", () => {
  it("random ids answer unknown (or a Korean 400 for characters a link never has), never a 5xx", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    const rnd = mulberry32(20261122);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_%.~가!*'()";
    for (let i = 0; i < 60; i++) {
      const len = 1 + Math.floor(rnd() * 70);
      let id = "";
      for (let k = 0; k < len; k++) id += alphabet[Math.floor(rnd() * alphabet.length)];
      const res = await t.api("getCertificate", { params: { id }, query: { s: share.signature } });
      expect(res.statusCode, id).toBeLessThan(500);
      if (res.statusCode === 200) {
        expect(res.json().results).toMatchObject({ status: "unknown", title: "인증서를 찾을 수 없습니다", certificate: null });
      } else {
        expectClientError(res, [400, 404]);
        expect(res.json().error.message).toMatch(/[가-힣]/);
      }
    }
  });

  it("property: any signature but the right one is tampered, for any id issued", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9_-]{0,64}$/), async (s) => {
        fc.pre(s !== share.signature);
        const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s } });
        expect(v.status).toBe("tampered");
        expect(v.certificate).toBeNull();
      }),
      { numRuns: 60, seed: 1122 },
    );
  });

  it("is limited per IP", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await t.api("getCertificate", { params: { id: "abc" }, headers: { "x-forwarded-for": "203.0.113.77" } })).statusCode;
    }
    expect(last).toBe(429);
    expect((await t.api("getCertificate", { params: { id: "abc" }, headers: { "x-forwarded-for": "203.0.113.78" } })).statusCode).toBe(200);
  });
});

describe("GET certificates/{id}/pdf", () => {
  const pdfOf = (id: string, s?: string, headers: Record<string, string> = {}) =>
    t.api("getCertificatePdf", { params: { id }, query: s === undefined ? {} : { s }, headers });

  it("is the valid certificate as a one-page PDF: the public page's figures, the check's address and its QR code, no plate or name unless chosen", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    const res = await pdfOf(share.shareId, share.signature, { "x-forwarded-host": "evsafe.example.kr", "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent(`배터리상태인증서-아이오닉5-${share.issuedAt.slice(0, 10)}.pdf`)}`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const v = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
    const c = v.certificate!;
    const read = await readPdf(res.rawPayload);
    // Every character drawn has an outline in the embedded font: the text shows, not only copies.
    expect(read.invisible).toEqual([]);
    const text = read.lines.join("\n");
    for (const shown of [
      "배터리 상태 인증서",
      v.title,
      `${c.brandNm} ${c.dtlMdlNm}`,
      `${c.modelYear}년식`,
      `${Math.round(c.sohPct * 10) / 10}% · ${c.sohStatusName}`,
      `${c.grade}등급 · ${c.gradeName}`,
      `(${c.measuredDays}일)`,
      share.shareId,
      // The public check's address, on the forwarder's origin (the same the QR code carries).
      `https://evsafe.example.kr/certificate/${share.shareId}?s=`,
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain("12가3456");
    expect(text).not.toContain("김민준");
    const withName = await t.ok("postReportShare", { as: "demo", body: { showCarNo: true, showOwnerName: true } });
    const named = (await pdfText((await pdfOf(withName.shareId, withName.signature)).rawPayload)).join("\n");
    expect(named).toContain("12가3456");
    expect(named).toContain("김민준");
  });

  it("copies back exactly: a certificate number and address with hyphens between capitals and digits keep them", async () => {
    // Ids are random base64url: hyphens and underscores anywhere, where a font's contextual forms would swap glyphs.
    const id = "Axde9zdHw-NPy3-1UBkKYw";
    const url = `https://app.evsafe.kr/certificate/${id}?s=n-IhwCM7d-3-X_-A`;
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    const valid = await t.ok("getCertificate", { params: { id: share.shareId }, query: { s: share.signature } });
    const pdf = await renderCertificatePdf(
      { ...valid, certificate: valid.certificate!, issuedAt: valid.issuedAt!, expiresAt: valid.expiresAt! },
      id,
      url,
    );
    const read = await readPdf(pdf);
    expect(read.lines).toContain(id);
    expect(read.lines.join("")).toContain(url);
    expect(read.invisible).toEqual([]);
  });

  it("prints WEB_PUBLIC_ORIGIN's address when it is set, whatever the request's host", async () => {
    const own = await createTestApp({ env: { WEB_PUBLIC_ORIGIN: "https://app.evsafe.kr/" } });
    try {
      const share = await own.ok("postReportShare", { as: "demo", body: {} });
      const res = await own.api("getCertificatePdf", {
        params: { id: share.shareId },
        query: { s: share.signature },
        headers: { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" },
      });
      const text = (await pdfText(res.rawPayload)).join("");
      expect(text).toContain(`https://app.evsafe.kr/certificate/${share.shareId}?s=`);
      expect(text).not.toContain("attacker");
    } finally {
      await own.close();
    }
  });

  it("an unknown, tampered, revoked or expired certificate is a Korean 404 that says which, never a file", async () => {
    const share = await t.ok("postReportShare", { as: "demo", body: {} });
    const flipped = share.signature.slice(0, -1) + (share.signature.endsWith("A") ? "B" : "A");
    const cases: [string, string | undefined, string][] = [
      [share.shareId, flipped, "CERTIFICATE_TAMPERED"],
      [share.shareId, undefined, "CERTIFICATE_TAMPERED"],
      [randomBytes(16).toString("base64url"), share.signature, "CERTIFICATE_UNKNOWN"],
    ];
    for (const [id, s, code] of cases) {
      const res = await pdfOf(id, s);
      expectClientError(res, 404);
      expect(res.json().error.code).toBe(code);
      expect(res.headers["content-type"]).toContain("application/json");
    }
    expectClientError(await pdfOf("a%20b", share.signature), 400);
    await t.ok("deleteReportShare", { as: "demo", params: { id: share.shareId } });
    const revoked = await pdfOf(share.shareId, share.signature);
    expectClientError(revoked, 404);
    expect(revoked.json().error).toMatchObject({ code: "CERTIFICATE_REVOKED", message: expect.stringContaining("철회된 인증서입니다") });
    const later = await t.ok("postReportShare", { as: "demo", body: {} });
    t.setNow(new Date(Date.parse(later.expiresAt) + 1000));
    try {
      expect((await pdfOf(later.shareId, later.signature)).json().error.code).toBe("CERTIFICATE_EXPIRED");
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it("shares the check's per-IP limit", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const opts = { params: { id: "abc" }, headers: { "x-forwarded-for": "203.0.113.91" } };
      last = (await (i % 2 ? t.api("getCertificate", opts) : t.api("getCertificatePdf", opts))).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("the signing key", () => {
  it("comes from CERTIFICATE_SECRET when set, else from JWT_SECRET; production refuses a published or weak one", () => {
    const base = { NODE_ENV: "test" };
    const derived = loadConfig(base).certificateKey;
    expect(loadConfig(base).certificateKey.equals(derived)).toBe(true);
    expect(loadConfig({ ...base, JWT_SECRET: randomBytes(48).toString("base64url") }).certificateKey.equals(derived)).toBe(false);
    const own = randomBytes(48).toString("base64url");
    expect(loadConfig({ ...base, CERTIFICATE_SECRET: own }).certificateKey.equals(Buffer.from(own))).toBe(true);
    // Generated as production's are: production refuses any value written in the repository.
    const prod = {
      NODE_ENV: "production",
      DATA_DIR: "memory://",
      JWT_SECRET: randomBytes(48).toString("base64url"),
      FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    };
    expect(loadConfig({ ...prod, CERTIFICATE_SECRET: own }).certificateKey.equals(Buffer.from(own))).toBe(true);
    expect(() => loadConfig({ ...prod, CERTIFICATE_SECRET: "a".repeat(40) })).toThrow(/CERTIFICATE_SECRET/);
    expect(() => loadConfig({ ...prod, CERTIFICATE_SECRET: "short" })).toThrow(/CERTIFICATE_SECRET/);
  });
});

describe("WEB_PUBLIC_ORIGIN", () => {
  it("is an http(s) origin without a path, kept without its trailing slash; anything else stops the start in Korean", () => {
    const base = { NODE_ENV: "test" };
    expect(loadConfig(base).webPublicOrigin).toBeNull();
    expect(loadConfig({ ...base, WEB_PUBLIC_ORIGIN: "https://app.evsafe.kr/" }).webPublicOrigin).toBe("https://app.evsafe.kr");
    expect(loadConfig({ ...base, WEB_PUBLIC_ORIGIN: "http://127.0.0.1:3000" }).webPublicOrigin).toBe("http://127.0.0.1:3000");
    for (const bad of ["app.evsafe.kr", "ftp://app.evsafe.kr", "https://app.evsafe.kr/certificate", "https://a.kr?x=1"]) {
      expect(() => loadConfig({ ...base, WEB_PUBLIC_ORIGIN: bad })).toThrow(/WEB_PUBLIC_ORIGIN은/);
    }
  });
});

describe("the projection's arithmetic", () => {
  it("fits a straight line exactly and widens the interval away from the data", () => {
    const xs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const fit = fitLine(
      xs,
      xs.map((x) => 100 - 0.5 * x + (x % 2 ? 0.3 : -0.3)),
    )!;
    // The alternating ±0.3 adds Σ(x−x̄)e / Sxx = 1.5 / 82.5 to the slope.
    expect(fit.slopePerDay).toBeCloseTo(-0.5 + 1.5 / 82.5, 9);
    const near = predict(fit, 5);
    const far = predict(fit, 500);
    expect(far.high - far.low).toBeGreaterThan(near.high - near.low);
    expect(near.high - near.low).toBeCloseTo(2 * SOH_ESTIMATE_ACCURACY_PCT, 6);
    expect(fitLine([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(fitLine([1, 2], [1, 2])).toBeNull();
  });
});

/** A small seeded generator, so a failing id can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
