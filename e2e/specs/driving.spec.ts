import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test, type DemoLogin } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/** Driving and charging (/driving): the period's figures and bars, the charging coaching, battery statistics over a range, tips. */

/** Taps the drawing near its right edge (the period's last bar) and returns the readout. */
async function readLastBar(figure: Locator) {
  const over = figure.locator(".u-over");
  const box = (await over.boundingBox())!;
  const at = { x: box.width - 6, y: box.height / 2 };
  await over.tap({ position: at }).catch(() => over.click({ position: at }));
  return figure.getByTestId("chart-reading");
}

/** The KST day `days` from today, `YYYY-MM-DD`. */
function kstDay(days = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test("from home a driver opens the driving figures, switches week, month and year and reads a bar by touch @journey", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demo");
  await page.goto("/home");
  await page.getByTestId("drive-card").getByRole("link", { name: "주행·충전 기록 보기" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/driving");
  await expect(page.getByRole("heading", { level: 1, name: "주행·충전" })).toBeVisible();

  const period = page.getByRole("group", { name: "기간", exact: true });
  await expect(period.getByRole("button", { name: "주", exact: true })).toHaveAttribute("aria-pressed", "true");
  const daily = page.getByRole("figure", { name: "일별 주행 거리" });
  await expect(daily).toContainText(/주행한 날은 \d+일, 모두 [\d,.]+km예요/);
  await daily.getByText("표로 보기").click();
  await expect(daily.getByRole("row")).toHaveCount(8); // the header and 7 days
  await expect(await readLastBar(daily)).toHaveText(/\d+월 \d+일 · [\d,.]+km/);
  await expect(page.getByTestId("figure-distance")).toContainText(/[\d,.]+km/);

  await period.getByRole("button", { name: "월", exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=month/);
  await expect(page.getByTestId("figures-span")).toContainText("최근 30일");
  await expect(page.getByRole("figure", { name: "일별 충전량" })).toContainText(/충전한 날은 \d+일/);

  await period.getByRole("button", { name: "년", exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=year/);
  const monthly = page.getByRole("figure", { name: "월별 주행 거리" });
  await expect(monthly).toContainText(/주행한 달은 \d+개월/);
  await expect(await readLastBar(monthly)).toHaveText(/\d{4}년 \d+월 · [\d,.]+km/);
  await expect(page.getByTestId("trip-charge")).toContainText(/\d+회 \(\d+·\d+\)/);

  // Reload keeps the period; the tips are there too.
  await page.reload();
  await expect(page.getByRole("group", { name: "기간", exact: true }).getByRole("button", { name: "년", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("tip-card").first()).toBeVisible();
  await expect(page.getByTestId("battery-card")).toContainText(/건강도\(SoH\)[\d.]+%/);
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
});

test("a driver picks the battery statistics' period: a preset, then a custom range with its mistakes, and Back keeps it @journey", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demo");
  await page.goto("/driving");
  const section = page.getByTestId("status-period");
  const presets = section.getByRole("group", { name: "조회 기간" });
  await expect(presets.getByRole("button", { name: "최근 30일" })).toHaveAttribute("aria-pressed", "true");
  await presets.getByRole("button", { name: "최근 7일" }).click();
  await expect(page).toHaveURL(/[?&]range=7d/);
  await expect(section.getByTestId("status-range")).toContainText("최근 7일");
  await expect(section.getByTestId("status-days")).toContainText(/^데이터 있는 날[1-7]일$/);

  await presets.getByRole("button", { name: "직접 선택" }).click();
  const start = section.getByLabel("시작일");
  const end = section.getByLabel("종료일");
  const submit = section.getByRole("button", { name: "이 기간 보기" });
  // The end before the start.
  await start.fill(kstDay(-10));
  await end.fill(kstDay(-20));
  await submit.click();
  await expect(end).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByTestId("end-error")).toHaveText("종료일은 시작일과 같거나 그 뒤여야 해요.");
  await expect(end).toBeFocused();
  // A future day.
  await end.fill(kstDay(2));
  await submit.click();
  await expect(section.getByTestId("end-error")).toHaveText("종료일은 오늘 이후로 고를 수 없어요.");
  // More than 366 days.
  await start.fill(kstDay(-400));
  await end.fill(kstDay(-1));
  await submit.click();
  await expect(section.getByTestId("end-error")).toHaveText(/^기간은 최대 366일까지 고를 수 있어요\. 지금은 400일이에요\.$/);
  await expect(page).toHaveURL(/[?&]range=7d/); // nothing was asked of the API

  // Days before the data began: the empty state, not an error.
  await start.fill("2020-01-01");
  await end.fill("2020-01-31");
  await submit.click();
  await expect(page).toHaveURL(/range=custom&start=2020-01-01&end=2020-01-31/);
  await expect(section.getByTestId("empty-state")).toContainText("이 기간에는 수집된 데이터가 없어요");

  // A range with data.
  await section.getByRole("button", { name: "직접 선택" }).click(); // already open: stays open
  await section.getByLabel("시작일").fill(kstDay(-14));
  await section.getByLabel("종료일").fill(kstDay(-1));
  await section.getByRole("button", { name: "이 기간 보기" }).click();
  await expect(page).toHaveURL(new RegExp(`range=custom&start=${kstDay(-14)}&end=${kstDay(-1)}`));
  await expect(section.getByTestId("status-range")).toContainText("직접 선택");
  await expect(section.getByTestId("status-days")).toContainText(/데이터 있는 날1[0-4]일/);
  await expect(section.getByRole("figure", { name: "기간 내 일별 안전 점수" })).toContainText(/평균 \d+점/);

  // Away and Back: the same range.
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "홈" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/home");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/driving\\?range=custom&start=${kstDay(-14)}&end=${kstDay(-1)}`));
  await expect(page.getByTestId("status-range")).toContainText(/직접 선택 · .+\(14일\)/);
  await expect(page.getByTestId("status-period").getByLabel("시작일")).toHaveValue(kstDay(-14));
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
});

/** The seed's charging habits (db/seed/telemetry.ts): home AC to 80–92 % (demo), the degrading pack (demowarn), a DC fleet (demob2b). */
const COACHING: [DemoLogin, "highSoc" | "fastCharge", RegExp][] = [
  ["demo", "highSoc", /충전 한도를 80%로 설정/],
  ["demowarn", "highSoc", /충전 한도를 80%로 설정/],
  ["demob2b", "fastCharge", /완속 충전기를 쓰고/],
];
for (const [login, habit, suggestion] of COACHING) {
  test(`${login}'s charging coaching shows the habit over its reference with a suggestion @journey`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await signIn(page, login);
    await page.goto("/driving");
    await expectCoaching(page, habit, suggestion);
  });
}

async function expectCoaching(page: Page, habit: string, suggestion: RegExp) {
  const card = page.getByTestId("charging-coaching");
  await expect(card.getByRole("heading", { name: "충전 습관 코칭" })).toBeVisible();
  await expect(card.getByTestId("coaching-verdict")).toContainText(/배터리 수명을 줄이는 충전 습관이 [12]가지 있어요/);
  const item = card.getByTestId(`habit-${habit}`);
  await expect(item).toContainText(/\d+% · 기준 초과/);
  await expect(item).toContainText(/충전 \d+회 중 \d+회\(\d+%\).+권장 기준은 \d+% 이하예요/);
  await expect(item.getByTestId("habit-suggestion")).toContainText(suggestion);
}
