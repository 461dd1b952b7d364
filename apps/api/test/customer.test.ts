import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, multipart, PNG_1X1, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
let demo: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await t.token("demo");
  other = await t.token("demowarn");
});
afterAll(() => t.close());

async function uploadPng(token: string): Promise<number> {
  const m = multipart([{ name: "multipartFiles", filename: "증상.png", data: PNG_1X1, contentType: "image/png" }]);
  const res = await t.call("POST", "files/upload", { token, ...m, query: { fileType: "INQUIRY" } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.atchFileSn;
}

describe("notices", () => {
  it("GET notice/category lists the notice code group", async () => {
    const res = await t.ok("getNoticeCategory");
    expect(res).toEqual([
      { groupCd: "NTC_DIV", codeNo: "01", codeNm: "공지", contents: null },
      { groupCd: "NTC_DIV", codeNo: "02", codeNm: "이벤트", contents: null },
      { groupCd: "NTC_DIV", codeNo: "03", codeNm: "업데이트", contents: null },
      { groupCd: "NTC_DIV", codeNo: "04", codeNm: "점검", contents: null },
    ]);
  });

  it("GET notice lists pinned first, then newest first, and filters by ntcDivCcd", async () => {
    const res = await t.ok("getNotices");
    const list = res as {
      ntcSn: number;
      title: string;
      pinned: boolean;
      postedAt: string;
      isNew: boolean;
      ntcDivCcd: string;
      ntcDivNm: string;
    }[];
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ title: "[필독] 겨울철 전기차 배터리 안전 가이드", pinned: true, isNew: true, ntcDivNm: "공지" });
    expect(list[1]).toMatchObject({ title: "OBD 단말기 펌웨어 v2.4.1 업데이트 안내", pinned: true, ntcDivNm: "업데이트" });
    const pinnedCount = list.filter((n) => n.pinned).length;
    expect(list.slice(0, pinnedCount).every((n) => n.pinned)).toBe(true);
    const rest = list.slice(pinnedCount).map((n) => Date.parse(n.postedAt));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(list.find((n) => n.title.includes("정식 출시"))!.isNew).toBe(false);

    const maint = (await t.api("getNotices", { query: { ntcDivCcd: "04" } })).json().results;
    expect(maint.length).toBe(2);
    expect(maint.every((n: { ntcDivCcd: string }) => n.ntcDivCcd === "04")).toBe(true);
    expect(maint[0].title).toContain("정기 점검");
  });

  it("GET notice answers 400 for an unknown category", async () => {
    expectClientError(await t.call("GET", "notice", { query: { ntcDivCcd: "99" } }), 400);
  });

  it("GET notice/{id} returns sanitised HTML: scripts, handlers, javascript: links and http images are gone", async () => {
    const list = (await t.ok("getNotices")) as { ntcSn: number; title: string; viewCount: number }[];
    const winter = list.find((n) => n.title.includes("겨울철"))!;
    const res = await t.ok("getNotice", { params: { id: winter.ntcSn } });
    const d = res;
    expect(d.title).toBe("[필독] 겨울철 전기차 배터리 안전 가이드");
    expect(d.contents).toContain("<strong>주행 가능 거리가 20~30% 줄어들 수 있습니다.</strong>");
    expect(d.contents).toContain('<img src="https://static.evsafe.example/notice/winter-guide.png" alt="겨울철 배터리 관리 수칙" />');
    expect(d.contents).toContain('<a href="https://www.evsafe.example/guide/winter" rel="noopener noreferrer" target="_blank">');
    expect(d.contents).not.toMatch(/<script|document\.cookie|evil\.example/);
    expect(d.viewCount).toBe(winter.viewCount + 1);
    expect(d.prev).toBeNull();
    expect(d.next).toEqual({ ntcSn: list[1]!.ntcSn, title: list[1]!.title });

    const fw = await t.ok("getNotice", { params: { id: list.find((n) => n.title.includes("펌웨어"))!.ntcSn } });
    expect(fw.contents).toContain("<table>");
    expect(fw.contents).toContain("업데이트 내역 자세히 보기");
    expect(fw.contents).not.toMatch(/onerror|javascript:|alert/i);

    const launch = await t.ok("getNotice", { params: { id: list.find((n) => n.title.includes("정식 출시"))!.ntcSn } });
    expect(launch.contents).not.toContain("http://insecure.example");
    const event = await t.ok("getNotice", { params: { id: list.find((n) => n.title.includes("이벤트"))!.ntcSn } });
    expect(event.contents).not.toContain("iframe");
    const maint = await t.ok("getNotice", { params: { id: list.find((n) => n.title.includes("정기 점검"))!.ntcSn } });
    expect(maint.contents).toContain("이용에 불편을 드려 죄송합니다.");
    expect(maint.contents).not.toMatch(/onclick|style=/);
  });

  it("GET notice/{id} answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect(expectClientError(await t.api("getNotice", { params: { id: 999999 } }), 404).message).toBe("공지사항을 찾을 수 없습니다.");
    expectClientError(await t.call("GET", "notice/abc"), 400);
  });
});

