import type { Page } from "@playwright/test";
import { dialog, expect, signIn, test } from "../fixtures";
import { WEB_ORIGIN } from "../env";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * Offline (docs/offline.md): the service worker answers every navigation the network does not answer with the
 * offline screen (the fire-safety guide on /fire-safety), which shows the member's last known battery state with its
 * age; the offline banner shows on every screen; back online the screen refreshes itself; sign-out leaves nothing of
 * the member on the device. The offline switch is the browser context's (`context.setOffline`).
 */
test.use({ serviceWorkers: "allow" });

/** The web app's localStorage key of the last known battery state (shared/storage.ts). */
const LAST_STATE_KEY = "evsafe.lastBatteryState";
const THREE_HOURS_MS = 3 * 60 * 60 * 1000;

/** Waits until the service worker is active and controls the page (its precache is then complete). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The page is the app's, at `path`, not the browser's error page. */
async function expectInApp(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.origin).toBe(WEB_ORIGIN);
  expect(url.pathname).toBe(path);
}

test("a member underground: the last known state with its age, the fire guide and every tap inside the app, then back online @journey", async ({
  page,
}) => {
  await signIn(page, "demowarn");
  await page.goto("/home");
  const score = (await page.getByTestId("score-card").locator(".text-4xl").textContent())?.trim();
  expect(score).toMatch(/^\d+$/);
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_STATE_KEY)).not.toBeNull();

  // The connection drops on the open screen: the banner says so.
  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toContainText("인터넷에 연결되어 있지 않아요");

  // The state was kept three hours ago; a reload offline shows the offline screen at the same address.
  await page.evaluate(
    ([key, ago]) => {
      const state = JSON.parse(localStorage.getItem(key)!) as { fetchedAt: number };
      localStorage.setItem(key, JSON.stringify({ ...state, fetchedAt: Date.now() - ago }));
    },
    [LAST_STATE_KEY, THREE_HOURS_MS] as const,
  );
  await page.reload();
  await expectInApp(page, "/home");
  await expect(page.getByRole("heading", { level: 1, name: "인터넷 연결 없음" })).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  const lastState = page.getByTestId("last-state");
  await expect(lastState.getByTestId("last-state-age")).toContainText("3시간 전 기준");
  await expect(lastState.getByTestId("last-state-score")).toHaveText(score!);
  await expect(lastState.getByRole("heading", { name: "배터리 지표" })).toBeVisible();
  await expect(lastState.getByRole("listitem").first()).toBeVisible();

  // The fire-safety guide opens offline, with the call to 119 and the guide's sections.
  await page.getByRole("link", { name: "배터리 화재 대처법" }).click();
  await expectInApp(page, "/fire-safety");
  await expect(page.getByRole("heading", { level: 1, name: "배터리 화재 대처법" })).toBeVisible();
  await expect(page.getByRole("link", { name: "119에 전화하기" })).toHaveAttribute("href", "tel:119");
  const guide = page.getByTestId("fire-guide");
  await guide.locator("summary").first().click();
  await expect(guide.locator("details").first().locator("li").first()).toBeVisible();

  // Back, and on to other screens: every one stays inside the app.
  await page.goBack();
  await expectInApp(page, "/home");
  await expect(page.getByTestId("last-state")).toBeVisible();
  // A screen this device never opened online (the car and its battery) gets the offline screen too, with the
  // member's last state.
  await page.goto("/vehicle");
  await expectInApp(page, "/vehicle");
  await expect(page.getByTestId("offline-screen")).toBeVisible();
  await expect(page.getByTestId("last-state-score")).toHaveText(score!);
  await page.getByRole("link", { name: "홈으로 가기" }).click();
  await expectInApp(page, "/home");
  await expect(page.getByTestId("offline-screen")).toBeVisible();

  // Back online, the screen refreshes by itself: the real home screen with fresh data, no banner.
  const mainInfo = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/main/info") && r.ok());
  await page.context().setOffline(false);
  await expect(page.getByTestId("score-card")).toBeVisible();
  await expect(page.getByTestId("offline-screen")).toHaveCount(0);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await mainInfo;
});

test("an open screen refreshes its data by itself when the connection returns @journey", async ({ page }) => {
  await signIn(page, "demo");
  await page.goto("/home");
  await expect(page.getByTestId("score-card")).toBeVisible();
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  const mainInfo = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/main/info") && r.ok());
  await page.context().setOffline(false);
  await mainInfo;
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(page.getByTestId("score-card")).toBeVisible();
});

test("a visitor opens the fire-safety guide offline @journey", async ({ page }) => {
  await page.goto("/nonMemberMain");
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.goto("/fire-safety");
  await expectInApp(page, "/fire-safety");
  await expect(page.getByRole("heading", { level: 1, name: "배터리 화재 대처법" })).toBeVisible();
  await expect(page.getByRole("link", { name: "119에 전화하기" })).toBeVisible();
  await expect(page.getByTestId("fire-guide").locator("details").first()).toBeVisible();
  // The offline screen has no battery state for a visitor.
  await page.getByRole("link", { name: "마지막 배터리 상태 보기" }).click();
  await expectInApp(page, "/offline");
  await expect(page.getByTestId("last-state")).toContainText("저장된 배터리 정보가 없어요");
  await page.context().setOffline(false);
});

test("sign-out deletes the member's data from the device: offline afterwards, nothing of the member shows", async ({ page }) => {
  await signIn(page, "demo");
  await page.goto("/home");
  await expect(page.getByTestId("score-card")).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_STATE_KEY)).not.toBeNull();

  await page.goto("/menu");
  await page.getByRole("button", { name: "로그아웃" }).click();
  await dialog(page).getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/nonMemberMain");
  // Sign-out may move the page twice (the session's end, then next-auth's answer): read once it has settled.
  await expect(page.getByRole("link", { name: "로그인" }).first()).toBeVisible();
  await page.waitForLoadState("load");
  expect(await page.evaluate((key) => localStorage.getItem(key), LAST_STATE_KEY)).toBeNull();
  // Only the worker's shared caches remain: the precache (offline screen, build files) and the build files.
  const caches = await page.evaluate(() => globalThis.caches.keys());
  expect(
    caches.every((name) => name === "evsafe-precache" || name === "evsafe-static"),
    caches.join(", "),
  ).toBe(true);
  expect(caches).toContain("evsafe-precache");

  await page.context().setOffline(true);
  await page.goto("/home");
  await expectInApp(page, "/home");
  const lastState = page.getByTestId("last-state");
  await expect(lastState).toContainText("저장된 배터리 정보가 없어요");
  await expect(page.getByTestId("last-state-score")).toHaveCount(0);
  await page.context().setOffline(false);
});

test("the offline screen passes axe, with a member's last known state and without", async ({ page }) => {
  await page.goto("/offline");
  await expect(page.getByTestId("last-state")).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  await signIn(page, "demowarn");
  await page.goto("/home");
  await expect(page.getByTestId("score-card")).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_STATE_KEY)).not.toBeNull();
  await page.goto("/offline");
  await expect(page.getByTestId("last-state-score")).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
});
