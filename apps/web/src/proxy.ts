import { NextResponse, type NextRequest } from "next/server";
import { applySecurityHeaders, createNonce, nonceRequestHeaders } from "@/shared/security-headers";

/**
 * Pages rendered per request get a fresh CSP nonce, read by _document (src/shared/security-headers.ts).
 *
 * The matcher lists those pages and nothing else. Prerendered pages (`PRERENDERED_PAGES`: /nonMemberMain, /diagnosis/trial, and the
 * 404 page any other address gets) keep next.config's policy, which carries the hashes of their inline scripts
 * (src/server/prerendered-csp.ts): the same on every response, and served without this proxy, whose layer alone
 * costs more than half of a static page's rate. `/{product}/api/*` does not come here either: Next copies the
 * whole body of every request its proxy layer sees into memory, so the API is forwarded by a plain Node handler
 * reached through the catch-all route pages/[product]/api/[...path].tsx (src/server/api-forward.ts).
 */
export function proxy(req: NextRequest) {
  const isHttps = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  const nonce = createNonce();
  return applySecurityHeaders(NextResponse.next({ request: { headers: nonceRequestHeaders(req.headers, nonce, { isHttps }) } }), {
    nonce,
    isHttps,
  });
}

export const config = {
  matcher: [
    {
      // Every page with getServerSideProps (a literal: Next reads this config without running the module; a unit
      // test checks it against src/pages). A page missing here is served under the static policy: no hydration.
      source:
        "/:page(home|menu|diagnosis|safety-index|main|signin|service-pause|unauthorized|location-base-onboarding|terms-onboarding|my-info|obd|fire-safety|alerts|statistics|driving|settings|review|offline)?",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    {
      // The pages under these folders (the account journeys, docs/accounts.md; the service sign-up and the service
      // screens; an alert's detail and the alert settings; a battery metric's statistics; the customer centre's boards; the trip and charge logs; the battery report and the public certificate, which needs no session): all rendered per request.
      source: "/:area(signup|auth|find|service|alerts|settings|statistics|board|driving|safety-index|certificate)/:rest*",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
