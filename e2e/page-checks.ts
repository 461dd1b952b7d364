import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * axe over the page as it is now, with all its rules: WCAG 2.0–2.2 A/AA and its best practices (landmarks, heading
 * order, nested controls…), not only the WCAG tags.
 *
 * A page without frames is checked with one `axe.run` in the page (the builder's legacy mode): the same rules over
 * the same document, in a half to a third of the time of the default, which runs axe in parts per frame and joins
 * them in a blank page of its own. A page with frames gets the default, which also reaches cross-origin frames.
 * axe reports its violations only (`resultTypes`): every rule still runs on every element and each violation comes
 * with all its elements, but the passing, inapplicable and incomplete results keep one element each, which axe then
 * need not describe (a selector and the HTML of every element that passed).
 */
export async function axeViolations(page: Page) {
  const builder = new AxeBuilder({ page });
  builder.options({ resultTypes: ["violations"] });
  if (page.frames().length === 1) builder.setLegacyMode();
  return (await builder.analyze()).violations;
}

type Violation = Awaited<ReturnType<typeof axeViolations>>[number];

/** One line per violation and per element, so a failure says what to fix and where. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    at ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`);
      return `  ${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join("\n")}`;
    })
    .join("\n");
}

/**
 * axe (all rules) over the page as it is now: the violations of impact serious or critical, which fail the quality
 * bar; minor and moderate ones become an annotation of the running test (HTML report), not a failure.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const violations = await axeViolations(page);
  const others = violations.filter((v) => v.impact !== "serious" && v.impact !== "critical");
  if (others.length) test.info().annotations.push({ type: "axe (minor/moderate)", description: describeViolations(others) });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** The narrowest phone the app supports (CONTRIBUTING "mobile first: 360 px wide"). */
export const SMALL_PHONE = { width: 360, height: 640 };
/** iPhone 14 in portrait: the notch and status bar above, the home indicator below (CSS px). */
const IPHONE_INSETS = { top: 47, bottom: 34, left: 0, right: 0 };

/**
 * At 360×640 nothing sticks out sideways: the page never scrolls horizontally. Compared with 360, not only with
 * `innerWidth`: a mobile browser widens its layout viewport to fit content that overflows, and `innerWidth`
 * grows with it (seen here: 390 for a 420 px box), so `scrollWidth <= innerWidth` alone would still pass.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  await page.setViewportSize(SMALL_PHONE);
  await expect
    .poll(
      () =>
        page.evaluate(
          (width) => ({
            innerWidth: window.innerWidth,
            scrollWidth: document.documentElement.scrollWidth,
            // The innermost element reaching past the right edge (outside any scroller that clips it), to name the
            // culprit in a failure.
            sticksOut:
              [...document.querySelectorAll<HTMLElement>("body *")]
                .filter((el) => el.getBoundingClientRect().right > width + 0.5)
                .filter((el) => {
                  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
                    if (getComputedStyle(p).overflowX !== "visible") return false;
                  }
                  return true;
                })
                .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")}`)
                .at(-1) ?? null,
          }),
          SMALL_PHONE.width,
        ),
      { message: `horizontal overflow at ${SMALL_PHONE.width}×${SMALL_PHONE.height} on ${page.url()}` },
    )
    .toEqual({ innerWidth: SMALL_PHONE.width, scrollWidth: SMALL_PHONE.width, sticksOut: null });
}

/**
 * With the iPhone's safe-area insets (Chromium's `Emulation.setSafeAreaInsetsOverride`, which sets
 * `env(safe-area-inset-*)`), the page's title starts below the notch and nothing that stays on screen (fixed or
 * sticky bars) puts a control under the notch or the home indicator. Content that scrolls may pass under them.
 */
export async function expectClearOfSafeAreas(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setSafeAreaInsetsOverride", { insets: IPHONE_INSETS });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(
      () =>
        page.evaluate(({ top, bottom }) => {
          const problems: string[] = [];
          const h1 = document.querySelector("h1");
          if (h1 && h1.getBoundingClientRect().top < top)
            problems.push(`h1 starts at ${h1.getBoundingClientRect().top}px, under the notch`);
          for (const bar of document.querySelectorAll<HTMLElement>("body *")) {
            const { position, backgroundColor } = getComputedStyle(bar);
            if (position !== "fixed" && position !== "sticky") continue;
            // A bar that stays on screen while content scrolls beneath it must be opaque: seen through, the
            // contrast of its text would depend on whatever passes under it (a tinted panel, a photo).
            // Any colour syntax: "rgba(r, g, b, a)", "oklab(l a b / a)", "color(srgb r g b / a)"; none means opaque.
            const alpha = (/\/\s*([\d.]+)\)$/.exec(backgroundColor) ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(backgroundColor))?.[1];
            const coversScreen = bar.getBoundingClientRect().height >= window.innerHeight;
            if (!coversScreen && bar.textContent?.trim() && alpha !== undefined && Number(alpha) < 1)
              problems.push(`a ${position} bar (${bar.tagName.toLowerCase()}) is see-through: background ${backgroundColor}`);
            for (const control of bar.querySelectorAll<HTMLElement>("a, button, input, select, textarea, [tabindex]")) {
              const box = control.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) continue;
              if (box.top < top || box.bottom > window.innerHeight - bottom) {
                problems.push(
                  `"${control.textContent?.trim()}" in a ${position} bar spans ${box.top}–${box.bottom}px of ${window.innerHeight}`,
                );
              }
            }
          }
          return problems;
        }, IPHONE_INSETS),
      { message: `safe areas (top ${IPHONE_INSETS.top}px, bottom ${IPHONE_INSETS.bottom}px) on ${page.url()}` },
    )
    .toEqual([]);
}

/**
 * The page heading (h1) each screen shows, by path: accessibility.spec.ts and every-screen.spec.ts wait for it
 * before they check a screen.
 */
export const SCREEN_HEADINGS: Record<string, string> = {
  "/nonMemberMain": "내 전기차 배터리, 오늘도 안전한가요?",
  "/signin": "로그인",
  "/service-pause": "서비스 접속이 원활하지 않아요",
  "/unauthorized": "로그인이 필요해요",
  "/no-such-page": "페이지를 찾을 수 없습니다",
  "/find/id": "아이디 찾기",
  "/find/password": "비밀번호 찾기",
  "/home": "홈",
  "/menu": "메뉴",
  "/diagnosis": "안전 진단",
  "/safety-index": "안전 지수",
  "/main": "앱 사용 권한 안내",
  "/my-info": "내 정보",
  "/service": "내 서비스",
  "/service/payments": "결제 내역",
  "/alerts": "알림",
  "/settings/alim": "알림 설정",
  "/driving": "주행·충전",
  "/statistics": "배터리 지표",
  "/statistics/cell-voltage-balance": "셀 전압 편차",
  "/settings": "설정",
  "/review": "리뷰",
  "/board/notice": "공지사항",
  "/board/faq": "자주 묻는 질문",
  "/board/qna": "1:1 문의",
  "/board/qna/new": "문의하기",
};

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
