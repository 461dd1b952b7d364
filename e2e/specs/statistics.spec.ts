import type { Page } from "@playwright/test";
import type { AlimItem } from "@evsafe/contract";
import { apiGet, expect, signIn, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The battery metrics (/statistics, /statistics/{metric}?date=): the list, each metric's day and 30 days, the date in
 * the address. Nothing here changes an account except reading one alert (the alert journey opens it either way).
 */

const SMALL_PHONE = { width: 360, height: 640 };

/** The eight metrics as the list shows them, in its fixed order (features/statistics/metrics.ts). */
const METRICS = [
  ["cell-voltage-balance", "셀 전압 편차"],
  ["module-temp-balance", "모듈 온도 편차"],
  ["voltage-by-soc", "충전량별 전압"],
  ["pack-voltage", "팩 전압"],
  ["energy-efficiency", "전비"],
  ["energy-use-efficiency", "에너지 사용 효율"],
  ["trip-charge-ratio", "주행·충전 비율"],
  ["rapid-acceleration", "급가속·급감속"],
] as const;

/** The KST day `offset` days from today (`YYYY-MM-DD`). */
function kstDay(offset = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** `2026-11-26` → `2026년 11월 26일`, the screen's wording. */
const korean = (day: string) => `${day.slice(0, 4)}년 ${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const dayCard = (page: Page) => page.getByTestId("metric-day");
const dateOf = (page: Page) => new URL(page.url()).searchParams.get("date");

/** Axe and no sideways scrolling on the screen as it is. */
async function checkScreen(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
}

/** From the list, each of the eight: its card opens it with its day and level, Back returns to the list. */
async function visitAllEight(page: Page) {
  for (const [metric, name] of METRICS) {
    const card = page.getByTestId(`metric-card-${metric}`);
    await expect(card).toContainText(name);
    await card.click();
    await expect(heading(page, name)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/statistics/${metric}`);
    await expect(dayCard(page)).toContainText(korean(dateOf(page)!));
    await expect(dayCard(page)).toContainText(/(안전|주의|경고|심각)|이날은 데이터가 없어요/);
    await expect(page.getByTestId("metric-thresholds")).toContainText("판단 기준");
    await page.goBack();
    await expect(heading(page, "배터리 지표")).toBeVisible();
  }
}

