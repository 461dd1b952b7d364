import type { AccessTokenClaims } from "@evsafe/contract";
import type { AuthTokenError } from "./token-errors";

/** Module augmentation: the shapes our callbacks put into next-auth's User, JWT and Session (docs/auth.md). */
declare module "next-auth" {
  /** What `authorize` returns after a successful `auth/login` or `oauth/login`. */
  interface User {
    accessToken?: string;
    refreshToken?: string;
    claims?: AccessTokenClaims;
    /** SPEC §3: `{product}` (the product's own account), google, kakao, naver or apple. */
    loginProvider?: string;
  }

  /** The session the browser gets (GET /api/auth/session, useSession). Never the refresh token. */
  interface Session {
    /** Bearer token for the business API; empty when `error` is set. */
    accessToken: string;
    exp: number;
    iat: number;
    sub: string;
    /** When the user signed in (seconds); unchanged by token refreshes, so it identifies the session. */
    signedInAt: number;
    user: { userId: string; userName: string; loginProvider: string };
    /** Present when the session is no longer usable: the client signs out (see auth/use-session-guard.ts). */
    error?: AuthTokenError;
  }
}

declare module "next-auth/jwt" {
  /** The encrypted session cookie's content (server-only). */
  interface JWT {
    accessToken?: string;
    refreshToken?: string;
    claims?: AccessTokenClaims;
    loginProvider?: string;
    /** When the user signed in (seconds); kept across refreshes. */
    signedInAt?: number;
    /** This session's id, made at sign-in and kept across refreshes: what a sign-out revokes (auth/session-check.ts). */
    sid?: string;
    error?: AuthTokenError;
  }
}
