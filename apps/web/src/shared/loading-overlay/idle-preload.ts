import { whenIdle } from "../idle";
import { PRELOAD_FALLBACK_DELAY_MS, PRELOAD_IDLE_TIMEOUT_MS } from "./constants";

/** The loader module and, through it, the Lottie player and the JSON: none of them is in first-load JS. */
export const loadAnimationLazily = (): Promise<unknown> => import("./lottie-loader").then((m) => m.loadLoadingAnimation());

/**
 * Loads player and JSON once the browser is idle after the first page, so the first slow navigation finds
 * them ready. Returns a cancel function.
 */
export function preloadWhenIdle(load: () => Promise<unknown> = loadAnimationLazily): () => void {
  const run = () => {
    load().catch((err: unknown) => console.warn("[loading-overlay] 애니메이션을 미리 불러오지 못했습니다", err));
  };
  return whenIdle(run, { timeout: PRELOAD_IDLE_TIMEOUT_MS, fallbackDelay: PRELOAD_FALLBACK_DELAY_MS });
}
