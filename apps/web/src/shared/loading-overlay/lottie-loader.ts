import type { AnimationItem, LottiePlayer } from "lottie-web";
import { LOADING_ANIMATION_URL, PRELOAD_FALLBACK_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS } from "./constants";

/**
 * The Lottie player and the animation are loaded on demand, never in first-load JS (issue 3 budget): the
 * light player (SVG renderer only, ≈ 46 kB gzip, STACK-NOTES) is a dynamic import, the JSON a fetch of a
 * public file. Both are cached for the page's lifetime; a failure is forgotten so a later attempt retries.
 */
export interface LoadedAnimation {
  player: LottiePlayer;
  /** Parsed JSON; lottie mutates what it is given, so `play` passes it a copy. */
  data: unknown;
}

let loading: Promise<LoadedAnimation> | undefined;

export function loadLoadingAnimation(): Promise<LoadedAnimation> {
  loading ??= Promise.all([
    import("lottie-web/build/player/lottie_light").then((m) => m.default),
    fetch(LOADING_ANIMATION_URL, { credentials: "same-origin" }).then((res) => {
      if (!res.ok) throw new Error(`${LOADING_ANIMATION_URL}: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    }),
  ]).then(
    ([player, data]) => ({ player, data }),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Plays the ring in `container` (looping, SVG) and returns the item to destroy on hide. */
export function playLoadingAnimation({ player, data }: LoadedAnimation, container: HTMLElement): AnimationItem {
  return player.loadAnimation({
    container,
    renderer: "svg",
    loop: true,
    autoplay: true,
    animationData: structuredClone(data),
    rendererSettings: { preserveAspectRatio: "xMidYMid meet", progressiveLoad: false },
  });
}

/**
 * Loads player and JSON once the browser is idle after the first page, so the first slow navigation finds
 * them ready. Returns a cancel function.
 */
export function preloadWhenIdle(load: () => Promise<unknown> = loadLoadingAnimation): () => void {
  const run = () => {
    load().catch((err: unknown) => console.warn("[loading-overlay] 애니메이션을 미리 불러오지 못했습니다", err));
  };
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, PRELOAD_FALLBACK_DELAY_MS);
  return () => clearTimeout(id);
}

/** Tests only: forget the cached load. */
export function resetLoadingAnimationCache(): void {
  loading = undefined;
}