describe("FAQ", () => {
  it("GET faq/category lists the FAQ code group", async () => {
    const res = await t.ok("getFaqCategory");
    expect(res.map((c: { codeNo: string }) => c.codeNo)).toEqual(["01", "02", "03", "04", "05"]);
    expect(res[1]).toEqual({ groupCd: "FAQ_DIV", codeNo: "02", codeNm: "OBD 단말기", contents: null });
  });

  it("GET faq lists every category, filters by faqDivCcd and sanitises answers", async () => {
    const all = (await t.ok("getFaqs")) as { faqDivCcd: string; question: string; answer: string; faqDivNm: string }[];
    expect(all.length).toBe(15);
    expect(new Set(all.map((f) => f.faqDivCcd))).toEqual(new Set(["01", "02", "03", "04", "05"]));
    expect(all.every((f) => !/<script/.test(f.answer))).toBe(true);
    const obd = await t.ok("getFaqs", { query: { faqDivCcd: "02" } });
    expect(obd).toHaveLength(3);
    expect(obd[0]).toMatchObject({ faqDivNm: "OBD 단말기", question: "OBD 단말기는 어디에 설치하나요?" });
    expectClientError(await t.call("GET", "faq", { query: { faqDivCcd: "x" } }), 400);
  });
});

describe("inquiry codes", () => {
  it("GET ask/status and ask/category answer the code lists to a signed-in user", async () => {
    const status = (await t.api("getAskStatus", { token: demo })).json().results;
    expect(status.map((s: { codeNo: string; codeNm: string }) => [s.codeNo, s.codeNm])).toEqual([
      ["01", "답변대기"],
      ["02", "답변완료"],
      ["06", "처리중"],
    ]);
    expect(status[0].groupCd).toBe("IQR_STTS");
    const cat = (await t.api("getAskCategory", { token: demo })).json().results;
    expect(cat).toHaveLength(5);
    expect(cat[3]).toMatchObject({ groupCd: "IQR_DIV", codeNo: "04", codeNm: "배터리 진단 결과" });
    expect(cat[3].contents).toMatch(/진단/);
    expectClientError(await t.api("getAskStatus"), 401);
    expectClientError(await t.api("getAskCategory", { token: "garbage" }), 401);
  });
});

