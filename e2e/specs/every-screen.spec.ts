import type { ConsoleMessage, Page } from "@playwright/test";
import { SCREENS, type Screen } from "../../scripts/screens/list.mjs";
import { ONE_PHONE_TAG } from "../env";
import { expect, hydrated, test } from "../fixtures";
import {
  SCREEN_HEADINGS,
  SMALL_PHONE,
  expectClearOfSafeAreas,
  expectNoHorizontalOverflow,
  latinWords,
  seriousViolations,
} from "../page-checks";
import { loadScreen, prepareScreen } from "../screens/open-screen";

/**
 * Every screen of `npm run screens` (scripts/screens/list.mjs), opened directly as its account sees it, as a driver
 * would reach it from a push notification or a reload, one page load per screen and phone:
 * - on both phones, the load throws nothing and logs no console error: React's hydration errors (#418, #423, #425:
 *   the server's HTML differs from the first client render) included;
 * - on one phone (the checks measure CSS boxes, the same on both; ONE_PHONE_TAG), loaded at 360×640: the page's
 *   heading (SCREEN_HEADINGS), axe (all rules) finds no serious or critical violation, the visible text has no Latin
 *   word outside the allow-list of page-checks.ts `latinWords` (every user-visible text is Korean), every control is
 *   a tap target of at least 44×44 CSS px (a link inside a sentence at least 24 px high), a sub-page has a back
 *   button in its top bar, an app page's overscroll shows the dark frame (a public page's does not), at 130 % and
 *   200 % root text size nothing sticks out sideways, no number breaks across
 *   lines and every control stays within reach, and back at its own text size nothing scrolls sideways and nothing
 *   lies under the iPhone's notch or home indicator (accessibility.spec.ts checks the states the gallery lacks).
 * Screens that differ only in the part the gallery's shot scrolls to load the same page: one test, named after all
 * of them.
 */
/** WCAG 2.5.5's target size (and Apple's and Google's guidelines), in CSS px. */
const MIN_TARGET = 44;
/** A link inside a sentence is sized by the text around it; it still needs this height (WCAG 2.5.8's floor). */
const MIN_INLINE_HEIGHT = 24;
/** The large-text settings drivers use: a common one and the largest the app promises to hold. */
const TEXT_SIZES = ["130%", "200%"];

/** The console errors and uncaught exceptions of a page, each with where it came from. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/**
 * Answers a screen is drawn from on purpose, which the browser logs as failed requests: the not-found screen's own
 * 404, the API's 404 for someone with no account (find id), and the API answer a screen's fault injects.
 */
const EXPECTED_REFUSALS: Record<string, string> = { "not-found": "/no-such-page", "find-id-no-account": "/evsafe/api/auth/find-id?" };

function isExpected(screen: Screen, error: string): boolean {
  if (!/^console: Failed to load resource: the server responded with a status of \d{3}/.test(error)) return false;
  if (screen.fault && error.includes(`/${screen.fault.path}`)) return true;
  const refusal = EXPECTED_REFUSALS[screen.name];
  return refusal !== undefined && error.includes(refusal);
}

/** Resolves once React has hydrated the page and the next frames have run. */
async function hydratedAndSettled(page: Page) {
  await hydrated(page);
  // An error after hydration (an effect's, a recoverable error's report) lands within a few frames.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
  );
}

/** The pages a driver cannot "go back" from inside the app: the tab roots, the entrance, and the pages of a dead end. */
function needsBackButton(screen: Screen): boolean {
  const url = new URL(screen.route, "http://localhost");
  const isTabRoot =
    ["/home", "/diagnosis", "/safety-index", "/menu"].includes(url.pathname) &&
    !url.searchParams.has("view") &&
    !url.searchParams.has("step");
  // The landing page and sign-in, the first-sign-in onboardings the shell lands on, and the system pages (404,
  // gateway error, forced sign-out, the offline screen the service worker answers any address with) that carry
  // their own way on.
  const isEntrance = [
    "/nonMemberMain",
    "/signin",
    "/main",
    "/location-base-onboarding",
    "/service-pause",
    "/offline",
    "/unauthorized",
    "/no-such-page",
  ].includes(url.pathname);
  // A battery certificate is opened by a visitor from a link or its QR code, outside the app: nothing to go back to.
  const isCertificate = url.pathname.startsWith("/certificate/") || screen.issueCertificate !== undefined;
  return !isTabRoot && !isEntrance && !isCertificate && screen.waitFor !== "dialog";
}

interface Finding {
  what: string;
  box: string;
}

