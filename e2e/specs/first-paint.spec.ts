import { expect, signIn, test } from "../fixtures";

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

  test("the first paint uses the phone's Korean font and loads no font file; Pretendard takes over once loaded", async ({
    page,
    browser,
  }) => {
    // Without scripts: what the first paint is made of.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    const bareFonts: string[] = [];
    bare.on("request", (r) => void (r.resourceType() === "font" && bareFonts.push(r.url())));
    await bare.goto("/nonMemberMain", { waitUntil: "load" });
    expect(await bare.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("Pretendard");
    expect(bareFonts).toEqual([]);
    await context.close();

    const fonts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "font" && fonts.push(r.url())));
    await page.goto("/nonMemberMain");
    await expect(page.locator("html")).toHaveAttribute("data-font", "pretendard");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Pretendard App", "Pretendard Variable"/);
    // The screen's own text is in the generated family (one file): the hero renders from it.
    const hero = await page.getByRole("heading", { level: 1 }).innerText();
    expect(await page.evaluate((text) => document.fonts.check('1em "Pretendard App"', text), hero)).toBe(true);
    const appFiles = fonts.filter((url) => /\/_next\/static\/media\/pretendard-app\.[\w-]+\.woff2$/.test(url));
    expect(appFiles).toHaveLength(1);
    // Anything else is the dynamic subset, for text the app does not have (here the server's fire-safety guide).
    expect(
      fonts
        .filter((url) => !appFiles.includes(url))
        .every((url) => /\/_next\/static\/media\/PretendardVariable\.subset\.\d+\.[\w-]+\.woff2$/.test(url)),
    ).toBe(true);
  });

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
    await page.goto("/nonMemberMain");
    await expect(page.locator("html")).toHaveAttribute("data-font", "pretendard");
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/["']/g, "") === "Pretendard Variable").length))
      .toBeGreaterThan(80);
    // The server's fire-safety guide has characters the app's own text does not: shown, they come from the subset.
    await page.getByTestId("fire-guide").scrollIntoViewIfNeeded();
    await expect.poll(() => variableFiles.length).toBeGreaterThan(0);
  });
});
