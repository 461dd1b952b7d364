import { vi } from "vitest";

/**
 * jsdom's window.postMessage leaves `origin` and `source` empty; browsers set them to the sender's origin and
 * window. Installs the browser's behaviour for tests that run the shell simulator (restored by vi.restoreAllMocks).
 */
export function browserLikePostMessage(): void {
  vi.spyOn(window, "postMessage").mockImplementation(((data: unknown, targetOrigin: string) => {
    if (targetOrigin !== "*" && targetOrigin !== window.location.origin) return;
    setTimeout(() => window.dispatchEvent(new MessageEvent("message", { data, origin: window.location.origin, source: window })), 0);
  }) as typeof window.postMessage);
}