/** Controls smaller than a fingertip (an inline link in a sentence: lower than 24 px), with their size. */
function smallTargets(page: Page) {
  return page.evaluate(
    ({ min, inlineMin }) => {
      const CONTROLS =
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=switch], [role=checkbox], [role=radio]";
      const modal = document.querySelector<HTMLElement>("[role=dialog], [role=alertdialog]");
      const scope = modal ?? document.body;
      const found: { what: string; box: string }[] = [];
      for (const el of scope.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (el.closest("[inert], [aria-hidden=true]")) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") continue;
        // A checkbox or radio is tapped through its label as well: the larger of the two is the target.
        const boxes = [el.getBoundingClientRect()];
        if (el instanceof HTMLInputElement && el.labels) for (const label of el.labels) boxes.push(label.getBoundingClientRect());
        const box = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
        // Not drawn (a visually hidden skip link until focused, a closed part).
        if (box.width <= 1 || box.height <= 1) continue;
        // A link in running text (a sentence, a paragraph of a notice) is as tall as its line allows.
        const parent = el.parentElement;
        const inSentence =
          style.display === "inline" &&
          (!!el.closest("p, li, dd") ||
            (!!parent && [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]/u.test(n.textContent ?? ""))));
        const small = inSentence ? box.height < inlineMin - 0.5 : box.width < min - 0.5 || box.height < min - 0.5;
        if (small) {
          const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
          found.push({
            what: `${el.tagName.toLowerCase()}${el.getAttribute("type") ? `[${el.getAttribute("type")}]` : ""} "${name}"${inSentence ? " (in a sentence)" : ""}`,
            box: `${Math.round(box.width)}×${Math.round(box.height)}`,
          });
        }
      }
      return found;
    },
    { min: MIN_TARGET, inlineMin: MIN_INLINE_HEIGHT },
  );
}

/** The back button of the page's top bar: named 뒤로 or 이전 화면, visible at the top, at least 44×44. */
async function backButton(page: Page): Promise<string | null> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const back = page.getByRole("button", { name: /^(뒤로|이전 화면)/ }).or(page.getByRole("link", { name: /^(뒤로|이전 화면)/ }));
  if ((await back.count()) === 0) return "no button or link named 뒤로";
  const box = await back.first().boundingBox();
  if (!box || !(await back.first().isVisible())) return "the back button is not visible";
  if (box.y > 120) return `the back button is not in the top bar (at y=${Math.round(box.y)})`;
  if (box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5)
    return `the back button is ${Math.round(box.width)}×${Math.round(box.height)}`;
  return null;
}

/**
 * What breaks with large text: the page scrolls sideways (the innermost element sticking out is named), a number
 * is split over two lines ("98" as "9 / 8"), a control lies beyond the screen's edges or is cut off by a box that
 * hides its overflow.
 */
function largeTextFindings(page: Page) {
  return page.evaluate((width) => {
    const found: { what: string; box: string }[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`;
    const modal = document.querySelector<HTMLElement>("[role=dialog], [role=alertdialog]");
    const scope = modal ?? document.body;

    if (document.documentElement.scrollWidth > width) {
      const culprit = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .filter((el) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
            if (getComputedStyle(p).overflowX !== "visible") return false;
          return true;
        })
        .at(-1);
      found.push({
        what: `the page scrolls sideways: ${culprit ? describe(culprit) : "?"}`,
        box: `${document.documentElement.scrollWidth} px wide`,
      });
    }

    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [aria-hidden=true], .sr-only")) continue;
      for (const match of text.matchAll(/\d+(?:[.,:]\d+)*/g)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        if (Math.max(...tops) - Math.min(...tops) > rects[0]!.height / 2) {
          found.push({ what: `"${match[0]}" breaks across lines in ${describe(parent)}`, box: `${rects.length} lines` });
        }
      }
    }

    const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch]";
    for (const el of scope.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (el.closest("[inert], [aria-hidden=true]")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      let scroller = false;
      let clippedBy: Element | null = null;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX === "auto" || ps.overflowX === "scroll") {
          scroller = true;
          break;
        }
        if (ps.overflowX === "hidden" || ps.overflowX === "clip") {
          const clip = p.getBoundingClientRect();
          const visible = Math.min(box.right, clip.right) - Math.max(box.left, clip.left);
          if (visible < Math.min(box.width, 24)) {
            clippedBy = p;
            break;
          }
        }
      }
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      const where = `${Math.round(box.left)}…${Math.round(box.right)}`;
      if (clippedBy) found.push({ what: `"${name}" (${el.tagName.toLowerCase()}) is cut off by ${describe(clippedBy)}`, box: where });
      else if (!scroller && (box.left < -0.5 || box.right > width + 0.5))
        found.push({ what: `"${name}" (${el.tagName.toLowerCase()}) is beyond the screen's edge`, box: where });
    }
    return found;
  }, SMALL_PHONE.width);
}

