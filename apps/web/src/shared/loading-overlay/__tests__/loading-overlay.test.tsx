// @vitest-environment jsdom
/// <reference types="@testing-library/jest-dom/vitest" />
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingOverlay } from "../loading-overlay";
import { SCROLL_LOCK_ATTRIBUTE } from "../scroll-lock";
import type { RouterEvents } from "../route-loading";

const loader = vi.hoisted(() => ({
  load: vi.fn<() => Promise<unknown>>(),
  play: vi.fn(),
}));
vi.mock("../lottie-loader", () => ({
  loadLoadingAnimation: loader.load,
  playLoadingAnimation: loader.play,
}));

/** The subset of mitt that Next's router.events is. */
function createEvents() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const events: RouterEvents & { emit(type: string, ...args: unknown[]): void; count(): number } = {
    on: (type, h) => void (handlers.get(type) ?? handlers.set(type, new Set()).get(type)!).add(h),
    off: (type, h) => void handlers.get(type)?.delete(h),
    emit: (type, ...args) => handlers.get(type)?.forEach((h) => h(...args)),
    count: () => [...handlers.values()].reduce((n, s) => n + s.size, 0),
  };
  return events;
}

let events: ReturnType<typeof createEvents>;
const overlay = () => screen.queryByTestId("loading-overlay");
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const emit = (type: string, ...args: unknown[]) => act(() => events.emit(type, ...args));

beforeEach(() => {
  vi.useFakeTimers();
  events = createEvents();
  loader.load.mockReset().mockReturnValue(new Promise(() => {})); // still loading unless a test says otherwise
  loader.play.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LoadingOverlay timing (SPEC §2: after 100 ms, hides 150 ms after completion)", () => {
  it("never shows for a 50 ms navigation", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/menu", { shallow: false });
    advance(50);
    expect(overlay()).toBeNull();
    emit("routeChangeComplete", "/menu", { shallow: false });
    advance(1000);
    expect(overlay()).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);
  });

  it("shows a 300 ms navigation after 100 ms and hides it 150 ms after completion", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(99);
    expect(overlay()).toBeNull();
    advance(1);
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("페이지를 불러오는 중입니다");
    advance(200); // the navigation takes 300 ms in all
    emit("routeChangeComplete", "/home", { shallow: false });
    advance(149);
    expect(overlay()).toBeInTheDocument();
    advance(1);
    expect(overlay()).toBeNull();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("hides after routeChangeError too", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(120);
    expect(overlay()).toBeInTheDocument();
    emit("routeChangeError", new Error("Route Cancelled"), "/home", { shallow: false });
    advance(149);
    expect(overlay()).toBeInTheDocument();
    advance(1);
    expect(overlay()).toBeNull();
  });

  it("an error before 100 ms never shows it", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(60);
    emit("routeChangeError", new Error("Failed"), "/home", { shallow: false });
    advance(500);
    expect(overlay()).toBeNull();
  });

  it("ignores shallow changes (the modal's ?modal=true)", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home?modal=true", { shallow: true });
    advance(500);
    expect(overlay()).toBeNull();
  });

  it("stays up without flicker when the next navigation starts while it fades out", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/a", { shallow: false });
    advance(200);
    emit("routeChangeComplete", "/a", { shallow: false });
    advance(100);
    emit("routeChangeStart", "/b", { shallow: false });
    advance(100); // the first hide would have fired at 150 ms
    expect(overlay()).toBeInTheDocument();
    emit("routeChangeComplete", "/b", { shallow: false });
    advance(150);
    expect(overlay()).toBeNull();
  });

  it("stops listening on unmount", () => {
    const { unmount } = render(<LoadingOverlay events={events} />);
    expect(events.count()).toBe(3);
    unmount();
    expect(events.count()).toBe(0);
  });
});

describe("LoadingOverlay look and scroll lock (SPEC §9)", () => {
  it("locks page scroll while shown and restores the previous value", () => {
    document.documentElement.style.overflow = "auto";
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(100);
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.documentElement).toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);
    emit("routeChangeComplete", "/home", { shallow: false });
    advance(150);
    expect(document.documentElement.style.overflow).toBe("auto");
    expect(document.documentElement).not.toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);
    document.documentElement.style.overflow = "";
  });

  it("is a z-index 9999, 30 % black, full-screen layer with the animation at 50 % width, at most 300 px", () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(100);
    const layer = overlay()!;
    expect(layer).toHaveClass("fixed", "inset-0");
    expect(layer.style.zIndex).toBe("9999");
    expect(layer.style.background).toBe("rgba(0, 0, 0, 0.3)");
    const box = screen.getByTestId("loading-animation");
    expect(box.style.width).toBe("50%");
    expect(box.style.maxWidth).toBe("300px");
  });

  it("shows the CSS ring until the Lottie animation plays, then destroys the animation on hide", async () => {
    const destroy = vi.fn();
    const loaded = { player: {}, data: {} };
    loader.load.mockResolvedValue(loaded);
    loader.play.mockReturnValue({ destroy });
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(100);
    expect(screen.getByTestId("loading-ring-fallback")).toBeInTheDocument();
    await act(async () => {}); // let the resolved load settle
    expect(loader.play).toHaveBeenCalledWith(loaded, expect.any(HTMLDivElement));
    expect(screen.queryByTestId("loading-ring-fallback")).toBeNull();
    emit("routeChangeComplete", "/home", { shallow: false });
    advance(150);
    expect(destroy).toHaveBeenCalledOnce();
  });

  it("keeps the CSS ring when Lottie cannot load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    loader.load.mockRejectedValue(new Error("offline"));
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/home", { shallow: false });
    advance(100);
    await act(async () => {});
    expect(screen.getByTestId("loading-ring-fallback")).toBeInTheDocument();
    expect(loader.play).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("loads the animation only when the overlay first shows: not on mount, idle or a fast navigation", async () => {
    render(<LoadingOverlay events={events} />);
    emit("routeChangeStart", "/menu", { shallow: false });
    advance(50);
    emit("routeChangeComplete", "/menu", { shallow: false });
    advance(10_000); // past any idle timeout
    await act(async () => {});
    expect(loader.load).not.toHaveBeenCalled();
    emit("routeChangeStart", "/home", { shallow: false });
    advance(100);
    await act(async () => {});
    expect(loader.load).toHaveBeenCalledOnce();
  });
});
