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

/**
 * Every user-visible text is Korean (every-screen.spec.ts reads each gallery screen's visible text with this): no Latin
 * word outside a short allow-list — units, the battery terms drivers know by their letters, brand and model names,
 * store names. An internal code ("EV6_GT"), an English error name ("SessionRequired") or a schema message ("string이
 * 너무 작습니다") is found.
 */
/** Latin tokens a Korean EV owner reads as they are (case-sensitive, whole tokens). */
const ALLOWED = new Set([
  // Units.
  "km",
  "kWh",
  "kW",
  "mV",
  "V",
  "A",
  "W",
  "h",
  "MB",
  "KB",
  "GB",
  // Battery and charging terms printed by their letters in Korean EV apps and manuals, and the device's parts.
  "SoC",
  "SoH",
  "OBD",
  "DC",
  "AC",
  "EV",
  "NCM",
  "NCA",
  "LFP",
  "BMS",
  "LED",
  // Brands, models, body types and trims as the makers write them.
  "BMW",
  "KGM",
  "KG",
  "GT",
  "RWD",
  "AWD",
  "2WD",
  "4WD",
  "LR",
  "SR",
  "SUV",
  "III",
  "Y",
  "X",
  "Model",
  "Tesla",
  "Kia",
  "Hyundai",
  "Genesis",
  "Mobility",
  "Chevrolet",
  "Volvo",
  "Mercedes",
  "Benz",
  "Recharge",
  // A regulation a safety threshold cites by its name (UN ECE R100, insulation resistance).
  "UN",
  "ECE",
  // Grades and the B2B edition's name.
  "B2B",
  "A",
  "B",
  "C",
  "D",
  "E",
  // Sign-in providers, stores, a courier, file formats: names people know in these letters.
  "SNS",
  "Apple",
  "Google",
  "Play",
  "App",
  "Store",
  "CJ",
  "JPG",
  "JPEG",
  "PNG",
  "GIF",
  "WEBP",
  "HEIC",
  "PDF",
  // The battery certificate's QR code (QR코드): written so in Korean too.
  "QR",
  // 1:1 문의's question marker.
  "Q",
]);

/**
 * What a member typed or was given is theirs, not the product's text: the demo accounts' and the gallery's login
 * ids (whole or masked with *), and e-mail addresses.
 */
const USER_DATA = /[\w.+-]+@[\w-]+(\.[\w-]+)+|\b(demo\w*|evdriver\d+|[a-z]{1,4}\*+)/g;

/** Latin words in a text, each with a few characters around it (to find it on the screen). */
export function latinWords(text: string): string[] {
  const found: string[] = [];
  const shown = text.replace(USER_DATA, " ");
  for (const match of shown.matchAll(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9_.\-/]*/g)) {
    const token = match[0].replace(/[.\-/]+$/, "");
    // Compound tokens (km/kWh, OBD-240000, Mercedes-Benz) are judged part by part; a part that is a model code
    // (EV6, i4, 2WD) or a version (v2.4.1) passes.
    const parts = token.split(/[/-]/).filter(Boolean);
    if (parts.every((p) => ALLOWED.has(p) || /^[A-Za-z]{0,3}\d+[A-Za-z]{0,3}$/.test(p) || /^\d/.test(p) || /^v\d+(\.\d+)*$/.test(p)))
      continue;
    const at = match.index ?? 0;
    found.push(`"${token}" in "…${shown.slice(Math.max(0, at - 12), at + token.length + 12).replace(/\s+/g, " ")}…"`);
  }
  return found;
}
