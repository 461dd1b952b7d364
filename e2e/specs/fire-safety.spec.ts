import { expect, signIn, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/** What to do in a battery fire (/fire-safety), always reachable from the menu, with the call to 119 first. */
test("a driver opens the battery fire guide from the menu and can call 119 @journey", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demowarn");
  await page.goto("/menu");
  await page
    .getByRole("navigation", { name: "내 메뉴" })
    .getByRole("link", { name: /배터리 화재 대처법/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/fire-safety");
  await expect(page.getByRole("heading", { level: 1, name: "배터리 화재 대처법" })).toBeVisible();
  await expect(page.getByRole("link", { name: "119에 전화하기" })).toHaveAttribute("href", "tel:119");
  const guide = page.getByTestId("fire-guide");
  await expect(guide.locator("details").first()).toBeVisible();
  await guide.locator("summary").first().click();
  await expect(guide.locator("details").first().locator("li").first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
});
