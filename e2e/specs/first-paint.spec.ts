import { expect, signIn, test } from "../fixtures";
import { TIMING_TAG } from "../env";
import { paintsInWebFont } from "../page-checks";

/**
 * Session pages paint their main content with the server's HTML (session-frame/server.ts): the driver
 * sees the vehicle and the status before any script runs, and a slow or failing API never blocks the page.
 */
test.describe("server-rendered first paint of session pages", () => {
  test("/home's HTML already holds the service status and the vehicle, for the signed-in user", async ({ page }) => {
    await signIn(page, "demo");
    const html = await (await page.request.get("/home")).text();
    expect(html).toContain("12가3456");
    expect(html).toContain("이용중");
  });

  test("with JavaScript off, /home still shows the driver their car and status", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(page.getByTestId("vehicle")).toContainText("12가3456");
    // The whole dashboard is in the first HTML, so nothing moves in after the first paint.
    await expect(page.getByTestId("data-freshness")).toContainText(/마지막 수신 \d{4}년 \d+월 \d+일 · 단말기 OBD-/);
    await expect(page.getByRole("figure", { name: "최근 30일 안전 점수" })).toContainText(/평균 \d+점/);
    await expect(page.getByTestId("drive-card")).toContainText("최근 주행");
    await expect(page.getByTestId("diagnosis-card")).toContainText(/정밀 진단 점수 \d+점/);
    await context.close();
  });

  test("with JavaScript off, /safety-index and /diagnosis show their content too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "demo");
    await page.goto("/safety-index");
    await expect(page.getByTestId("index-card")).toContainText(/\d+점 \/ 100점/);
    await expect(page.getByRole("figure", { name: "월평균 안전 점수" })).toBeVisible();
    await expect(page.getByTestId("how-computed")).toBeVisible();
    await page.goto("/diagnosis");
    await expect(page.getByRole("heading", { name: /진단/ }).nth(1)).toBeVisible();
    await context.close();
  });

  test("a failing API during the server render leaves the page to the browser, which shows the data", async ({ page, faults }) => {
    await signIn(page, "demo");
    await faults.inject({ path: "users/my-service-status", status: 502, code: "BAD_GATEWAY", target: "server-render" });
    const html = await (await page.request.get("/home")).text();
    expect(html).not.toContain("12가3456");
    await page.goto("/home");
    await expect(page.getByTestId("vehicle")).toContainText("12가3456");
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  // Measures when the hero paints and waits for the browser to be idle: run alone (e2e/scripts/run.mjs).
  test(
    "a first visit paints in the phone's Korean font and stays in it; the next load paints in Pretendard from its first paint",
    { tag: TIMING_TAG },
    async ({ page, browser }) => {
      // Without scripts: what the first paint is made of.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      const bareFonts: string[] = [];
      bare.on("request", (r) => void (r.resourceType() === "font" && bareFonts.push(r.url())));
      await bare.goto("/nonMemberMain", { waitUntil: "load" });
      expect(await bare.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("Pretendard");
      expect(bareFonts).toEqual([]);
      await context.close();

      // First visit: the app's file is fetched when the browser is idle, for the next load; this page never switches.
      const fonts: string[] = [];
      page.on("request", (r) => void (r.resourceType() === "font" && fonts.push(r.url())));
      await page.goto("/nonMemberMain");
      const appFile = /\/_next\/static\/media\/pretendard-app\.[\w-]+\.woff2$/;
      await expect.poll(() => fonts.filter((url) => appFile.test(url)).length).toBe(1);
      const buildId = await page.evaluate(() => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("evsafe.fontReady"))).toBe(buildId);
      await expect(page.locator("html")).not.toHaveAttribute("data-font", "pretendard");
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("Pretendard");
      expect(await largestPaints(page)).toEqual({ entries: 1, afterFirstPaintMs: expect.any(Number) });

      // Next load: Pretendard from the first paint, and that paint is the last of the hero.
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-font", "pretendard");
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Pretendard App", "Pretendard Variable"/);
      const hero = await page.getByRole("heading", { level: 1 }).innerText();
      expect(await page.evaluate((text) => document.fonts.check('1em "Pretendard App"', text), hero)).toBe(true);
      expect(await paintsInWebFont(page, "h1")).toBe(true);
      // One paint of the hero: it waits for the cached file (its decoding, about a tenth of a second) and is never drawn
      // in another font. The bound is far below the 3 s that "font-display: block" would hold the text invisible for a
      // file that does not come, and far above a busy machine's decoding time.
      const paints = await largestPaints(page);
      expect(paints.entries).toBe(1);
      expect(paints.afterFirstPaintMs).toBeLessThan(1_000);
      // Anything but the app's file is the dynamic subset, for text the app does not have (the server's fire-safety guide).
      expect(
        fonts
          .filter((url) => !appFile.test(url))
          .every((url) => /\/_next\/static\/media\/PretendardVariable\.subset\.\d+\.[\w-]+\.woff2$/.test(url)),
      ).toBe(true);
    },
  );

  test("the render-blocking stylesheet declares only the app's face; the dynamic subset's ~90 faces come later, and are used", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/nonMemberMain")).text();
    const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    const css = (await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))).join("\n");
    const families = [...css.matchAll(/@font-face\s*\{[^}]*font-family:\s*["']?([^"';]+)/g)].map((m) => m[1]);
    expect(families).toEqual(["Pretendard App"]);

    const variableFiles: string[] = [];
    page.on("request", (r) => void (/PretendardVariable\.subset\.\d+\.[\w-]+\.woff2$/.test(r.url()) && variableFiles.push(r.url())));
    // A device that has the app's file (a first visit fetched it): the page paints in Pretendard from the start.
    await page.goto("/nonMemberMain");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("evsafe.fontReady"))).not.toBeNull();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-font", "pretendard");
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/["']/g, "") === "Pretendard Variable").length))
      .toBeGreaterThan(80);
    // The server's fire-safety guide has characters the app's own text does not: shown, they come from the subset.
    await page.getByTestId("fire-guide").scrollIntoViewIfNeeded();
    await expect.poll(() => variableFiles.length).toBeGreaterThan(0);
  });
});

/**
 * The page's largest-contentful-paint entries a moment after load, and how long after the first contentful paint the
 * last one came: a text repainted in another font would add an entry.
 */
async function largestPaints(page: import("@playwright/test").Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(2_500); // past the idle work (at most 2 s) that used to switch the font
  return page.evaluate(
    () =>
      new Promise<{ entries: number; afterFirstPaintMs: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries();
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]!;
          resolve({ entries: lcp.length, afterFirstPaintMs: Math.round(lcp.at(-1)!.startTime - fcp.startTime) });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}
