import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueMonthlyReportAlerts, previousMonth, startMonthlyReportAlerts } from "../src/services/monthly-report-alerts";
import { kstDate } from "../src/http/time";
import { createTestApp, TEST_NOW, type TestApp } from "./helpers";

// The alert of each month's battery report (docs/report.md "The monthly alert"): written by the API for every member
// in service whose car sent data that month, once, whichever instance or run writes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A day in the month after TEST_NOW's, so TEST_NOW's month (with the seed's data) is "last month". */
const nextMonthDay = () => {
  const d = new Date(TEST_NOW);
  d.setUTCDate(15);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
};

async function monthlyAlerts(userNo: number) {
  return t.deps.database.query<{ day: string; title: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, title FROM alerts WHERE user_no = ${userNo} AND metric = 'monthlyReport' ORDER BY day`,
  );
}
const userNoOf = async (loginId: string) =>
  (await t.deps.database.query<{ user_no: number }>(`SELECT user_no FROM users WHERE login_id = '${loginId}'`))[0]!.user_no;

describe("monthly report alerts", () => {
  it("nothing new for a month already announced (the seed's last month)", async () => {
    t.setNow(TEST_NOW);
    expect(await issueMonthlyReportAlerts(t.deps)).toBe(0);
  });

  it("a new month: one alert per member in service with data, none without data or after the service ended; never twice", async () => {
    t.setNow(nextMonthDay());
    const month = previousMonth(kstDate(t.deps.now()));
    expect(month).toBe(kstDate(TEST_NOW).slice(0, 7));
    // Two instances at once, then a later run: one alert each.
    const [a, b] = await Promise.all([issueMonthlyReportAlerts(t.deps), issueMonthlyReportAlerts(t.deps)]);
    expect(a + b).toBeGreaterThanOrEqual(3);
    expect(await issueMonthlyReportAlerts(t.deps)).toBe(0);
    for (const loginId of ["demo", "demowarn", "demo03"]) {
      const mine = await monthlyAlerts(await userNoOf(loginId));
      expect(mine.filter((r) => r.day === `${month}-01`)).toHaveLength(1);
    }
    expect((await monthlyAlerts(await userNoOf("demoempty"))).filter((r) => r.day === `${month}-01`)).toHaveLength(0);
    expect((await monthlyAlerts(await userNoOf("demo04"))).filter((r) => r.day === `${month}-01`)).toHaveLength(0);
    // The member sees it first among the general alerts, unread, naming the month.
    const list = await t.ok("getAlimGeneral", { as: "demo", query: { page: 1, size: 10 } });
    expect(list.items[0]).toMatchObject({ title: "월간 배터리 리포트 도착" });
    expect(list.items[0]!.message).toContain(`${Number(month.slice(5, 7))}월 배터리 건강 리포트`);
  });

  it("the API writes them by itself: at start and each night", async () => {
    t.setNow(nextMonthDay());
    const userNo = await userNoOf("demo");
    await t.deps.database.query(
      `DELETE FROM alerts WHERE user_no = ${userNo} AND metric = 'monthlyReport' AND day > '${kstDate(TEST_NOW)}'`,
    );
    const stop = startMonthlyReportAlerts(t.deps, (err) => {
      throw err;
    });
    try {
      await expect.poll(async () => (await monthlyAlerts(userNo)).length, { timeout: 10_000 }).toBe(2);
    } finally {
      // Waits for the run in progress (the other members' alerts), so the file's database closes after it.
      await stop();
    }
  });
});
