// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_ANIMATION_URL, PRELOAD_FALLBACK_DELAY_MS } from "../constants";
import { preloadWhenIdle } from "../idle-preload";
import { loadLoadingAnimation, playLoadingAnimation, resetLoadingAnimationCache } from "../lottie-loader";

const player = vi.hoisted(() => ({ loadAnimation: vi.fn() }));
vi.mock("lottie-web/build/player/lottie_light", () => ({ default: player }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  resetLoadingAnimationCache();
  fetchMock.mockReset().mockResolvedValue(new Response(JSON.stringify({ fr: 30 }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("loadLoadingAnimation", () => {
  it("imports the light player and fetches the JSON once", async () => {
    const [a, b] = await Promise.all([loadLoadingAnimation(), loadLoadingAnimation()]);
    expect(a).toBe(b);
    expect(a.player).toBe(player);
    expect(a.data).toEqual({ fr: 30 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe(LOADING_ANIMATION_URL);
  });

  it("rejects on an HTTP error and retries on the next call", async () => {
    fetchMock.mockResolvedValueOnce(new Response("nope", { status: 404 }));
    await expect(loadLoadingAnimation()).rejects.toThrow("HTTP 404");
    await expect(loadLoadingAnimation()).resolves.toMatchObject({ data: { fr: 30 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("plays a looping SVG animation from a copy of the data", async () => {
    const loaded = await loadLoadingAnimation();
    const el = document.createElement("div");
    playLoadingAnimation(loaded, el);
    const opts = player.loadAnimation.mock.calls[0]![0];
    expect(opts).toMatchObject({ container: el, renderer: "svg", loop: true, autoplay: true });
    expect(opts.animationData).toEqual(loaded.data);
    expect(opts.animationData).not.toBe(loaded.data);
  });
});

describe("preloadWhenIdle", () => {
  it("loads when the browser is idle", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((cb: () => void) => ((idle = cb), 7)),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const load = vi.fn(() => Promise.resolve());
    const cancel = preloadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    idle!();
    expect(load).toHaveBeenCalledOnce();
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("by default loads the loader module, the player and the JSON (nothing of it is in first-load JS)", async () => {
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => (cb(), 1));
    preloadWhenIdle();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await expect(loadLoadingAnimation()).resolves.toMatchObject({ player, data: { fr: 30 } });
    expect(fetchMock).toHaveBeenCalledOnce(); // the overlay then finds it cached
  });

  it("falls back to a timer without requestIdleCallback (Safari)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const load = vi.fn(() => Promise.resolve());
    preloadWhenIdle(load);
    vi.advanceTimersByTime(PRELOAD_FALLBACK_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it("a failed preload is only logged", async () => {
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => (cb(), 1));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    preloadWhenIdle(() => Promise.reject(new Error("offline")));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
