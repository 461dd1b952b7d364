import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { apiPath, dialog, expect, shell, shellLog, signIn, test } from "../fixtures";
import { ONE_PHONE_TAG } from "../env";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The battery health report and its certificate (docs/report.md): a member reads the month's report, issues a
 * certificate, a visitor without an account verifies it, the member revokes it and the link then says so.
 */

test("a member issues a certificate from the report, a visitor without an account verifies it, and after the member revokes it the link says so @journey", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demo");
  await page.goto("/safety-index");
  await page.getByTestId("report-link").click();
  await expect(page).toHaveURL((url) => url.pathname === "/safety-index/report");
  await expect(page.getByTestId("report-month")).toContainText(/\d{4}년 \d+월 리포트/);
  await expect(page.getByTestId("report-soh")).toHaveText(/^\d+(\.\d)?%$/);
  await expect(page.getByTestId("report-grade")).toContainText(/이 달 안전 점수 \d+점 · [A-E]등급/);
  await expect(page.getByTestId("report-projection")).toContainText(/1년에 [\d.]+%포인트씩/);
  // The demo fleet has one car of this model: its size, and no percentile.
  await expect(page.getByTestId("report-cohort")).toContainText("1대뿐이라 비교 순위를 표시하지 않습니다");
  await expect(page.getByTestId("report-percentile")).toHaveCount(0);
  await expect(page.getByRole("figure", { name: "월 평균 SoH" }).locator("canvas").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "뒤로" })).toHaveAttribute("href", "/safety-index");

  // Issue: without the plate or the name.
  const panel = page.getByTestId("certificate-panel");
  await expect(panel.getByText(/아직 발급한 인증서가 없어요|유효|철회됨/).first()).toBeVisible();
  const before = await panel.getByTestId("certificate-open").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  await panel.getByTestId("certificate-issue").click();
  await expect(panel.getByTestId("certificate-message")).toHaveText("인증서를 발급했어요. 아래에서 공유할 수 있어요.");
  await expect(panel.getByTestId("certificate-open")).toHaveCount(before.length + 1);
  const hrefs = await panel.getByTestId("certificate-open").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const href = hrefs.find((h) => !before.includes(h))!;
  expect(href).toMatch(/^\/certificate\/[A-Za-z0-9_-]{22}\?s=[A-Za-z0-9_-]{43}$/);
  const item = panel.getByTestId("certificate-item").filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(item).toHaveAttribute("data-status", "valid");
  const soh = (await page.getByTestId("report-soh").textContent())!;
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // A visitor without an account opens the link.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const other = await visitor.newPage();
  const res = await other.goto(href);
  expect(res!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(other.getByTestId("certificate-status")).toHaveAttribute("data-status", "valid");
  await expect(other.getByRole("heading", { name: "유효한 인증서입니다" })).toBeVisible();
  await expect(other.getByTestId("certificate-soh")).toContainText(soh);
  await expect(other.getByTestId("certificate-grade")).toContainText(/[A-E]등급/);
  await expect(other.getByRole("img", { name: "이 인증서 주소의 QR 코드" })).toBeVisible();
  // The QR code is of the page itself.
  expect(await other.getByTestId("certificate-qr").getAttribute("data-url")).toMatch(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
  await expect(other.locator("body")).not.toContainText("12가3456");
  await expect(other.locator("body")).not.toContainText("김민준");
  await expectNoSeriousViolations(other);
  await expectNoSidewaysScroll(other);
  // The visitor keeps a copy: the browser downloads the PDF, whose QR code leads back here.
  const [pdf] = await Promise.all([other.waitForEvent("download"), other.getByRole("button", { name: "PDF로 저장" }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^배터리상태인증서-아이오닉5-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(other.getByTestId("certificate-pdf-status")).toContainText("내려받기를 시작했어요");

  // An altered link is not the certificate.
  const altered = href.replace(/s=(.)/, (_m, c: string) => `s=${c === "A" ? "B" : "A"}`);
  await other.goto(altered);
  await expect(other.getByTestId("certificate-status")).toHaveAttribute("data-status", "tampered");
  await expect(other.getByTestId("certificate-figures")).toHaveCount(0);

  // The member revokes it: its actions go, and it is listed as revoked.
  const revoked = panel.locator('[data-testid="certificate-item"][data-status="revoked"]');
  const revokedBefore = await revoked.count();
  await item.getByTestId("certificate-revoke").click();
  await dialog(page).getByRole("button", { name: "철회" }).click();
  await expect(panel.getByTestId("certificate-message")).toHaveText("인증서를 철회했어요.");
  await expect(panel.locator(`a[href="${href}"]`)).toHaveCount(0);
  await expect(revoked).toHaveCount(revokedBefore + 1);
  await expect(revoked.first()).toContainText("철회됨");

  await other.goto(href);
  await expect(other.getByTestId("certificate-status")).toHaveAttribute("data-status", "revoked");
  await expect(other.getByRole("heading", { name: "철회된 인증서입니다" })).toBeVisible();
  await expect(other.getByTestId("certificate-figures")).toHaveCount(0);
  await expect(other.getByRole("button", { name: "PDF로 저장" })).toHaveCount(0);
  // Its PDF is no longer handed out either, and the answer says why.
  const { pathname, search } = new URL(href, other.url());
  const revokedPdf = await other.request.get(`${apiPath(`certificates/${pathname.split("/").at(-1)}/pdf`)}${search}`);
  expect(revokedPdf.status()).toBe(404);
  expect((await revokedPdf.json()).error.message).toContain("철회된 인증서입니다");
  await visitor.close();
});

test("a member reads a month's report from the alert that announces it @journey", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, "demo03");
  await page.goto("/alerts?tab=general");
  await page
    .getByRole("link", { name: /월간 배터리 리포트 도착/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "월간 배터리 리포트 도착" })).toBeVisible();
  const open = page.getByTestId("alert-report-link");
  await expect(open).toHaveText(/^\d+월 배터리 리포트 보기$/);
  const month = Number((await open.textContent())!.match(/^(\d+)월/)![1]);
  await open.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/safety-index/report" && /^\d{4}-\d{2}$/.test(url.searchParams.get("month") ?? ""),
  );
  await expect(page.getByTestId("report-month")).toContainText(`${month}월 리포트`);
  await expect(page.getByTestId("report-summary")).toBeVisible();
  await expect(page.getByTestId("report-alerts")).toContainText("이 달의 안전 알림");
  // The month after it is the current one, reached from the report itself.
  await page.getByTestId("report-next").click();
  await expect(page.getByTestId("report-month")).toContainText(`${(month % 12) + 1}월 리포트`);
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "뒤로" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/safety-index");
});

