import { SCREENS } from "../../scripts/screens/list.mjs";
import { ONE_PHONE_TAG } from "../env";
import { expect, test } from "../fixtures";
import { loadScreen, prepareScreen } from "../screens/open-screen";

/**
 * Every user-visible text is Korean: every screen of `npm run screens`, opened as its account would see it, shows no
 * Latin word outside a short allow-list — units, the battery terms drivers know by their letters, brand and model
 * names, store names. An internal code ("EV6_GT"), an English error name ("SessionRequired") or a schema message
 * ("string이 너무 작습니다") fails it. The words are read from the page's visible text and its dialogs.
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
  // 1:1 문의's question marker.
  "Q",
]);

/**
 * What a member typed or was given is theirs, not the product's text: the demo accounts' and the gallery's login
 * ids (whole or masked with *), and e-mail addresses.
 */
const USER_DATA = /[\w.+-]+@[\w-]+(\.[\w-]+)+|\b(demo\w*|evdriver\d+|[a-z]{1,4}\*+)/g;

/** Latin words in a text, each with a few characters around it (to find it on the screen). */
function latinWords(text: string): string[] {
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

test.describe("every screen speaks Korean", { tag: ONE_PHONE_TAG }, () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: ${screen.route}${screen.account ? ` as ${screen.account}` : ""}`, async ({ page, faults, request }) => {
      await prepareScreen(page, screen, { faults, request });
      await loadScreen(page, screen);
      const text = await page.locator("body").innerText();
      expect(latinWords(text), `Latin words on ${screen.route}`).toEqual([]);
    });
  }
});
