/** Browser-safe (no server code): the session's error marks, read by the client to sign out (auth/callbacks.ts sets them). */

/** Marks on a session that can no longer be used; the client signs out when it sees one. */
export const AUTH_TOKEN_ERRORS = {
  /** `auth/refresh` refused the refresh token: sign out (→ /unauthorized). */
  REFRESH_FAILED: "RefreshAccessTokenError",
  /** SPEC §5: the access token could not be decoded: sign out and go to `/`. */
  DECODE_FAILED: "AccessTokenDecodeError",
} as const;
export type AuthTokenError = (typeof AUTH_TOKEN_ERRORS)[keyof typeof AUTH_TOKEN_ERRORS];
