/**
 * Security headers for every response (docs/performance.md "Security headers"): a Content-Security-Policy, HSTS,
 * nosniff, Referrer-Policy, Permissions-Policy, COOP and frame denial.
 *
 * Three places (docs/performance.md "Security headers" has the wiring):
 * - `next.config.ts` `headers()` puts `staticSecurityHeaders()` on every path: assets, API answers, public
 *   files and prerendered pages.
 * - `proxy.ts` gives every page request a fresh nonce (`createNonce`), forwards it to `_document` in the
 *   `x-nonce` request header and replaces the policy with the nonce-based one (`applySecurityHeaders`).
 *   `_document` passes the nonce to `<Head nonce>` and `<NextScript nonce>`, which put it on every script
 *   Next emits, including Turbopack's inline bootstrap; scripts those load are trusted through 'strict-dynamic'.
 * - An answer Next's router gives before either layer (the error page of a malformed address) gets them from
 *   `_document` (`secureUnguardedResponse`).
 *
 * A page rendered per request (getServerSideProps, or getInitialProps as pages/_error.tsx) carries the nonce.
 * A prerendered page (/nonMemberMain) has one HTML for everyone, so a nonce cannot be in it: it gets a policy
 * with the hashes of its inline scripts instead (`scriptHashes`), a next.config header stamped at start
 * (src/server/prerendered-csp.ts), the same on every response, so a shared cache may replay it.
 *
 * No imports: next.config.ts, proxy.ts (Node or edge) and _document all use this file.
 */

/** Request header that carries the nonce from proxy.ts to `_document` (Next's documented name). */
export const NONCE_HEADER = "x-nonce";

/** Bytes of randomness per nonce (128 bits, as CSP recommends at least). */
const NONCE_BYTES = 16;

/** HSTS lifetime: two years, the minimum of the browsers' preload lists. */
export const HSTS_MAX_AGE_S = 63_072_000;

export interface SecurityHeaderOptions {
  /** Per-request nonce; without it the static policy (no inline scripts at all) is produced. */
  nonce?: string;
  /**
   * For a prerendered page (one HTML for everyone): the `sha256-…` sources of its inline scripts, allowed by hash
   * with its same-origin scripts by 'self' (its `<script src>` tags carry no nonce, so no 'strict-dynamic').
   */
  scriptHashes?: readonly string[];
  /** `next dev`: React needs 'unsafe-eval' for its debugging stacks. Default: NODE_ENV === "development". */
  isDev?: boolean;
  /** Served over https: adds `upgrade-insecure-requests` (never on plain http, which would break local runs). */
  isHttps?: boolean;
}

/** A fresh base64 nonce from the platform's CSPRNG (Web Crypto works in Node 20, the edge and browsers). */
export function createNonce(): string {
  const bytes = new Uint8Array(NONCE_BYTES);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Only base64 characters: anything else read from a header is not ours and is not echoed into HTML. */
const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,128}={0,2}$/;

export function isValidNonce(value: unknown): value is string {
  return typeof value === "string" && NONCE_PATTERN.test(value);
}

/** The nonce proxy.ts forwarded, for `_document`'s getInitialProps (`ctx.req?.headers`). */
export function readNonce(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const value = headers?.[NONCE_HEADER];
  return isValidNonce(value) ? value : undefined;
}

/**
 * The Kakao postcode search of /my-info's address form (docs/accounts.md "Profile"), and nothing else from outside:
 * the host its script and the chunks it loads come from, and the origin of the search page it embeds in a frame.
 * Under a nonce policy CSP3 browsers trust the script through 'strict-dynamic' (our code inserts it) and ignore the
 * host; the host serves CSP2-only browsers. The frame's origin is needed by every browser.
 */
export const POSTCODE_SCRIPT_ORIGIN = "https://t1.kakaocdn.net";
export const POSTCODE_FRAME_ORIGIN = "https://postcode.map.kakao.com";

const SCRIPT_HASH_PATTERN = /^sha256-[A-Za-z0-9+/]{43}=$/;

const isDevDefault = () => typeof process !== "undefined" && process.env.NODE_ENV === "development";

