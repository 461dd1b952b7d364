// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_ANIMATION_URL } from "../constants";
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
