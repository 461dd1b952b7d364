import Router, { type NextRouter } from "next/router";
// The formatter Next's router itself uses for `push({ pathname, query })`: already in every page, so it costs nothing here.
import { formatUrl } from "next/dist/shared/lib/router/utils/format-url";
import { PRERENDERED_PAGES } from "./prerendered-pages";

/**
 * A document served prerendered (PRERENDERED_PAGES: the landing page, the diagnosis trial, 404) carries the static,
 * hash-only CSP, which allows this build's scripts and nothing from outside. Pages rendered per request get a nonce
 * policy that also allows what the app's pages load from outside (the postcode search, a payment window). A
 * client-side navigation keeps the document and so its policy: from a prerendered document, every navigation to a
 * page that is not prerendered is made a full load, so that page arrives with its own policy (docs/security.md "CSP").
 */

/** True when this document was served prerendered: Next's `__NEXT_DATA__.page`, which client navigations leave alone. */
export function isStaticDocument(): boolean {
  const page = typeof window === "undefined" ? undefined : (window as { __NEXT_DATA__?: { page?: string } }).__NEXT_DATA__?.page;
  return page !== undefined && PRERENDERED_PAGES.includes(page);
}

export type DocumentLoader = Pick<Location, "assign" | "replace">;

/**
 * Makes the router's `push` and `replace` (what `Router.push`, `useRouter()` and AppLink all call) load a new
 * document when they leave for a page that is not prerendered; other prerendered pages and changes of the same page
 * (a query, the modal's entry) stay client-side. Answers `false` then, as Next's router does for a navigation it
 * hands to the browser.
 */
export function guardStaticDocument(router: Pick<NextRouter, "push" | "replace">, load: DocumentLoader = window.location): void {
  for (const method of ["push", "replace"] as const) {
    const navigate = router[method].bind(router);
    router[method] = (url, as, options) => {
      const target = as ?? url;
      const href = typeof target === "string" ? target : formatUrl(target);
      if (PRERENDERED_PAGES.includes(new URL(href, window.location.href).pathname)) return navigate(url, as, options);
      load[method === "push" ? "assign" : "replace"](href);
      return Promise.resolve(false);
    };
  }
}

/** In a prerendered document: guards the router as soon as Next has created it. */
export function guardStaticDocumentNavigation(): void {
  if (isStaticDocument()) Router.ready(() => guardStaticDocument(Router.router!));
}
