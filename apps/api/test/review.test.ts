import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ReviewSchema } from "@evsafe/contract";
import { createTestApp, expectClientError, multipart, PNG_1X1, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

const NOW_KST = "2026-11-22T14:00:00+09:00";

describe("review: one per user", () => {
  it("GET answers null before writing; PUT and DELETE then answer 404", async () => {
    const token = await t.token("demo");
    const res = await t.api("getReview", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: null });
    expectClientError(await t.api("putReview", { token, body: { rating: 4, content: "좋아요" } }), 404);
    expectClientError(await t.api("deleteReview", { token }), 404);
  });

  it("POST writes, GET reads it back, a second POST is 409", async () => {
    const token = await t.token("demo");
    const body = { rating: 5, content: "  배터리 경고 알림 덕분에 안심하고 탑니다.\n추천해요!  " };
    const res = await t.ok("postReview", { token, body });
    const created = ReviewSchema.parse(res);
    expect(created).toMatchObject({
      rating: 5,
      content: "배터리 경고 알림 덕분에 안심하고 탑니다.\n추천해요!",
      createdAt: NOW_KST,
      updatedAt: NOW_KST,
    });
    expect(await t.ok("getReview", { token })).toEqual(created);
    const again = expectClientError(await t.api("postReview", { token, body: { rating: 1, content: "두 번째" } }), 409);
    expect(again.code).toBe("REVIEW_EXISTS");
    expect((await t.api("getReview", { token })).json().results.rating).toBe(5);
  });

  it("PUT updates the own review (read back, updatedAt moves)", async () => {
    const token = await t.token("demo");
    t.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000));
    const res = await t.ok("putReview", { token, body: { rating: 4, content: "단말기 배송이 빨랐으면 좋겠어요." } });
    const r = res;
    expect(r).toMatchObject({
      rating: 4,
      content: "단말기 배송이 빨랐으면 좋겠어요.",
      createdAt: NOW_KST,
      updatedAt: "2026-11-22T14:10:00+09:00",
    });
    expect(await t.ok("getReview", { token })).toEqual(r);
  });

  it("another user's review is untouched and their own is served", async () => {
    const other = (await t.api("getReview", { as: "demowarn" })).json().results;
    expect(other.rating).toBe(5);
    expect(other.content).toContain("셀 전압 편차");
    const mine = (await t.api("getReview", { as: "demo" })).json().results;
    expect(mine.reviewId).not.toBe(other.reviewId);
  });

  it("DELETE removes it; GET is null again and a new one can be written", async () => {
    const token = await t.token("demo");
    const res = await t.ok("deleteReview", { token });
    expect(res).toEqual({ ok: true });
    expect(await t.ok("getReview", { token })).toBeNull();
    expectClientError(await t.api("deleteReview", { token }), 404);
    expect((await t.api("postReview", { token, body: { rating: 3, content: "다시 씁니다." } })).statusCode).toBe(200);
  });

  it("400 for ratings outside 1–5, wrong types, missing or blank content, too long content", async () => {
    const token = await t.token("demo03");
    for (const body of [
      { rating: 0, content: "별점 없음" },
      { rating: 6, content: "별점 초과" },
      { rating: 3.5, content: "소수점" },
      { rating: 5, content: "   " },
      { rating: 5, content: "\u0000\u0001" },
      { rating: 5, content: "가".repeat(1001) },
    ]) {
      expectClientError(await t.api("putReview", { token, body }), 400);
    }
    // A string rating and a missing content, which the contract's types refuse: raw bodies.
    for (const body of [{ rating: "5", content: "문자열" }, { rating: 5 }]) {
      expectClientError(await t.call("PUT", "review", { token, body }), 400);
    }
    expectClientError(await t.api("postReview", { as: "demo00", body: { rating: 6, content: "x" } }), 400);
    expect(await t.ok("getReview", { as: "demo00" })).toBeNull();
    // demo03's seeded review is unchanged.
    expect((await t.api("getReview", { token })).json().results.rating).toBe(4);
  });

  it("401 without a token or with a garbage one", async () => {
    expectClientError(await t.api("getReview"), 401);
    expectClientError(await t.api("postReview", { body: { rating: 5, content: "토큰 없음" } }), 401);
    expectClientError(await t.api("putReview", { token: "garbage", body: { rating: 5, content: "x" } }), 401);
    expectClientError(await t.api("deleteReview", { token: "a.b.c" }), 401);
  });
});

