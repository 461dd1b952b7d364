import type { APIResponse } from "@playwright/test";
import { ONE_PHONE_TAG } from "../env";
import { expect, signIn, test } from "../fixtures";

/** The security headers on every response (apps/web/src/server/security-headers.ts). */

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  const csp = h["content-security-policy"];
  expect(csp, `${what}: CSP`).toBeTruthy();
  const d = directives(csp!);
  expect(d.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(d.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.get("default-src"), `${what}: default-src`).toEqual(["'self'"]);
  expect(d.get("script-src") ?? [], `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(h["strict-transport-security"], `${what}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect(h["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(h["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], `${what}: Permissions-Policy`).toMatch(/camera=\(\)/);
  expect(h["cross-origin-opener-policy"], `${what}: COOP`).toBe("same-origin");
  return d;
}

test.describe("security headers", { tag: ONE_PHONE_TAG }, () => {
  test("a dynamic page carries a fresh nonce-based CSP, and the page still runs", async ({ page }) => {
    // /signin is rendered per request (getServerSideProps); /nonMemberMain is prerendered (web-tier.spec.ts).
    const first = await page.request.get("/signin");
    const second = await page.request.get("/signin");
    const nonceOf = (res: APIResponse) => /'nonce-([^']+)'/.exec(expectSecurityHeaders(res, "page").get("script-src")!.join(" "))?.[1];
    const a = nonceOf(first);
    const b = nonceOf(second);
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    // The nonce is on the page's scripts, so it hydrates: Next's client router is up.
    expect(await first.text()).toContain(`nonce="${a}"`);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router)).toBe("object");
    expect(violations).toEqual([]);
  });

  test("every kind of response has them: session page, redirect, auth API, business API, static asset, public file, 404", async ({
    page,
  }) => {
    await signIn(page, "demo");
    const home = await page.request.get("/home");
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home, "/home");

    const redirect = await page.request.get("/", { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expectSecurityHeaders(redirect, "/ (redirect)");

    expectSecurityHeaders(await page.request.get("/api/auth/session"), "/api/auth/session");
    expectSecurityHeaders(await page.request.get("/api/auth/csrf"), "/api/auth/csrf");
    expectSecurityHeaders(await page.request.get("/evsafe/api/health-check"), "business API");
    expectSecurityHeaders(await page.request.get("/lottie/loading-ring.json"), "public file");

    const html = await home.text();
    const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    expect(asset, "a script of the page").toBeTruthy();
    expectSecurityHeaders(await page.request.get(asset!), "static asset");

    const missing = await page.request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, "404");
  });

  test("a malformed address, which Next answers from its router before proxy.ts and next.config, has them too", async ({ page }) => {
    // A percent sign that decodes to no character: on a page route and on the API forwarder's route.
    for (const path of ["/statistics/%ff", "/evsafe/api/%ff"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(400);
      const d = expectSecurityHeaders(res, path);
      // Its error page runs under the policy's nonce.
      const nonce = /'nonce-([^']+)'/.exec(d.get("script-src")!.join(" "))?.[1];
      expect(nonce, `${path}: nonce`).toBeTruthy();
      expect(await res.text()).toContain(`nonce="${nonce}"`);
    }
  });

  test("the page cannot be framed by another site", async ({ page }) => {
    const res = await page.request.get("/signin");
    const h = res.headers();
    expect(directives(h["content-security-policy"]!).get("frame-ancestors")).toEqual(["'none'"]);
    expect(h["x-frame-options"]).toBe("DENY");
  });
});
