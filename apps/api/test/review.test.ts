import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ReviewSchema } from "@evsafe/contract";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

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
    const res = await t.call("GET", "review", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: null });
    expectClientError(await t.call("PUT", "review", { token, body: { rating: 4, content: "좋아요" } }), 404);
    expectClientError(await t.call("DELETE", "review", { token }), 404);
  });

  it("POST writes, GET reads it back, a second POST is 409", async () => {
    const token = await t.token("demo");
    const body = { rating: 5, content: "  배터리 경고 알림 덕분에 안심하고 탑니다.\n추천해요!  " };
    const res = await t.call("POST", "review", { token, body });
    expect(res.statusCode, res.body).toBe(200);
    const created = ReviewSchema.parse(res.json().results);
    expect(created).toMatchObject({
      rating: 5,
      content: "배터리 경고 알림 덕분에 안심하고 탑니다.\n추천해요!",
      createdAt: NOW_KST,
      updatedAt: NOW_KST,
    });
    expect((await t.call("GET", "review", { token })).json().results).toEqual(created);
    const again = expectClientError(await t.call("POST", "review", { token, body: { rating: 1, content: "두 번째" } }), 409);
    expect(again.code).toBe("REVIEW_EXISTS");
    expect((await t.call("GET", "review", { token })).json().results.rating).toBe(5);
  });

  it("PUT updates the own review (read back, updatedAt moves)", async () => {
    const token = await t.token("demo");
    t.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000));
    const res = await t.call("PUT", "review", { token, body: { rating: 4, content: "단말기 배송이 빨랐으면 좋겠어요." } });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().results;
    expect(r).toMatchObject({
      rating: 4,
      content: "단말기 배송이 빨랐으면 좋겠어요.",
      createdAt: NOW_KST,
      updatedAt: "2026-11-22T14:10:00+09:00",
    });
    expect((await t.call("GET", "review", { token })).json().results).toEqual(r);
  });

  it("another user's review is untouched and their own is served", async () => {
    const other = (await t.call("GET", "review", { token: await t.token("demowarn") })).json().results;
    expect(other.rating).toBe(5);
    expect(other.content).toContain("셀 전압 편차");
    const mine = (await t.call("GET", "review", { token: await t.token("demo") })).json().results;
    expect(mine.reviewId).not.toBe(other.reviewId);
  });

  it("DELETE removes it; GET is null again and a new one can be written", async () => {
    const token = await t.token("demo");
    const res = await t.call("DELETE", "review", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ ok: true });
    expect((await t.call("GET", "review", { token })).json().results).toBeNull();
    expectClientError(await t.call("DELETE", "review", { token }), 404);
    expect((await t.call("POST", "review", { token, body: { rating: 3, content: "다시 씁니다." } })).statusCode).toBe(200);
  });

  it("400 for ratings outside 1–5, wrong types, missing or blank content, too long content", async () => {
    const token = await t.token("demo03");
    const bad = [
      { rating: 0, content: "별점 없음" },
      { rating: 6, content: "별점 초과" },
      { rating: 3.5, content: "소수점" },
      { rating: "5", content: "문자열" },
      { rating: 5 },
      { rating: 5, content: "   " },
      { rating: 5, content: "\u0000\u0001" },
      { rating: 5, content: "가".repeat(1001) },
    ];
    for (const body of bad) {
      expectClientError(await t.call("PUT", "review", { token, body }), 400);
    }
    expectClientError(await t.call("POST", "review", { token: await t.token("demo00"), body: { rating: 6, content: "x" } }), 400);
    expect((await t.call("GET", "review", { token: await t.token("demo00") })).json().results).toBeNull();
    // demo03's seeded review is unchanged.
    expect((await t.call("GET", "review", { token })).json().results.rating).toBe(4);
  });

  it("401 without a token or with a garbage one", async () => {
    expectClientError(await t.call("GET", "review"), 401);
    expectClientError(await t.call("POST", "review", { body: { rating: 5, content: "토큰 없음" } }), 401);
    expectClientError(await t.call("PUT", "review", { token: "garbage", body: { rating: 5, content: "x" } }), 401);
    expectClientError(await t.call("DELETE", "review", { token: "a.b.c" }), 401);
  });
});
