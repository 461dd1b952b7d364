// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "@/shared/idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle (the shell's one idle wait)", () => {
  it("asks requestIdleCallback with the timeout; cancelling cancels that callback", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((cb: () => void) => ((idle = cb), 42)),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const task = vi.fn();
    const cancel = whenIdle(task, { timeout: 1_234, fallbackDelay: 99 });
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_234 });
    expect(task).not.toHaveBeenCalled();
    idle!();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it("without requestIdleCallback (Safari, WKWebView) runs after fallbackDelay, and not at all when cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task, { timeout: 1_000, fallbackDelay: 300 });
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, { timeout: 1_000, fallbackDelay: 300 })();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
