import { useEffect } from "react";

/** Set on <html> while the overlay is up; globals.css also locks scrolling with it. */
export const SCROLL_LOCK_ATTRIBUTE = "data-loading-overlay";

/**
 * Locks page scroll while `locked` (SPEC §2). Works on <html> (the modal works on <body>), and restores the
 * exact previous inline value, so the two layers never undo each other's lock.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    const previousOverscroll = root.style.overscrollBehavior;
    root.style.overflow = "hidden";
    root.style.overscrollBehavior = "none";
    root.setAttribute(SCROLL_LOCK_ATTRIBUTE, "");
    return () => {
      root.style.overflow = previousOverflow;
      root.style.overscrollBehavior = previousOverscroll;
      root.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
    };
  }, [locked]);
}
