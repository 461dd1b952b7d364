import { z } from "zod";
import { defineCall } from "../define";
import { Str } from "../schemas";

// Calls of the 'auth' area (SPEC §7 "Auth and user": sign-in, tokens, sign-up, social accounts, account recovery).

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal("Bearer"),
  /** Access-token lifetime in seconds. */
  expiresIn: z.number().int().positive(),
  userId: z.string(),
  userName: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Claims of the access token (SPEC §3). `sub` is the user number, `userId` the login id. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  userId: z.string(),
  userName: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

export const LoginBodySchema = z.object({ loginId: Str(50), password: z.string().min(1).max(100) });
export const RefreshBodySchema = z.object({ loginId: Str(50), refreshToken: z.string().min(10).max(200) });

export const authCalls = {
  login: defineCall({
    method: "POST", path: "auth/login", auth: "public", summary: "아이디·비밀번호 로그인: 액세스·리프레시 토큰 발급",
    body: LoginBodySchema, response: TokenPairSchema,
  }),
  logout: defineCall({
    method: "POST", path: "auth/logout", auth: "user", summary: "로그아웃: 리프레시 토큰 폐기",
    body: z.object({ refreshToken: z.string().max(200).optional() }).optional(),
    response: z.object({ ok: z.literal(true) }),
  }),
  refresh: defineCall({
    method: "POST", path: "auth/refresh", auth: "public", summary: "토큰 갱신 (리프레시 토큰 회전)",
    body: RefreshBodySchema, response: TokenPairSchema,
  }),
};
