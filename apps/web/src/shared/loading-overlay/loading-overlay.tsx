import Router from "next/router";
import { useEffect, useRef, useState } from "react";
import type { AnimationItem } from "lottie-web";
import {
  ANIMATION_ASPECT_RATIO,
  ANIMATION_MAX_WIDTH_PX,
  ANIMATION_WIDTH,
  LOADING_LABEL,
  OVERLAY_BACKDROP,
  OVERLAY_Z_INDEX,
} from "./constants";
import { useRouteLoading, type RouterEvents } from "./route-loading";
import { useScrollLock } from "./scroll-lock";

export interface LoadingOverlayProps {
  /** Next's router events; tests pass their own emitter. */
  events?: RouterEvents;
}

/**
 * Full-screen loading overlay for route changes (SPEC §2, §9), mounted once in `_app`. Costs nothing in
 * first-load JS beyond this component: the loader, the Lottie player and the animation load when the overlay first
 * shows, not when the page is idle (evaluating the player is a long task on a phone, docs/performance.md); until
 * they are there a CSS ring shows.
 */
export function LoadingOverlay({ events = Router.events }: LoadingOverlayProps) {
  const visible = useRouteLoading(events);
  useScrollLock(visible);
  return (
    <>
      {/* Always in the DOM so screen readers notice when the text appears. */}
      <div role="status" aria-live="polite" className="sr-only">
        {visible ? LOADING_LABEL : null}
      </div>
      {visible && <OverlayScreen />}
    </>
  );
}

function OverlayScreen() {
  const container = useRef<HTMLDivElement>(null);
  const [isAnimating, setIsAnimating] = useState(false);

  useEffect(() => {
    let item: AnimationItem | undefined;
    let cancelled = false;
    import("./lottie-loader")
      .then(async ({ loadLoadingAnimation, playLoadingAnimation }) => {
        const loaded = await loadLoadingAnimation();
        if (cancelled || !container.current) return;
        item = playLoadingAnimation(loaded, container.current);
        setIsAnimating(true);
      })
      // The CSS ring stays: a missing animation must never block navigation.
      .catch((err: unknown) => console.warn("[loading-overlay] 애니메이션을 불러오지 못해 기본 표시를 사용합니다", err));
    return () => {
      cancelled = true;
      item?.destroy();
    };
  }, []);

  return (
    <div
      data-testid="loading-overlay"
      aria-hidden="true"
      className="fixed inset-0 flex items-center justify-center"
      style={{ zIndex: OVERLAY_Z_INDEX, background: OVERLAY_BACKDROP, touchAction: "none", overscrollBehavior: "contain" }}
    >
      <div
        data-testid="loading-animation"
        className="relative flex items-center justify-center"
        style={{ width: ANIMATION_WIDTH, maxWidth: ANIMATION_MAX_WIDTH_PX, aspectRatio: ANIMATION_ASPECT_RATIO }}
      >
        {!isAnimating && <span data-testid="loading-ring-fallback" className="loading-ring-fallback" />}
        <div ref={container} className="absolute inset-0" />
      </div>
    </div>
  );
}