describe("review photos: a plain REVIEW group of the member", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");
  const photos = (...names: string[]) =>
    multipart(names.map((filename) => ({ name: "multipartFiles", filename, data: filename.endsWith(".pdf") ? PDF : PNG_1X1 })));
  async function group(token: string, fileType: string, ...names: string[]): Promise<number> {
    const res = await t.call("POST", "files/upload", { token, ...photos(...names), query: { fileType } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.atchFileSn as number;
  }
  const filesOf = async (token: string, sn: number) => t.api("getFiles", { params: { sn }, token });
  const reviewOf = async (token: string) => (await t.api("getReview", { token })).json().results;

  it("POST with a REVIEW group: GET answers its atchFileSn and files/{sn} lists the photos", async () => {
    const token = await t.token("demoempty");
    const sn = await group(token, "REVIEW", "차량.png", "단말기.png");
    const res = await t.api("postReview", { token, body: { rating: 5, content: "사진과 함께 남겨요.", atchFileSn: sn } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.atchFileSn).toBe(sn);
    expect((await reviewOf(token)).atchFileSn).toBe(sn);
    const listed = (await filesOf(token, sn)).json().results;
    expect(listed.files.map((f: { orgFileNm: string }) => f.orgFileNm)).toEqual(["차량.png", "단말기.png"]);
    expect(listed.files[0].downloadPath).toBe(`files/download/${sn}/1`);
  });

  it("without photos atchFileSn is null; PUT without atchFileSn keeps the photos", async () => {
    const token = await t.token("demoempty");
    const before = await reviewOf(token);
    const res = await t.api("putReview", { token, body: { rating: 4, content: "별점만 바꿔요." } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.atchFileSn).toBe(before.atchFileSn);
    expect((await filesOf(token, before.atchFileSn)).statusCode).toBe(200);
    const plain = await t.api("postReview", { as: "demo01", body: { rating: 3, content: "사진 없이" } });
    expect(plain.json().results.atchFileSn).toBeNull();
    expect((await t.api("deleteReview", { as: "demo01" })).statusCode).toBe(200);
  });

  it("PUT with another group deletes the old one; PUT with null deletes the photos", async () => {
    const token = await t.token("demoempty");
    const old = (await reviewOf(token)).atchFileSn as number;
    const next = await group(token, "REVIEW", "새사진.png");
    const res = await t.ok("putReview", { token, body: { rating: 4, content: "사진을 바꿨어요.", atchFileSn: next } });
    expect(res.atchFileSn).toBe(next);
    expectClientError(await filesOf(token, old), 404);
    expect((await filesOf(token, next)).statusCode).toBe(200);
    // The same group again is no change.
    expect((await t.api("putReview", { token, body: { rating: 4, content: "그대로", atchFileSn: next } })).statusCode).toBe(200);
    expect((await filesOf(token, next)).statusCode).toBe(200);
    const cleared = await t.ok("putReview", { token, body: { rating: 4, content: "사진을 뺐어요.", atchFileSn: null } });
    expect(cleared.atchFileSn).toBeNull();
    expectClientError(await filesOf(token, next), 404);
  });

  it("refuses someone else's or a missing group (404), a group of another purpose or encrypted, PDFs, too many photos (422), an inquiry's group (409)", async () => {
    const token = await t.token("demoempty");
    const review = await reviewOf(token);
    const put = (atchFileSn: number) => t.api("putReview", { token, body: { rating: 2, content: "바뀌면 안 돼요", atchFileSn } });
    const othersGroup = await group(await t.token("demowarn"), "REVIEW", "남의사진.png");
    expect(expectClientError(await put(othersGroup), 404).message).toContain("리뷰 사진을 찾을 수 없습니다");
    expectClientError(await put(2_000_000_000), 404);
    const inquiryGroup = await group(token, "INQUIRY", "문의.png");
    expect(expectClientError(await put(inquiryGroup), 422).message).toContain("fileType=REVIEW");
    const enc = await t.call("POST", "files/upload/encrypted", {
      token,
      ...multipart([
        { name: "atchFiles", filename: "암호.png", data: PNG_1X1 },
        { name: "fileType", data: "REVIEW" },
      ]),
    });
    expect(enc.statusCode, enc.body).toBe(200);
    expectClientError(await put(enc.json().results.atchFileSn), 422);
    expect(expectClientError(await put(await group(token, "REVIEW", "영수증.pdf")), 422).message).toContain("사진");
    const four = await group(token, "REVIEW", "1.png", "2.png", "3.png", "4.png");
    expect(expectClientError(await put(four), 422).message).toContain("3장까지");
    // A REVIEW group someone attached to an inquiry stays the inquiry's.
    const asked = await group(token, "REVIEW", "문의에붙인.png");
    const ask = await t.api("postAsk", {
      token,
      body: { iqrDivCcd: "01", title: "사진 문의", contents: "리뷰 사진 그룹을 문의에 붙였어요.", atchFileSn: asked },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expectClientError(await put(asked), 409);
    // Nothing of the review changed, and POST checks the same way.
    expect(await reviewOf(token)).toEqual(review);
    const other = await t.token("demo01");
    expectClientError(await t.api("postReview", { token: other, body: { rating: 5, content: "남의 사진", atchFileSn: othersGroup } }), 404);
    expect(await reviewOf(other)).toBeNull();
  });

  it("DELETE review deletes its photos; a group deleted through the file calls leaves the review without photos", async () => {
    const token = await t.token("demoempty");
    const sn = await group(token, "REVIEW", "마지막.png");
    expect((await t.api("putReview", { token, body: { rating: 5, content: "사진 한 장", atchFileSn: sn } })).statusCode).toBe(200);
    expect((await t.api("deleteReview", { token })).statusCode).toBe(200);
    expectClientError(await filesOf(token, sn), 404);
    expectClientError(await t.api("downloadFile", { params: { a: sn, b: 1 }, token }), 404);

    const again = await group(token, "REVIEW", "다시.png");
    expect((await t.api("postReview", { token, body: { rating: 5, content: "다시 써요", atchFileSn: again } })).statusCode).toBe(200);
    expect((await t.api("deleteFileGroup", { params: { a: again }, token })).statusCode).toBe(200);
    expect((await reviewOf(token)).atchFileSn).toBeNull();
  });
});
