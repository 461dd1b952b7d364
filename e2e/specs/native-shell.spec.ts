import { expect, dialog, readSession, shell, shellLog, signIn, test, apiPath } from "../fixtures";
import { API_BASE } from "../env";

/**
 * The app inside the native shell, through the shell simulator (docs/bridge.md §6): SPEC §5 version check
 * (forced and optional update), SPEC §8 "native bridge missing" and "sign-in outside mobile", social sign-in,
 * and "token activation errors are logged only".
 *
 * Versions: the reference API publishes AOS 1.3.0 and iOS 1.3.1 (apps/api/src/db/seed/common.ts).
 */
const SERVER_VERSION = { AOS: "1.3.0", iOS: "1.3.1" } as const;
const STORE = {
  AOS: "https://play.google.com/store/apps/details?id=kr.evsafe.app",
  iOS: "https://apps.apple.com/kr/app/id6480000001",
} as const;
const FORCED_TEXT = "안전한 서비스 이용을 위해 앱을 최신 버전으로 업데이트해 주세요.";
/** SPEC §8 "native bridge missing": said to a shell that is there but too old, never to a plain browser. */
const UPDATE_APP_TEXT = "앱을 최신 버전으로 업데이트한 후 이용해 주세요.";
/** SPEC §8 "sign-in outside mobile". */
const MOBILE_ONLY_TEXT = "모바일 기기에서만 이용할 수 있는 기능입니다.";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

test.describe("SPEC §5 version check", () => {
  test("server minor ahead (AOS 1.2.9 < 1.3.0): forced update that back and Escape cannot close; '업데이트' opens the store", async ({
    page,
  }) => {
    await shell(page, { platform: "AOS", version: "1.2.9" });
    await signIn(page, "demo");
    await page.goto("/home");
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText(FORCED_TEXT);
    await expect(page).toHaveURL(/[?&]modal=true/);
    const update = d.getByRole("button", { name: "업데이트" });
    await expect(update).toBeVisible();
    await expect(d.getByRole("button")).toHaveCount(1);

    // Back: the forced dialog stays (it takes its history entry back).
    await page.goBack();
    await expect(d).toBeVisible();
    await expect(page).toHaveURL(/[?&]modal=true/);
    await page.keyboard.press("Escape");
    await expect(d).toBeVisible();

    await update.click();
    await expect
      .poll(async () => (await shellLog(page)).filter((e) => e.type === "link.open").map((e) => e.payload))
      .toEqual([{ url: STORE.AOS }]);
    // Someone who comes back from the store without updating is asked again.
    await expect(dialog(page)).toContainText(FORCED_TEXT);
  });

  test("server major ahead on iOS (1.3.1 vs installed 0.9.0): forced update to the App Store", async ({ page }) => {
    await shell(page, { platform: "iOS", version: "0.9.0" });
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(dialog(page)).toContainText(FORCED_TEXT);
    await dialog(page).getByRole("button", { name: "업데이트" }).click();
    await expect
      .poll(async () => (await shellLog(page)).filter((e) => e.type === "link.open").map((e) => e.payload))
      .toEqual([{ url: STORE.iOS }]);
  });

  test("server patch ahead (iOS 1.3.0 < 1.3.1): optional update, not forced — no dialog, the menu offers it", async ({ page }) => {
    await shell(page, { platform: "iOS", version: "1.3.0" });
    await signIn(page, "demo");
    const versionCall = page.waitForResponse((r) => r.url().includes(apiPath("app-version/biz")));
    await page.goto("/menu");
    await versionCall;
    const version = page.getByTestId("app-version");
    await expect(version).toContainText("1.3.0");
    await expect(version).toContainText(`최신 ${SERVER_VERSION.iOS} 업데이트 가능`);
    await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
    await expect(page).not.toHaveURL(/modal=true/);
  });

  test("up to date (AOS 1.3.0 = server, iOS 1.3.1 = server): no dialog", async ({ page }) => {
    await shell(page, { platform: "AOS", version: SERVER_VERSION.AOS });
    await signIn(page, "demo");
    const versionCall = page.waitForResponse((r) => r.url().includes(apiPath("app-version/biz")));
    await page.goto("/home");
    expect((await versionCall).status()).toBe(200);
    await expect.poll(async () => (await shellLog(page)).some((e) => e.type === "app.info")).toBe(true);
    await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "메뉴" }).click();
    await expect(page.getByTestId("app-version")).toHaveText(/앱 버전\s*1\.3\.0$/);
  });

  test("installed ahead of the server (AOS 2.0.0) or a malformed version: no dialog, no crash", async ({ page }) => {
    for (const version of ["2.0.0", "1.3"]) {
      await shell(page, { platform: "AOS", version });
      await signIn(page, "demo");
      const versionCall = page.waitForResponse((r) => r.url().includes(apiPath("app-version/biz")));
      await page.goto("/home");
      await versionCall;
      await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
      await expect(page.locator("main")).toBeVisible();
    }
  });

  test("app-version/biz failing never blocks the driver: no update dialog", async ({ page, faults }) => {
    await faults.inject({ path: "app-version/biz", status: 500, count: 5 });
    await shell(page, { platform: "AOS", version: "1.0.0" });
    await signIn(page, "demo");
    const versionCall = page.waitForResponse((r) => r.url().includes(apiPath("app-version/biz")));
    await page.goto("/home");
    expect((await versionCall).status()).toBe(500);
    await expect(page.locator("main")).toBeVisible();
    await expect(dialog(page).filter({ hasText: FORCED_TEXT })).toHaveCount(0);
  });
});

