import { join } from "node:path";
import { ACCOUNT_JOURNEY_KEY, SCREENS } from "../../scripts/screens/list.mjs";
import { API_BASE } from "../env";
import { dialog, expect, signIn, test } from "../fixtures";

/** Where the shots go (scripts/screens/run.mjs compresses them into docs/screens). */
const OUT_DIR = process.env.SCREENS_OUT_DIR ?? join(process.cwd(), "test-results", "screens-out");

for (const screen of SCREENS) {
  test(`${screen.name}: ${screen.route}${screen.account ? ` as ${screen.account}` : ""}`, async ({ page, faults, request }) => {
    if (screen.account) await signIn(page, screen.account);
    if (screen.fault) await faults.inject(screen.fault);
    const storage: Record<string, unknown> = { ...screen.sessionStorage };
    if (screen.verifiedPerson) {
      const res = await request.post(`${API_BASE}/sim/identity-verification`, { data: screen.verifiedPerson });
      expect(res.ok(), await res.text()).toBe(true);
      const token = ((await res.json()) as { results: { serviceToken: string; expiresAt: string } }).results;
      const journey = (storage[ACCOUNT_JOURNEY_KEY] ?? {}) as Record<string, unknown>;
      storage[ACCOUNT_JOURNEY_KEY] = { ...journey, verification: { ...screen.verifiedPerson, ...token } };
    }
    if (Object.keys(storage).length > 0) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, JSON.stringify(value));
      }, storage);
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
