import Router, { type NextRouter } from "next/router";
import { PRERENDERED_PAGES } from "./prerendered-pages";

/**
 * A document served prerendered (PRERENDERED_PAGES: the landing page, the diagnosis trial, 404) carries the static,
 * hash-only CSP, which allows this build's scripts and nothing from outside. Pages rendered per request get a nonce
 * policy that also allows what the app's pages load from outside (the postcode search, a payment window). A
 * client-side navigation keeps the document and so its policy: from a prerendered document, every navigation to a
 * page that is not prerendered is made a full load, so that page arrives with its own policy (docs/security.md "CSP").
 */

interface NextData {
  page?: string;
}

/** The page this document was served as: Next's `__NEXT_DATA__.page`, which client-side navigations leave alone. */
function documentPage(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as unknown as { __NEXT_DATA__?: NextData }).__NEXT_DATA__?.page;
}

/** True when this document was served prerendered, under the static hash-only policy. */
export function isStaticDocument(): boolean {
  const page = documentPage();
  return page !== undefined && PRERENDERED_PAGES.includes(page);
}

/** True when going to `href` (a path or URL of this app) from this document must load a new document. */
export function needsOwnDocument(href: string): boolean {
  if (!isStaticDocument()) return false;
  const target = new URL(href, window.location.href);
  if (target.origin !== window.location.origin) return false; // the router hands other origins to the browser anyway
  return !PRERENDERED_PAGES.includes(target.pathname);
}

type Url = Parameters<NextRouter["push"]>[0];

/** The address a `push`/`replace` argument names, or null for a query-only object (the same page). */
export function hrefOf(url: Url): string | null {
  if (typeof url === "string") return url;
  if (!url.pathname) return null;
  let search = url.search ?? "";
  if (!search && url.query && typeof url.query === "object") {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(url.query)) {
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) params.append(key, String(v));
    }
    const text = params.toString();
    search = text ? `?${text}` : "";
  } else if (!search && typeof url.query === "string" && url.query) {
    search = `?${url.query}`;
  }
  const hash = url.hash ? (url.hash.startsWith("#") ? url.hash : `#${url.hash}`) : "";
  return `${url.pathname}${search}${hash}`;
}

export interface DocumentLoader {
  assign(href: string): void;
  replace(href: string): void;
}

const browserLoader: DocumentLoader = {
  assign: (href) => window.location.assign(href),
  replace: (href) => window.location.replace(href),
};

/**
 * Makes the router's `push` and `replace` (what `Router.push`, `useRouter()` and AppLink all call) load a new
 * document when they leave this prerendered document for another page. Answers `false` then, as Next's router does for
 * a navigation it hands to the browser.
 */
export function guardStaticDocument(router: Pick<NextRouter, "push" | "replace">, load: DocumentLoader = browserLoader): void {
  for (const method of ["push", "replace"] as const) {
    const navigate = router[method].bind(router);
    router[method] = (url, as, options) => {
      const href = hrefOf(as ?? url);
      if (href === null || !needsOwnDocument(href)) return navigate(url, as, options);
      load[method === "push" ? "assign" : "replace"](href);
      return Promise.resolve(false);
    };
  }
}

/** In the browser, on a prerendered document: guards the router as soon as Next has created it. */
export function guardStaticDocumentNavigation(): void {
  if (!isStaticDocument()) return;
  Router.ready(() => {
    if (Router.router) guardStaticDocument(Router.router);
  });
}
