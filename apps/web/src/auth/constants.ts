/**
 * next-auth's constants that browser code needs too. Apart from config.ts, whose environment checks (and the
 * repository's secret literals they compare against) must stay out of the browser's bundle.
 */

/** next-auth's base path (SPEC §9 "default auth base path /api/auth"). */
export const AUTH_BASE_PATH = "/api/auth";

/** Lifetime of the session cookie, rolled on every session read; matches the API's refresh-token lifetime (14 days). */
export const SESSION_MAX_AGE_S = 14 * 24 * 60 * 60;

/** Refresh the access token when fewer than this many seconds are left (before it expires, ARCHITECTURE "Session"). */
export const REFRESH_LEEWAY_S = 60;

/** Matches the session cookie and its chunks (`.0`, `.1`, … if it ever grew past 4096 bytes) in either mode. */
export const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;
