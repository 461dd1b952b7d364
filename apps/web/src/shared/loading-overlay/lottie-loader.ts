import type { AnimationItem, LottiePlayer } from "lottie-web";
import { LOADING_ANIMATION_URL } from "./constants";

/**
 * The Lottie player and the animation are loaded on demand, never in first-load JS (docs/performance.md budget): the
 * light player (SVG renderer only) is a dynamic import, the JSON a fetch of a
 * public file. Both are cached for the page's lifetime; a failure is forgotten so a later attempt retries.
 * This module itself is imported on demand too (the overlay's effect, when it first shows): `_app` carries only the
 * overlay's timing and markup.
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

/** Tests only: forget the cached load. */
export function resetLoadingAnimationCache(): void {
  loading = undefined;
}
