import type { Page } from "@playwright/test";
import { expect, signIn, test, type DemoLogin } from "../fixtures";

/**
 * One battery truth (docs/thresholds.md §3): the same car on the same day reads the same on every screen — the
 * daily 안전 점수 with its grade, level and day on /home and /safety-index, a metric's value and level on
 * /safety-index and /statistics, the 정밀 진단 점수 and its date on /home and /diagnosis — and a level is only ever
 * called by its one name. Every demo account: those with data compare figures, those without show none anywhere.
 */

const LEVEL_NAMES = "안전|주의|경고|심각";
/** Words that once named levels and must not come back (two names for one level, or a grade with a name of its own). */
const RETIRED_LEVEL_WORDS = /매우 안전|[A-E]등급 위험|[A-E]등급 · 위험|상태 위험/;

interface DayScore {
  score: string;
  grade: string;
  level: string;
  day: string;
}

async function readDayScore(page: Page, testId: string): Promise<DayScore> {
  const text = (await page.getByTestId(testId).innerText()).replace(/\s+/g, " ");
  const score = /(\d+)\s*점/.exec(text)?.[1];
  const grade = new RegExp(`([A-E])등급 · (${LEVEL_NAMES})`).exec(text);
  const day = /(\d{4}년 \d{1,2}월 \d{1,2}일) 데이터 기준/.exec(text)?.[1];
  expect(score, `${testId}: a score in "${text}"`).toBeDefined();
  expect(grade, `${testId}: one grade with its level in "${text}"`).not.toBeNull();
  expect(day, `${testId}: the day of the data in "${text}"`).toBeDefined();
  return { score: score!, grade: grade![1]!, level: grade![2]!, day: day! };
}

/** "2026년 11월 27일" → "11월 27일", the short form /statistics prints. */
const shortDay = (day: string) => day.replace(/^\d{4}년 /, "");

const WITH_DATA: DemoLogin[] = ["demo", "demowarn", "demo03", "demob2b"];
const WITHOUT_DATA: DemoLogin[] = ["demoempty", "demo00", "demo01", "demo04"];

for (const login of WITH_DATA) {
  test(`${login}: /home, /safety-index, /statistics and /diagnosis say the same about the battery @journey`, async ({ page }) => {
    await signIn(page, login);

    await page.goto("/home");
    const home = await readDayScore(page, "score-card");
    const homeDiagnosis = (await page.getByTestId("diagnosis-card").innerText()).replace(/\s+/g, " ");
    await expect(page.locator("main")).not.toContainText(RETIRED_LEVEL_WORDS);

    await page.goto("/safety-index");
    const index = await readDayScore(page, "index-card");
    expect(index, "the daily 안전 점수 on /safety-index is the one on /home").toEqual(home);
    const cell = (await page.getByTestId("metric-cellBalance").innerText()).replace(/\s+/g, " ");
    const cellValue = /측정값 ([\d.]+) ?mV/.exec(cell)?.[1];
    const cellLevel = new RegExp(`(${LEVEL_NAMES})`).exec(cell)?.[1];
    expect(cellValue, cell).toBeDefined();
    const weak = (await page.getByTestId("metric-weakCell").innerText()).replace(/\s+/g, " ");
    const weakValue = /측정값 ([\d.]+) ?mV/.exec(weak)?.[1];
    const weakLevel = new RegExp(`(${LEVEL_NAMES})`).exec(weak)?.[1];
    expect(weakValue, weak).toBeDefined();
    await expect(page.locator("main")).not.toContainText(RETIRED_LEVEL_WORDS);

    await page.goto("/statistics");
    const stat = page.getByTestId("metric-card-cell-voltage-balance");
    await expect(stat).toContainText(`${shortDay(home.day)} 기준`);
    await expect(stat).toContainText(new RegExp(`${cellValue!.replace(".", "\\.")} ?mV`));
    await expect(stat).toContainText(cellLevel!);
    // 충전량별 전압 is judged by the daily rulebook's weak-cell rule: the same level and figure as /safety-index's
    // 약한 셀 편차, and no battery metric calls the day worse than its status.
    const vbs = page.getByTestId("metric-card-voltage-by-soc");
    await expect(vbs).toContainText(`${shortDay(home.day)} 기준`);
    await expect(vbs).toContainText(weakLevel!);
    await expect(vbs).toContainText(new RegExp(`${Math.round(Number(weakValue))} ?mV`));
    const levels = LEVEL_NAMES.split("|");
    for (const metric of ["cell-voltage-balance", "module-temp-balance", "pack-voltage", "voltage-by-soc"]) {
      const card = page.getByTestId(`metric-card-${metric}`);
      if (!(await card.innerText()).includes(`${shortDay(home.day)} 기준`)) continue;
      const shown = new RegExp(`(${LEVEL_NAMES})`).exec(await card.innerText())?.[1];
      if (shown)
        expect(levels.indexOf(shown), `${metric}: ${shown} on a ${home.level} day`).toBeLessThanOrEqual(levels.indexOf(home.level));
    }
    await expect(page.locator("main")).not.toContainText(RETIRED_LEVEL_WORDS);

    await page.goto("/diagnosis");
    const latest = page.getByTestId("latest-diagnosis");
    if (/정밀 진단 점수 \d+점/.test(homeDiagnosis)) {
      const [, date, score, grade, level] =
        new RegExp(`(\\d{4}년 \\d{1,2}월 \\d{1,2}일) 진단 · 정밀 진단 점수 (\\d+)점 · ([A-E])등급 · (${LEVEL_NAMES})`).exec(
          homeDiagnosis,
        ) ?? [];
      expect(score, homeDiagnosis).toBeDefined();
      await expect(latest).toContainText(`${date} 진단`);
      await expect(latest).toContainText(new RegExp(`${score}\\s*점`));
      await expect(latest).toContainText(`${grade}등급 · ${level}`);
      // Two numbers, two names, and the screen says why they differ.
      await expect(latest.getByTestId("score-kinds")).toContainText("두 점수는 다를 수 있어요");
    } else {
      await expect(latest).toHaveCount(0);
    }
    await expect(page.locator("main")).not.toContainText(RETIRED_LEVEL_WORDS);
  });
}

/** The page as the user sees it once loaded: its heading, and no loading placeholder left. */
async function settled(page: Page, heading: string) {
  await expect(page.locator("h1")).toHaveText(heading);
  await expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
}

for (const login of WITHOUT_DATA) {
  test(`${login}: no screen shows a safety score the others do not have @journey`, async ({ page }) => {
    await signIn(page, login);
    await page.goto("/home");
    await settled(page, "홈");
    await expect(page.getByTestId("score-card")).toHaveCount(0);
    await page.goto("/safety-index");
    await settled(page, "안전 지수");
    await expect(page.getByTestId("index-card")).toHaveCount(0);
  });
}
