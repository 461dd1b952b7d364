import { expect, signIn, test } from "../fixtures";

/**
 * Session pages paint their main content with the server's HTML (features/service-status/server.ts): the driver
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
});
