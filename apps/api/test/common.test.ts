import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppVersionSchema, CODE_GROUPS, FireWarningSchema, OBD_STATUS_LABEL, type Terms } from "@evsafe/contract";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const terms = (name: "getAgreeList" | "getAgreeListSignup" | "getAgreeListServiceSignup", token?: string): Promise<Terms[]> =>
  t.ok(name, { token });
const byCd = (list: Terms[], cd: string) => {
  const found = list.find((x) => x.termsCd === cd);
  if (!found) throw new Error(`no ${cd}`);
  return found;
};

describe("GET health-check", () => {
  it("answers UP with a database ping and the server time in KST", async () => {
    const res = await t.ok("healthCheck");
    const r = res;
    expect(r.status).toBe("UP");
    expect(r.database).toBe("UP");
    expect(r.dbLatencyMs).toBeGreaterThanOrEqual(0);
    expect(r.serverTime).toBe("2026-11-22T14:00:00+09:00");
    expect(r.apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("GET codes/{code}", () => {
  it("lists a code group in SPEC order with Korean names", async () => {
    const res = await t.ok("getCodes", { params: { code: "OBD_STTS" } });
    const list = res;
    expect(list.map((c: { codeNo: string }) => c.codeNo)).toEqual(["NOT_INSTALLED", "INSTALLED_EMPTY_DATA", "INSTALLED_OK", "REMOVED"]);
    expect(list[0]).toEqual({ groupCd: "OBD_STTS", codeNo: "NOT_INSTALLED", codeNm: OBD_STATUS_LABEL.NOT_INSTALLED, contents: null });
  });
  it("serves every group of CODE_GROUPS, case-insensitively", async () => {
    for (const [group, labels] of Object.entries(CODE_GROUPS)) {
      const res = await t.ok("getCodes", { params: { code: group.toLowerCase() } });
      expect(res).toHaveLength(Object.keys(labels).length);
    }
    const srvc = (await t.api("getCodes", { params: { code: "SRVC_STTS" } })).json().results;
    expect(srvc.find((c: { codeNo: string }) => c.codeNo === "02").codeNm).toBe("이용중");
  });
  it("404 for an unknown group, including prototype names", async () => {
    expectClientError(await t.api("getCodes", { params: { code: "NO_SUCH_GROUP" } }), 404);
    expectClientError(await t.api("getCodes", { params: { code: "constructor" } }), 404);
    expectClientError(await t.api("getCodes", { params: { code: "__proto__" } }), 404);
  });
});

describe("GET app-version/biz", () => {
  it("answers the latest released version per platform with store links", async () => {
    const res = await t.ok("getAppVersionBiz");
    const v = AppVersionSchema.parse(res);
    expect(v.appAosVer).toBe("1.3.0");
    expect(v.appIosVer).toBe("1.3.1");
    expect(v.aosStoreUrl).toContain("play.google.com");
    expect(v.iosStoreUrl).toContain("apps.apple.com");
    expect(v.iosReleasedDate).toBe("2026-11-08");
  });
  it("ignores a release whose time has not come yet", async () => {
    t.setNow(new Date(TEST_NOW.getTime() - 16 * 86_400_000)); // before the iOS 1.3.1 release
    try {
      const v = await t.ok("getAppVersionBiz");
      expect(v.appIosVer).toBe("1.2.4");
      expect(v.appAosVer).toBe("1.3.0");
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});

describe("GET common/fire-warning", () => {
  it("gives the fire-safety guide: what to do when the battery smokes, and to call 119", async () => {
    const res = await t.ok("getFireWarning");
    const w = FireWarningSchema.parse(res);
    expect(w.emergencyCall).toBe("119");
    expect(w.headline).toContain("대피");
    const codes = w.sections.map((s) => s.sectionCd);
    expect(codes).toEqual(expect.arrayContaining(["signs", "driving", "charging", "dont"]));
    const driving = w.sections.find((s) => s.sectionCd === "driving")!;
    expect(driving.items.some((i) => i.includes("119"))).toBe(true);
    expect(w.sections.every((s) => s.items.length > 0 && /[가-힣]/.test(s.title))).toBe(true);
  });
});

describe("terms lists", () => {
  it("common/agree-list/signup: the sign-up terms in effect, newest version, full Korean text", async () => {
    const list = await terms("getAgreeListSignup");
    expect(list.map((x) => x.termsCd)).toEqual(["terms-of-use", "privacy-policy", "location-policy", "marketing-policy"]);
    expect(list.map((x) => x.required)).toEqual([true, true, false, false]);
    const privacy = byCd(list, "privacy-policy");
    expect(privacy.version).toBe("1.1"); // 1.0 was superseded
    expect(privacy.title).toBe("개인정보 수집·이용 동의");
    expect(privacy.contents).toContain("수집·이용 목적");
    expect(byCd(list, "terms-of-use").contents.length).toBeGreaterThan(500);
    expect(list.every((x) => x.agreed === null && x.agreedAt === null)).toBe(true);
  });
  it("common/agree-list/service/signup: the service sign-up terms, all required, with vehicle-policy", async () => {
    const list = await terms("getAgreeListServiceSignup");
    expect(list.map((x) => x.termsCd)).toEqual(["service-terms", "vehicle-policy", "third-party-policy"]);
    expect(list.every((x) => x.required)).toBe(true);
    expect(byCd(list, "vehicle-policy").contents).toContain("셀 전압");
  });
  it("common/agree-list: every term in effect; with a token, the caller's answers", async () => {
    const anon = await terms("getAgreeList");
    expect(anon).toHaveLength(7);
    const mine = await terms("getAgreeList", await t.token("demo"));
    expect(byCd(mine, "terms-of-use").agreed).toBe(true);
    expect(byCd(mine, "marketing-policy").agreed).toBe(true);
    expect(byCd(mine, "vehicle-policy").agreed).toBe(true);
    // A garbage token on a public call is ignored, not refused.
    expect((await t.api("getAgreeList", { token: "garbage" })).statusCode).toBe(200);
  });
});

describe("POST users/agreement", () => {
  it("records answers; they read back on the lists; marketing consent reaches the user's settings", async () => {
    const token = await t.token("demo00"); // member without service: has not answered the service terms
    const before = await terms("getAgreeListServiceSignup", token);
    expect(before.every((x) => x.agreed === null)).toBe(true);
    const signup = await terms("getAgreeListSignup", token);
    const marketing = byCd(signup, "marketing-policy");
    const res = await t.ok("postAgreement", {
      token,
      body: { agrees: [...before.map((x) => ({ agreeId: x.agreeId, agreed: true })), { termsId: marketing.agreeId, agreed: true }] },
    });
    expect(res).toEqual({ ok: true });
    const after = await terms("getAgreeListServiceSignup", token);
    expect(after.every((x) => x.agreed === true && x.agreedAt === "2026-11-22T14:00:00+09:00")).toBe(true);
    const m = await t.ok("getAgreeMarketing", { token });
    expect(m).toEqual({ agreeMarketing: true, agreeMarketingAt: "2026-11-22T14:00:00+09:00" });
    // Optional terms can be refused, and the refusal reads back too.
    const location = byCd(signup, "location-policy");
    expect((await t.api("postAgreement", { token, body: { agrees: [{ agreeId: location.agreeId, agreed: false }] } })).statusCode).toBe(
      200,
    );
    expect(byCd(await terms("getAgreeListSignup", token), "location-policy").agreed).toBe(false);
  });
  it("422 when a required term is refused, and nothing is recorded", async () => {
    const token = await t.token("demo00");
    const list = await terms("getAgreeListSignup", token);
    const location = byCd(list, "location-policy");
    const e = expectClientError(
      await t.api("postAgreement", {
        token,
        body: {
          agrees: [
            { agreeId: location.agreeId, agreed: true },
            { agreeId: byCd(list, "terms-of-use").agreeId, agreed: false },
          ],
        },
      }),
      422,
    );
    expect(e.message).toContain("서비스 이용약관");
    expect(byCd(await terms("getAgreeListSignup", token), "location-policy").agreed).toBe(false);
  });
  it("422 for a superseded version, 404 for an unknown term, 400 for duplicates and bad bodies, 401 without a token", async () => {
    const token = await t.token("demo00");
    const all = await t.deps.database.query<{ terms_id: number }>(
      "SELECT terms_id FROM terms WHERE terms_cd = 'privacy-policy' AND version = '1.0'",
    );
    const old = all[0]!.terms_id;
    expect(expectClientError(await t.api("postAgreement", { token, body: { agrees: [{ agreeId: old, agreed: true }] } }), 422).code).toBe(
      "TERMS_OUTDATED",
    );
    expectClientError(await t.api("postAgreement", { token, body: { agrees: [{ agreeId: 999999, agreed: true }] } }), 404);
    expectClientError(
      await t.api("postAgreement", {
        token,
        body: {
          agrees: [
            { agreeId: 1, agreed: true },
            { agreeId: 1, agreed: true },
          ],
        },
      }),
      400,
    );
    expectClientError(await t.api("postAgreement", { token, body: { agrees: [] } }), 400);
    expectClientError(await t.api("postAgreement", { token, body: { agrees: [{ agreed: true }] } }), 400);
    expectClientError(await t.call("POST", "users/agreement", { token, body: { agrees: [{ agreeId: "x", agreed: "yes" }] } }), 400);
    expectClientError(await t.call("POST", "users/agreement", { token, body: {} }), 400);
    expectClientError(await t.api("postAgreement", { body: { agrees: [{ agreeId: 1, agreed: true }] } }), 401);
  });
});
