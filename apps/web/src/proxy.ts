import { NextResponse, type NextRequest } from "next/server";
import { PRERENDERED_PAGES, prerenderedScriptHashes } from "@/server/prerendered-csp";
import { applySecurityHeaders, createNonce, nonceRequestHeaders } from "@/shared/security-headers";

/**
 * Pages rendered per request get a fresh CSP nonce, read by _document (src/shared/security-headers.ts).
 * Prerendered pages get a policy with the hashes of their inline scripts, the same on every response.
 *
 * `/{product}/api/*` does not pass through here: Next copies the whole body of every request its proxy layer
 * sees into memory (up to `proxyClientMaxBodySize`, and silently cuts it beyond), so the API is forwarded by a
 * plain Node handler instead, reached through next.config.ts's rewrite (src/server/api-forward.ts).
 */
export function proxy(req: NextRequest) {
  const isHttps = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  const { pathname } = req.nextUrl;
  if (PRERENDERED_PAGES.has(pathname)) {
    const res = applySecurityHeaders(NextResponse.next(), { scriptHashes: prerenderedScriptHashes(pathname), isHttps });
    // The same bytes and headers for everyone, so a shared cache may keep them; briefly, because the HTML names
    // this build's script files and a new build replaces them.
    res.headers.set("cache-control", PRERENDERED_CACHE_CONTROL);
    return res;
  }
  const nonce = createNonce();
  return applySecurityHeaders(
    NextResponse.next({ request: { headers: nonceRequestHeaders(req.headers, nonce, { isHttps }) } }),
    { nonce, isHttps },
  );
}

const PRERENDERED_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=120";

export const config = {
  matcher: [
    {
      // Not `/{product}/api/*` (the API, see above), nor Next's assets, next-auth and public files.
      source: "/((?!_next/static|_next/image|api/|[^/]+/api/|lottie/|favicon.svg).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