describe("inquiries", () => {
  it("GET ask lists the user's own inquiries newest first and filters by status", async () => {
    const res = await t.ok("getAsks", { token: demo });
    const list = res as {
      title: string;
      iqrSttsDivCcd: string;
      iqrSttsNm: string;
      deletable: boolean;
      createdAt: string;
      answeredAt: string | null;
    }[];
    expect(list.map((q) => q.iqrSttsDivCcd)).toEqual(["01", "06", "02"]);
    expect(list[0]).toMatchObject({
      title: "단말기 LED가 주황색으로 깜빡여요",
      iqrSttsNm: "답변대기",
      deletable: true,
      hasAttachment: true,
      answeredAt: null,
    });
    expect(list[2]).toMatchObject({ iqrSttsNm: "답변완료", deletable: false });
    expect(list[2]!.answeredAt).not.toBeNull();
    const answered = await t.ok("getAsks", { token: demo, query: { iqrSttsDivCcd: "02" } });
    expect(answered.map((q: { title: string }) => q.title)).toEqual(["결제 영수증은 어디서 받나요?"]);
    expect(await t.ok("getAsks", { as: "demo00" })).toEqual([]);
    // A status code the contract does not have: a raw query.
    expectClientError(await t.call("GET", "ask", { token: demo, query: { iqrSttsDivCcd: "03" } }), 400);
    expectClientError(await t.api("getAsks"), 401);
  });

  it("GET ask/{id} shows the answer once answered, attachments, and hides others' inquiries", async () => {
    const list = (await t.ok("getAsks", { token: demo })) as { iqrSn: number; iqrSttsDivCcd: string }[];
    const answered = (await t.api("getAsk", { params: { id: list.find((q) => q.iqrSttsDivCcd === "02")!.iqrSn }, token: demo })).json()
      .results;
    expect(answered.answer.contents).toMatch(/^안녕하세요, 고객님\. 결제 영수증은/);
    expect(Date.parse(answered.answer.answeredAt)).toBeGreaterThan(Date.parse(answered.createdAt));
    const processing = await t.ok("getAsk", { params: { id: list.find((q) => q.iqrSttsDivCcd === "06")!.iqrSn }, token: demo });
    expect(processing).toMatchObject({ iqrSttsNm: "처리중", answer: null, files: [], atchFileSn: null });
    const awaiting = await t.ok("getAsk", { params: { id: list.find((q) => q.iqrSttsDivCcd === "01")!.iqrSn }, token: demo });
    expect(awaiting.files).toHaveLength(1);
    expect(awaiting.contents).toContain("주황색으로 깜빡입니다");

    expect(expectClientError(await t.api("getAsk", { params: { id: answered.iqrSn }, token: other }), 404).message).toBe(
      "문의 내역을 찾을 수 없습니다.",
    );
    expectClientError(await t.api("getAsk", { params: { id: 999999 }, token: demo }), 404);
    expectClientError(await t.call("GET", "ask/abc", { token: demo }), 400);
  });

  it("POST ask creates an awaiting inquiry with the user's attachment, and it reads back", async () => {
    const atchFileSn = await uploadPng(demo);
    const body = {
      iqrDivCcd: "04" as const,
      title: "  절연 저항 경고 문의  ",
      contents: "절연 저항 경고 알림이 한 번 왔습니다. 세차 후에 생긴 일인데 괜찮을까요?",
      atchFileSn,
    };
    t.setNow(new Date("2026-11-22T05:10:00Z"));
    const res = await t.api("postAsk", { token: demo, body });
    t.setNow(TEST_NOW);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().results;
    expect(q).toMatchObject({
      iqrDivCcd: "04",
      iqrDivNm: "배터리 진단 결과",
      title: "절연 저항 경고 문의",
      iqrSttsDivCcd: "01",
      iqrSttsNm: "답변대기",
      answer: null,
      atchFileSn,
      deletable: true,
      createdAt: "2026-11-22T05:10:00.000Z",
    });
    expect(q.files[0]).toMatchObject({ orgFileNm: "증상.png", mimeType: "image/png" });

    const list = await t.ok("getAsks", { token: demo });
    expect(list[0]).toMatchObject({ iqrSn: q.iqrSn, title: "절연 저항 경고 문의", hasAttachment: true });
    expect((await t.ok("getAsk", { params: { id: q.iqrSn }, token: demo })).contents).toBe(body.contents);

    // The same upload cannot be attached twice.
    expectClientError(await t.api("postAsk", { token: demo, body: { ...body, title: "다른 문의" } }), 409);
  });

  it("POST ask refuses someone else's upload and invalid input with Korean messages", async () => {
    const theirs = await uploadPng(other);
    const base = { iqrDivCcd: "01" as const, title: "앱 사용 문의", contents: "알림 설정을 바꾸는 방법을 알려 주세요." };
    expectClientError(await t.api("postAsk", { token: demo, body: { ...base, atchFileSn: theirs } }), 404);
    expectClientError(await t.api("postAsk", { token: demo, body: { ...base, atchFileSn: 999999 } }), 404);
    expect(expectClientError(await t.call("POST", "ask", { token: demo, body: { ...base, title: undefined } }), 400).message).toMatch(
      /title/,
    );
    expect(expectClientError(await t.api("postAsk", { token: demo, body: { ...base, contents: "짧음" } }), 400).message).toMatch(
      /10자 이상/,
    );
    // An inquiry category the contract does not have and a numeric title: raw bodies.
    expectClientError(await t.call("POST", "ask", { token: demo, body: { ...base, iqrDivCcd: "09" } }), 400);
    expectClientError(await t.call("POST", "ask", { token: demo, body: { ...base, title: 123 } }), 400);
    expectClientError(await t.api("postAsk", { token: demo, body: { ...base, contents: "가".repeat(2001) } }), 400);
    expectClientError(await t.api("postAsk", { body: base }), 401);
    // Without an attachment it works.
    const ok = await t.ok("postAsk", { token: other, body: { ...base, atchFileSn: null } });
    expect(ok).toMatchObject({ atchFileSn: null, files: [] });
  });

  it("DELETE ask/{id} removes an unanswered inquiry with its attachment, refuses answered ones", async () => {
    const atchFileSn = await uploadPng(demo);
    const q = await t.ok("postAsk", {
      token: demo,
      body: { iqrDivCcd: "05", title: "삭제할 문의", contents: "테스트로 남긴 문의입니다. 삭제합니다.", atchFileSn },
    });
    expectClientError(await t.api("deleteAsk", { params: { id: q.iqrSn }, token: other }), 404);
    const del = await t.ok("deleteAsk", { params: { id: q.iqrSn }, token: demo });
    expect(del).toEqual({ ok: true });
    expectClientError(await t.api("getAsk", { params: { id: q.iqrSn }, token: demo }), 404);
    expectClientError(await t.api("getFiles", { params: { sn: atchFileSn }, token: demo }), 404);
    expectClientError(await t.api("deleteAsk", { params: { id: q.iqrSn }, token: demo }), 404);

    const list = (await t.ok("getAsks", { token: demo })) as { iqrSn: number; iqrSttsDivCcd: string }[];
    const answered = list.find((x) => x.iqrSttsDivCcd === "02")!;
    expect(expectClientError(await t.api("deleteAsk", { params: { id: answered.iqrSn }, token: demo }), 422).message).toBe(
      "답변이 완료된 문의는 삭제할 수 없습니다.",
    );
    // Processing (not yet answered) may still be withdrawn.
    const processing = list.find((x) => x.iqrSttsDivCcd === "06")!;
    expect((await t.api("deleteAsk", { params: { id: processing.iqrSn }, token: demo })).statusCode).toBe(200);
    expectClientError(await t.api("deleteAsk", { params: { id: 0 }, token: demo }), 400);
  });
});
