/**
 * Server-side next-auth settings read from the environment (docs/auth.md lists them). Server-only: browser code
 * imports next-auth's constants from constants.ts. Read lazily, at the
 * first request, so `next build` (NODE_ENV=production, no secrets) never needs them; `next start` checks them
 * once before it serves (next.config.ts).
 */
import { DEV_NEXTAUTH_SECRET, MIN_SECRET_LENGTH, productionAuthUrlProblem, productionSecretProblem } from "@evsafe/contract/secret-policy";

export { AUTH_BASE_PATH, REFRESH_LEEWAY_S, SESSION_COOKIE_PATTERN, SESSION_MAX_AGE_S } from "../constants";

/** Used only outside production when NEXTAUTH_SECRET is unset, so `npm run dev` and unit tests work out of the box. */
export const DEV_AUTH_SECRET = DEV_NEXTAUTH_SECRET;

type Env = Record<string, string | undefined>;

/**
 * Production proper: NODE_ENV=production without the demo switch. `npm start` (demo mode) and the e2e suite run
 * `next start` too, with SIMULATORS=1, which production refuses; there the stricter rules below do not apply.
 */
export function isStrictProduction(env: Env): boolean {
  return env.NODE_ENV === "production" && env.SIMULATORS !== "1";
}

/**
 * NEXTAUTH_SECRET (or AUTH_SECRET); a fixed dev secret in development/test; a clear error in production, naming the
 * variable: unset or shorter than 32 characters, and in production proper also a value published in the repository
 * or one that is not random (secret-policy.mjs).
 */
export function resolveAuthSecret(env: Env = process.env): string {
  const name = env.NEXTAUTH_SECRET ? "NEXTAUTH_SECRET" : "AUTH_SECRET";
  const secret = env.NEXTAUTH_SECRET || env.AUTH_SECRET;
  if (env.NODE_ENV !== "production") return secret || DEV_AUTH_SECRET;
  if (!secret) {
    throw new Error("NEXTAUTH_SECRET가 설정되지 않았습니다. 세션 쿠키 암호화에 필요합니다. 예: NEXTAUTH_SECRET=$(openssl rand -base64 32)");
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${name}가 너무 짧습니다 (${MIN_SECRET_LENGTH}자 이상). 예: NEXTAUTH_SECRET=$(openssl rand -base64 32)`);
  }
  const problem = isStrictProduction(env) ? productionSecretProblem(name, secret) : null;
  if (problem) throw new Error(problem);
  return secret;
}

/**
 * The public origin next-auth builds its URLs and cookie names from. next-auth v4 takes it from NEXTAUTH_URL;
 * without it, only when AUTH_TRUST_HOST is set does it trust the request's (x-forwarded-)host, and otherwise
 * it silently assumes http://localhost:3000. In production one of the two is therefore required, and in production
 * proper NEXTAUTH_URL must be https (http only on a loopback host, secret-policy.mjs).
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
    const problem = isStrictProduction(env) ? productionAuthUrlProblem(url) : null;
    if (problem) throw new Error(`${problem}: ${url}`);
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

/** next-auth's settings checked at once (`next start` calls it before serving): throws what the first request would. */
export function checkAuthEnv(env: Env = process.env): void {
  if (env.NODE_ENV !== "production") return;
  resolveAuthSecret(env);
  resolveAuthUrl(env);
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
