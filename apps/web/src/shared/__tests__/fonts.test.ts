// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { unicodeRange } from "../../../scripts/generate-font-subset.mjs";
import { FONT_ATTRIBUTE, FONT_IDLE_TIMEOUT_MS, FONT_LOAD_WAIT_MS, loadPretendardWhenIdle } from "@/shared/fonts";

const html = () => document.documentElement;
/** Lets pending promise callbacks run (the timers are fake). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
let idle: (() => void) | undefined;
let load: ReturnType<typeof vi.fn<(font: string, text?: string) => Promise<FontFace[]>>>;
/** Stands in for the lazy stylesheet of the dynamic subset's faces (styles/pretendard-variable.module.css). */
let faces: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
const start = () => loadPretendardWhenIdle(window, { loadVariableFaces: faces });

beforeEach(() => {
  vi.useFakeTimers();
  html().removeAttribute(FONT_ATTRIBUTE);
  document.body.innerHTML =
    '<div id="__next"><h1>내 전기차 배터리</h1><p>오늘도  안전한가요?</p></div><script id="__NEXT_DATA__">{"x":"데이터"}</script>';
  idle = undefined;
  vi.stubGlobal(
    "requestIdleCallback",
    vi.fn((cb: () => void) => ((idle = cb), 3)),
  );
  vi.stubGlobal("cancelIdleCallback", vi.fn());
  load = vi.fn<(font: string, text?: string) => Promise<FontFace[]>>(() => Promise.resolve([]));
  faces = vi.fn<() => Promise<unknown>>(() => Promise.resolve({}));
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "fonts");
});

describe("loadPretendardWhenIdle (docs/performance.md: the first paint uses the phone's font)", () => {
  it("waits for the browser to be idle (at most 2 s), loads the fonts the app's text needs, then switches", async () => {
    // The generated family has every character of this text but 안: only that one comes from the dynamic subset.
    const covered = [..."내전기차배터리오늘도한가요?"].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
    const fonts = Object.assign([{ family: '"Pretendard App"', unicodeRange: unicodeRange(covered) }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    start();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: FONT_IDLE_TIMEOUT_MS });
    expect(load).not.toHaveBeenCalled();
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    expect(faces).not.toHaveBeenCalled();
    idle!();
    expect(faces).toHaveBeenCalledTimes(1);
    // The dynamic subset's files are asked for once its rules are in the page.
    expect(load.mock.calls).toEqual([['1em "Pretendard App"', "내 전기차 배터리오늘도 안전한가요?"]]);
    await vi.waitFor(() =>
      expect(load.mock.calls).toEqual([
        ['1em "Pretendard App"', "내 전기차 배터리오늘도 안전한가요?"],
        ['1em "Pretendard Variable"', "안"],
      ]),
    );
    await vi.waitFor(() => expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard"));
  });

  it("waits for the dynamic subset's stylesheet and its files before switching, when the text needs them", async () => {
    const fonts = Object.assign([{ family: "Pretendard App", unicodeRange: "U+20-7E" }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    let sheetLoaded!: () => void;
    faces.mockReturnValueOnce(new Promise((r) => (sheetLoaded = () => r({}))));
    let filesLoaded!: () => void;
    load.mockImplementation((font) => (font.includes("Variable") ? new Promise((r) => (filesLoaded = () => r([]))) : Promise.resolve([])));
    start();
    idle!();
    await flush();
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE); // the stylesheet is not there yet
    expect(load).toHaveBeenCalledTimes(1);
    sheetLoaded();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await flush();
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE); // nor the files
    filesLoaded();
    await vi.waitFor(() => expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard"));
  });

  it("a stylesheet that fails to load (offline) does not hold the switch: those characters keep the phone's font", async () => {
    const fonts = Object.assign([{ family: "Pretendard App", unicodeRange: "U+20-7E" }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    faces.mockReturnValueOnce(Promise.reject(new Error("ChunkLoadError")));
    start();
    idle!();
    await vi.waitFor(() => expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard"));
    expect(load.mock.calls.map(([font]) => font)).toEqual(['1em "Pretendard App"']);
  });

  it("asks the dynamic subset for nothing when the app's family has every character", () => {
    const fonts = Object.assign([{ family: "Pretendard App", unicodeRange: "U+20-7E, U+AC00-D7A3" }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    start();
    idle!();
    expect(load.mock.calls).toEqual([['1em "Pretendard App"', "내 전기차 배터리오늘도 안전한가요?"]]);
    // Its rules are added all the same, without holding the switch: text shown later may need them.
    expect(faces).toHaveBeenCalledTimes(1);
  });

  it("leaves out sections laid out only near the screen (cv-auto): the browser loads their fonts when they show", () => {
    document
      .getElementById("__next")!
      .insertAdjacentHTML("beforeend", '<section class="cv-auto"><h2>화재 대처 요령</h2><p>쉭 소리</p></section><footer>끝</footer>');
    start();
    idle!();
    const texts = load.mock.calls.map(([, text]) => text).join("");
    expect(texts).toContain("끝");
    for (const ch of "화재대처령쉭소") expect(texts).not.toContain(ch);
  });

  it("switches anyway when the files fail, or take longer than 3 s (the rest swaps in)", async () => {
    load.mockReturnValueOnce(Promise.reject(new Error("offline")));
    start();
    idle!();
    await vi.waitFor(() => expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard"));

    html().removeAttribute(FONT_ATTRIBUTE);
    load.mockReturnValueOnce(new Promise(() => {}));
    start();
    idle!();
    vi.advanceTimersByTime(FONT_LOAD_WAIT_MS - 1);
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    vi.advanceTimersByTime(1);
    expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard");
  });

  it("without the Font Loading API it switches at once when idle; without requestIdleCallback after 300 ms", () => {
    Reflect.deleteProperty(document, "fonts");
    vi.stubGlobal("requestIdleCallback", undefined);
    start();
    vi.advanceTimersByTime(299);
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    vi.advanceTimersByTime(1);
    expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard");
    expect(faces).toHaveBeenCalledTimes(1); // the subset's rules still come, for the browser to use as text needs
  });

  it("cancelled (the shell unmounts) before it ran: nothing loads, nothing switches", async () => {
    const cancel = start();
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(3);
    let resolve!: () => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = () => r([]))));
    const cancel2 = start();
    idle!();
    cancel2();
    resolve();
    await Promise.resolve();
    vi.advanceTimersByTime(FONT_LOAD_WAIT_MS);
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
  });
});
