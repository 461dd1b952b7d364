import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import {
  apiPath,
  dialog,
  expect,
  EXPIRY_NOTICE_SHOWN_KEY,
  hydrated,
  PROMOTION_NOTICE_DATE_KEY,
  recordRequests,
  signIn,
  test,
} from "../fixtures";
import { API_BASE, DEMO_PASSWORD } from "../env";
import { apiResults, createMember, joinWithPromotionKey } from "../members";
import { expectNoSeriousViolations } from "../page-checks";

/**
 * The subscription's life after the sign-up (docs/subscription.md "The service's life"): the /service screen, the
 * cancellation in each state, SPEC §5's once-a-day promotion notice and the once-a-day ended-service notice (SPEC §8, docs/service-life.md "Expiry")
 * with the paid period's records, for real data.
 * Anything that changes state runs on a member of the test's own, created through the API.
 */

const PASSWORD = "Start2026!";
const PROMOTION_TITLE = "무료 체험 기간 연장 안내";
const EXPIRY_TITLE = "서비스 이용 기간이 끝났어요";
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const region = (page: Page, name: string) => page.getByRole("region", { name });
const kstDay = (offsetDays = 0) => new Date(Date.now() + KST_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A member of this test's own who applied for the service with a promotion key (applying, 01). */
async function applyingMember(request: APIRequestContext, testInfo: TestInfo) {
  const member = await createMember(request, testInfo, {
    name: "정하린",
    birthDate: "1988-09-12",
    phonePrefix: "5",
    idPrefix: "life",
    password: PASSWORD,
  });
  await joinWithPromotionKey(request, member);
  return member;
}

/** /home → 내 서비스 (the applying panel's link, or the in-service shortcuts'), the way a member gets there. */
async function openServiceFromHome(page: Page) {
  await page.goto("/home");
  // The tap goes through the app's router once the page has hydrated; the route change renders /service on the
  // server, which under a loaded CI machine may take longer than an assertion's default wait.
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "내 서비스" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/service", { timeout: 30_000 });
  await expect(heading(page, "내 서비스")).toBeVisible();
}

test.describe("the subscription's life", () => {
  test("cancel @journey", async ({ page, request }, testInfo) => {
    const member = await applyingMember(request, testInfo);
    await signIn(page, member.loginId, PASSWORD);

    // Applying (01): no way to cancel in the app — why, and the inquiry board; the API agrees (CANNOT_CANCEL).
    await openServiceFromHome(page);
    const cancellation = region(page, "서비스 해지");
    await expect(cancellation).toContainText("서비스 신청이 진행 중이라 지금은 해지할 수 없어요");
    await expect(cancellation.getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
    await expect(cancellation.getByRole("button", { name: "서비스 해지" })).toHaveCount(0);
    // The key's free months start with the installation: until then the period says so.
    await expect(region(page, "이용 정보")).toContainText("설치일부터 6개월");
    await expectNoSeriousViolations(page);
    const refused = await request.put(`${API_BASE}/users/cancel-service`, { headers: member.auth });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("CANNOT_CANCEL");
    await page.goto("/menu");
    await expect(heading(page, "메뉴")).toBeVisible();
    await expect(page.getByRole("button", { name: "서비스 해지" })).toHaveCount(0);

    // The device is installed (the installer's report): in use (02), the cancellation is offered.
    await apiResults(await request.post(`${API_BASE}/sim/obd/install`, { headers: member.auth }), "sim/obd/install");
    await openServiceFromHome(page);
    await expect(region(page, "이용 정보")).toContainText("무료 이용");
    // A cancellation ends the service at the end of the month in progress (docs/subscription.md "Refund rule").
    const quote = await apiResults<{ serviceEndDate: string; refundAmount: number }>(
      await request.get(`${API_BASE}/users/cancel-service/refund-quote`, { headers: member.auth }),
      "refund-quote",
    );
    expect(quote.refundAmount).toBe(0);
    const [y, m, d] = quote.serviceEndDate.split("-").map(Number);
    const endText = `${y}년 ${m}월 ${d}일`;

    // Changing one's mind: the confirmation's 취소 sends nothing.
    const cancels = recordRequests(page, (url, req) => url.pathname === apiPath("users/cancel-service") && req.method() === "PUT");
    await region(page, "서비스 해지").getByRole("button", { name: "서비스 해지" }).click();
    // A promotion key paid nothing: nothing to refund, shown before anything is asked.
    await expect(region(page, "환불 예정 금액")).toContainText("0원");
    await region(page, "서비스 해지").getByRole("button", { name: "해지 신청" }).click();
    let confirm = dialog(page);
    await expect(confirm).toContainText(`${endText}까지 이용할 수 있고`);
    await confirm.getByRole("button", { name: "취소" }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(cancels).toHaveLength(0);

    // Cancelled for real: 03, the day it ends; a double tap cannot send twice (the button is gone once requested).
    await region(page, "서비스 해지").getByRole("button", { name: "해지 신청" }).click();
    confirm = dialog(page);
    await confirm.getByRole("button", { name: "해지 신청" }).click();
    await expect(page.getByRole("status").filter({ hasText: "해지 신청이 접수되었어요." })).toBeVisible();
    await expect(page.getByTestId("next-step-cancel-requested")).toContainText(`${endText}까지 서비스를 이용할 수 있어요`);
    await expect(region(page, "서비스 해지")).toContainText(`${endText}에 서비스가 해지되고`);
    await expect(page.getByRole("button", { name: "서비스 해지" })).toHaveCount(0);
    expect(cancels).toHaveLength(1);
    const after = await apiResults<{ serviceStatus: string }>(
      await request.get(`${API_BASE}/users/my-service-status`, { headers: member.auth }),
      "status",
    );
    expect(after.serviceStatus).toBe("03");

    // Kept after a reload, and /home says the same.
    await page.reload();
    await expect(page.getByTestId("service-status-summary")).toContainText("해지신청");
    await page.goto("/home");
    await expect(page.getByTestId("next-step-cancel-requested")).toContainText(endText);
  });

  test.describe("promotion", () => {
    test.use({ promotionNotice: true });

    test("the once-a-day promotion notice @journey", async ({ page, request }) => {
      const { accessToken } = await apiResults<{ accessToken: string }>(
        await request.post(`${API_BASE}/auth/login`, { data: { loginId: "demo", password: DEMO_PASSWORD } }),
        "login",
      );
      const { promotionExpirationDate } = await apiResults<{ promotionExpirationDate: string }>(
        await request.get(`${API_BASE}/users/my-service-status`, { headers: { Authorization: `Bearer ${accessToken}` } }),
        "status",
      );
      const [y, m, d] = promotionExpirationDate.split("-").map(Number);
      await signIn(page, "demo");

      // The first session page of the day: the notice, with the end of the free period.
      await page.goto("/home");
      const notice = dialog(page);
      await expect(notice).toContainText(PROMOTION_TITLE);
      await expect(notice).toContainText(`무료 체험 기간이 6개월 연장되었습니다. ${y}년 ${m}월 ${d}일까지 무료로 이용하실 수 있습니다.`);
      await expectNoSeriousViolations(page);
      await notice.getByRole("button", { name: "확인" }).click();
      await expect(dialog(page)).toHaveCount(0);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), PROMOTION_NOTICE_DATE_KEY)).toBe(kstDay());

      // Not again the same day: another screen, a reload.
      await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "메뉴" }).click();
      await expect(heading(page, "메뉴")).toBeVisible();
      await page.goto("/service");
      await expect(heading(page, "내 서비스")).toBeVisible();
      await page.reload();
      await expect(region(page, "이용 정보")).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);

      // The next day, on a phone whose clock says so: once more. The app is opened afresh (a new page, the old one
      // closed), as a driver opens it the next morning; the old page's notice check, loaded after its content,
      // would otherwise see the new day first.
      const context = page.context();
      await page.close();
      const nextDay = await context.newPage();
      await nextDay.clock.install({ time: new Date(Date.now() + 86_400_000) });
      await nextDay.goto("/home");
      await expect(dialog(nextDay)).toContainText(PROMOTION_TITLE);
      await dialog(nextDay).getByRole("button", { name: "확인" }).click();
      await expect(dialog(nextDay)).toHaveCount(0);
      expect(await nextDay.evaluate((key) => window.localStorage.getItem(key), PROMOTION_NOTICE_DATE_KEY)).toBe(kstDay(1));
    });

    test("no promotion, no notice (demo03)", async ({ page }) => {
      await signIn(page, "demo03");
      await page.goto("/home");
      await expect(heading(page, "홈")).toBeVisible();
      await expect(page.getByTestId("next-step-cancel-requested")).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
    });
  });

  test("expiry seen once a day @journey", async ({ page }) => {
    await signIn(page, "demo04", undefined, { expiryNotice: true });
    const liveCalls = recordRequests(
      page,
      (url) => url.pathname === apiPath("main/info") || url.pathname === apiPath("kg/stlm/my-service-status"),
    );

    // The first page of the day: a service notice, not an error — the end, what stays readable, 다시 가입하기 or 닫기.
    await page.goto("/home");
    const notice = dialog(page);
    await expect(notice).toContainText(EXPIRY_TITLE);
    await expect(notice).toContainText("진단 기록과 통계, 결제 내역은 계속 볼 수 있어요");
    await expect(notice).not.toContainText("오류");
    await expect(notice.getByRole("button", { name: "다시 가입하기" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await notice.getByRole("button", { name: "닫기" }).click();
    await expect(dialog(page)).toHaveCount(0);
    // 닫기 stays: the page, with its ended panel.
    await expect(page).toHaveURL((url) => url.pathname === "/home" && !url.search.includes("modal"));
    await expect(page.getByTestId("next-step-ended")).toContainText("서비스 다시 가입하기");

    // Not again that day: another tab, a reload, another session page.
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "안전 진단" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/diagnosis");
    // The paid period's diagnoses stay readable, each result too.
    const paid = page.getByTestId("paid-period");
    await expect(paid.getByRole("heading", { name: "진단 이력" })).toBeVisible();
    await paid.getByRole("link", { name: /점/ }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/diagnosis" && url.searchParams.get("step") === "result");
    await expect(page.getByTestId("paid-period").getByTestId("diagnosis-result")).toContainText("진단 결과");
    await page.reload();
    await expect(page.getByTestId("paid-period").getByTestId("diagnosis-result")).toContainText("진단 결과");
    await page.goto("/statistics");
    await expect(page.getByRole("main")).toContainText("팩 전압");
    await expect(page.getByRole("main")).not.toContainText("불러오지 못했어요");
    await page.goto("/service/payments");
    await expect(page.getByTestId("payment-list")).toBeVisible();
    const second = await page.context().newPage();
    await second.goto("/menu");
    await expect(second.getByTestId("next-step-ended")).toBeVisible();
    await expect(dialog(second)).toHaveCount(0);
    await second.close();
    await expect(dialog(page)).toHaveCount(0);
    expect(liveCalls).toHaveLength(0);

    // The next day it comes back once (the day kept for this member is yesterday's); 다시 가입하기 opens the wizard.
    await page.evaluate((key) => {
      const yesterday = new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
      window.localStorage.setItem(key, window.localStorage.getItem(key)!.replace(/_\d{8}/, `_${yesterday}`));
    }, EXPIRY_NOTICE_SHOWN_KEY);
    await page.goto("/menu");
    await expect(dialog(page)).toContainText(EXPIRY_TITLE);
    await dialog(page).getByRole("button", { name: "다시 가입하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/vehicle");
  });
});
