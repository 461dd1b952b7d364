import type { Page } from "@playwright/test";
import { apiPath, expect, PROMOTION_NOTICE_DATE_KEY, shell, shellLog, signIn, test, type DemoLogin } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

// Payment history, receipts and the cash receipt (docs/subscription.md "Payment history and receipts").

/** demo's once-a-day promotion notice counts as seen today, so it does not cover the screens. */
async function noticeSeen(page: Page) {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10));
  }, PROMOTION_NOTICE_DATE_KEY);
}

/** /service → 결제 내역·영수증 → the history. */
async function openHistory(page: Page) {
  await page.goto("/service");
  await page.getByRole("link", { name: "결제 내역·영수증" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/service/payments");
  await expect(page.getByRole("heading", { level: 1, name: "결제 내역" })).toBeVisible();
  return page.getByTestId("payment-list");
}

test.describe("payment history and receipts", () => {
  test("in the app a member opens the history from /service, a receipt, and saves it as a file @journey", async ({ page, request }) => {
    await shell(page, { platform: "AOS" });
    await noticeSeen(page);
    const session = await signIn(page, "demo");
    const list = await openHistory(page);
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(2);
    // Newest first: the card payment, then the attempt the card company refused.
    await expect(items.nth(0)).toContainText("결제 완료");
    await expect(items.nth(0)).toContainText("118,800원");
    await expect(items.nth(0)).toContainText("신용카드");
    await expect(items.nth(0)).toContainText(/승인번호\s*\d{8}/);
    await expect(items.nth(1)).toContainText("결제 실패");
    await expect(items.nth(1)).toContainText("한도 초과");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    await items.nth(0).getByRole("link", { name: "영수증 보기" }).click();
    await expect(page).toHaveURL(/\/service\/payments\/EVS\w+$/);
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText("(주)에버세이프");
    await expect(receipt).toContainText("사업자등록번호 220-81-62517");
    await expect(receipt).toContainText("108,000원");
    await expect(receipt).toContainText("10,800원");
    await expect(receipt).toContainText(/신용카드 · \S+카드 · \d{4}-\d{2}\*\*-\*\*\*\*-\d{4}/);
    // A card payment has no cash receipt to ask for.
    await expect(page.getByRole("heading", { name: "현금영수증 신청" })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "영수증 저장·인쇄" }).click();
    await expect(page.getByTestId("save-receipt-status")).toContainText(/휴대폰에 저장했어요 \(영수증-EVS\w+\.html\)/);
    const download = (await shellLog(page)).find((e) => e.type === "file.download")!;
    const payload = download.payload as { url: string; fileName: string; headers: Record<string, string> };
    const tradeId = new URL(page.url()).pathname.split("/").pop()!;
    expect(new URL(payload.url).pathname).toBe(apiPath(`kg/stlm/${tradeId}/receipt/file`));
    expect(payload.fileName).toBe(`영수증-${tradeId}.html`);
    expect(payload.headers.authorization).toBe(`Bearer ${session.accessToken}`);
    // What the shell saves: the receipt as one HTML page, as an attachment.
    const file = await request.get(payload.url, { headers: payload.headers });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
    const html = await file.text();
    expect(html).toContain("220-81-62517");
    expect(html).toContain("118,800원");

    await page.getByRole("link", { name: "뒤로" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/payments");
  });

  test("in a browser the receipt prints, and only the receipt is on the printed page @journey", async ({ page }) => {
    await noticeSeen(page);
    await page.addInitScript(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
    });
    await signIn(page, "demo");
    const list = await openHistory(page);
    await list.getByRole("link", { name: "영수증 보기" }).click();
    await expect(page.getByTestId("receipt")).toBeVisible();
    await page.getByRole("button", { name: "영수증 저장·인쇄" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("receipt")).toBeVisible();
    await expect(page.getByRole("button", { name: "영수증 저장·인쇄" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeHidden();
    await expect(page.getByRole("link", { name: "뒤로" })).toBeHidden();
  });

  test("a member asks for a cash receipt of a bank payment: a wrong number is said by the field, then it is issued @journey", async ({
    page,
  }, testInfo) => {
    // A payment's cash receipt is issued once, and both phones share one API: demo01's virtual account on one,
    // demowarn's real-time transfer on the other.
    const login: DemoLogin = testInfo.project.name === "pixel7" ? "demo01" : "demowarn";
    await noticeSeen(page);
    await signIn(page, login);
    const list = await openHistory(page);
    await expect(list.getByRole("listitem").first()).toContainText(login === "demo01" ? "가상계좌" : "실시간 계좌이체");
    await expect(list).toContainText("영수증 화면에서 현금영수증을 신청할 수 있어요.");
    await list.getByRole("link", { name: "영수증 보기" }).click();
    const form = page.getByRole("form", { name: "현금영수증 신청" });
    await expect(form).toBeVisible();

    const phone = form.getByLabel("휴대폰 번호");
    await phone.fill("010-1234");
    await form.getByRole("button", { name: "현금영수증 신청" }).click();
    await expect(form.getByText("휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.")).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveValue("010-1234");
    await expectNoSeriousViolations(page);

    await phone.fill("010-1234-5678");
    await form.getByRole("button", { name: "현금영수증 신청" }).click();
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(/현금영수증\s*소득공제 · 010-\*\*\*\*-5678 · 승인번호 \d{9}/);
    await expect(form).toHaveCount(0);

    await page.getByRole("link", { name: "뒤로" }).click();
    await expect(page.getByTestId("payment-list")).toContainText("소득공제 · 010-****-5678 (발급)");
  });
});
