import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../fixtures";
import { TIMING_TAG } from "../env";

/**
 * Moving between tabs: a tab already visited opens from the data the browser holds and revalidates behind, so
 * the tap never waits for the API; the server's full render stays for a hard load (first-paint.spec.ts), and a first
 * visit shows the screen's skeleton. How fast a tap is (under the route-change overlay's 100 ms delay) is measured by
 * `npm run bench:web` (docs/performance.md), not asserted here: on a busy machine it is not the app's to promise.
 */

async function tab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name, exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** The safety index's reads (pages/safety-index.tsx): a revisit shows what the browser holds while they hang. */
const SAFETY_INDEX_READS = [
  "safe-data/sds/result-score",
  "safe-data/sds/score",
  "safe-data/sds/result-score/month",
  "common/notice/sds-score",
];

/** Longer than any wait of these tests: a tap that waited for an API read would not open its screen in time. */
const STALLED_API_MS = 20_000;
/** The web server's reads the stall holds: each one made uses one up. */
const SERVER_STALL_COUNT = 1000;

test.describe("tab navigation", () => {
  test("a visited tab opens with its cached content while the API is stalled: the tap waits for no API read", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(page.getByTestId("vehicle")).toContainText("12가3456");
    // First visit of 안전 지수: the status is already known, the score loads in the browser.
    await tab(page, "안전 지수");
    await expect(heading(page, "안전 지수")).toBeVisible();
    await expect(page.getByTestId("index-card")).toBeVisible();
    await tab(page, "홈");
    await expect(page.getByTestId("vehicle")).toContainText("12가3456");

    // The API now hangs for every read of the web server and for the safety index's reads in the browser. Not every
    // browser read: the browser opens at most six HTTP/1.1 connections to the test's web origin, and /home's
    // revalidation (more than six reads) would hold them all, queueing the tap's own request behind them.
    await faults.inject({ path: "*", target: "server-render", delayMs: STALLED_API_MS, count: SERVER_STALL_COUNT });
    for (const path of SAFETY_INDEX_READS) await faults.inject({ path, target: "client", delayMs: STALLED_API_MS, count: 10 });
    await tab(page, "안전 지수");
    await expect(heading(page, "안전 지수")).toBeVisible();
    await expect(page.getByTestId("index-card")).toBeVisible();
    await tab(page, "홈");
    await expect(page.getByTestId("vehicle")).toContainText("12가3456");
    await expect(page.getByTestId("service-status-summary")).toContainText("이용중");
    // Neither tap's request read the API on the web server (its reads give up after a budget and leave the data to
    // the browser, so a tap that read would still open, only later): the server's stall is untouched.
    const serverStall = (await faults.pending()).find((f) => f.path === "*" && f.target === "server-render");
    expect(serverStall?.count).toBe(SERVER_STALL_COUNT);
    await faults.clear();
  });

  test("a first visit shows the screen's skeleton until its data arrives", { tag: TIMING_TAG }, async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(page.getByTestId("vehicle")).toContainText("12가3456");
    // /home already read the diagnosis card's data; the safety index's own read it did not.
    await faults.inject({ path: "safe-data/sds/result-score", target: "any", delayMs: 1_500 });
    await tab(page, "안전 지수");
    await expect(heading(page, "안전 지수")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "안전 지수를 불러오는 중입니다" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "안전 지수를 불러오는 중입니다" })).toBeHidden({ timeout: 10_000 });
  });
});
