import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { apiPath, expect, recordRequests, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { apiResults, createMember, PROMOTION_KEY, seedWizardSteps } from "../members";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * Step 3 of the service sign-up, payment (docs/simulators.md "The web's payment window"), each journey on a member created for it through the
 * API: card, virtual account then the simulated deposit, a declined card then a retry, promotion keys. The payment
 * window is the demo window (the e2e servers run with SIMULATORS=1), driven like the gateway's.
 */

const PASSWORD = "Start2026!";
const PAYMENT_PAGE = "/service/signup/payment";
/** Seeded promotion keys (docs/simulators.md). */
const EXPIRED_PROMOTION_KEY = "EVSAFE-2025-PROMO";
const USED_PROMOTION_KEY = "EVSAFE-WELCOME-0001";
const DECLINE_REASON = "카드사 승인이 거절되었습니다. (한도 초과)";

/** A new member of this test's own, not joined to the service (00). */
const newMember = (request: APIRequestContext, testInfo: TestInfo) =>
  createMember(request, testInfo, { name: "박서준", birthDate: "1990-05-17", phonePrefix: "7", idPrefix: "pay", password: PASSWORD });

interface LastPayment {
  tradeId: string;
  status: string;
  stlmDivCcd: string;
  amount: number;
}
async function lastPayment(request: APIRequestContext, token: string): Promise<LastPayment | null> {
  const res = await request.get(`${API_BASE}/kg/stlm/my-service-status`, { headers: { Authorization: `Bearer ${token}` } });
  return (await apiResults<{ lastPayment: LastPayment | null }>(res, "kg/stlm/my-service-status")).lastPayment;
}

/**
 * Signs in, finishes steps 1 and 2 in this tab (the wizard's state) and opens step 3, where the service terms are
 * agreed before paying (subscription-payment-once.spec.ts drives the terms themselves).
 */
async function openPaymentStep(page: Page, who: { loginId: string; name: string; phone: string }) {
  await signIn(page, who.loginId, PASSWORD);
  await seedWizardSteps(page, who);
  await page.goto(PAYMENT_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 결제" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /배터리 안전 모니터링 12개월/ })).toBeVisible();
  await page.getByRole("checkbox", { name: "전체 동의" }).check();
}

/** The payment is handed to the wizard: step 4 (the service terms) opens with it. */
async function expectOnStep4(page: Page, payment: "paid" | "promotion") {
  await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
  await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 약관 동의" })).toBeVisible();
  await expect(page.getByText(payment === "paid" ? "결제 완료" : "프로모션 키로 가입", { exact: true })).toBeVisible();
}

const payWindow = (page: Page) => page.getByRole("dialog", { name: "KG이니시스 결제" });
const settlements = (page: Page) => recordRequests(page, (url, req) => url.pathname === apiPath("kg/stlm") && req.method() === "POST");

test.describe("service sign-up, step 3 payment", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a visitor is sent to sign in and back", async ({ page }) => {
    await page.goto(PAYMENT_PAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === PAYMENT_PAGE);
  });

  test("step 3 before steps 1 and 2 opens step 1; a member in service is sent to /home", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto(PAYMENT_PAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/vehicle");
    await signIn(page, "demo");
    await page.goto(PAYMENT_PAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  test("subscribe with a card @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    // The products: price in 원, period and what is included; the first is chosen.
    const yearly = page.getByRole("radio", { name: /12개월/ });
    await expect(yearly).toBeChecked();
    await expect(page.getByText("118,800원", { exact: true })).toBeVisible();
    await expect(page.getByText("9,900원", { exact: true })).toBeVisible();
    await expect(page.getByText(/포함: OBD 단말기 배송/).first()).toBeVisible();
    await expect(page.getByRole("radio", { name: "신용카드" })).toBeChecked();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // The window shows merchant, product and amount; the back button closes it and nothing is paid.
    const settled = settlements(page);
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await expect(payWindow(page)).toBeVisible();
    await expect(payWindow(page)).toContainText("(주)에버세이프");
    await expect(payWindow(page)).toContainText("118,800원");
    await expectNoSeriousViolations(page);
    await page.goBack();
    await expect(payWindow(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "결제 창을 닫았어요. 결제되지 않았어요." })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === PAYMENT_PAGE && !url.searchParams.has("payWindow"));

    // Cancelled in the window: said, the choice kept.
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await payWindow(page).getByRole("button", { name: "취소" }).click();
    await expect(payWindow(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "결제를 취소했어요." })).toBeVisible();
    await expect(yearly).toBeChecked();
    expect(settled).toHaveLength(0);

    // Approved with a double tap: one settlement.
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await payWindow(page).getByRole("radio", { name: "현대카드" }).check();
    await payWindow(page).getByRole("button", { name: "결제하기" }).dblclick();
    await expectOnStep4(page, "paid");
    expect(settled).toHaveLength(1);
    expect(await lastPayment(request, who.token)).toMatchObject({ status: "PAID", stlmDivCcd: "01", amount: 118_800 });

    // Step 4: the terms were agreed before paying; the sign-up (sent once) and /home in the applying state.
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    const finish = page.getByRole("button", { name: "가입 완료" });
    await expect(page.getByTestId("terms-agreed-on-payment")).toBeVisible();
    await expect(finish).toBeEnabled();
    const signups = recordRequests(page, (url, req) => url.pathname === apiPath("auth/service/signup") && req.method() === "POST");
    await finish.dblclick();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { name: "서비스 신청이 접수되었어요" })).toBeVisible();
    expect(signups).toHaveLength(1);
    // Back does not reopen a finished wizard.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  test("subscribe with a real-time transfer @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    await page.getByText("실시간 계좌이체", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "실시간 계좌이체" })).toBeChecked();
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await expect(payWindow(page).getByRole("group", { name: "은행 선택" })).toBeVisible();
    await payWindow(page).getByRole("button", { name: "이체하기" }).click();
    await expectOnStep4(page, "paid");
    expect(await lastPayment(request, who.token)).toMatchObject({ status: "PAID", stlmDivCcd: "03", amount: 118_800 });
  });

  test("subscribe with a virtual account then the deposit @journey", async ({ page, request, context }, testInfo) => {
    // Two tabs wait for the deposit by polling (the step every 5 s, /home every 10 s) and then go on through step 4.
    const who = await newMember(request, testInfo);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openPaymentStep(page, who);
    await page.getByRole("radio", { name: /월 구독/ }).check();
    await page.getByText("가상계좌", { exact: true }).click();
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await expect(payWindow(page)).toContainText("9,900원");
    await payWindow(page).getByRole("radio", { name: "신한은행" }).check();
    await payWindow(page).getByRole("button", { name: "가상계좌 발급받기" }).click();

    // The account to pay into: bank, number with a copy button, holder, amount, deadline.
    const panel = page.getByRole("region", { name: "입금 대기 중이에요" });
    await expect(panel).toBeVisible();
    // The bank chosen in the window.
    await expect(panel).toContainText("신한은행");
    await expect(panel).toContainText("(주)에버세이프");
    await expect(panel).toContainText("9,900원");
    await expect(panel).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}까지/);
    const accountNo = (await panel.getByTestId("vbank-account-no").textContent())!.trim();
    expect(accountNo).toMatch(/\d/);
    await panel.getByRole("button", { name: "계좌번호 복사" }).click();
    await expect(panel.getByRole("status")).toHaveText("계좌번호를 복사했어요.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNo);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await panel.getByRole("button", { name: "입금 확인" }).click();
    await expect(panel.getByRole("status")).toHaveText("아직 입금이 확인되지 않았어요.");

    // A reload comes back to the same account, not a new order.
    await page.reload();
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("vbank-account-no")).toHaveText(accountNo);
    const pending = await lastPayment(request, who.token);
    expect(pending).toMatchObject({ status: "PENDING", stlmDivCcd: "02", amount: 9_900 });

    // /menu and /home say 입금 대기 with the account.
    const other = await context.newPage();
    // The same member's other tab has done steps 1 and 2 too (the wizard's state is per tab).
    await seedWizardSteps(other, who);
    await other.setViewportSize({ width: 360, height: 640 });
    await other.goto("/menu");
    const waiting = other.getByRole("region", { name: "입금 대기" });
    await expect(waiting).toContainText(accountNo);
    await other.goto("/home");
    await expect(waiting).toContainText(accountNo);
    await expect(waiting).toContainText("9,900원");
    await expectNoSeriousViolations(other);

    // The deposit (the simulator's bank notification): the step and /home move on by themselves.
    await apiResults(await request.post(`${API_BASE}/sim/payment/${pending!.tradeId}/deposit`), "sim deposit");
    await expectOnStep4(page, "paid");
    expect(await lastPayment(request, who.token)).toMatchObject({ tradeId: pending!.tradeId, status: "PAID" });
    const paid = other.getByRole("region", { name: "결제가 확인됐어요" });
    await expect(paid).toBeVisible({ timeout: 20_000 });
    // Back into the sign-up from /home: the payment is offered, not charged again.
    await paid.getByRole("link", { name: "가입 이어서 하기" }).click();
    await expect(other).toHaveURL((url) => url.pathname === PAYMENT_PAGE);
    const earlier = other.getByRole("region", { name: "결제가 완료된 주문이 있어요" });
    await expect(earlier).toContainText("9,900원");
    await earlier.getByRole("button", { name: "이 결제로 계속하기" }).click();
    await expectOnStep4(other, "paid");
  });

  test("declined card then a retry @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    const monthly = page.getByRole("radio", { name: /월 구독/ });
    await monthly.check();
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await expect(payWindow(page)).toBeVisible();
    // The gateway will refuse the next approval (armed just before the tap: the simulator's failure is for anyone).
    await apiResults(await request.post(`${API_BASE}/sim/payment/next-failure`, { data: { reason: DECLINE_REASON } }), "arm failure");
    await payWindow(page).getByRole("button", { name: "결제하기" }).click();
    await expect(payWindow(page).getByRole("alert")).toContainText("결제가 거절되었습니다");
    await expect(payWindow(page).getByRole("alert")).toContainText(DECLINE_REASON);
    await payWindow(page).getByRole("button", { name: "확인" }).click();
    await expect(payWindow(page)).toBeHidden();
    await expect(page.getByRole("alert").filter({ hasText: DECLINE_REASON })).toBeVisible();
    await expect(monthly).toBeChecked();
    expect(await lastPayment(request, who.token)).toBeNull();

    // The retry is a new order and goes through.
    await page.getByRole("button", { name: "결제하기", exact: true }).click();
    await payWindow(page).getByRole("button", { name: "결제하기" }).click();
    await expectOnStep4(page, "paid");
    expect(await lastPayment(request, who.token)).toMatchObject({ status: "PAID", stlmDivCcd: "01", amount: 9_900 });
  });

  test("promotion key valid and invalid @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openPaymentStep(page, who);
    const promotion = page.getByRole("region", { name: "프로모션 키가 있나요?" });
    const key = promotion.getByRole("textbox", { name: "프로모션 키" });
    const check = promotion.getByRole("button", { name: "확인", exact: true });
    await check.click();
    await expect(promotion.getByRole("alert")).toHaveText("프로모션 키를 입력해 주세요.");
    await expect(key).toHaveAttribute("aria-invalid", "true");
    for (const wrong of ["NO-SUCH-KEY", EXPIRED_PROMOTION_KEY, USED_PROMOTION_KEY]) {
      await key.fill(wrong);
      await check.click();
      const reason = promotion.getByRole("alert");
      await expect(reason).toBeVisible();
      await expect(key).toHaveAttribute("aria-describedby", (await reason.getAttribute("id"))!);
      await expect(page.getByRole("button", { name: /이 키로 가입하기/ })).toBeHidden();
    }
    await expectNoSeriousViolations(page);
    // Typed in lower case: the API takes keys case-insensitively.
    await key.fill(PROMOTION_KEY.toLowerCase());
    await check.click();
    await expect(promotion.getByRole("status")).toContainText("사용할 수 있는 키예요. 6개월 무료");
    await promotion.getByRole("button", { name: "이 키로 가입하기 (결제 없음)" }).click();
    await expectOnStep4(page, "promotion");
    expect(await lastPayment(request, who.token)).toBeNull();
  });
});
