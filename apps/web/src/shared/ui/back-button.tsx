import { useRouter, type NextRouter } from "next/router";
import { useEffect } from "react";

/** Whether this tab has moved between the app's pages since it loaded (set by Next's router). */
let movedInApp = false;
let tracking = false;

/**
 * Notes the tab's client-side moves from the first screen that renders it on (the frame of every signed-in page),
 * so that a sub-page knows whether the previous history entry is the app's.
 */
export function useTrackAppMoves(router: NextRouter | null) {
  useEffect(() => {
    // A router a test replaces may have no events.
    if (tracking || !router?.events) return;
    tracking = true;
    router.events.on("routeChangeComplete", () => {
      movedInApp = true;
    });
  }, [router]);
}

/**
 * Whether the previous history entry is one of the app's pages: after a client-side move, or a full load from another
 * page of this origin (the prerendered pages leave by a full load). A page opened directly (a push notification, a
 * link from elsewhere, a new WebView) has none, and going back would leave the app or do nothing.
 */
function canGoBackInApp(): boolean {
  if (window.history.length <= 1) return false;
  if (movedInApp) return true;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The back button of a sub-page's top bar: the previous page of the app, else the page this one belongs to
 * (`fallback`), so a WebView without a back gesture never leaves a driver on a dead end. 44×44 px.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const router = useRouter();
  useTrackAppMoves(router);
  const onClick = () => {
    if (canGoBackInApp()) router.back();
    else void router.replace(fallback);
  };
  return (
    <button
      type="button"
      aria-label="뒤로"
      onClick={onClick}
      className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-100 print:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
  );
}
