import type { APIRequestContext, TestInfo } from "@playwright/test";
import { API_BASE } from "../env";
import { dialog, expect, PROMOTION_NOTICE_DATE_KEY, signIn, test } from "../fixtures";
import { apiResults, createMember, joinWithPromotionKey } from "../members";
import { expectNoSeriousViolations } from "../page-checks";

/**
 * Business (B2B) members and the business-service offer (docs/subscription.md "B2B"): a business member's service is
 * the company's (no cancellation by the driver), and a consumer member is offered the business service once on /home.
 */

const PASSWORD = "Start2026!";
const newMember = (request: APIRequestContext, testInfo: TestInfo) =>
  createMember(request, testInfo, { name: "오세훈", birthDate: "1987-07-07", phonePrefix: "3", idPrefix: "biz", password: PASSWORD });

test.describe("a business member (demob2b)", () => {
  test("sees no 서비스 해지: the company manages the service @journey", async ({ page }) => {
    await signIn(page, "demob2b");
    await page.goto("/service");
    const cancellation = page.getByRole("region", { name: "서비스 해지" });
    await expect(cancellation).toContainText("회사에서 관리하는 서비스라 직접 해지할 수 없어요");
    await expect(cancellation.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "결제 내역" })).toHaveCount(0);
  });
});

test.describe("the business-service offer", () => {
  test.use({ businessOffer: true });

  test("shown once on /home: 다음에 closes it for good @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await joinWithPromotionKey(request, who);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    const offer = dialog(page);
    await expect(offer).toContainText("회사 차량도 배터리 안전을 지켜 드려요");
    await expectNoSeriousViolations(page);
    await offer.getByRole("button", { name: "다음에" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    await page.waitForTimeout(1_000); // the offer would open right after the status is read
    await expect(dialog(page)).toBeHidden();
    // Elsewhere than /home it never opens.
    await page.goto("/menu");
    await expect(dialog(page)).toBeHidden();
  });

  test("신청하기 applies, says what happens next, and the API stops offering it @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await joinWithPromotionKey(request, who);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    await dialog(page).getByRole("button", { name: "신청하기" }).click();
    await expect(dialog(page)).toContainText("신청이 접수되었어요. 담당자가 곧 연락드릴게요.");
    await dialog(page).getByRole("button", { name: "확인" }).click();
    const headers = who.auth as Record<string, string>;
    expect(await apiResults(await request.get(`${API_BASE}/users/is-bz-service-alert`, { headers }), "is-bz-service-alert")).toEqual({
      result: false,
    });
    expect(await apiResults(await request.get(`${API_BASE}/users/my-profile`, { headers }), "my-profile")).toMatchObject({
      bzServiceApplyYn: "Y",
    });
  });
});

test.describe("a brand-new member's first visit", () => {
  test.use({ businessOffer: true, firstVisit: true });

  test("the first /home is no sales dialog; the offer waits for a later day @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await joinWithPromotionKey(request, who);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    // The offer would open right after the screen's reads: once they are done, no dialog.
    await page.waitForLoadState("networkidle");
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(dialog(page)).toBeHidden();

    // The next day, on a phone whose clock says so (a fresh page, as the app is opened the next morning): offered.
    const context = page.context();
    await page.close();
    const nextDay = await context.newPage();
    const tomorrow = Date.now() + 86_400_000;
    await nextDay.clock.install({ time: new Date(tomorrow) });
    // The promotion's once-a-day notice counts as seen that day too (the suite's default), so the offer is what opens.
    await nextDay.addInitScript(({ key, day }) => window.localStorage.setItem(key, day), {
      key: PROMOTION_NOTICE_DATE_KEY,
      day: new Date(tomorrow + 9 * 3_600_000).toISOString().slice(0, 10),
    });
    await nextDay.goto("/home");
    await expect(dialog(nextDay)).toContainText("회사 차량도 배터리 안전을 지켜 드려요");
  });
});
