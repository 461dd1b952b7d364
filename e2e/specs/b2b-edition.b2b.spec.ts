import type { Page } from "@playwright/test";
import { API_BASE } from "../env";
import { expect, signIn, test } from "../fixtures";
import { apiResults, createMember, fillDeliveryStep } from "../members";
import { digits, expectNoSeriousViolations } from "../page-checks";

/**
 * The B2B edition (a build with NEXT_PUBLIC_EDITION=b2b; `npm run test:e2e` builds and runs it after the consumer
 * suite): the company pays, so the service sign-up has no payment step and the driver cannot cancel; the company's
 * name is on /home and /menu (docs/subscription.md "B2B").
 */

const PASSWORD = "Start2026!";
const COMPANY = "에버세이프 물류";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("B2B edition", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a driver enrolled by the company joins in three steps, without paying @journey", async ({ page, request }, testInfo) => {
    const who = await createMember(request, testInfo, {
      name: "배기사",
      birthDate: "1985-05-05",
      phonePrefix: "2",
      idPrefix: "fleet",
      password: PASSWORD,
    });
    await apiResults(
      await request.post(`${API_BASE}/sim/company/enrol`, { headers: who.auth as Record<string, string>, data: { companyName: COMPANY } }),
      "sim/company/enrol",
    );
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    await page.getByRole("link", { name: "서비스 가입하기" }).click();
    await expect(page.getByText("1 / 3 단계")).toBeVisible();
    await page.getByRole("radio", { name: /기아/ }).check();
    await page.getByRole("radio", { name: /레이 EV/ }).check();
    await page.getByRole("radio", { name: /레이 EV.*2023/ }).check();
    await field(page, "차량 번호").fill(`${10 + (Number(digits(2)) % 89)}바${digits(4)}`);
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page.getByText("2 / 3 단계")).toBeVisible();
    await fillDeliveryStep(page, who);
    await page.getByRole("button", { name: "다음" }).click();
    // No payment step: the terms come next, and the payment page leads there too.
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
    await expect(page.getByText("3 / 3 단계")).toBeVisible();
    await expect(page.getByText("회사에서 부담해요")).toBeVisible();
    await page.goto("/service/signup/payment");
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
    await expectNoSeriousViolations(page);
    await page.getByRole("checkbox", { name: "전체 동의" }).check();
    await page.getByRole("button", { name: "가입 완료" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { name: "서비스 신청이 접수되었어요" })).toBeVisible();
    await expect(page.getByTestId("company-name")).toHaveText(`${COMPANY} 제공 서비스`);
    const billing = await apiResults<{ lastPayment: unknown; totalPaidAmount: number }>(
      await request.get(`${API_BASE}/kg/stlm/my-service-status`, { headers: who.auth as Record<string, string> }),
      "kg/stlm/my-service-status",
    );
    expect(billing).toMatchObject({ lastPayment: null, totalPaidAmount: 0 });
  });

  test("a business member in service sees the company's name and no cancellation (demob2b) @journey", async ({ page }) => {
    await signIn(page, "demob2b");
    await page.goto("/home");
    await expect(page.getByTestId("company-name")).toHaveText("에버세이프 렌터카 제공 서비스");
    await page.goto("/menu");
    await expect(page.getByTestId("company-name")).toHaveText("에버세이프 렌터카 제공 서비스");
    await page.goto("/service");
    const cancellation = page.getByRole("region", { name: "서비스 해지" });
    await expect(cancellation).toContainText("회사에서 관리하는 서비스라 직접 해지할 수 없어요");
    await expect(cancellation.getByRole("button")).toHaveCount(0);
    await expect(page.getByText("회사에서 부담해요")).toBeVisible();
  });
});
