import { join } from "node:path";
import { ACCOUNT_JOURNEY_KEY, SCREENS } from "../../scripts/screens/list.mjs";
import { API_BASE } from "../env";
import { dialog, expect, signIn, test } from "../fixtures";
import { paintsInWebFont } from "../page-checks";

/** The text whose font tells which font the screen paints in: a dialog's title, else the page's heading. */
const HEADING = "[role=dialog] h2, [role=alertdialog] h2, h1";

/** Where the shots go (scripts/screens/run.mjs compresses them into docs/screens). */
const OUT_DIR = process.env.SCREENS_OUT_DIR ?? join(process.cwd(), "test-results", "screens-out");

for (const screen of SCREENS) {
  test(`${screen.name}: ${screen.route}${screen.account ? ` as ${screen.account}` : ""}`, async ({ page, faults, request }) => {
    // A device that already has Pretendard (apps/web/src/shared/fonts.ts): a first page fetches the font's file and
    // stores the flag, so the screen paints in Pretendard from its first paint, as on a returning driver's phone —
    // and a machine without a Korean font draws no empty boxes.
    await page.goto("/nonMemberMain");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("evsafe.fontReady")), { timeout: 15_000 }).not.toBeNull();
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
    // The shot is taken only once the screen paints in Pretendard; a screen that does not is opened again (with its
    // fault again), at most twice, then the shot fails.
    for (let attempt = 1; ; attempt += 1) {
      await page.goto(screen.route);
      if (screen.waitFor === "dialog") {
        // A policy dialog keeps the screen's skeleton behind it (SPEC §8): the dialog is what the shot shows.
        await expect(dialog(page)).toBeVisible();
      } else {
        // Everything the screen will show is there: its heading, no skeleton or busy control left.
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      if ((await paintsInWebFont(page, HEADING)) || attempt === 3) break;
      if (screen.fault) await faults.inject(screen.fault);
    }
    expect(await paintsInWebFont(page, HEADING), "the screen paints in Pretendard").toBe(true);
    if (screen.scrollTo) {
      const part = page.getByTestId(screen.scrollTo);
      await part.scrollIntoViewIfNeeded();
      const charts = part.getByTestId("trend-chart");
      for (let i = 0; i < (await charts.count()); i += 1) await expect(charts.nth(i).locator("canvas").first()).toBeVisible();
      await part.evaluate((el) => el.scrollIntoView({ block: "start" }));
    }
    await page.screenshot({ path: join(OUT_DIR, `${screen.name}.png`), animations: "disabled", caret: "hide" });
  });
}
