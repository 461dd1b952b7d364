// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { unicodeRange } from "../../../scripts/generate-font-subset.mjs";
import { FONT_ATTRIBUTE, FONT_IDLE_TIMEOUT_MS, fontBootScript, loadPretendardWhenIdle } from "@/shared/fonts";
import { STORAGE_KEYS, storage } from "@/shared/storage";

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
  storage.remove(STORAGE_KEYS.fontReady);
  (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__ = { buildId: BUILD };
  load = vi.fn<(font: string, text?: string) => Promise<FontFace[]>>(() => Promise.resolve([{} as FontFace]));
  faces = vi.fn<() => Promise<unknown>>(() => Promise.resolve({}));
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "fonts");
});

const ready = () => storage.get(STORAGE_KEYS.fontReady);
const BUILD = "build-7";
/** Runs the boot script of build `build` as `_document` writes it, before the first paint. */
const boot = (build = BUILD) => new Function(fontBootScript(build))();

describe('Pretendard without a second paint (docs/performance.md "Fonts")', () => {
  it("first load: waits for idle (at most 2 s), fetches what the text needs for the next load, and never switches this page", async () => {
    // The generated family has every character of this text but 안: only that one comes from the dynamic subset.
    const covered = [..."내전기차배터리오늘도한가요?"].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
    const fonts = Object.assign([{ family: '"Pretendard App"', unicodeRange: unicodeRange(covered) }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    boot();
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    start();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: FONT_IDLE_TIMEOUT_MS });
    expect(load).not.toHaveBeenCalled();
    expect(faces).not.toHaveBeenCalled();
    idle!();
    expect(faces).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(load.mock.calls).toEqual([
        ['1em "Pretendard App"', "내 전기차 배터리오늘도 안전한가요?"],
        ['1em "Pretendard Variable"', "안"],
      ]),
    );
    await vi.waitFor(() => expect(ready()).toBe(BUILD));
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
  });

  it("next load: the boot script sets the attribute before the first paint; only the subset's rules are added when idle", async () => {
    storage.set(STORAGE_KEYS.fontReady, BUILD);
    boot("build-8"); // another build may have another font file: the phone's font until it is fetched
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    boot();
    expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard");
    start();
    idle!();
    expect(faces).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("remembers nothing when the app's file did not load (offline): the next load stays in the phone's font", async () => {
    load.mockReturnValueOnce(Promise.reject(new Error("offline")));
    start();
    idle!();
    await flush();
    expect(ready()).toBeNull();
    load.mockReturnValueOnce(Promise.resolve([]));
    start();
    idle!();
    await flush();
    expect(ready()).toBeNull();
  });

  it("a stylesheet that fails to load (offline) does not stop the app's file", async () => {
    const fonts = Object.assign([{ family: "Pretendard App", unicodeRange: "U+20-7E" }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    faces.mockReturnValueOnce(Promise.reject(new Error("ChunkLoadError")));
    start();
    idle!();
    await vi.waitFor(() => expect(ready()).toBe(BUILD));
    expect(load.mock.calls.map(([font]) => font)).toEqual(['1em "Pretendard App"']);
  });

  it("asks the dynamic subset for nothing when the app's family has every character", () => {
    const fonts = Object.assign([{ family: "Pretendard App", unicodeRange: "U+20-7E, U+AC00-D7A3" }], { load });
    Object.defineProperty(document, "fonts", { configurable: true, value: fonts });
    start();
    idle!();
    expect(load.mock.calls).toEqual([['1em "Pretendard App"', "내 전기차 배터리오늘도 안전한가요?"]]);
    // Its rules are added all the same: text shown later may need them.
    expect(faces).toHaveBeenCalledTimes(1);
  });

  it("leaves out sections laid out only near the screen (cv-auto)", () => {
    document
      .getElementById("__next")!
      .insertAdjacentHTML("beforeend", '<section class="cv-auto"><h2>화재 대처 요령</h2><p>쉭 소리</p></section><footer>끝</footer>');
    start();
    idle!();
    const texts = load.mock.calls.map(([, text]) => text).join("");
    expect(texts).toContain("끝");
    for (const ch of "화재대처령쉭소") expect(texts).not.toContain(ch);
  });

  it("without the Font Loading API nothing is remembered; without requestIdleCallback it runs after 300 ms", () => {
    Reflect.deleteProperty(document, "fonts");
    vi.stubGlobal("requestIdleCallback", undefined);
    start();
    vi.advanceTimersByTime(299);
    expect(faces).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(faces).toHaveBeenCalledTimes(1);
    expect(ready()).toBeNull();
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
  });

  it("cancelled (the shell unmounts) before it ran or before the file arrived: nothing is remembered", async () => {
    const cancel = start();
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(3);
    let resolve!: () => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = () => r([{} as FontFace]))));
    const cancel2 = start();
    idle!();
    cancel2();
    resolve();
    await flush();
    expect(ready()).toBeNull();
  });
});
