import { NextResponse, type NextRequest } from "next/server";
import { applySecurityHeaders, createNonce, nonceRequestHeaders } from "@/shared/security-headers";

/**
 * Pages rendered per request get a fresh CSP nonce, read by _document (src/shared/security-headers.ts).
 * Prerendered pages (`PRERENDERED_PAGES`) do not come here: their hash-based policy is a next.config header
 * (src/server/prerendered-csp.ts), so Next serves them without running this proxy.
 *
 * `/{product}/api/*` does not pass through here: Next copies the whole body of every request its proxy layer
 * sees into memory (up to `proxyClientMaxBodySize`, and silently cuts it beyond), so the API is forwarded by a
 * plain Node handler instead, reached through next.config.ts's rewrite (src/server/api-forward.ts).
 */
export function proxy(req: NextRequest) {
  const isHttps = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  const nonce = createNonce();
  return applySecurityHeaders(
    NextResponse.next({ request: { headers: nonceRequestHeaders(req.headers, nonce, { isHttps }) } }),
    { nonce, isHttps },
  );
}

export const config = {
  matcher: [
    {
      // Not `/{product}/api/*` (the API, see above), Next's assets, next-auth, public files, nor the prerendered
      // pages (PRERENDERED_PAGES; a literal here, since Next reads this config without running the module).
      source: "/((?!_next/static|_next/image|api/|[^/]+/api/|lottie/|favicon.svg|nonMemberMain$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
