/**
 * The `route` label of a request to the web server: the build's page route pattern (`/statistics/[metric]`), or
 * `api-forward`, `static`, `other`. Patterns come from the build's routes manifest, so a label is always one of a
 * fixed set whatever URL a visitor sends.
 */

export interface RoutesManifest {
  staticRoutes?: { page: string; regex: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

/** The catch-all page that forwards the business API (server/api-forward.ts). */
const API_FORWARD_PAGE = "/[product]/api/[...path]";
const DATA_PREFIX = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

export function routeLabeler(manifest: RoutesManifest): (pathname: string) => string {
  const pages = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({
    page: r.page,
    regex: new RegExp(r.regex),
  }));
  const pageOf = (path: string) => pages.find((p) => p.regex.test(path))?.page;
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "static";
    // A client-side navigation's data request counts for its page.
    const data = DATA_PREFIX.exec(pathname);
    const path = data ? (data[1] === "/index" ? "/" : data[1]!) : pathname;
    const page = pageOf(path);
    if (page === API_FORWARD_PAGE) return "api-forward";
    // The 404 and error pages are what an unknown address gets; counted with it, not as a page.
    if (!page || page === "/404" || page === "/500" || page === "/_error") return "other";
    return page;
  };
}
