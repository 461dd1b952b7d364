import type { APIRequestContext, Page } from "@playwright/test";
import { expect, PROMOTION_NOTICE_DATE_KEY, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/** The member's flicker period (`users/config/main-flicker`), set for a test and put back after it. */
async function withFlicker(request: APIRequestContext, token: string, period: 5 | 10 | 30 | 60 | 999, run: () => Promise<void>) {
  const url = `${API_BASE}/users/config/main-flicker`;
  const headers = { authorization: `Bearer ${token}` };
  const before = ((await (await request.get(url, { headers })).json()) as { results: { flickerPeriod: number } }).results.flickerPeriod;
  expect((await request.put(url, { headers, data: { flickerPeriod: period } })).ok()).toBe(true);
  try {
    await run();
  } finally {
    await request.put(url, { headers, data: { flickerPeriod: before } });
  }
}

const indicator = (page: Page) => page.getByTestId("status-indicator");

test.describe("home", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a driver whose battery is safe reads the score, its 30-day trend, the data's freshness, alerts, the last drive and the latest diagnosis @journey", async ({
    page,
  }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    const card = page.getByTestId("score-card");
    await expect(card).toContainText(/\d+점/);
    await expect(indicator(page)).toContainText("상태 안전");
    await expect(indicator(page)).toHaveAttribute("data-flicker", "off");
    await expect(page.getByTestId("fire-alert")).toHaveCount(0);
    await expect(page.getByTestId("data-freshness")).toContainText(/마지막 수신 \d{4}년 \d+월 \d+일\((오늘|어제)\) · 단말기 OBD-/);
    const trend = page.getByRole("figure", { name: "최근 30일 안전 점수" });
    await expect(trend).toContainText(/점수가 있는 \d+일의 평균 \d+점/);
    // The drawing is there, and the same data as a table.
    await expect(trend.locator("canvas").first()).toBeVisible();
    await trend.getByText("표로 보기").click();
    expect(await trend.getByRole("row").count()).toBeGreaterThan(20);
    // Touching the drawing reads a value.
    const canvas = trend.locator(".u-over");
    const box = (await canvas.boundingBox())!;
    await canvas
      .tap({ position: { x: box.width - 4, y: box.height / 2 } })
      .catch(() => canvas.click({ position: { x: box.width - 4, y: box.height / 2 } }));
    await expect(trend.getByTestId("chart-reading")).toContainText(/\d+월 \d+일 · \d+점/);
    await expect(page.getByTestId("drive-card")).toContainText(/최근 주행 \d+월 \d+일 (오전|오후)/);
    await expect(page.getByTestId("diagnosis-card")).toContainText(/정밀 진단 점수 \d+점/);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    // The latest diagnosis opens the diagnosis screen.
    await page.getByTestId("diagnosis-card").click();
    await expect(page).toHaveURL((url) => url.pathname === "/diagnosis");
  });

  test("a driver whose battery is at warning sees the fire guidance first, calls 119 or opens the guide @journey", async ({ page }) => {
    await signIn(page, "demowarn");
    await page.goto("/home");
    // demowarn's weakest cell is ≥ 150 mV below the mean: the day is 심각.
    const alert = page.getByRole("region", { name: "배터리 상태가 심각해요" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "119에 전화하기" })).toHaveAttribute("href", "tel:119");
    // It comes before the score, in the first screenful.
    const [alertBox, cardBox] = [await alert.boundingBox(), await page.getByTestId("score-card").boundingBox()];
    expect(alertBox!.y).toBeLessThan(cardBox!.y);
    expect(alertBox!.y).toBeLessThan(640);
    // The worst alert not read yet: 심각 until an earlier test has opened it.
    await expect(page.getByTestId("unread-alerts").getByTestId("worst-alert")).toContainText(/\[(경고|심각)\]/);
    await expectNoSeriousViolations(page);
    await alert.getByRole("link", { name: "화재 대처법 보기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/fire-safety");
    await expect(page.getByRole("heading", { level: 1, name: "배터리 화재 대처법" })).toBeVisible();
  });

  test("at warning the status flickers for the member's 5 s after the screen opens, then stays steady @journey", async ({
    page,
    request,
  }) => {
    const session = await signIn(page, "demowarn");
    await withFlicker(request, session.accessToken, 5, async () => {
      await page.goto("/home");
      await expect(indicator(page)).toHaveAttribute("data-flicker", "flicker");
      const started = Date.now();
      await expect(indicator(page)).toHaveAttribute("data-flicker", "off", { timeout: 9_000 });
      expect(Date.now() - started).toBeGreaterThan(3_500);
      await expect(indicator(page)).not.toHaveClass(/status-flicker/);
    });
  });

  test("continuous flicker (999) goes on until the driver taps the status @journey", async ({ page, request }) => {
    const session = await signIn(page, "demowarn");
    await withFlicker(request, session.accessToken, 999, async () => {
      // The page's clock, so the test can jump past every period the setting offers (60 s at most) without waiting.
      await page.clock.install();
      await page.goto("/home");
      const button = page.getByRole("button", { name: /상태 심각.*눌러서 깜빡임 멈추기/ });
      await expect(button).toHaveAttribute("data-flicker", "flicker");
      await page.clock.fastForward(61_000);
      await expect(button).toHaveAttribute("data-flicker", "flicker");
      await button.click();
      await expect(indicator(page)).toHaveAttribute("data-flicker", "off");
    });
  });

  test("with reduced motion the status gets a steady highlight instead of flickering @journey", async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const session = await signIn(page, "demowarn");
    await withFlicker(request, session.accessToken, 10, async () => {
      await page.goto("/home");
      await expect(indicator(page)).toHaveAttribute("data-flicker", "highlight");
      const animation = await indicator(page).evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe("none");
    });
  });

  test("when no data arrived for days the driver is told what to check and opens the device screen @journey", async ({ page }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    // The phone's calendar three days on: the dongle's last data (yesterday) are now four days old.
    const later = new Date(Date.now() + 3 * 86_400_000);
    await page.clock.setFixedTime(later);
    // The once-a-day promotion notice counts that day as its day already (as it does today in every test).
    const laterKst = new Date(later.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    await page.addInitScript(([key, day]) => window.localStorage.setItem(key!, day!), [PROMOTION_NOTICE_DATE_KEY, laterKst]);
    await page.goto("/home");
    const stale = page.getByTestId("data-stale");
    await expect(stale).toContainText(/\d일 동안 새 데이터가 없어요/);
    await expect(stale).toContainText("단말기가 OBD 포트에 끝까지 꽂혀 있는지");
    await expect(stale).toContainText("블루투스·위치 권한");
    await expectNoSeriousViolations(page);
    await stale.getByRole("link", { name: "단말기 상태 확인하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/obd");
  });

  test("a member without data yet sees what happens next and the device screen, and no empty charts @journey", async ({ page }) => {
    await signIn(page, "demoempty");
    await page.goto("/home");
    await expect(page.getByTestId("empty-state")).toBeVisible();
    await expect(page.getByTestId("score-trend")).toHaveCount(0);
    await expect(page.getByTestId("diagnosis-card")).toContainText("7일 이상 운행하면");
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "단말기 상태 확인하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/obd");
  });
  test("a card whose read fails says so in one line; 다시 시도 once the API is back shows the card, the rest of the dashboard stays @journey", async ({
    page,
    faults,
  }) => {
    // The server's first-paint read, the browser's read and its three automatic retries all fail.
    await faults.inject({
      path: "main/drive-info",
      status: 500,
      code: "INTERNAL_ERROR",
      message: "주입된 장애입니다.",
      target: "any",
      count: 5,
    });
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(page.getByTestId("score-card")).toContainText(/\d+점/);
    await expect.poll(() => faults.pending(), { timeout: 40_000 }).toEqual([]);
    const line = page.getByTestId("card-error");
    await expect(line).toHaveText(/^주행 정보를 불러오지 못했어요\s*다시 시도$/);
    await expect(page.getByTestId("drive-card")).toHaveCount(0);
    // The other cards are drawn as usual: one failed read does not fill the dashboard.
    await expect(page.getByTestId("diagnosis-card")).toContainText(/정밀 진단 점수 \d+점/);
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    const retry = line.getByRole("button", { name: "다시 시도" });
    expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await retry.click();
    await expect(page.getByTestId("drive-card")).toContainText(/이번 주 주행/);
    await expect(page.getByTestId("card-error")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
