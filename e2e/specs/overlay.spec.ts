import type { Page, Route } from "@playwright/test";
import { expect, signIn, test } from "../fixtures";
import { TIMING_TAG } from "../env";

/**
 * SPEC §2/§9 route-change loading overlay: shown only when a change lasts over 100 ms, hidden 150 ms after it
 * completes, page scroll locked meanwhile; z-index 9999, 30 % black, the animation 50 % wide, at most 300 px.
 *
 * A route change between getServerSideProps pages waits for `/_next/data/<build>/<page>.json`: holding that
 * request makes a change as slow as the test wants; answering it from memory makes it fast.
 */

/** Counts every appearance of the overlay in the page, from the first script on (no polling, no sleeps). */
async function watchOverlay(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __overlaySeen: number };
    w.__overlaySeen = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof Element && (n.matches('[data-testid="loading-overlay"]') || n.querySelector('[data-testid="loading-overlay"]')))
            w.__overlaySeen += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlaySeen: number }).__overlaySeen);
}

/** A tap on the bottom navigation's tab (a client-side route change). */
async function tab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name, exact: true }).click();
}

async function prefetch(page: Page, url: string) {
  await page.evaluate(
    (u) => (window as unknown as { next: { router: { prefetch(u: string): Promise<void> } } }).next.router.prefetch(u),
    url,
  );
}

const overlay = (page: Page) => page.getByTestId("loading-overlay");

// Asserts what happens within the overlay's 100 ms show delay: run alone, not beside the other stacks (e2e/scripts/run.mjs).
test.describe("route-change loading overlay", { tag: TIMING_TAG }, () => {
  test("a slow route change shows the overlay over everything, locks scrolling, and hides it once the page is there", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    await prefetch(page, "/menu");

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let seenData!: () => void;
    const dataRequested = new Promise<void>((resolve) => (seenData = resolve));
    await page.route("**/_next/data/**/menu.json*", async (route: Route) => {
      seenData();
      await held;
      await route.continue();
    });

    await tab(page, "메뉴");
    await dataRequested;
    await expect(overlay(page)).toBeVisible();
    const style = await overlay(page).evaluate((el) => {
      const s = getComputedStyle(el);
      const anim = el.querySelector<HTMLElement>('[data-testid="loading-animation"]')!;
      return {
        zIndex: s.zIndex,
        background: s.backgroundColor,
        position: s.position,
        rect: el.getBoundingClientRect().toJSON() as DOMRect,
        animWidth: anim.getBoundingClientRect().width,
        maxWidth: getComputedStyle(anim).maxWidth,
        viewport: window.innerWidth,
        htmlOverflow: getComputedStyle(document.documentElement).overflow,
      };
    });
    expect(style.zIndex).toBe("9999");
    expect(style.background).toBe("rgba(0, 0, 0, 0.3)");
    expect(style.position).toBe("fixed");
    expect(style.rect.width).toBeCloseTo(style.viewport, 0);
    expect(style.maxWidth).toBe("300px");
    expect(style.animWidth).toBeCloseTo(Math.min(style.viewport / 2, 300), 0);
    expect(style.htmlOverflow).toBe("hidden");
    await expect(page.getByRole("status").filter({ hasText: "페이지를 불러오는 중입니다" })).toHaveCount(1);
    // Still on the old page while it loads.
    await expect(page).toHaveURL(/\/home$/);

    release();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(overlay(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("the ring animation loads (Lottie, lazily) while the overlay shows", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    await prefetch(page, "/menu");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/data/**/menu.json*", async (route) => {
      await held;
      await route.continue();
    });
    await tab(page, "메뉴");
    await expect(overlay(page).locator("svg")).toBeVisible();
    await expect(overlay(page).getByTestId("loading-ring-fallback")).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test("a page loads no animation before a route change is slow (not even when idle)", async ({ page }) => {
    const animationRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/lottie/")) animationRequests.push(req.url());
    });
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    // Idle callbacks run in the order they were asked for: once this one has run, any the page asked for on load has.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.waitForLoadState("networkidle");
    expect(animationRequests).toEqual([]);
  });

  test("a fast route change never shows the overlay", async ({ page }) => {
    const seen = await watchOverlay(page);
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    await prefetch(page, "/menu");

    // The page's data, fetched ahead, answered from memory: the change completes well within 100 ms.
    const data = await page.evaluate(async () => {
      const { buildId } = (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__;
      const res = await fetch(`/_next/data/${buildId}/menu.json`, { headers: { "x-nextjs-data": "1" } });
      return { body: await res.text(), status: res.status };
    });
    expect(data.status).toBe(200);
    await page.route("**/_next/data/**/menu.json*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: data.body }),
    );

    // The page's clock stands still during the change, so the change lasts no time by the page's timers however
    // busy the machine is; afterwards a second passes, and the show timer, if the change had not cancelled it, fires.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await tab(page, "메뉴");
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "메뉴" })).toBeVisible();
    await page.clock.runFor(1_000);
    expect(await seen()).toBe(0);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("a shallow change (the modal's modal=true query) never shows the overlay", async ({ page }) => {
    const seen = await watchOverlay(page);
    await signIn(page, "demo");
    await page.goto("/home");
    await page.evaluate(() => {
      void (window as unknown as { next: { router: { push(u: string, a?: string, o?: object): Promise<boolean> } } }).next.router.push(
        "/home?x=1",
        undefined,
        { shallow: true },
      );
    });
    await expect(page).toHaveURL(/\/home\?x=1$/);
    expect(await seen()).toBe(0);
  });
});
