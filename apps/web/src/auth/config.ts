/**
 * Server-side next-auth settings read from the environment (docs/auth.md lists them). Read lazily, at the
 * first request, so `next build` (NODE_ENV=production, no secrets) never needs them.
 */

/** next-auth's base path (SPEC §9 "default auth base path /api/auth"). */
export const AUTH_BASE_PATH = "/api/auth";

/** Lifetime of the session cookie, rolled on every session read; matches the API's refresh-token lifetime (14 days). */
export const SESSION_MAX_AGE_S = 14 * 24 * 60 * 60;

/** Refresh the access token when fewer than this many seconds are left (before it expires, ARCHITECTURE "Session"). */
export const REFRESH_LEEWAY_S = 60;

/** Used only outside production when NEXTAUTH_SECRET is unset, so `npm run dev` and unit tests work out of the box. */
export const DEV_AUTH_SECRET = "evsafe-dev-only-nextauth-secret-never-use-in-production";

/** Shortest production secret accepted (32 bytes of `openssl rand -base64 32` are 44 characters). */
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** NEXTAUTH_SECRET (or AUTH_SECRET); a fixed dev secret in development/test; a clear error in production. */
export function resolveAuthSecret(env: Env = process.env): string {
  const secret = env.NEXTAUTH_SECRET || env.AUTH_SECRET;
  const isProduction = env.NODE_ENV === "production";
  if (secret && (!isProduction || secret.length >= MIN_SECRET_LENGTH)) return secret;
  if (!isProduction) return DEV_AUTH_SECRET;
  throw new Error(
    secret
      ? `NEXTAUTH_SECRET가 너무 짧습니다 (${MIN_SECRET_LENGTH}자 이상). 예: NEXTAUTH_SECRET=$(openssl rand -base64 32)`
      : "NEXTAUTH_SECRET가 설정되지 않았습니다. 세션 쿠키 암호화에 필요합니다. 예: NEXTAUTH_SECRET=$(openssl rand -base64 32)",
  );
}

/**
 * The public origin next-auth builds its URLs and cookie names from. next-auth v4 takes it from NEXTAUTH_URL;
 * without it, only when AUTH_TRUST_HOST is set does it trust the request's (x-forwarded-)host, and otherwise
 * it silently assumes http://localhost:3000. In production one of the two is therefore required.
 */
export function resolveAuthUrl(env: Env = process.env): string | undefined {
  const url = env.NEXTAUTH_URL;
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`NEXTAUTH_URL이 올바른 주소가 아닙니다: ${url} (예: https://app.example.com)`);
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
      throw new Error(`NEXTAUTH_URL은 http:// 또는 https://로 시작해야 합니다: ${url}`);
    }
    return parsed.origin;
  }
  if (env.NODE_ENV === "production" && !env.AUTH_TRUST_HOST && !env.VERCEL) {
    throw new Error(
      "NEXTAUTH_URL이 설정되지 않았습니다. 사용자가 접속하는 주소를 지정해 주세요 (예: NEXTAUTH_URL=https://app.example.com). " +
        "프록시 뒤에서 요청의 Host를 그대로 쓰려면 AUTH_TRUST_HOST=1 을 설정합니다.",
    );
  }
  return undefined;
}

/**
 * Secure cookies (with the `__Secure-`/`__Host-` prefixes) exactly when the site is served over https.
 * Explicit when NEXTAUTH_URL is known; otherwise (AUTH_TRUST_HOST, development) next-auth decides per request
 * from the request's protocol, which is the same rule.
 */
export function resolveUseSecureCookies(env: Env = process.env): boolean | undefined {
  const url = resolveAuthUrl(env);
  return url === undefined ? undefined : url.startsWith("https://");
}

/** Matches the session cookie and its chunks (`.0`, `.1`, … if it ever grew past 4096 bytes) in either mode. */
export const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;
