import { expect, signIn, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/** The safety index over time (/safety-index): today, 30 days, 12 months, and how it is computed. */
test("a driver follows the safety index over days and months and reads how it is computed @journey", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demowarn");
  await page.goto("/home");
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "안전 지수" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/safety-index");
  await expect(page.getByTestId("index-card")).toContainText(/\d+점 \/ 100점/);
  // Its weakest cell sits ≥ 150 mV below the mean: the day is 심각, and the weak cell says why.
  await expect(page.getByTestId("index-card")).toContainText("E등급 · 심각");
  await expect(page.getByTestId("metric-weakCell")).toContainText("심각");

  const daily = page.getByRole("figure", { name: "일별 안전 점수" });
  await expect(daily).toContainText(/평균 \d+점, 최저 \d+점, 최고 \d+점/);
  await expect(daily.locator("canvas").first()).toBeVisible();

  const monthly = page.getByRole("figure", { name: "월평균 안전 점수" });
  await expect(monthly).toContainText(/\d{4}년 \d+월 \d+점에서 \d{4}년 \d+월 \d+점으로/);
  const table = page.getByRole("table", { name: /월별 안전 점수: 평균/ });
  expect(await table.getByRole("row").count()).toBeGreaterThan(2);
  await expect(table.getByRole("row").nth(1)).toContainText(/\d{4}\.\d{2}\d+점\d+~\d+[A-E] /);

  const how = page.getByTestId("how-computed");
  await how.getByText("항목별 반영 비중과 기준").click();
  await expect(how).toContainText(/셀 전압 편차 · 비중 \d+%/);
  await expect(how).toContainText(/주의 [\d.]+mV 이상/);
  await expect(how).toContainText("약한 셀 편차 · 비중 10%");
  await expect(how).toContainText(/주의 60mV 이상/);
  await how.getByText("등급 안내").click();
  await expect(how).toContainText(/A등급 .+ · 90~100점/);

  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
});

test("the monthly history whose read fails says so in one line; 다시 시도 once the API is back shows the months @journey", async ({
  page,
  faults,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await faults.inject({
    path: "safe-data/sds/result-score/month",
    status: 500,
    code: "INTERNAL_ERROR",
    message: "주입된 장애입니다.",
    target: "any",
    count: 5,
  });
  await signIn(page, "demo");
  await page.goto("/safety-index");
  await expect(page.getByTestId("index-card")).toContainText(/\d+점 \/ 100점/);
  await expect.poll(() => faults.pending(), { timeout: 40_000 }).toEqual([]);
  const monthly = page.getByTestId("monthly-history");
  await expect(monthly.getByTestId("card-error")).toHaveText(/^월별 안전 점수를 불러오지 못했어요\s*다시 시도$/);
  await expect(page.getByTestId("how-computed")).toBeVisible();
  await monthly.getByRole("button", { name: "다시 시도" }).click();
  await expect(monthly.getByRole("figure", { name: "월평균 안전 점수" })).toBeVisible();
  await expect(monthly.getByTestId("card-error")).toHaveCount(0);
});