test.describe("battery metrics", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
  });

  test("a driver opens the battery metrics from the menu and each of the eight, then the driving figures @journey", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await page.getByRole("navigation", { name: "내 메뉴" }).getByRole("link", { name: "배터리 지표" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/statistics");
    await expect(heading(page, "배터리 지표")).toBeVisible();
    await expect(page.getByTestId("metrics-summary")).toContainText(/지표/);
    await expect(page.getByRole("list", { name: "배터리 지표" }).getByRole("link")).toHaveCount(8);
    // A card reads its level as a word (and a shape), not only as a colour.
    await expect(page.getByTestId("metric-card-cell-voltage-balance")).toContainText(/(안전|주의|경고|심각)[\d.,]+ mV/);
    await checkScreen(page);
    await visitAllEight(page);
    await page.getByTestId("driving-card").click();
    await expect(page).toHaveURL((url) => url.pathname === "/driving");
  });

  test("a driver steps through days, picks one, comes Back, reads a value by touch, and cannot pick a future day @journey", async ({
    page,
  }) => {
    await signIn(page, "demo");
    const yesterday = kstDay(-1);
    await page.goto(`/statistics/cell-voltage-balance?date=${yesterday}`);
    await expect(heading(page, "셀 전압 편차")).toBeVisible();
    await expect(dayCard(page)).toContainText(korean(yesterday));
    await expect(page.getByTestId("metric-value")).toContainText(/[\d.]+ mV/);

    // The 30 days on their bands: a touch reads the day and value.
    const chart = page.getByRole("figure", { name: "최근 30일 셀 전압 편차" });
    await expect(chart).toContainText(/데이터가 있는 \d+일의 평균 [\d.]+ mV/);
    const over = chart.locator(".u-over");
    await expect(over).toBeVisible();
    const box = (await over.boundingBox())!;
    const at = { x: box.width - 4, y: box.height / 2 };
    await over.tap({ position: at }).catch(() => over.click({ position: at }));
    await expect(chart.getByTestId("chart-reading")).toContainText(/\d+월 \d+일 · [\d.]+ mV/);
    await checkScreen(page);

    // 이전 날, then a day picked in the date field: each a new address.
    await page.getByRole("button", { name: "이전 날" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("date") === kstDay(-2));
    await expect(dayCard(page)).toContainText(korean(kstDay(-2)));
    const field = page.getByLabel("날짜", { exact: true });
    await expect(field).toHaveAttribute("max", kstDay(0));
    await field.fill(kstDay(-6));
    await expect(page).toHaveURL((url) => url.searchParams.get("date") === kstDay(-6));
    await expect(dayCard(page)).toContainText(korean(kstDay(-6)));

    // Back returns to the day viewed before, and again to the first.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("date") === kstDay(-2));
    await expect(dayCard(page)).toContainText(korean(kstDay(-2)));
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("date") === yesterday);
    await expect(dayCard(page)).toContainText(korean(yesterday));

    // A future day typed into the field is refused; the day shown stays.
    await field.fill(kstDay(3));
    await expect(page.getByTestId("date-refusal")).toContainText("아직 오지 않은 날은 고를 수 없어요");
    expect(dateOf(page)).toBe(yesterday);
    await expect(field).toHaveValue(yesterday);
    // Today is the last day: 다음 날 stops there.
    await page.goto(`/statistics/cell-voltage-balance?date=${kstDay(0)}`);
    await expect(page.getByRole("button", { name: "다음 날" })).toBeDisabled();
  });

  test("a typed future address is corrected to yesterday and said so; a day without data says so; an unknown metric is not found @journey", async ({
    page,
  }) => {
    await signIn(page, "demo");
    const future = kstDay(10);
    await page.goto(`/statistics/rapid-acceleration?date=${future}`);
    await expect(page.getByTestId("date-notice")).toContainText(
      `${korean(future)}은 아직 오지 않은 날이라 하루치 기록이 마무리된 어제(${korean(kstDay(-1))})의 통계를`,
    );
    await expect(dayCard(page)).toContainText(korean(kstDay(-1)));

    // Long before the demo's data began: no data that day nor in the 30 before, and no error.
    await page.goto("/statistics/energy-efficiency?date=2025-01-01");
    await expect(page.getByTestId("metric-no-data")).toHaveText("이날은 데이터가 없어요");
    await expect(page.getByText("최근 30일 동안 데이터가 있는 날이 없어요.")).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    await checkScreen(page);

    await page.goto("/statistics/no-such-metric");
    await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" })).toBeVisible();
  });

  test("a driver with a degrading battery goes from /home's alerts to a warning and its statistic, then the other seven @journey", async ({
    page,
    request,
  }) => {
    const { accessToken } = await signIn(page, "demowarn");
    const { items } = await apiGet<{ items: AlimItem[] }>(request, "alim?size=100", accessToken);
    const alert = items.find((a) => a.metric === "cellBalance" && a.severity === "03" && a.day);
    expect(alert, "demowarn has a cell-spread warning").toBeTruthy();

    // From /home's alerts entry (its count, or "새 알림이 없어요" once an earlier test has read them) to the warning.
    await page.goto("/home");
    await page.getByRole("link", { name: /확인하지 않은 알림|새 알림이 없어요/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/alerts");
    await page.locator(`a[href="/alerts/${alert!.id}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === `/alerts/${alert!.id}`);
    await expect(page.getByTestId("alert-message")).toBeVisible();
    await page.getByRole("link", { name: "셀 전압 편차 날짜별 추이 보기" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/statistics/cell-voltage-balance" && url.searchParams.get("date") === alert!.day,
    );
    await expect(heading(page, "셀 전압 편차")).toBeVisible();
    await expect(dayCard(page)).toContainText(korean(alert!.day!));
    await expect(dayCard(page)).toContainText(/경고|심각/);
    await expect(page.getByTestId("metric-advice")).toContainText("서비스센터");
    await checkScreen(page);

    await page.getByRole("link", { name: "배터리 지표 전체" }).click();
    await expect(heading(page, "배터리 지표")).toBeVisible();
    await expect(page.getByTestId("metrics-summary")).toContainText(/살펴볼 지표 \d+개: .*(경고|심각)/);
    await checkScreen(page);
    await visitAllEight(page);
  });
});