/**
 * The canvas behind the page (what a rubber-band overscroll shows): the dark frame's colour on an app page
 * (AppLayout), not on a public one. globals.css sets it on <html> from the frame's place in the document.
 */
function canvasFinding(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.background = "var(--app-frame-bg)";
    document.body.append(probe);
    const dark = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const canvas = getComputedStyle(document.documentElement).backgroundColor;
    const appPage = document.querySelector('[data-layout="app"]') !== null;
    if (appPage && canvas !== dark) return `an app page whose overscroll shows ${canvas}, not the frame's ${dark}`;
    if (!appPage && canvas === dark) return `a page without the app frame whose overscroll shows the frame's ${dark}`;
    return null;
  });
}

const list = (findings: Finding[]) => findings.map((f) => `${f.what} — ${f.box}`);

/** Sets the root text size ("" for the page's own) and waits for the parts that measure themselves to redraw. */
async function setTextSize(page: Page, size: string) {
  await page.evaluate((fontSize) => {
    document.documentElement.style.fontSize = fontSize;
  }, size);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Whether this profile runs the tests that do not depend on the phone (ONE_PHONE_TAG, playwright.config.ts). */
function checksOnThisPhone(): boolean {
  const { grepInvert } = test.info().project;
  return ![grepInvert ?? []].flat().some((re) => re.test(ONE_PHONE_TAG));
}

/** The heading a screen must show, where SCREEN_HEADINGS knows it: not over a dialog, not a step or view of a page. */
function headingOf(screen: Screen): string | undefined {
  const url = new URL(screen.route, "http://localhost");
  if (screen.waitFor === "dialog" || url.searchParams.has("step") || url.searchParams.has("view")) return undefined;
  return SCREEN_HEADINGS[url.pathname];
}

/** The gallery's screens grouped by what a direct load shows: the part a shot scrolls to and the words aside. */
function byLoad(screens: readonly Screen[]): Screen[][] {
  const groups = new Map<string, Screen[]>();
  for (const screen of screens) {
    const { name: _name, state: _state, caption: _caption, scrollTo: _scrollTo, ...load } = screen;
    const key = JSON.stringify(load);
    groups.set(key, [...(groups.get(key) ?? []), screen]);
  }
  return [...groups.values()];
}

test.describe("every screen, loaded directly", () => {
  for (const group of byLoad(SCREENS)) {
    const screen = group[0]!;
    const title = `${group.map((s) => s.name).join(", ")}: ${screen.route}${screen.account ? ` as ${screen.account}` : ""}`;
    test(title, async ({ page, faults, request }) => {
      const checks = checksOnThisPhone();
      if (checks) await page.setViewportSize(SMALL_PHONE);
      await prepareScreen(page, screen, { faults, request });
      const errors = watchErrors(page);
      await loadScreen(page, screen);
      await hydratedAndSettled(page);
      expect(
        errors.filter((e) => !isExpected(screen, e)),
        `errors on a direct load of ${screen.route}`,
      ).toEqual([]);
      if (!checks) return;

      const heading = headingOf(screen);
      if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const problems: string[] = [];
      for (const v of await seriousViolations(page)) problems.push(`axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      problems.push(...latinWords(await page.locator("body").innerText()).map((w) => `Latin word (not Korean): ${w}`));
      problems.push(...list(await smallTargets(page)).map((p) => `target smaller than 44×44: ${p}`));
      if (needsBackButton(screen)) {
        const back = await backButton(page);
        if (back) problems.push(`sub-page without its back button: ${back}`);
      }
      const canvas = await canvasFinding(page);
      if (canvas) problems.push(canvas);
      for (const size of TEXT_SIZES) {
        await setTextSize(page, size);
        problems.push(...list(await largeTextFindings(page)).map((p) => `at ${size} text: ${p}`));
      }
      expect(problems, `${screen.route}${screen.account ? ` as ${screen.account}` : ""}`).toEqual([]);
      // Back at the screen's own text size: no sideways scroll at 360 px, nothing under the notch or home indicator.
      await setTextSize(page, screen.textSize ?? "");
      await expectNoHorizontalOverflow(page);
      await expectClearOfSafeAreas(page);
    });
  }
});
