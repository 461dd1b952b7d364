// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shareLink } from "../share";

const mocks = vi.hoisted(() => ({ hasBridge: vi.fn(() => false), request: vi.fn(async () => ({})) }));
vi.mock("@/shared/bridge", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/bridge")>()),
  bridgeReady: async () => {},
  hasBridge: () => mocks.hasBridge(),
  request: (...args: unknown[]) => mocks.request(...(args as [])),
}));

const URL_ = `${window.location.origin}/certificate/abc?s=def`;
const writeText = vi.fn(async () => {});

beforeEach(() => {
  mocks.hasBridge.mockReturnValue(false);
  mocks.request.mockClear();
  writeText.mockClear();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
});

describe("shareLink", () => {
  it("uses the phone's share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    expect(await shareLink(URL_)).toBe("인증서를 공유했어요.");
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL_ }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says nothing when the driver closes the share sheet", async () => {
    Object.defineProperty(navigator, "share", {
      value: vi.fn(async () => Promise.reject(new DOMException("x", "AbortError"))),
      configurable: true,
    });
    expect(await shareLink(URL_)).toBe("");
  });

  it("in the app without a share sheet, opens it in the system browser through the shell's link.open", async () => {
    mocks.hasBridge.mockReturnValue(true);
    expect(await shareLink(URL_)).toContain("브라우저에서 인증서를 열었어요");
    expect(mocks.request).toHaveBeenCalledWith("link.open", { url: URL_ });
  });

  it("in a browser without a share sheet, copies the link", async () => {
    expect(await shareLink(URL_)).toContain("링크를 복사했어요");
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(mocks.request).not.toHaveBeenCalled();
  });
});
