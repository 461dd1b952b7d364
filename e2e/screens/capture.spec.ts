import { join } from "node:path";
import { SCREENS } from "../../scripts/screens/list.mjs";
import { dialog, expect, signIn, test } from "../fixtures";

/** Where the shots go (scripts/screens/run.mjs compresses them into docs/screens). */
const OUT_DIR = process.env.SCREENS_OUT_DIR ?? join(process.cwd(), "test-results", "screens-out");

for (const screen of SCREENS) {
  test(`${screen.name}: ${screen.route}${screen.account ? ` as ${screen.account}` : ""}`, async ({ page, faults }) => {
    if (screen.account) await signIn(page, screen.account);
    if (screen.fault) await faults.inject(screen.fault);
    if (screen.sessionStorage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, JSON.stringify(value));
      }, screen.sessionStorage);
    }
    await page.goto(screen.route);
    if (screen.waitFor === "dialog") {
      // A policy dialog keeps the screen's skeleton behind it (SPEC §8): the dialog is what the shot shows.
      await expect(dialog(page)).toBeVisible();
    } else {
      // Everything the screen will show is there: its heading, no skeleton or busy control left.
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
    }
    // Pretendard is switched on once the page is idle (apps/web/src/shared/fonts.ts); before that a machine without
    // a Korean font would draw empty boxes.
    await expect(page.locator('html[data-font="pretendard"]')).toHaveCount(1, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: join(OUT_DIR, `${screen.name}.png`), animations: "disabled", caret: "hide" });
  });
}
