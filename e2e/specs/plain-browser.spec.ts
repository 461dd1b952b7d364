import type { Page } from "@playwright/test";
import { expect, signInForm, test } from "../fixtures";
import { DEMO_PASSWORD } from "../env";

/**
 * The service in a phone's browser, without the app shell (docs/bridge.md §5): nothing here starts the shell
 * simulator (no `shell()` script, no `?shell=`, a fresh tab), and the test checks the page has no bridge. What needs
 * the shell says it is in the app, with the store links; nothing asks to update an app; the rest works.
 */

const STORE = {
  AOS: "https://play.google.com/store/apps/details?id=kr.evsafe.app",
  iOS: "https://apps.apple.com/kr/app/id6480000001",
} as const;
const APP_ONLY_TITLE = "앱에서 이용할 수 있어요";
const UPDATE_TEXT = /업데이트/;

async function expectNoShell(page: Page) {
  const present = await page.evaluate(() => {
    const w = window as unknown as {
      AndroidBridge?: unknown;
      webkit?: { messageHandlers?: { bridge?: unknown } };
      __EVSAFE_SHELL__?: unknown;
    };
    return {
      android: w.AndroidBridge !== undefined,
      ios: w.webkit?.messageHandlers?.bridge !== undefined,
      simulator: w.__EVSAFE_SHELL__ !== undefined,
    };
  });
  expect(present).toEqual({ android: false, ios: false, simulator: false });
}

/** The app-only notice with both store links. */
async function expectAppOnlyNotice(page: Page, text: string) {
  const notice = page.getByRole("region", { name: APP_ONLY_TITLE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(text);
  await expect(notice.getByRole("link", { name: "Google Play에서 받기" })).toHaveAttribute("href", STORE.AOS);
  await expect(notice.getByRole("link", { name: "App Store에서 받기" })).toHaveAttribute("href", STORE.iOS);
}

test.describe("a phone's browser without the app shell", () => {
  test("social sign-in and the permissions step point to the app and its stores, never to an update; id and password sign-in works @journey", async ({
    page,
  }) => {
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1, name: "로그인" })).toBeVisible();
    await expectNoShell(page);

    // Each of the four social buttons: the notice in place, no dialog, no update text, still signed out.
    for (const name of ["카카오로 로그인", "네이버로 로그인", "구글로 로그인", "Apple로 로그인"]) {
      await page.getByRole("button", { name }).click();
      await expectAppOnlyNotice(page, "SNS 계정 로그인은 앱에서 할 수 있어요.");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(UPDATE_TEXT);
    }
    await expect(page).toHaveURL((url) => url.pathname === "/signin");

    // The id and password work in the browser.
    await signInForm(page).fill("demo00", DEMO_PASSWORD);
    await signInForm(page).submit.click();
    await expect(page).toHaveURL((url) => ["/location-base-onboarding", "/main", "/home"].includes(url.pathname));

    // The permissions step (/main): nothing to ask in a browser; it says so, with the stores, and goes on to /home.
    await page.goto("/main");
    await expect(page.getByRole("heading", { level: 1, name: "앱 사용 권한 안내" })).toBeVisible();
    await expectAppOnlyNotice(page, "알림과 사진 권한은 앱에서 설정할 수 있어요.");
    await expect(page.getByRole("button", { name: "권한 허용하고 시작하기" })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(UPDATE_TEXT);
    await page.getByRole("link", { name: "홈으로 계속하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByRole("link", { name: "서비스 가입하기" })).toBeVisible();
    // No version check without a shell: no update dialog on the way in.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(UPDATE_TEXT);
    await expectNoShell(page);
  });
});
