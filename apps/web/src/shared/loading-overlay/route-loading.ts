import { useEffect, useState } from "react";
import { OVERLAY_HIDE_DELAY_MS, OVERLAY_SHOW_DELAY_MS } from "./constants";

/**
 * When to show the overlay (SPEC §2): shown only if a route change lasts over 100 ms, hidden 150 ms after it
 * completes (or fails). A change that starts while the overlay is still fading out keeps it up, so two
 * navigations in a row do not flicker.
 */
export interface RouteLoadingController {
  start(): void;
  done(): void;
  dispose(): void;
}

export function createRouteLoadingController(onChange: (visible: boolean) => void): RouteLoadingController {
  let visible = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onChange(next);
  };
  const clear = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    showTimer = hideTimer = undefined;
  };
  return {
    start() {
      clearTimeout(hideTimer);
      hideTimer = undefined;
      if (visible || showTimer !== undefined) return;
      showTimer = setTimeout(() => {
        showTimer = undefined;
        set(true);
      }, OVERLAY_SHOW_DELAY_MS);
    },
    done() {
      clearTimeout(showTimer);
      showTimer = undefined;
      if (!visible || hideTimer !== undefined) return;
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        set(false);
      }, OVERLAY_HIDE_DELAY_MS);
    },
    dispose() {
      clear();
    },
  };
}

/** The part of Next's `router.events` (a mitt emitter) the overlay listens to. */
export type RouteChangeEvent = "routeChangeStart" | "routeChangeComplete" | "routeChangeError";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mitt's own handler type
type Handler = (...args: any[]) => void;
export interface RouterEvents {
  on(type: RouteChangeEvent, handler: Handler): void;
  off(type: RouteChangeEvent, handler: Handler): void;
}

/**
 * True while the overlay should be shown. Shallow changes (the modal's `modal=true` query, SPEC §2) load
 * nothing and are ignored.
 */
export function useRouteLoading(events: RouterEvents): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const controller = createRouteLoadingController(setVisible);
    const onStart = (_url: string, opts?: { shallow?: boolean }) => {
      if (!opts?.shallow) controller.start();
    };
    const onDone = () => controller.done();
    events.on("routeChangeStart", onStart);
    events.on("routeChangeComplete", onDone);
    events.on("routeChangeError", onDone);
    return () => {
      events.off("routeChangeStart", onStart);
      events.off("routeChangeComplete", onDone);
      events.off("routeChangeError", onDone);
      controller.dispose();
    };
  }, [events]);
  return visible;
}
