import type { APIRequestContext, Page } from "@playwright/test";
import { ACCOUNT_JOURNEY_KEY, type Screen } from "../../scripts/screens/list.mjs";
import { API_BASE, DEMO_PASSWORD, WEB_ORIGIN } from "../env";
import { dialog, expect, signIn, type Faults } from "../fixtures";

/**
 * Opens one screen of `npm run screens` (scripts/screens/list.mjs) as a driver would reach it: signed in as its
 * account, with its journey state in the tab, its verified person and its fault, then waits until everything the
 * screen will show is there. Shared by the gallery's capture and the checks that walk every screen.
 */
export async function prepareScreen(page: Page, screen: Screen, { faults, request }: { faults: Faults; request: APIRequestContext }) {
  if (screen.issueCertificate) {
    const login = await request.post(`${API_BASE}/auth/login`, { data: { loginId: screen.issueCertificate, password: DEMO_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const { accessToken } = ((await login.json()) as { results: { accessToken: string } }).results;
    const res = await request.post(`${API_BASE}/safe-data/report/shares`, {
      data: {},
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    issuedRoutes.set(page, ((await res.json()) as { results: { path: string } }).results.path);
  }
  // A screen of a dialog shows it: an ended service's once-a-day notice is not marked as already seen.
  if (screen.account) await signIn(page, screen.account, undefined, { expiryNotice: screen.waitFor === "dialog" });
  if (screen.visitFirst) {
    await page.goto(screen.visitFirst);
    await settled(page);
  }
  if (screen.fault) await faults.inject(screen.fault);
  const storage: Record<string, unknown> = { ...screen.sessionStorage };
  if (screen.verifiedPerson) {
    const res = await request.post(`${API_BASE}/sim/identity-verification`, { data: screen.verifiedPerson });
    expect(res.ok(), await res.text()).toBe(true);
    const token = ((await res.json()) as { results: { serviceToken: string; expiresAt: string } }).results;
    const journey = (storage[ACCOUNT_JOURNEY_KEY] ?? {}) as Record<string, unknown>;
    storage[ACCOUNT_JOURNEY_KEY] = { ...journey, verification: { ...screen.verifiedPerson, ...token } };
  }
  if (screen.cookies) {
    // As the app itself sets them, on the route's folder (the service sign-up's progress).
    const { hostname } = new URL(WEB_ORIGIN);
    const path = screen.route.replace(/\/[^/]*$/, "") || "/";
    await page.context().addCookies(Object.entries(screen.cookies).map(([name, value]) => ({ name, value, domain: hostname, path })));
  }
  if (Object.keys(storage).length > 0) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, JSON.stringify(value));
    }, storage);
  }
}

/** The route of a screen whose address prepareScreen made (a certificate issued for it), by page. */
const issuedRoutes = new WeakMap<Page, string>();

/** Loads the screen's route directly and waits until it has settled (its dialog, or its heading and no skeleton). */
export async function loadScreen(page: Page, screen: Screen, { idle = false }: { idle?: boolean } = {}) {
  await page.goto(issuedRoutes.get(page) ?? screen.route);
  if (screen.waitFor === "dialog") {
    // A policy dialog keeps the screen's skeleton behind it (SPEC §8): the dialog is what the screen shows.
    await expect(dialog(page)).toBeVisible();
  } else {
    await settled(page, { idle });
  }
  if (screen.textSize) {
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, screen.textSize);
    // Charts and other parts that measure themselves redraw on the next frames.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  }
}

/**
 * Everything the page will show is there: its heading, no skeleton or busy control left. With `idle` (the gallery's
 * shots) also no request in flight first: a lazily loaded view and its read start after hydration, so its skeleton
 * may not be drawn yet when the heading is.
 */
async function settled(page: Page, { idle = false }: { idle?: boolean } = {}) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (idle) await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
}
