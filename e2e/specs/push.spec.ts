import type { Page } from "@playwright/test";
import { apiPath, expect, shell, signIn, signInForm, test } from "../fixtures";
import { DEMO_PASSWORD } from "../env";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * Push notifications through the shell simulator (docs/bridge.md push.token, permission.request; docs/alerts.md
 * "Push"): the device token reaches `PUT users/device-token` when a member signs in and whenever the shell rotates
 * it, and the alert settings say how to allow notifications when the phone refuses them.
 */

/** The page's `PUT users/device-token` requests' bodies, from now on. */
function devicePuts(page: Page): string[] {
  const tokens: string[] = [];
  page.on("requestfinished", (req) => {
    if (req.method() === "PUT" && req.url().includes(apiPath("users/device-token")))
      tokens.push((req.postDataJSON() as { deviceToken: string }).deviceToken);
  });
  return tokens;
}

/** The simulated shell, driven as the phone would (apps/web/src/shared/bridge/simulator.ts). */
async function shellControl(page: Page, action: { emit?: [string, unknown]; answer?: [string, unknown] }) {
  await page.evaluate((a) => {
    const control = (
      window as unknown as {
        __EVSAFE_SHELL_CONTROL__: { emit(event: string, payload: unknown): void; setAnswer(type: string, answer: unknown): void };
      }
    ).__EVSAFE_SHELL_CONTROL__;
    if (a.answer) control.setAnswer(a.answer[0], a.answer[1]);
    if (a.emit) control.emit(a.emit[0], a.emit[1]);
  }, action);
}

test.describe("push notifications", () => {
  test("signing in in the app stores the phone's push token, and a rotated token is stored again @journey", async ({ page }) => {
    await shell(page, { platform: "AOS", deviceToken: "sim-e2e-push-first" });
    const tokens = devicePuts(page);
    await page.goto("/signin");
    const form = signInForm(page);
    await form.fill("demo", DEMO_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect.poll(() => tokens).toEqual(["sim-e2e-push-first"]);

    // FCM issued a new token while the app is open (onNewToken): the shell announces it, the web stores it.
    await shellControl(page, { emit: ["push.token", { deviceToken: "sim-e2e-push-rotated" }] });
    await expect.poll(() => tokens).toEqual(["sim-e2e-push-first", "sim-e2e-push-rotated"]);
  });

  test("notifications refused on the phone: the alert settings say how to allow them; allowed, the notice goes @journey", async ({
    page,
  }) => {
    await shell(page, { platform: "iOS", deviceToken: "sim-e2e-push-ios", permissions: { POST_NOTIFICATIONS: false } });
    await signIn(page, "demo");
    await page.setViewportSize({ width: 360, height: 640 });
    const tokens = devicePuts(page);
    await page.goto("/settings/alim");
    const refused = page.getByRole("main").getByRole("alert");
    await expect(refused).toContainText("휴대폰 알림이 꺼져 있어요");
    await expect(refused).toContainText("iPhone의 설정 앱을 열어 주세요.");
    await expect(refused).toContainText("알림을 누르고 알림 허용을 켜 주세요.");
    // The app's own switches are still there below the notice.
    await expect(page.getByRole("switch", { name: "알림 받기" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // 다시 확인 while still refused keeps the guidance.
    await page.getByRole("button", { name: "다시 확인" }).click();
    await expect(refused).toContainText("휴대폰 알림이 꺼져 있어요");

    // Signed in, the app stored the token once; the driver allows notifications in the phone's settings and comes
    // back to the app, which checks again and stores the token again.
    await expect.poll(() => tokens).toEqual(["sim-e2e-push-ios"]);
    await shellControl(page, { answer: ["permission.request", { ok: true, payload: { granted: true } }], emit: ["app.foreground", {}] });
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "이 휴대폰으로 알림을 받을 수 있어요." })).toBeVisible();
    await expect(refused).toHaveCount(0);
    await expect.poll(() => tokens).toEqual(["sim-e2e-push-ios", "sim-e2e-push-ios"]);
  });

  test("in a browser the alert settings say alerts come through the app", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/settings/alim");
    await expect(page.getByText("알림은 휴대폰 앱으로 보내 드려요.", { exact: false })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });
});
