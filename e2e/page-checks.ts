import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe over the page as it is now, with all its rules: WCAG 2.0–2.2 A/AA and its best practices (landmarks, heading
 * order, nested controls…), not only the WCAG tags.
 */
export async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  const violations = await axeViolations(page);
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    page.url(),
  ).toEqual([]);
}

/** Nothing on the page is wider than the screen (360 px phones included). */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** `n` random digits, for ids and phone numbers of a test's own (projects and reruns never share one). */
export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

/** Whether the first element matching `selector` is drawn with a web font (Pretendard), not the machine's own. */
export async function paintsInWebFont(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) return false;
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.some((f) => f.isCustomFont);
  } finally {
    await cdp.detach();
  }
}