test(`a car without data gets the report's empty state ${ONE_PHONE_TAG}`, async ({ page }) => {
  await signIn(page, "demoempty");
  await page.goto("/safety-index/report");
  await expect(page.getByRole("heading", { name: "리포트를 만들 데이터가 아직 없어요" })).toBeVisible();
  await expect(page.getByTestId("certificate-panel")).toHaveCount(0);
});

test(`a made-up certificate address says it does not exist, in Korean, without signing in ${ONE_PHONE_TAG}`, async ({ page }) => {
  for (const path of ["/certificate/AAAAAAAAAAAAAAAAAAAAAA?s=x", "/certificate/%E2%80%A6"]) {
    const res = await page.goto(path);
    expect(res!.status()).toBe(200);
    await expect(page.getByTestId("certificate-status")).toHaveAttribute("data-status", "unknown");
    await expect(page.getByRole("heading", { name: "인증서를 찾을 수 없습니다" })).toBeVisible();
  }
});

/**
 * In the app (the shell simulator), demowarn issues a certificate on the report; `revoke` takes it back afterwards,
 * so the account's certificates stay as they were for the other tests.
 */
async function issueInApp(page: Page) {
  await shell(page, { platform: "AOS" });
  const { accessToken } = await signIn(page, "demowarn");
  await page.goto("/safety-index/report");
  const panel = page.getByTestId("certificate-panel");
  await panel.getByTestId("certificate-issue").click();
  await expect(panel.getByTestId("certificate-message")).toHaveText("인증서를 발급했어요. 아래에서 공유할 수 있어요.");
  const item = panel.getByTestId("certificate-item").first();
  const href = (await item.getByTestId("certificate-open").getAttribute("href"))!;
  const url = new URL(href, page.url());
  const id = url.pathname.split("/").at(-1)!;
  const revoke = async () =>
    expect(
      (await page.request.delete(apiPath(`safe-data/report/shares/${id}`), { headers: { authorization: `Bearer ${accessToken}` } })).ok(),
    ).toBe(true);
  return { panel, item, url, id, revoke };
}

test(`in the app, 공유하기 hands the certificate to the system browser through the shell's link.open ${ONE_PHONE_TAG}`, async ({
  page,
}) => {
  const { panel, item, url, revoke } = await issueInApp(page);
  // Chromium on Linux has no share sheet: the shell's way.
  await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, "share"));
  await item.getByTestId("certificate-share").click();
  await expect(panel.getByTestId("certificate-message")).toContainText("브라우저에서 인증서를 열었어요");
  const opened = (await shellLog(page)).filter((e) => e.type === "link.open");
  expect(opened.at(-1)?.payload).toEqual({ url: url.href });
  await revoke();
});

test("in the app a member saves a certificate as a PDF through the shell's file.download @journey", async ({ page }) => {
  const { item, url, id, revoke } = await issueInApp(page);
  await item.getByRole("button", { name: "PDF로 저장" }).click();
  await expect(item.getByTestId("certificate-pdf-status")).toContainText(
    /휴대폰에 저장했어요 \(배터리상태인증서-[^)]+-\d{4}-\d{2}-\d{2}\.pdf\)/,
  );
  const download = (await shellLog(page)).findLast((e) => e.type === "file.download")!;
  const payload = download.payload as { url: string; fileName: string };
  expect(new URL(payload.url).pathname).toBe(apiPath(`certificates/${id}/pdf`));
  expect(new URL(payload.url).search).toBe(url.search);
  // What the shell saves, fetched as it would (through the web origin): the certificate as a PDF file.
  const file = await page.request.get(payload.url);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(payload.fileName)}`);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await revoke();
});
