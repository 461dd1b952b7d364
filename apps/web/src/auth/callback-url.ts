/**
 * Callback URLs (SPEC §2/§4): where to go after sign-in. Honoured only when same-origin, so a crafted link
 * can never send a freshly signed-in user to another site. Pure functions: safe to import in the browser.
 */

/** Where a signed-in user goes when there is no (acceptable) callbackUrl. */
export const DEFAULT_AFTER_SIGN_IN = "/home";
export const SIGN_IN_PATH = "/signin";

/** Characters browsers strip or treat as slashes before parsing a URL. */
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * True for a relative path starting with exactly one `/` (not `//host`, not `/\host`), or an absolute
 * http(s) URL on `origin`. Rejects `javascript:`, other schemes, other origins, protocol-relative URLs.
 */
export function isSafeCallbackUrl(url: unknown, origin: string): url is string {
  if (typeof url !== "string" || url.length === 0 || url.length > 2048) return false;
  if (CONTROL_OR_BACKSLASH.test(url)) return false;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return false;
  }
  if (url.startsWith("/")) {
    if (url.startsWith("//")) return false;
    try {
      return new URL(url, base).origin === base.origin;
    } catch {
      return false;
    }
  }
  try {
    const target = new URL(url);
    return (target.protocol === "http:" || target.protocol === "https:") && target.origin === base.origin;
  } catch {
    return false;
  }
}

/** The same-origin path (`/path?query#hash`) of a safe callbackUrl, or null. */
export function toSafeCallbackPath(url: unknown, origin: string): string | null {
  if (!isSafeCallbackUrl(url, origin)) return null;
  const target = new URL(url, origin);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** `/signin?callbackUrl=…` (plus `error=` when given), as the guard and the 401 policy build it. */
export function signInUrl(callbackUrl?: string, error?: string): string {
  const q = new URLSearchParams();
  if (error) q.set("error", error);
  if (callbackUrl) q.set("callbackUrl", callbackUrl);
  const s = q.toString();
  return s ? `${SIGN_IN_PATH}?${s}` : SIGN_IN_PATH;
}
