import { ADVICE_SENTENCES } from "@evsafe/contract/advice";
import { expect, signIn, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/** /vehicle (내 차와 배터리): the car as /home names it, its battery, the recalls of its model and the advice for it. */
test("a driver whose car was recalled opens their car from the menu and sees the recalls and charging advice that forbids 100 % @journey", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demowarn");
  await page.goto("/home");
  const homeCar = (await page.getByTestId("vehicle").locator("span").first().textContent())?.trim();
  expect(homeCar).toBeTruthy();

  await page.goto("/menu");
  await page
    .getByRole("navigation", { name: "내 메뉴" })
    .getByRole("link", { name: /내 차와 배터리/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/vehicle");
  await expect(page.getByRole("heading", { level: 1, name: "내 차와 배터리" })).toBeVisible();
  const card = page.getByTestId("vehicle-card");
  // One truth: the car reads the same as on /home.
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(homeCar!);
  await expect(card.getByTestId("chemistry")).toHaveText("삼원계(NCM)");
  const recalls = page.getByTestId("recalls");
  await expect(recalls.getByRole("listitem")).toHaveCount(2);
  await expect(recalls).toContainText("2020년");
  await expect(recalls).toContainText("자동차리콜센터");
  const advice = page.getByTestId("charging-advice");
  await expect(advice).toContainText("평소 충전 한도 90%");
  await expect(advice).toContainText(ADVICE_SENTENCES.RESTRICTED_LIMIT);
  await expect(advice).toContainText(ADVICE_SENTENCES.RECALL_CHECK);
  await expect(advice).not.toContainText(ADVICE_SENTENCES.NICKEL_DAILY);
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole("banner").getByRole("link", { name: "뒤로" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/menu");
});

test("a driver of a car without recalls is told so and gets its chemistry's daily advice @journey", async ({ page }) => {
  await signIn(page, "demo");
  await page.goto("/vehicle");
  await expect(page.getByTestId("recalls")).toContainText("이 차종의 배터리 화재 리콜 기록이 없어요");
  await expect(page.getByTestId("recalls").getByRole("listitem")).toHaveCount(0);
  const advice = page.getByTestId("charging-advice");
  await expect(advice).toContainText(ADVICE_SENTENCES.NICKEL_DAILY);
  await expect(advice).not.toContainText(ADVICE_SENTENCES.RECALL_CHECK);
});

test("a member who has not joined the service is shown the way to join, not a car @journey", async ({ page }) => {
  await signIn(page, "demo00");
  await page.goto("/vehicle");
  await expect(page.getByRole("heading", { level: 1, name: "내 차와 배터리" })).toBeVisible();
  await expect(page.getByRole("link", { name: /서비스 가입하기/ }).first()).toBeVisible();
  await expect(page.getByTestId("vehicle-card")).toHaveCount(0);
});
