/**
 * Pretendard without slowing the first paint (docs/performance.md "Fonts"). globals.css declares its faces, but the
 * page paints with the phone's own Korean font; once the page is interactive and the browser idle, the faces the
 * page's text needs are loaded (`document.fonts.load`, so only their unicode-range files), and then
 * `<html data-font="pretendard">` switches the text to Pretendard in one relayout, with the files ready. From then
 * on every screen of the visit uses it (text that needs more ranges loads them with font-display: swap).
 */
export const FONT_ATTRIBUTE = "data-font";
export const FONT_VALUE = "pretendard";
/** The family name of the variable Pretendard in `pretendard`'s dynamic-subset CSS. */
export const PRETENDARD_FAMILY = '"Pretendard Variable"';
/** Upper bound for the idle wait, so a busy page still gets its font. */
export const FONT_IDLE_TIMEOUT_MS = 2_000;
/** On a slow network the switch does not wait longer than this: the rest comes in with swap. */
export const FONT_LOAD_WAIT_MS = 3_000;
/** How much of the page's text picks the ranges to load (the visible screen needs far less). */
const SAMPLE_CHARS = 4_000;

export function loadPretendardWhenIdle(win: Window = window): () => void {
  const doc = win.document;
  let cancelled = false;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    clearTimeout(waitTimer);
    if (!cancelled) doc.documentElement.setAttribute(FONT_ATTRIBUTE, FONT_VALUE);
  };
  const load = () => {
    if (cancelled || doc.documentElement.getAttribute(FONT_ATTRIBUTE) === FONT_VALUE) return;
    const fonts = (doc as Document & { fonts?: FontFaceSet }).fonts;
    if (!fonts || typeof fonts.load !== "function") {
      apply();
      return;
    }
    waitTimer = setTimeout(apply, FONT_LOAD_WAIT_MS);
    // The app's text (not <body>'s, which holds Next's data script); textContent does not force a layout.
    const text = (doc.getElementById("__next")?.textContent ?? "").replace(/\s+/g, " ").slice(0, SAMPLE_CHARS) || "가";
    fonts.load(`1em ${PRETENDARD_FAMILY}`, text).then(apply, apply);
  };
  if (typeof win.requestIdleCallback === "function") {
    const id = win.requestIdleCallback(load, { timeout: FONT_IDLE_TIMEOUT_MS });
    return () => {
      cancelled = true;
      win.cancelIdleCallback(id);
      clearTimeout(waitTimer);
    };
  }
  const id = setTimeout(load, 300);
  return () => {
    cancelled = true;
    clearTimeout(id);
    clearTimeout(waitTimer);
  };
}
