import { join } from "node:path";
import { SCREENS } from "../../scripts/screens/list.mjs";
import { expect, test } from "../fixtures";
import { paintsInWebFont } from "../page-checks";
import { loadScreen, prepareScreen } from "./open-screen";

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
    await prepareScreen(page, screen, { faults, request });
    // The shot is taken only once the screen paints in Pretendard; a screen that does not is opened again (with its
    // fault again), at most twice, then the shot fails.
    for (let attempt = 1; ; attempt += 1) {
      await loadScreen(page, screen, { idle: true });
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
