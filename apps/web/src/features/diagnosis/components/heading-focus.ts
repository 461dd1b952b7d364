import { useEffect, useRef } from "react";

/**
 * The ref of a screen's heading that takes focus when the member moved to this screen inside /diagnosis (a step
 * change, the result, back): screen readers then start at the new screen, not at the button that led there.
 */
export function useHeadingFocus<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/** Classes of a focusable heading: no ring for a programmatic focus, only the page's usual outline none. */
export const HEADING_FOCUS = "outline-none scroll-mt-4";
