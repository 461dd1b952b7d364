import type { Page } from "@playwright/test";
import { apiPath, dialog, expect, recordRequests, signIn, test } from "../fixtures";

/**
 * SPEC §2/§4/§9 modal layer: `modal=true` in the URL while a dialog is open, the back button closes a dialog that
 * is not forced (a forced one stays: error-policy.spec.ts 403/expired and native-shell.spec.ts forced update),
 * z-index 999, 60 % backdrop, the page behind inert. The dialog here is /menu's 서비스 해지 confirmation.
 */
async function openCancelConfirmation(page: Page) {
  await signIn(page, "demo");
  await page.goto("/menu");
  await page.getByRole("button", { name: "서비스 해지" }).click();
  const d = dialog(page);
  await expect(d).toContainText("서비스를 해지하시겠어요?");
  return d;
}

test.describe("modal layer", () => {
  test("while open the URL carries modal=true; the back button closes it and nothing is done", async ({ page }) => {
    const cancels = recordRequests(page, (u) => u.pathname === apiPath("users/cancel-service"));
    const d = await openCancelConfirmation(page);
    await expect(page).toHaveURL(/\/menu\?modal=true$/);
    await page.goBack();
    await expect(d).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "메뉴" })).toBeVisible();
    expect(cancels).toHaveLength(0);
  });

  test("its cancel button closes it and removes modal=true (no history entry left behind)", async ({ page }) => {
    const d = await openCancelConfirmation(page);
    await d.getByRole("button", { name: "취소" }).click();
    await expect(d).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
    // The dialog's entry is gone: forward has nowhere dialog-like to go.
    await page.goForward();
    await expect(page).not.toHaveURL(/modal=true/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("closed before its modal=true entry has landed (a slow phone): no modal=true is left behind", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await expect(page.getByRole("button", { name: "서비스 해지" })).toBeEnabled();
    // Next's router.push is async (it loads manifests, renders); on a busy phone the entry lands well after the
    // dialog shows. Make every push take 1.5 s: the page's router calls window.next.router's methods at call time.
    // Each delayed push is counted when it has run, so the test can wait for the late one instead of a fixed time.
    await page.evaluate(() => {
      const w = window as unknown as {
        next: { router: { push: (...args: unknown[]) => Promise<boolean> } };
        __pushes: { started: number; done: number };
      };
      const router = w.next.router;
      const push = router.push.bind(router);
      w.__pushes = { started: 0, done: 0 };
      router.push = (...args) => {
        w.__pushes.started++;
        return new Promise((resolve) => setTimeout(() => resolve(push(...args).finally(() => w.__pushes.done++)), 1500));
      };
    });
    await page.getByRole("button", { name: "서비스 해지" }).click();
    const d = dialog(page);
    await expect(d).toContainText("서비스를 해지하시겠어요?");
    await expect(page).toHaveURL(/\/menu$/); // the push is still in flight
    await d.getByRole("button", { name: "취소" }).click();
    await expect(d).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
    // The late push has run (the one the dialog asked for when it opened): whatever it does has happened.
    await page.waitForFunction(() => {
      const p = (window as unknown as { __pushes: { started: number; done: number } }).__pushes;
      return p.started > 0 && p.done === p.started;
    });
    await expect(page).toHaveURL(/\/menu$/);
    await expect(dialog(page)).toHaveCount(0);
    await page.goForward();
    await expect(page).not.toHaveURL(/modal=true/);
  });

  test("opened again while the page's data is still being fetched after the first one closed: closing it stays on the page", async ({
    page,
  }) => {
    const cancels = recordRequests(page, (u) => u.pathname === apiPath("users/cancel-service"));
    const d = await openCancelConfirmation(page);
    // A back onto /menu makes Next fetch the page's data again; on a busy phone that takes a while. Hold it until
    // the second dialog is open.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const dataHeld = new Promise<void>((resolve) => (held = resolve));
    await page.route(/\/_next\/data\/.*\/menu\.json/, async (route) => {
      held();
      await released;
      await route.continue();
    });
    await d.getByRole("button", { name: "취소" }).click();
    await expect(d).toHaveCount(0);
    await dataHeld;
    // Focus went back to the button the dialog opened from. A tap would have to land within the 100 ms before the
    // loading overlay covers the page, which a loaded test machine cannot promise; Enter on the focused button
    // opens it at the same moment of the back every time.
    const opener = page.getByRole("button", { name: "서비스 해지" });
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toContainText("서비스를 해지하시겠어요?");
    release();
    // The dialog's entry lands once Next has finished the back: a new entry, so closing pops it and stays on /menu.
    await expect(page).toHaveURL(/\/menu\?modal=true$/);
    await dialog(page).getByRole("button", { name: "취소" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "메뉴" })).toBeVisible();
    expect(cancels).toHaveLength(0);
  });

  test("Escape closes a dialog that is not forced", async ({ page }) => {
    const d = await openCancelConfirmation(page);
    await page.keyboard.press("Escape");
    await expect(d).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
  });

  test("z-index 999, 60 % black backdrop, labelled, focus inside, the page behind inert and not scrolling", async ({ page }) => {
    const d = await openCancelConfirmation(page);
    const layer = page.locator("[data-modal-layer]");
    const style = await layer.evaluate((el) => ({ z: getComputedStyle(el).zIndex, bg: getComputedStyle(el).backgroundColor }));
    expect(style).toEqual({ z: "999", bg: "rgba(0, 0, 0, 0.6)" });
    await expect(d).toHaveAttribute("aria-modal", "true");
    await expect(d).toHaveAccessibleName("서비스 해지");
    // A destructive dialog starts on its cancel button.
    await expect(d.getByRole("button", { name: "취소" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(page.locator("#__next")).toHaveAttribute("inert", "");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await d.getByRole("button", { name: "취소" }).click();
    await expect(page.locator("#__next")).not.toHaveAttribute("inert", "");
    await expect(page.getByRole("button", { name: "서비스 해지" })).toBeFocused();
  });

  test("a reload with a stale modal=true drops it", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/menu?modal=true");
    await expect(page).toHaveURL(/\/menu$/);
    await expect(dialog(page)).toHaveCount(0);
  });
});
