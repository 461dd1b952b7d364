// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Counts evaluations of the protocol module (the bridge's zod schemas). */
const protocolLoaded = vi.fn();

beforeEach(() => {
  vi.resetModules();
  protocolLoaded.mockClear();
  vi.doMock("../protocol", async (importOriginal) => {
    protocolLoaded();
    return importOriginal();
  });
});
afterEach(() => {
  vi.doUnmock("../protocol");
  delete window.AndroidBridge;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the bridge's schemas load only where there is a shell (docs/performance.md)", () => {
  it("a plain browser listening for shell events loads no schema until a message comes", async () => {
    const { onBridgeEvent, resetBridge } = await import("../client");
    const seen = vi.fn();
    const off = onBridgeEvent("app.foreground", seen);
    await settle();
    expect(protocolLoaded).not.toHaveBeenCalled();

    // A shell that shows up later (the simulator) is still heard: the schemas load with its first message.
    window.dispatchEvent(
      new MessageEvent("message", { data: { event: "app.foreground" }, origin: window.location.origin, source: window }),
    );
    await vi.waitFor(() => expect(seen).toHaveBeenCalledOnce());
    expect(protocolLoaded).toHaveBeenCalledOnce();
    off();
    resetBridge();
  });

  it("in the app, listening loads them at once, ready for the shell's first message", async () => {
    window.AndroidBridge = { postMessage: vi.fn() };
    const { onBridgeEvent, resetBridge } = await import("../client");
    const off = onBridgeEvent("app.foreground", () => {});
    await vi.waitFor(() => expect(protocolLoaded).toHaveBeenCalledOnce());
    off();
    resetBridge();
  });
});
