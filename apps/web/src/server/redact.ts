/**
 * What the web server writes to its log never carries a secret: tokens in query strings (`serviceToken`, …),
 * `Authorization` values, session cookies and bare JWTs are replaced with `[REDACTED]`. Used by next-auth's
 * logger (auth/options.ts) and by every server-side `console` call that logs an error or a request.
 */

const REDACTED = "[REDACTED]";

/** Names (query parameters, form fields, object keys) whose values are secrets. */
const SECRET_WORDS = "token|password|passwd|secret|oauthkey|authorization|cookie|session|csrf";
const SECRET_NAME = new RegExp(`${SECRET_WORDS}|^code$|^key$`, "i");

/** `name=value` in a query string, a form body or a cookie header, where the name is a secret's. */
const SECRET_PAIR = new RegExp(
  `([?&;,\\s]|^)((?:__Secure-|__Host-)?(?:[A-Za-z0-9_.-]*(?:${SECRET_WORDS})[A-Za-z0-9_.-]*|code|key))=([^&;,\\s"']+)`,
  "gi",
);
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A JWT anywhere (three base64url parts, the first one a JSON header). */
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** The text with every secret it shows replaced. */
export function redactText(text: string): string {
  return text
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PAIR, (_m, lead: string, name: string) => `${lead}${name}=${REDACTED}`);
}

const MAX_DEPTH = 4;

/** A copy of a value fit for the log: strings redacted, secret-named keys blanked, errors kept readable. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[…]";
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
    if (value.stack) out.stack = redactText(value.stack);
    if (value.cause !== undefined) out.cause = redactForLog(value.cause, depth + 1);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => redactForLog(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_NAME.test(key) && v !== undefined && v !== null && v !== "" ? REDACTED : redactForLog(v, depth + 1);
  }
  return out;
}
