import { AppLink } from "./app-link";

/**
 * The back control of a sub-page's top bar: a link to the page this one belongs to (`fallback`), so a WebView
 * without a back gesture never leaves a driver on a dead end, and a page opened directly (a push notification, a
 * link from elsewhere) leads into the app rather than out of it. A plain link on purpose: it costs the page's
 * first load almost nothing beside the tab bar's links; its chevron is drawn in CSS (globals.css) for the same reason.
 * 44×44 px.
 */
export function BackButton({ fallback }: { fallback: string }) {
  return (
    <AppLink
      href={fallback}
      aria-label="뒤로"
      className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-100 print:hidden"
    >
      <span aria-hidden="true" className="back-chevron" />
    </AppLink>
  );
}
