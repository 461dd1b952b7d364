/**
 * Read marks of alerts (beyond SPEC §7, docs/thresholds.md §4): PUT alim/{id}/read and PUT alim/read-all?alimType=.
 * Each test reads its own account's alerts: the app (and its database) is shared by the file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("PUT alim/{id}/read", () => {
  it("marks one of demowarn's unread warnings read, returns it, and the counts of main/info and the list drop by one", async () => {
    const before = await t.ok("getAlim", { as: "demowarn", query: { size: 100 } });
    const mainBefore = await t.ok("getMainInfo", { as: "demowarn" });
    const warning = before.items.find((i) => !i.read && i.severity === "03")!;
    expect(warning).toBeDefined();

    const read = await t.ok("putAlimRead", { as: "demowarn", params: { id: warning.id } });
    expect(read).toMatchObject({ id: warning.id, read: true, title: warning.title, message: warning.message, metric: warning.metric });
    expect(read.readAt).toBe(t.deps.now().toISOString());

    const after = await t.ok("getAlim", { as: "demowarn", query: { size: 100 } });
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.items.find((i) => i.id === warning.id)).toMatchObject({ read: true, readAt: read.readAt });
    const mainAfter = await t.ok("getMainInfo", { as: "demowarn" });
    expect(mainAfter.unreadSafetyAlimCount).toBe(mainBefore.unreadSafetyAlimCount - 1);
    expect(mainAfter.unreadAlimCount).toBe(mainBefore.unreadAlimCount - 1);
  });

  it("is idempotent: a second read keeps the first time and changes no count", async () => {
    const list = await t.ok("getAlimGeneral", { as: "demo03" });
    const unread = list.items.find((i) => !i.read)!;
    const first = await t.ok("putAlimRead", { as: "demo03", params: { id: unread.id } });
    t.setNow(new Date(t.deps.now().getTime() + 60_000));
    const again = await t.ok("putAlimRead", { as: "demo03", params: { id: unread.id } });
    expect(again).toEqual(first);
    expect((await t.ok("getAlimGeneral", { as: "demo03" })).unreadCount).toBe(list.unreadCount - 1);
  });

  it("works for an expired member (a user call): the notice that the service expired can be read", async () => {
    const list = await t.ok("getAlimGeneral", { as: "demo04" });
    const notice = list.items.find((i) => i.title === "서비스 만료 안내")!;
    expect((await t.ok("putAlimRead", { as: "demo04", params: { id: notice.id } })).read).toBe(true);
  });

  it("answers 404 for another member's alert and leaves it unread; 404 for an unknown id; 400 for a bad id; 401 without a token", async () => {
    const theirs = (await t.ok("getAlim", { as: "demowarn", query: { size: 100 } })).items.find((i) => !i.read)!;
    const res = await t.api("putAlimRead", { as: "demo", params: { id: theirs.id } });
    expectClientError(res, 404);
    expect(res.json().error.message).toBe("알림을 찾을 수 없습니다.");
    const still = (await t.ok("getAlim", { as: "demowarn", query: { size: 100 } })).items.find((i) => i.id === theirs.id);
    expect(still!.read).toBe(false);
    expectClientError(await t.api("putAlimRead", { as: "demo", params: { id: 999_999 } }), 404);
    expectClientError(await t.call("PUT", "alim/abc/read", { token: await t.token("demo") }), 400);
    expectClientError(await t.api("putAlimRead", { params: { id: 0 }, as: "demo" }), 400);
    expectClientError(await t.api("putAlimRead", { params: { id: theirs.id } }), 401);
  });
});

describe("PUT alim/read-all", () => {
  it("marks every unread alert of one type read and leaves the other type alone", async () => {
    const safety = await t.ok("getAlim", { as: "demob2b" });
    const general = await t.ok("getAlimGeneral", { as: "demob2b" });
    expect(general.unreadCount).toBeGreaterThan(0);
    const r = await t.ok("putAlimReadAll", { as: "demob2b", query: { alimType: "02" } });
    expect(r).toEqual({ marked: general.unreadCount, unreadCount: 0 });
    expect((await t.ok("getAlimGeneral", { as: "demob2b" })).items.every((i) => i.read)).toBe(true);
    expect((await t.ok("getAlim", { as: "demob2b" })).unreadCount).toBe(safety.unreadCount);
    expect((await t.ok("getMainInfo", { as: "demob2b" })).unreadGeneralAlimCount).toBe(0);
    // Again: nothing left to mark.
    expect(await t.ok("putAlimReadAll", { as: "demob2b", query: { alimType: "02" } })).toEqual({ marked: 0, unreadCount: 0 });
  });

  it("refuses an unknown or missing type with a Korean 400, and answers 401 without a token", async () => {
    const token = await t.token("demo");
    for (const query of [{ alimType: "03" }, {}] as Record<string, string>[]) {
      const res = await t.call("PUT", "alim/read-all", { token, query });
      expectClientError(res, 400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
    expectClientError(await t.api("putAlimReadAll", { query: { alimType: "01" } }), 401);
  });
});
