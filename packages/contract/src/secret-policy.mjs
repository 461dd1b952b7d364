// What production accepts as a secret (JWT_SECRET, FILE_ENCRYPTION_KEY, NEXTAUTH_SECRET) and as NEXTAUTH_URL.
// One module for the API's configuration, the web server and `npm run start:prod` (scripts/start-options.mjs, which
// node runs without a TypeScript loader: hence plain JavaScript, typed by secret-policy.d.mts).
// Only production applies these rules; tests, the e2e suite and demo mode keep their built-in or generated values.

/** The API's signing key under NODE_ENV=test. */
export const TEST_JWT_SECRET = "evsafe-test-only-secret-never-outside-tests-0123";
/** The API's upload key under NODE_ENV=test. */
export const TEST_FILE_KEY = "5f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f";
/** next-auth's key in development and unit tests when NEXTAUTH_SECRET is unset. */
export const DEV_NEXTAUTH_SECRET = "evsafe-dev-only-nextauth-secret-never-use-in-production";

/**
 * Every secret value written in this repository (the built-in ones above, the e2e suite's, the benchmarks' and
 * the tests'): anyone can read them, so a production server holding one would let anyone forge tokens or sessions
 * or read encrypted files. A test scans the repository and fails when a new literal is missing here.
 */
export const PUBLISHED_SECRETS = [
  TEST_JWT_SECRET,
  TEST_FILE_KEY,
  DEV_NEXTAUTH_SECRET,
  // e2e/playwright.config.ts
  "e2e-only-nextauth-secret-0123456789abcdef0123",
  // apps/api/scripts/bench.ts before it generated its keys
  "bench-secret-bench-secret-bench-secret-0123",
  // apps/api/test/secrets.test.ts
  "a-real-secret-of-more-than-32-characters-0001",
];

/** The variables these rules cover; AUTH_SECRET is next-auth's other name for NEXTAUTH_SECRET. */
export const PRODUCTION_SECRETS = ["JWT_SECRET", "FILE_ENCRYPTION_KEY", "NEXTAUTH_SECRET", "AUTH_SECRET"];

/** Shortest signing or session key accepted (`randomBytes(32).toString("base64url")` gives 43 characters). */
export const MIN_SECRET_LENGTH = 32;
/**
 * Fewest different characters a key may have: a random key of 32+ characters has far more (about 15 of the 16 hex
 * digits in a 64-digit key, about 30 in 43 base64url characters), a typed placeholder such as `aaaa…` or `0000…` fewer.
 */
export const MIN_DISTINCT_CHARACTERS = 10;

const published = new Set(PUBLISHED_SECRETS.map((s) => s.toLowerCase()));

/**
 * Why `value` cannot be the production value of the secret `name` (one of PRODUCTION_SECRETS), naming the
 * variable, Korean first; null when it can. An unset value is the caller's to report.
 */
export function productionSecretProblem(name, value) {
  const hint = "무작위 값을 생성해 넣어 주세요 (docs/deploy.md)";
  if (published.has(value.toLowerCase())) {
    return `${name}에 저장소에 공개된 값(테스트·e2e·벤치마크·개발용)을 쓸 수 없습니다. ${hint} / ${name} is a value published in the repository`;
  }
  if (name === "FILE_ENCRYPTION_KEY") {
    if (!/^[0-9a-f]{64}$/i.test(value)) {
      return `${name}는 64자리 16진수여야 합니다. ${hint} / ${name} must be 64 hex characters`;
    }
  } else if (value.length < MIN_SECRET_LENGTH) {
    return `${name}은(는) ${MIN_SECRET_LENGTH}자 이상이어야 합니다. ${hint} / ${name} must be at least ${MIN_SECRET_LENGTH} characters`;
  }
  // A repeated unit (`abcabc…`) or too few different characters: typed by hand, not generated.
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || /^(.+?)\1+$/s.test(value)) {
    return `${name}이(가) 무작위 값이 아닙니다 (같은 문자나 패턴의 반복). ${hint} / ${name} is not random (too few distinct characters or a repeated pattern)`;
  }
  return null;
}

/** Hosts only this machine reaches: a site served there has no network between the browser and the server. */
export function isLoopbackHost(hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why `url` cannot be production's NEXTAUTH_URL, Korean first; null when it can. It must be https (the session
 * cookie is then Secure and `__Secure-`-prefixed), except on a loopback host: a browser on the same machine, such
 * as the production smoke run's, has no TLS there and no network to protect.
 */
export function productionAuthUrlProblem(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return `NEXTAUTH_URL이 올바른 주소가 아닙니다 (예: https://app.example.com) / NEXTAUTH_URL is not a URL`;
  }
  if (parsed.protocol === "https:") return null;
  if (parsed.protocol === "http:" && isLoopbackHost(parsed.hostname)) return null;
  return "운영 환경의 NEXTAUTH_URL은 https:// 주소여야 합니다 (루프백 127.0.0.1·localhost·[::1]의 http만 예외) / NEXTAUTH_URL must be https:// in production (http only on a loopback host)";
}
