import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FONT_ATTRIBUTE, FONT_IDLE_TIMEOUT_MS, FONT_LOAD_WAIT_MS, loadPretendardWhenIdle } from "@/shared/fonts";

const html = () => document.documentElement;
let idle: (() => void) | undefined;
let load: ReturnType<typeof vi.fn<(font: string, text?: string) => Promise<FontFace[]>>>;

beforeEach(() => {
  vi.useFakeTimers();
  html().removeAttribute(FONT_ATTRIBUTE);
  document.body.innerHTML = '<div id="__next"><h1>내 전기차 배터리</h1><p>오늘도  안전한가요?</p></div><script id="__NEXT_DATA__">{"x":"데이터"}</script>';
  idle = undefined;
  vi.stubGlobal("requestIdleCallback", vi.fn((cb: () => void) => ((idle = cb), 3)));
  vi.stubGlobal("cancelIdleCallback", vi.fn());
  load = vi.fn<(font: string, text?: string) => Promise<FontFace[]>>(() => Promise.resolve([]));
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "fonts");
});

describe("loadPretendardWhenIdle (docs/performance.md: the first paint uses the phone's font)", () => {
  it("waits for the browser to be idle (at most 2 s), loads the faces the app's text needs, then switches", async () => {
    loadPretendardWhenIdle();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: FONT_IDLE_TIMEOUT_MS });
    expect(load).not.toHaveBeenCalled();
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    idle!();
    expect(load).toHaveBeenCalledWith('1em "Pretendard Variable"', "내 전기차 배터리오늘도 안전한가요?");
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE); // not before the files are there
    await vi.waitFor(() => expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard"));
  });

  it("switches anyway when the files fail, or take longer than 3 s (the rest swaps in)", async () => {
    load.mockReturnValueOnce(Promise.reject(new Error("offline")));
    loadPretendardWhenIdle();
    idle!();
    await vi.waitFor(() => expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard"));

    html().removeAttribute(FONT_ATTRIBUTE);
    load.mockReturnValueOnce(new Promise(() => {}));
    loadPretendardWhenIdle();
    idle!();
    vi.advanceTimersByTime(FONT_LOAD_WAIT_MS - 1);
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    vi.advanceTimersByTime(1);
    expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard");
  });

  it("without the Font Loading API it switches at once when idle; without requestIdleCallback after 300 ms", () => {
    Reflect.deleteProperty(document, "fonts");
    vi.stubGlobal("requestIdleCallback", undefined);
    loadPretendardWhenIdle();
    vi.advanceTimersByTime(299);
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
    vi.advanceTimersByTime(1);
    expect(html()).toHaveAttribute(FONT_ATTRIBUTE, "pretendard");
  });

  it("cancelled (the shell unmounts) before it ran: nothing loads, nothing switches", async () => {
    const cancel = loadPretendardWhenIdle();
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(3);
    let resolve!: () => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = () => r([]))));
    const cancel2 = loadPretendardWhenIdle();
    idle!();
    cancel2();
    resolve();
    await Promise.resolve();
    vi.advanceTimersByTime(FONT_LOAD_WAIT_MS);
    expect(html()).not.toHaveAttribute(FONT_ATTRIBUTE);
  });
});