test.describe("SPEC §8 native bridge missing", () => {
  test("a shell too old to know app.info gets the update-the-app dialog (forced)", async ({ page }) => {
    await shell(page, {
      platform: "AOS",
      answers: { "app.info": { ok: false, error: { code: "UNSUPPORTED", message: "지원하지 않는 요청입니다." } } },
    });
    await signIn(page, "demo");
    await page.goto("/home");
    const d = dialog(page);
    await expect(d).toContainText(UPDATE_APP_TEXT);
    await page.goBack();
    await expect(d).toContainText(UPDATE_APP_TEXT);
  });

  test("social sign-in in a phone browser (no shell) says it is in the app, with the store links, never asks to update, and does not sign in", async ({
    page,
  }) => {
    await page.goto("/signin");
    await page.getByRole("button", { name: "카카오로 로그인" }).click();
    const notice = page.getByRole("region", { name: "앱에서 이용할 수 있어요" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Google Play에서 받기" })).toHaveAttribute("href", STORE.AOS);
    await expect(notice.getByRole("link", { name: "App Store에서 받기" })).toHaveAttribute("href", STORE.iOS);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText(UPDATE_APP_TEXT)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    expect(await readSession(page)).toBeNull();
  });

  test("a shell too old to know auth.social (UNSUPPORTED) is asked to update, not sent to the store links", async ({ page }) => {
    await shell(page, {
      platform: "AOS",
      answers: { "auth.social": { ok: false, error: { code: "UNSUPPORTED", message: "지원하지 않는 요청입니다." } } },
    });
    await page.goto("/signin");
    await page.getByRole("button", { name: "카카오로 로그인" }).click();
    await expect(dialog(page)).toContainText(UPDATE_APP_TEXT);
    await expect(page.getByRole("region", { name: "앱에서 이용할 수 있어요" })).toHaveCount(0);
  });

  test.describe("outside mobile", () => {
    test.use({ userAgent: DESKTOP_UA, isMobile: false, hasTouch: false });

    test("social sign-in on a desktop browser: '모바일 기기에서만 이용할 수 있는 기능입니다.'", async ({ page }) => {
      await page.goto("/signin");
      for (const name of ["네이버로 로그인", "Apple로 로그인"]) {
        await page.getByRole("button", { name }).click();
        const d = dialog(page);
        await expect(d).toContainText(MOBILE_ONLY_TEXT);
        await d.getByRole("button", { name: "확인" }).click();
        await expect(d).toHaveCount(0);
      }
      await expect(page).toHaveURL((url) => url.pathname === "/signin");
      expect(await readSession(page)).toBeNull();
    });
  });
});

test.describe("social sign-in inside the shell", () => {
  test("an unknown social account goes on to social sign-up, with nothing of the profile in the URL", async ({ page }) => {
    const sub = `kakao-e2e-new-${Date.now()}`;
    await shell(page, { platform: "AOS", social: { sub, name: "김신규" } });
    await page.goto("/signin");
    const exist = page.waitForRequest((r) => new URL(r.url()).pathname === apiPath("auth/oauth/exist"));
    await page.getByRole("button", { name: "카카오로 로그인" }).click();
    expect((await exist).postDataJSON()).toEqual({ provider: "kakao", sub });
    await expect(page).toHaveURL((url) => url.pathname === "/signup/oauth/complete");
    expect(page.url()).not.toMatch(/oauthKey|kakao-e2e/);
    expect(await readSession(page)).toBeNull();
  });

  test("a linked social account signs in and lands on /home as that user", async ({ page, apiSession, request }) => {
    // One naver account for demo01, the same in both projects (a second link attempt answers 409, already linked).
    const sub = "naver-e2e-demo01";
    const tokens = await apiSession.login("demo01");
    const key = await request.post(`${API_BASE}/sim/oauth-key`, {
      data: { provider: "naver", sub, name: "박지호", email: `${sub}@example.com` },
    });
    expect(key.ok()).toBe(true);
    const { oauthKey } = ((await key.json()) as { results: { oauthKey: string } }).results;
    const linked = await request.post(`${API_BASE}/users/oauth/add`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      data: { provider: "naver", sub, eml: `${sub}@example.com`, oauthKey },
    });
    expect([200, 201, 409]).toContain(linked.status());

    await shell(page, { platform: "iOS", social: { sub, name: "박지호" } });
    await page.goto("/signin?callbackUrl=%2Fhome");
    await page.getByRole("button", { name: "네이버로 로그인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    const session = await readSession(page);
    expect(session?.user).toMatchObject({ userId: "demo01", loginProvider: "naver" });
  });

  test("the user cancelling the provider's screen shows nothing and stays on /signin", async ({ page }) => {
    await shell(page, {
      platform: "AOS",
      answers: { "auth.social": { ok: false, error: { code: "CANCELLED", message: "로그인을 취소했습니다." } } },
    });
    await page.goto("/signin");
    await page.getByRole("button", { name: "구글로 로그인" }).click();
    await expect(page.getByRole("button", { name: "구글로 로그인" })).toBeEnabled();
    await expect(page.getByText("로그인을 취소했습니다.")).toHaveCount(0);
    await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
  });
});

test.describe("SPEC §8 token activation errors are logged only", () => {
  test("the push token registration failing (PUT users/device-token 500) shows nothing", async ({ page, faults }) => {
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") logged.push(m.text());
    });
    await shell(page, { platform: "AOS", deviceToken: "sim-e2e-device-token" });
    await signIn(page, "demo");
    await faults.inject({ path: "users/device-token", method: "PUT", status: 500, message: "토큰 저장 실패", count: 10 });
    const put = page.waitForResponse((r) => r.url().includes(apiPath("users/device-token")) && r.request().method() === "PUT");
    await page.goto("/home");
    const res = await put;
    expect(res.status()).toBe(500);
    expect(res.request().postDataJSON()).toEqual({ deviceToken: "sim-e2e-device-token" });
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
    await expect(page.getByText("토큰 저장 실패")).toHaveCount(0);
    await expect.poll(() => logged.some((t) => /device-token|push|token/i.test(t))).toBe(true);
  });
});
