import type { Locator } from "@playwright/test";
import { expect, signIn, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/** The trip and charge logs (/driving/log), a record's detail and the member's charging tariff (/driving/tariff). */

/** The KST day `days` from today, `YYYY-MM-DD`. */
function kstDay(days = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The value of one figure of a summary card (`주행 거리` → `123.4km`). */
async function summaryValue(card: Locator, label: string) {
  return (
    await card
      .locator("div", { has: card.page().getByText(label, { exact: true }) })
      .locator("dd")
      .innerText()
  ).trim();
}

test("a member finds last week's DC charge and its cost, and the log's totals are /driving's @journey", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demob2b");
  await page.goto("/driving");
  const distance = (await page.getByTestId("figure-distance").locator("dd").innerText()).trim();
  const counts = await page.getByTestId("trip-charge").innerText();
  await page.getByTestId("open-log").click();
  await expect(page).toHaveURL((url) => url.pathname === "/driving/log");
  await expect(page.getByRole("heading", { level: 1, name: "주행·충전 기록" })).toBeVisible();

  // One truth: the same 7 days as /driving's week give the same distance and counts.
  const periods = page.getByRole("group", { name: "기간 선택" });
  await periods.getByRole("button", { name: "직접 선택" }).click();
  await page.getByLabel("시작일").fill(kstDay(-6));
  await page.getByLabel("종료일").fill(kstDay(0));
  await page.getByRole("button", { name: "이 기간 보기" }).click();
  await expect(page).toHaveURL(/[?&]period=custom/);
  const trips = page.getByTestId("trip-summary");
  await expect(trips).toBeVisible();
  expect(await summaryValue(trips, "주행 거리")).toBe(distance);
  const tripCount = await summaryValue(trips, "주행");
  expect(counts.replace(/\s+/g, " ")).toContain(`주행 횟수 ${tripCount}`);

  // Last week's DC charges.
  await page.getByRole("group", { name: "기록 종류" }).getByRole("button", { name: "충전 기록" }).click();
  await periods.getByRole("button", { name: "지난 주" }).click();
  await page.getByRole("group", { name: "충전 방식" }).getByRole("button", { name: "급속(DC)" }).click();
  await expect(page).toHaveURL(/[?&]tab=charges/);
  await expect(page).toHaveURL(/[?&]period=last-week/);
  await expect(page).toHaveURL(/[?&]type=FAST/);
  const list = page.getByRole("list", { name: "충전 목록" });
  const first = list.getByRole("link").first();
  await expect(first).toContainText("급속(DC)");
  const listed = (await first.innerText()).replace(/\s+/g, " ");
  const cost = /([\d,]+원)/.exec(listed)?.[1];
  expect(cost, listed).toBeTruthy();
  await expect(page.getByTestId("tariff-line")).toContainText(/급속 [\d,.]+원\/kWh/);
  await expectNoSidewaysScroll(page);

  await first.click();
  await expect(page).toHaveURL(/\/driving\/charges\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "충전 상세" })).toBeVisible();
  await expect(page.getByTestId("charge-cost")).toHaveText(cost!);
  const rows = page.getByTestId("charge-rows");
  await expect(rows).toContainText("급속(DC)");
  await expect(rows).toContainText(/최대 출력[\d.]+kW/);
  await expect(rows).toContainText(/배터리 최고 온도-?[\d.]+°C/);
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // Back returns to the same filtered list.
  await page.getByRole("link", { name: "뒤로" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/driving/log");
});

test("a member types a tariff of 0, is told why under the field, then saves one that prices the charges @journey", async ({
  page,
}, info) => {
  // Each phone its own member, so the two runs never change each other's tariff.
  const login = info.project.name === "iphone14" ? "demo03" : "demowarn";
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, login);
  await page.goto("/driving/log?tab=charges&period=this-month");
  await page.getByRole("link", { name: "충전 요금 바꾸기" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/driving/tariff");
  await expect(page.getByTestId("tariff-source")).toContainText("환경부");
  await expect(page.getByTestId("tariff-source")).toContainText(/\d{4}년 \d+월 \d+일 기준/);

  const dc = page.getByLabel("급속(DC) 충전 요금 (원/kWh)");
  await dc.fill("0");
  await page.getByRole("button", { name: "저장하기" }).click();
  await expect(page.getByText("급속 충전 요금은 1원 이상으로 입력해 주세요.")).toBeVisible();
  await expect(dc).toHaveAttribute("aria-invalid", "true");
  await expect(dc).toBeFocused();

  await dc.fill("1000000000");
  await page.getByRole("button", { name: "저장하기" }).click();
  await expect(page.getByText("급속 충전 요금은 kWh당 2,000원 이하로 입력해 주세요.")).toBeVisible();

  await dc.fill("400");
  await page.getByRole("button", { name: "저장하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "저장했어요" })).toBeVisible();

  await page.getByRole("link", { name: "뒤로" }).click();
  await expect(page.getByTestId("tariff-line")).toContainText("내 요금으로 계산했어요: 급속 400원/kWh");

  // Back to the published defaults, as the member found it.
  await page.goto("/driving/tariff");
  await page.getByRole("button", { name: "기본 요금 넣기" }).click();
  await page.getByRole("button", { name: "저장하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "저장했어요" })).toBeVisible();
});

test("a car with no data yet says what is missing and when it comes", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demoempty");
  await page.goto("/driving/log");
  await expect(page.getByTestId("empty-state")).toContainText("아직 수집된 주행 기록이 없어요");
  await expect(page.getByTestId("empty-state")).toContainText("다음 날 아침부터");
  await page.goto("/driving/charges/2147483647");
  await expect(page.getByTestId("empty-state")).toContainText("충전 기록을 찾을 수 없어요");
  await expect(page.getByRole("link", { name: "충전 기록 목록으로" })).toBeVisible();
});
