import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { apiPath, expect, recordRequests, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { apiResults, createMember, seedWizardSteps } from "../members";
import { expectNoSeriousViolations } from "../page-checks";

/**
 * Paying once on step 3 (docs/subscription.md "Paying once", "The paid period"): the service terms before 결제하기,
 * the period counted from the installation, a double tap and a second tab that never charge twice, the bank chosen
 * for a virtual account, and a waiting account cancelled or switched to another method. Each on a new member.
 */

const PASSWORD = "Start2026!";
const PAYMENT_PAGE = "/service/signup/payment";

const newMember = (request: APIRequestContext, testInfo: TestInfo) =>
  createMember(request, testInfo, { name: "한가람", birthDate: "1991-03-09", phonePrefix: "6", idPrefix: "once", password: PASSWORD });

interface Billing {
  lastPayment: { tradeId: string; status: string; stlmDivCcd: string } | null;
  totalPaidAmount: number;
}
const billing = async (request: APIRequestContext, token: string) =>
  apiResults<Billing>(
    await request.get(`${API_BASE}/kg/stlm/my-service-status`, { headers: { Authorization: `Bearer ${token}` } }),
    "kg/stlm/my-service-status",
  );

async function openPaymentStep(page: Page, who: { loginId: string; name: string; phone: string }, signedIn = false) {
  if (!signedIn) await signIn(page, who.loginId, PASSWORD);
  await seedWizardSteps(page, who);
  await page.goto(PAYMENT_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 결제" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /배터리 안전 모니터링 12개월/ })).toBeVisible();
}

const payButton = (page: Page) => page.getByRole("button", { name: "결제하기", exact: true });
const payWindow = (page: Page) => page.getByRole("dialog", { name: "KG이니시스 결제" });
const orders = (page: Page) => recordRequests(page, (url, req) => /\/payment\/0\d$/.test(url.pathname) && req.method() === "POST");
const settlements = (page: Page) => recordRequests(page, (url, req) => url.pathname === apiPath("kg/stlm") && req.method() === "POST");

async function expectOnStep4(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
  await expect(page.getByText("결제 완료", { exact: true })).toBeVisible();
}

test.describe("paying once", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("the terms before 결제하기, the period from the installation, a double tap paying once @journey", async ({
    page,
    request,
  }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    await expect(page.getByTestId("period-line")).toContainText("이용 기간은 단말기 설치일부터 12개월");
    const terms = page.getByRole("group", { name: "결제 전 약관 동의" });
    await expect(terms.getByRole("link", { name: /보기$/ }).first()).toHaveAttribute("href", /\/signup\/term\//);
    // Before the required terms: the button looks disabled, and a tap anyway says why and orders nothing.
    const ordered = orders(page);
    await expect(payButton(page)).toHaveAttribute("aria-disabled", "true");
    await payButton(page).click({ force: true });
    await expect(page.getByRole("alert").filter({ hasText: "필수 약관에 모두 동의해야 결제할 수 있어요." })).toBeVisible();
    expect(ordered).toHaveLength(0);
    await expectNoSeriousViolations(page);
    await page.getByRole("checkbox", { name: "전체 동의" }).check();
    await expect(payButton(page)).not.toHaveAttribute("aria-disabled", "true");
    // A double tap on the step and in the window: one order, one settlement.
    const settled = settlements(page);
    await payButton(page).dblclick();
    await expect(payWindow(page)).toBeVisible();
    await payWindow(page).getByRole("button", { name: "결제하기" }).dblclick();
    await expectOnStep4(page);
    expect(ordered).toHaveLength(1);
    expect(settled).toHaveLength(1);
    await expect(page.getByTestId("terms-agreed-on-payment")).toBeVisible();
    expect(await billing(request, who.token)).toMatchObject({ totalPaidAmount: 118_800, lastPayment: { status: "PAID" } });
  });

  test("a second tab gets the first payment, not a second charge @journey", async ({ page, context, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    const second = await context.newPage();
    await second.setViewportSize({ width: 360, height: 640 });
    await openPaymentStep(second, who, true);
    for (const tab of [page, second]) await tab.getByRole("checkbox", { name: "전체 동의" }).check();
    // The first tab pays.
    await page.bringToFront();
    await payButton(page).click();
    await payWindow(page).getByRole("button", { name: "결제하기" }).click();
    await expectOnStep4(page);
    // The second tab, opened before, taps 결제하기: the API refuses a second order and the tab shows the payment made.
    await second.bringToFront();
    const secondSettled = settlements(second);
    const button = payButton(second);
    if (await button.isVisible()) await button.click();
    const earlier = second.getByRole("region", { name: "결제가 완료된 주문이 있어요" });
    await expect(earlier).toContainText("118,800원");
    await expect(payButton(second)).toBeHidden();
    await earlier.getByRole("button", { name: "이 결제로 계속하기" }).click();
    await expectOnStep4(second);
    expect(secondSettled).toHaveLength(0);
    expect((await billing(request, who.token)).totalPaidAmount).toBe(118_800);
  });

  test("a virtual account at the bank chosen, then another method while waiting @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    await page.getByRole("checkbox", { name: "전체 동의" }).check();
    await page.getByText("가상계좌", { exact: true }).click();
    await payButton(page).click();
    await payWindow(page).getByRole("radio", { name: "국민은행" }).check();
    await payWindow(page).getByRole("button", { name: "가상계좌 발급받기" }).click();
    const panel = page.getByRole("region", { name: "입금 대기 중이에요" });
    await expect(panel).toContainText("국민은행");
    // The deadline in Seoul time.
    await expect(panel).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}까지/);
    const waiting = (await billing(request, who.token)).lastPayment!;
    expect(waiting).toMatchObject({ status: "PENDING", stlmDivCcd: "02" });
    await expectNoSeriousViolations(page);

    await panel.getByRole("button", { name: "다른 결제 수단으로 결제" }).click();
    await expect(page.getByRole("status").filter({ hasText: "가상계좌 주문을 취소했어요." })).toBeVisible();
    await expect(page.getByRole("radio", { name: "신용카드" })).toBeChecked();
    // The given-up account takes no deposit.
    expect((await request.post(`${API_BASE}/sim/payment/${waiting.tradeId}/deposit`)).status()).toBe(409);
    await payButton(page).click();
    await payWindow(page).getByRole("button", { name: "결제하기" }).click();
    await expectOnStep4(page);
    expect(await billing(request, who.token)).toMatchObject({
      totalPaidAmount: 118_800,
      lastPayment: { status: "PAID", stlmDivCcd: "01" },
    });
  });

  test("a waiting virtual account cancelled: nothing to pay, the step as before @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    await page.getByRole("checkbox", { name: "전체 동의" }).check();
    await page.getByText("가상계좌", { exact: true }).click();
    await payButton(page).click();
    await payWindow(page).getByRole("radio", { name: "하나은행" }).check();
    await payWindow(page).getByRole("button", { name: "가상계좌 발급받기" }).click();
    const panel = page.getByRole("region", { name: "입금 대기 중이에요" });
    await expect(panel).toContainText("하나은행");
    await panel.getByRole("button", { name: "주문 취소" }).click();
    await expect(page.getByRole("status").filter({ hasText: "주문을 취소했어요. 입금하지 않으셔도 돼요." })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(payButton(page)).toBeVisible();
    // A reload does not bring the cancelled account back.
    await page.reload();
    await expect(payButton(page)).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await billing(request, who.token)).toMatchObject({ lastPayment: null, totalPaidAmount: 0 });
  });
});
