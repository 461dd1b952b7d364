import { createHmac, timingSafeEqual } from "node:crypto";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest, unauthorized } from "../http/errors";
import type { SocialIdentityProvider } from "../services/third-parties";

/**
 * Social sign-in (kakao / naver / google / apple) — SIMULATED.
 *
 * In production the native shell signs in with the provider SDK and hands the web an `oauthKey`
 * (access token or ID token); the server asks the provider who it belongs to. Here the "provider"
 * issues HMAC-signed keys that carry the profile and expire after ten minutes.
 */

const KEY_TTL_MS = 10 * 60 * 1000;
const INVALID = "소셜 로그인 정보가 유효하지 않습니다. 다시 시도해 주세요.";

const sign = (deps: Deps, payload: string) =>
  createHmac("sha256", `${deps.config.jwtSecret}:social-sim`).update(payload).digest("base64url");

/** `POST /{product}/api/sim/oauth-key {provider, sub, name?, email?}` → `{oauthKey}` (what the SDK would give). */
export function issueOauthKey(
  deps: Deps,
  input: { provider: unknown; sub: unknown; name?: unknown; email?: unknown },
): { oauthKey: string; expiresAt: string } {
  if (typeof input.provider !== "string" || !(SOCIAL_PROVIDERS as readonly string[]).includes(input.provider)) {
    throw badRequest("지원하지 않는 소셜 로그인입니다. (kakao, naver, google, apple)");
  }
  if (typeof input.sub !== "string" || !input.sub.trim() || input.sub.length > 200) throw badRequest("소셜 계정 식별자(sub)가 필요합니다.");
  const opt = (v: unknown, max: number) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);
  const exp = deps.now().getTime() + KEY_TTL_MS;
  const body = Buffer.from(
    JSON.stringify({ p: input.provider, s: input.sub.trim(), n: opt(input.name, 50), e: opt(input.email, 200), exp }),
  ).toString("base64url");
  return { oauthKey: `${body}.${sign(deps, body)}`, expiresAt: new Date(exp).toISOString() };
}

export const simulatedSocialProvider: SocialIdentityProvider = {
  async verify(deps, provider, oauthKey) {
    // REAL CALL GOES HERE: kakao GET /v2/user/me, naver GET /v1/nid/me, google tokeninfo, apple ID-token JWKS check.
    const [body, mac] = oauthKey.split(".");
    if (!body || !mac) throw unauthorized(INVALID, "OAUTH_INVALID");
    const expected = Buffer.from(sign(deps, body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized(INVALID, "OAUTH_INVALID");
    let p: { p: SocialProvider; s: string; n: string | null; e: string | null; exp: number };
    try {
      p = JSON.parse(Buffer.from(body, "base64url").toString());
    } catch {
      throw unauthorized(INVALID, "OAUTH_INVALID");
    }
    if (p.exp <= deps.now().getTime()) throw unauthorized("소셜 로그인 시간이 만료되었습니다. 다시 시도해 주세요.", "OAUTH_EXPIRED");
    if (p.p !== provider) throw unauthorized(INVALID, "OAUTH_INVALID");
    return { provider: p.p, sub: p.s, name: p.n, email: p.e };
  },
};
