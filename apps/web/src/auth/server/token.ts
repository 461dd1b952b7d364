import { AccessTokenClaimsSchema, type AccessTokenClaims } from "@evsafe/contract";

export type { AccessTokenClaims };

/** Why a token could not be decoded (SPEC §5): each case signs the user out to `/`. */
export type TokenDecodeReason = "NOT_A_STRING" | "MISSING_PART" | "BAD_BASE64" | "BAD_JSON" | "BAD_CLAIMS";

export class TokenDecodeError extends Error {
  readonly reason: TokenDecodeReason;
  constructor(reason: TokenDecodeReason, message: string) {
    super(message);
    this.name = "TokenDecodeError";
    this.reason = reason;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** base64url (RFC 4648 §5, unpadded as JWTs use it; trailing `=` tolerated) → UTF-8 text. */
function base64UrlToText(part: string): string {
  const unpadded = part.replace(/=+$/, "");
  // A length of 1 mod 4 can never come out of base64.
  if (!BASE64URL.test(unpadded) || unpadded.length % 4 === 1) {
    throw new TokenDecodeError("BAD_BASE64", "토큰의 base64 인코딩이 올바르지 않습니다.");
  }
  const b64 = unpadded.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new TokenDecodeError("BAD_BASE64", "토큰 내용이 UTF-8 텍스트가 아닙니다.");
  }
}

/**
 * SPEC §5: reads the claims of the business API's access token (a JWT) without verifying its signature —
 * the API verifies it on every call; the web only needs exp/iat/sub/userId/userName to schedule the refresh
 * and to show the user. Throws `TokenDecodeError` on a non-string, a missing part, bad base64, bad JSON or
 * missing claims. Works in the browser and on the server (atob/TextDecoder are global in both).
 */
export function decodeAccessToken(token: unknown): AccessTokenClaims {
  if (typeof token !== "string") throw new TokenDecodeError("NOT_A_STRING", "토큰이 문자열이 아닙니다.");
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) {
    throw new TokenDecodeError("MISSING_PART", "토큰은 header.payload.signature 세 부분으로 되어 있어야 합니다.");
  }
  const payloadText = base64UrlToText(parts[1]!);
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText);
  } catch {
    throw new TokenDecodeError("BAD_JSON", "토큰 내용이 JSON이 아닙니다.");
  }
  const claims = AccessTokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw new TokenDecodeError("BAD_CLAIMS", "토큰에 필요한 정보(sub, userId, userName, iat, exp)가 없습니다.");
  return claims.data;
}
