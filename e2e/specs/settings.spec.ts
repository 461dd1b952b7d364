import type { APIRequestContext, Page } from "@playwright/test";
import { apiPath, dialog, expect, readSession, recordRequests, shell, shellLog, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * /settings (flicker, alerts, marketing consent, terms, licences, version, sign-out) and /review (write, edit,
 * delete, the one-time request on /home). docs/settings.md says why each works as it does.
 */

/** The reference API's iOS release (apps/api/src/db/seed/common.ts) and its store page (shared/editions.ts). */
const IOS_SERVER_VERSION = "1.3.1";
const IOS_STORE = "https://apps.apple.com/kr/app/id6480000001";
const SERVER_FAULT = { status: 500, code: "INTERNAL_ERROR", message: "일시적인 오류입니다. 잠시 후 다시 시도해 주세요." };

const section = (page: Page, name: string) => page.getByRole("region", { name });
const indicator = (page: Page) => page.getByTestId("status-indicator");

/** Today in Korea as the screens print it (`2026년 11월 26일`). */
function kstToday(): string {
  const [y, m, d] = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
}

async function authed(request: APIRequestContext, token: string, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: object) {
  return request.fetch(`${API_BASE}/${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
}

/** Whatever an earlier run left: demo starts without a review (the seed's state). */
async function withoutReview(request: APIRequestContext, token: string) {
  const res = await authed(request, token, "DELETE", "review");
  expect([200, 404]).toContain(res.status());
}

test.describe("settings", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("the flicker period chosen on /settings is the one /home uses, and is put back @journey", async ({ page, request }) => {
    const session = await signIn(page, "demowarn");
    const before = (await (await authed(request, session.accessToken, "GET", "users/config/main-flicker")).json()) as {
      results: { flickerPeriod: number };
    };
    try {
      await page.goto("/settings");
      const flicker = section(page, "홈 화면 상태 표시 깜빡임");
      await expect(flicker.getByRole("radio")).toHaveCount(5);
      await expect(flicker.getByRole("radio", { name: "5초" })).toHaveAccessibleDescription("홈 화면을 열면 5초 동안 깜빡인 뒤 멈춰요.");
      const continuous = flicker.getByRole("radio", { name: "계속 깜빡임" });
      await expect(continuous).toHaveAccessibleDescription("상태 표시를 누를 때까지 계속 깜빡여요.");
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      const saved = page.waitForResponse((r) => r.url().includes(apiPath("users/config/main-flicker")) && r.request().method() === "PUT");
      await continuous.check();
      expect((await saved).ok()).toBe(true);
      await expect(continuous).toBeChecked();

      // The home screen (a tap on the tab: from SWR's cache, revalidated) flickers until the driver taps it.
      await page.getByRole("link", { name: "홈" }).click();
      const button = page.getByRole("button", { name: /상태 심각.*눌러서 깜빡임 멈추기/ });
      await expect(button).toHaveAttribute("data-flicker", "flicker");
      await button.click();
      await expect(indicator(page)).toHaveAttribute("data-flicker", "off");

      // Back to the settings: the choice is still there, after a reload too.
      await page.goBack();
      await expect(section(page, "홈 화면 상태 표시 깜빡임").getByRole("radio", { name: "계속 깜빡임" })).toBeChecked();
      await page.reload();
      await expect(section(page, "홈 화면 상태 표시 깜빡임").getByRole("radio", { name: "계속 깜빡임" })).toBeChecked();
    } finally {
      await authed(request, session.accessToken, "PUT", "users/config/main-flicker", { flickerPeriod: before.results.flickerPeriod });
    }
  });

  test("marketing consent switched off and on shows the day of each answer; a failed save keeps it @journey", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/settings");
    const marketing = section(page, "마케팅 정보 수신");
    const toggle = marketing.getByRole("switch", { name: "이벤트·혜택 정보 받기" });
    await expect(toggle).toBeVisible();
    const wasOn = await toggle.isChecked();

    await faults.inject({ path: "users/agree-marketing", method: "PUT", ...SERVER_FAULT });
    await toggle.click();
    await expect(marketing.getByRole("alert")).toHaveText(SERVER_FAULT.message);
    expect(await toggle.isChecked()).toBe(wasOn);

    await toggle.click();
    await expect(marketing).toContainText(`${kstToday()}에 ${wasOn ? "동의하지 않았어요" : "동의했어요"}`);
    await toggle.click();
    await expect(marketing).toContainText(`${kstToday()}에 ${wasOn ? "동의했어요" : "동의하지 않았어요"}`);
    expect(await toggle.isChecked()).toBe(wasOn);
  });

  test("a term opens its text, and Back returns to the settings @journey", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/settings");
    const terms = section(page, "약관 및 정책");
    await expect(terms.getByRole("link").first()).toBeVisible();
    const link = terms.getByRole("link", { name: /개인정보/ }).first();
    const title = ((await link.textContent()) ?? "").replace(/\((필수|선택)\).*$/, "").trim();
    await link.click();
    await expect(page).toHaveURL(/\/signup\/term\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "설정" })).toBeVisible();

    // The licences, folded until asked for.
    const licences = section(page, "오픈소스 라이선스");
    await licences.getByText(/오픈소스 라이선스 \d+개 보기/).click();
    await expect(licences.getByRole("list", { name: "오픈소스 소프트웨어 목록" })).toContainText(/react.*MIT/);
  });

  test("in the app, the installed version with 업데이트 when a newer one is out, opening the store @journey", async ({ page }) => {
    await shell(page, { platform: "iOS", version: "1.3.0" });
    await signIn(page, "demo");
    const versionCall = page.waitForResponse((r) => r.url().includes(apiPath("app-version/biz")));
    await page.goto("/settings");
    await versionCall;
    const version = page.getByTestId("settings-version");
    await expect(version).toContainText("앱 버전");
    await expect(version).toContainText("1.3.0");
    await expect(version).toContainText(`새 버전 ${IOS_SERVER_VERSION}이 나왔어요.`);
    await version.getByRole("button", { name: "업데이트" }).click();
    await expect
      .poll(async () => (await shellLog(page)).filter((e) => e.type === "link.open").map((e) => e.payload))
      .toEqual([{ url: IOS_STORE }]);
  });

  test("in a browser, the web build's version; 로그아웃 after a confirmation, to the public page @journey", async ({ page }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/settings");
    await expect(page.getByTestId("settings-version")).toContainText(/웹 버전\s*\d+\.\d+\.\d+/);
    const signOut = page.getByRole("button", { name: "로그아웃" });
    // Cancelled first: still signed in.
    await signOut.click();
    await dialog(page).getByRole("button", { name: "취소" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings$/);
    await signOut.click();
    await dialog(page).getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/nonMemberMain$/);
    expect(await readSession(page)).toBeNull();
  });
});

test.describe("review", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("write (with the mistakes), edit and delete a review; a failed save keeps the input @journey", async ({ page, request, faults }) => {
    const session = await signIn(page, "demo");
    await withoutReview(request, session.accessToken);
    await page.goto("/review");
    const form = page.getByRole("form", { name: "리뷰 쓰기" });
    const text = form.getByRole("textbox", { name: "리뷰 내용" });
    await expect(text).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Nothing picked or written.
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(form).toContainText("별점을 선택해 주세요");
    await expect(form).toContainText("리뷰 내용을 입력해 주세요");
    // Too long.
    await form.getByRole("radio", { name: /4점 · 좋아요/ }).check();
    await text.fill("가".repeat(1001));
    await expect(form).toContainText("1,001/1,000자");
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(form).toContainText("리뷰는 1000자까지 입력할 수 있습니다");
    await expect(form).not.toContainText("별점을 선택해 주세요");

    // A server failure: said, and the input is still there.
    const content = "경고 알림 덕분에 미리 점검을 받았어요.";
    await text.fill(content);
    await faults.inject({ path: "review", method: "POST", ...SERVER_FAULT });
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(form.getByRole("alert")).toHaveText(SERVER_FAULT.message);
    await expect(text).toHaveValue(content);
    await expect(form.getByRole("radio", { name: /4점/ })).toBeChecked();

    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(page.getByText("리뷰를 등록했어요.")).toBeVisible();
    const mine = page.getByTestId("my-review");
    await expect(mine).toContainText("별점 4점 · 좋아요");
    await expect(mine).toContainText(content);
    await expect(mine).toContainText(`${kstToday()}에 작성했어요`);

    // Edit: 5 stars.
    await page.getByRole("button", { name: "수정" }).click();
    const edit = page.getByRole("form", { name: "리뷰 수정" });
    await expect(edit.getByRole("textbox", { name: "리뷰 내용" })).toHaveValue(content);
    await edit.getByRole("radio", { name: /5점/ }).check();
    await edit.getByRole("button", { name: "수정 저장" }).click();
    await expect(mine).toContainText("별점 5점 · 아주 좋아요");
    await page.reload();
    await expect(page.getByTestId("my-review")).toContainText("별점 5점");

    // Delete: cancelled once, then confirmed.
    await page.getByRole("button", { name: "삭제" }).click();
    await expect(dialog(page)).toContainText("리뷰를 삭제하시겠어요?");
    await dialog(page).getByRole("button", { name: "취소" }).click();
    await expect(page.getByTestId("my-review")).toBeVisible();
    await page.getByRole("button", { name: "삭제" }).click();
    await dialog(page).getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("리뷰를 삭제했어요.")).toBeVisible();
    await expect(page.getByRole("form", { name: "리뷰 쓰기" })).toBeVisible();
  });

  test("after three weeks of use /home asks once for a review, and never again after 다음에 @journey", async ({ page, request }) => {
    const session = await signIn(page, "demo");
    await withoutReview(request, session.accessToken);
    // This device first opened the app 30 days ago (features/review/review-prompt.ts counts from it).
    await page.addInitScript(() => {
      const day = new Date(Date.now() + 9 * 3600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
      try {
        window.localStorage.setItem("evsafe.firstUseDate", day);
      } catch {
        // storage disabled: the request is never asked
      }
    });
    await page.goto("/home");
    const ask = dialog(page);
    await expect(ask).toContainText("리뷰를 남겨 주시겠어요?");
    await expectNoSeriousViolations(page);
    await ask.getByRole("button", { name: "다음에" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);

    // Again on the next visit: the page settles (its idle work done, nothing more asked of the network), no request.
    await page.reload();
    await expect(page.getByTestId("score-card")).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3_000 })));
    await page.waitForLoadState("networkidle");
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("evsafe.reviewPromptAsked"))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** A 1×1 PNG: the API decides the type by these bytes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/**
 * Photos on the review (docs/settings.md "Review photos"), as demoempty: no other test writes that account's review,
 * and each test starts by deleting whatever an earlier run left.
 */
test.describe("review photos", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a review with two photos (one refused first, a failed upload keeps everything), one removed on edit, gone with the review @journey", async ({
    page,
    request,
    faults,
  }) => {
    const session = await signIn(page, "demoempty");
    await withoutReview(request, session.accessToken);
    await page.goto("/review");
    const form = page.getByRole("form", { name: "리뷰 쓰기" });
    await form.getByRole("radio", { name: /5점/ }).check();
    const content = "단말기 설치 사진과 함께 남겨요.";
    await form.getByRole("textbox", { name: "리뷰 내용" }).fill(content);

    // The wrong file and the too big one are refused beside the field before anything is sent.
    const input = page.getByTestId("photo-input");
    await input.setInputFiles([
      { name: "메모.txt", mimeType: "text/plain", buffer: Buffer.from("메모") },
      { name: "큰사진.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
    ]);
    const errors = page.getByTestId("photo-errors");
    await expect(errors).toContainText("메모.txt: 사진 파일(JPG, PNG, GIF, WEBP, HEIC)만 첨부할 수 있어요.");
    await expect(errors).toContainText("큰사진.png: 사진 한 장은 10MB까지 첨부할 수 있어요.");
    await input.setInputFiles([png("차량.png"), png("단말기.png")]);
    await expect(form.getByRole("img", { name: /첨부 사진/ })).toHaveCount(2);
    await expect(errors).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // The upload fails: said beside the photos, nothing of the form lost.
    await faults.inject({
      path: "files/upload",
      method: "POST",
      status: 500,
      code: "INTERNAL_ERROR",
      message: "사진 저장소에 잠시 문제가 있어요.",
    });
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(errors).toContainText("사진 저장소에 잠시 문제가 있어요.");
    await expect(form.getByRole("textbox", { name: "리뷰 내용" })).toHaveValue(content);
    await expect(form.getByRole("img", { name: /첨부 사진/ })).toHaveCount(2);

    const files = recordRequests(page, (url) => url.pathname.startsWith(apiPath("files/")));
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(page.getByText("리뷰를 등록했어요.")).toBeVisible();
    expect(
      files.map((r) => `${r.method()} ${new URL(r.url()).pathname.replace(/\d+$/, "N")}${new URL(r.url()).search}`).slice(0, 2),
    ).toEqual([`POST ${apiPath("files/upload")}?fileType=REVIEW`, `PUT ${apiPath("files/add/N")}?fileType=REVIEW`]);
    const photos = page.getByTestId("review-photos").getByRole("img");
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAccessibleName("리뷰 사진 1: 차량.png");
    // The bytes came with the token: the picture is drawn.
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: /리뷰 사진 2: 단말기\.png/ }).click();
    expect((await download).suggestedFilename()).toBe("단말기.png");

    // Edit: the first photo removed (DELETE files/{a}/{b}), the second stays; a reload reads the same.
    await page.getByRole("button", { name: "수정" }).click();
    const edit = page.getByRole("form", { name: "리뷰 수정" });
    await expect(edit.getByRole("img", { name: /첨부 사진/ })).toHaveCount(2);
    const deletes = recordRequests(page, (url, req) => req.method() === "DELETE" && url.pathname.startsWith(apiPath("files/")));
    await edit.getByRole("button", { name: "사진 1 삭제" }).click();
    await expect(edit.getByRole("img", { name: /첨부 사진/ })).toHaveCount(1);
    await edit.getByRole("button", { name: "수정 저장" }).click();
    await expect(page.getByText("리뷰를 수정했어요.")).toBeVisible();
    expect(deletes.map((r) => new URL(r.url()).pathname.replace(/\d+\/1$/, "N/1"))).toEqual([apiPath("files/N/1")]);
    await expect(photos).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("review-photos").getByRole("img")).toHaveCount(1);
    await expect(page.getByTestId("review-photos").getByRole("img")).toHaveAccessibleName("리뷰 사진 1: 단말기.png");

    // Deleting the review deletes its photos (API side).
    const review = (await (await authed(request, session.accessToken, "GET", "review")).json()) as { results: { atchFileSn: number } };
    await page.getByRole("button", { name: "삭제", exact: true }).click();
    await dialog(page).getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("리뷰를 삭제했어요.")).toBeVisible();
    expect((await authed(request, session.accessToken, "GET", `files/${review.results.atchFileSn}`)).status()).toBe(404);
  });

  test("in the app a photo of the review is saved through the shell's file.download with the token @journey", async ({ page, request }) => {
    await shell(page, { platform: "AOS" });
    const session = await signIn(page, "demoempty");
    await withoutReview(request, session.accessToken);
    const upload = await request.post(`${API_BASE}/files/upload?fileType=REVIEW`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
      multipart: { multipartFiles: png("충전기.png") },
    });
    expect(upload.status()).toBe(200);
    const { atchFileSn } = ((await upload.json()) as { results: { atchFileSn: number } }).results;
    expect((await authed(request, session.accessToken, "POST", "review", { rating: 4, content: "충전 사진", atchFileSn })).status()).toBe(
      200,
    );
    await page.goto("/review");
    await page.getByRole("button", { name: /리뷰 사진 1: 충전기\.png/ }).click();
    await expect(page.getByTestId("my-review").getByRole("status")).toContainText("휴대폰에 저장했어요 (충전기.png)");
    const saved = (await shellLog(page)).find((e) => e.type === "file.download")!;
    const payload = saved.payload as { url: string; fileName: string; headers: Record<string, string> };
    expect(new URL(payload.url).pathname).toBe(apiPath(`files/download/${atchFileSn}/1`));
    expect(payload.fileName).toBe("충전기.png");
    expect(payload.headers.authorization).toBe(`Bearer ${session.accessToken}`);
    await withoutReview(request, session.accessToken);
  });
});