/** The Content-Security-Policy value. */
export function contentSecurityPolicy({
  nonce,
  scriptHashes,
  isDev = isDevDefault(),
  isHttps = false,
}: SecurityHeaderOptions = {}): string {
  if (nonce !== undefined && !isValidNonce(nonce)) throw new Error("CSP nonce must be base64");
  if (scriptHashes?.some((h) => !SCRIPT_HASH_PATTERN.test(h))) throw new Error("CSP script hashes must be sha256-<base64>");
  const script = ["'self'"];
  if (nonce) script.push(`'nonce-${nonce}'`, "'strict-dynamic'", POSTCODE_SCRIPT_ORIGIN);
  else if (scriptHashes) script.push(...scriptHashes.map((h) => `'${h}'`));
  if (isDev) script.push("'unsafe-eval'");
  // `next dev` only: pages outside proxy.ts's matcher (the prerendered ones, 404) have inline scripts that change
  // on every request there (HMR), so no hash can list them. Never in a build.
  if (isDev && !nonce) script.push("'unsafe-inline'");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // With a nonce, CSP3 browsers ignore 'self' here and trust only nonce'd scripts and what they load
    // ('strict-dynamic': Turbopack's chunk loader); 'self' is the fallback for CSP2-only browsers.
    ["script-src", ...script],
    // 'unsafe-inline' for styles: server-rendered React `style` attributes (the overlay, the layouts) and the
    // <style> Next inlines into its error pages would be blocked otherwise, and a nonce cannot cover
    // attributes. Styles cannot run code; scripts stay strict.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    // Pretendard is self-hosted under /_next/static/media.
    ["font-src", "'self'", "data:"],
    // The business API is same-origin (`/{product}/api`, proxied), so is next-auth.
    ["connect-src", "'self'"],
    // Same-origin frames as before (default-src), and the postcode search's page.
    ["frame-src", "'self'", POSTCODE_FRAME_ORIGIN],
    // The service worker, /sw.js of this origin (docs/offline.md); said outright rather than left to script-src.
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  const parts = directives.map((d) => d.join(" "));
  if (isHttps) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Features this app never uses are switched off; geolocation stays for our own origin (location onboarding). */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=(self)",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "bluetooth=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/** Every header with its value, names in lower case (so proxy.ts's copy replaces next.config's). */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(options),
    "strict-transport-security": `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
  };
}

/** For next.config.ts: `headers: async () => [{ source: "/:path*", headers: staticSecurityHeaders() }]`. */
export function staticSecurityHeaders(options: Omit<SecurityHeaderOptions, "nonce"> = {}): { key: string; value: string }[] {
  return Object.entries(securityHeaders(options)).map(([key, value]) => ({ key, value }));
}

/** Sets every security header on a response (proxy.ts); returns the same response. */
export function applySecurityHeaders<R extends { headers: Headers }>(response: R, options: SecurityHeaderOptions = {}): R {
  for (const [key, value] of Object.entries(securityHeaders(options))) response.headers.set(key, value);
  return response;
}

/** The part of Node's response `_document` gets (`ctx.res`). */
interface HeaderSink {
  headersSent: boolean;
  hasHeader(name: string): boolean;
  setHeader(name: string, value: string): unknown;
}

/**
 * For `_document`, on the error page: Next answers some requests from its router before proxy.ts and next.config's
 * `headers()` apply (a malformed address such as `/statistics/%ff` gets its 400 page that way), so a page rendered
 * there would go out without any security header. Sets them all, with the nonce proxy.ts forwarded if it ran, else a
 * fresh one, unless the response already has a policy; returns the nonce the page's scripts must carry.
 */
export function secureUnguardedResponse(
  res: HeaderSink | undefined,
  requestHeaders: Record<string, string | string[] | undefined> | undefined,
): string | undefined {
  const forwarded = readNonce(requestHeaders);
  if (!res || res.headersSent || res.hasHeader("content-security-policy")) return forwarded;
  const nonce = forwarded ?? createNonce();
  const isHttps = requestHeaders?.["x-forwarded-proto"] === "https";
  for (const [key, value] of Object.entries(securityHeaders({ nonce, isHttps }))) res.setHeader(key, value);
  return nonce;
}

/**
 * Request headers for `NextResponse.next({ request: { headers } })`: the nonce for `_document`, and the
 * policy itself, from which Next also reads the nonce for the scripts it renders.
 */
export function nonceRequestHeaders(incoming: Headers, nonce: string, options: Omit<SecurityHeaderOptions, "nonce"> = {}): Headers {
  const headers = new Headers(incoming);
  headers.set(NONCE_HEADER, nonce);
  headers.set("content-security-policy", contentSecurityPolicy({ ...options, nonce }));
  return headers;
}
