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
 * The same-origin path (`/path?query#hash`) a callbackUrl leads to, or null. The value is resolved first (as the
 * browser would: `.`/`..` and `%2e` segments, backslashes, stripped tabs) and only the result is judged and
 * answered, never the raw string: `/.//evil.example` resolves to the path `//evil.example`, which a browser given
 * it as a Location reads as another host. Accepted: a path from the root or an absolute http(s) URL, resolving on
 * `origin` to a path that does not start with two slashes. Rejected: other schemes and origins, protocol-relative
 * URLs, relative forms like `home`, control characters and backslashes anywhere.
 */
export function toSafeCallbackPath(url: unknown, origin: string): string | null {
  if (typeof url !== "string" || url.length === 0 || url.length > 2048) return null;
  if (CONTROL_OR_BACKSLASH.test(url)) return null;
  if (!url.startsWith("/") && !/^https?:/i.test(url)) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (base.origin === "null" || target.origin !== base.origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("//") ? null : path;
}

/** True when `url` is a callbackUrl toSafeCallbackPath accepts: same-origin, and a path once resolved. */
export function isSafeCallbackUrl(url: unknown, origin: string): url is string {
  return toSafeCallbackPath(url, origin) !== null;
}

/** `/signin?callbackUrl=…` (plus `error=` when given), as the guard and the 401 policy build it. */
export function signInUrl(callbackUrl?: string, error?: string): string {
  const q = new URLSearchParams();
  if (error) q.set("error", error);
  if (callbackUrl) q.set("callbackUrl", callbackUrl);
  const s = q.toString();
  return s ? `${SIGN_IN_PATH}?${s}` : SIGN_IN_PATH;
}
