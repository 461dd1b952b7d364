import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The trial diagnosis for visitors (/diagnosis/trial, docs/diagnosis.md "Trial diagnosis"): from the landing page's main
 * button through three short screens to the estimate and the way to sign up, with the mistakes a visitor makes, back
 * and a reload on the way.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const next = (page: Page) => page.getByRole("button", { name: "다음" });

test.describe("trial diagnosis", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a visitor tries the diagnosis from the landing page, with mistakes, back and a reload @journey", async ({ page }) => {
    await page.goto("/nonMemberMain");
    await page.getByRole("link", { name: "안전진단 체험하기" }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/diagnosis/trial");
    await expect(page.getByRole("heading", { level: 1, name: "배터리 안전진단 체험" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "어떤 차를 타세요?" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Step 1 without a car: said, nothing moves on.
    await next(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "제조사, 모델, 세부 모델을 모두 골라 주세요." })).toBeVisible();
    await page.getByRole("radio", { name: /현대/ }).check();
    await page.getByRole("radio", { name: /아이오닉 5/ }).check();
    const detail = page.getByRole("group", { name: "세부 모델" }).getByRole("radio").first();
    await detail.check();
    await next(page).click();

    // Step 2: a distance typed wrong, then right.
    await expect(page.getByRole("heading", { name: "어떻게 운전하세요?" })).toBeVisible();
    await field(page, "총 주행거리 (km)").fill("삼만");
    await next(page).click();
    await expect(page.getByText("총 주행거리: 숫자로 입력해 주세요.")).toBeVisible();
    await expect(field(page, "총 주행거리 (km)")).toBeFocused();
    await field(page, "총 주행거리 (km)").fill("52000");
    await page.getByRole("radio", { name: "배달·운송" }).check();
    await next(page).click();

    // Step 3: a charge that ends below where it starts; back keeps step 2's answers; a reload keeps step 3's.
    await expect(page.getByRole("heading", { name: "어떻게 충전하세요?" })).toBeVisible();
    await field(page, "충전을 시작할 때 배터리 잔량 (%)").fill("90");
    await field(page, "충전을 마칠 때 배터리 잔량 (%)").fill("30");
    await page.getByRole("button", { name: "결과 보기" }).click();
    await expect(page.getByText("충전을 마칠 때의 잔량은 시작할 때보다 커야 해요.")).toBeVisible();
    await page.getByRole("button", { name: "이전" }).click();
    await expect(field(page, "총 주행거리 (km)")).toHaveValue("52000");
    await expect(page.getByRole("radio", { name: "배달·운송" })).toBeChecked();
    await page.goForward();
    await page.reload();
    await expect(field(page, "충전을 시작할 때 배터리 잔량 (%)")).toHaveValue("90");
    await field(page, "충전을 시작할 때 배터리 잔량 (%)").fill("10");
    await field(page, "충전을 마칠 때 배터리 잔량 (%)").fill("100");
    await page.getByRole("radio", { name: "급속 위주" }).check();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "결과 보기" }).click();

    // The estimate: score, grade in words, each type with its findings, and the way to sign up.
    const result = page.getByTestId("trial-result");
    await expect(result.getByRole("heading", { name: "예상 배터리 안전 점수" })).toBeVisible();
    await expect(result).toContainText("아이오닉 5");
    await expect(result).toContainText(/예상 배터리 건강도\(SoH\) \d+/);
    await expect(result.getByText("이렇게 해 보세요:").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await result.getByRole("link", { name: "회원가입하고 서비스 시작하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/terms-onboarding");
    // Back from the sign-up: the estimate is still there.
    await page.goBack();
    await expect(page.getByTestId("trial-result").getByRole("heading", { name: "예상 배터리 안전 점수" })).toBeVisible();
  });
});
