import type { JWT } from "next-auth/jwt";
import { ERROR_CODES } from "@evsafe/contract/constants/errors";
import { ApiRequestError, api } from "@/shared/api-client";
import type { SessionChecks } from "./callbacks";
import { SESSION_MAX_AGE_S } from "../constants";

/**
 * Is a session cookie's sign-in still valid (docs/auth.md "Sign-out")? The access token in the cookie is valid for
 * up to 30 minutes whatever happens, so a cookie saved before a sign-out would work until then. The server therefore
 * asks the API (`users/session`) whether the cookie's refresh-token family is still alive, at most once per
 * SESSION_CHECK_TTL_MS per session and per server process; and a sign-out on this server refuses the session here
 * at once, before the API has answered anything. Server-only (the API call carries the refresh token).
 */

/** How long a session the API confirmed (or could not check) is believed before it is asked again. */
export const SESSION_CHECK_TTL_MS = 60_000;
/** Budget for one check; a page waits for it at most once a minute per session. */
const CHECK_TIMEOUT_MS = 2_000;
/** Sessions remembered per process; the least recently stored is forgotten first (it is then asked again). */
const MAX_ENTRIES = 50_000;
/** A signed-out session is remembered as long as its cookie could live, in case the API's revocation failed. */
const SIGNED_OUT_MS = SESSION_MAX_AGE_S * 1000;

export type SessionActiveCall = (accessToken: string, refreshToken: string) => Promise<boolean>;

const defaultCall: SessionActiveCall = async (accessToken, refreshToken) =>
  (await api("sessionActive", { token: accessToken, body: { refreshToken }, timeoutMs: CHECK_TIMEOUT_MS })).active;

interface Entry {
  signedOut: boolean;
  until: number;
}

const entries = new Map<string, Entry>();
const flights = new Map<string, Promise<boolean>>();

function remember(key: string, entry: Entry) {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** The session's identity: the id given at sign-in, kept across refreshes (a cookie from before it: the refresh token). */
export function sessionKey(token: Pick<JWT, "sid" | "refreshToken">): string | undefined {
  return token.sid ?? token.refreshToken;
}

/** A fresh sign-in: the API has just issued the pair, so it is not asked until the TTL is over. */
export function rememberSignIn(key: string, nowMs = Date.now()) {
  remember(key, { signedOut: false, until: nowMs + SESSION_CHECK_TTL_MS });
}

/** Sign-out on this server: every cookie of the session is refused here from now on, whatever the API says. */
export function rememberSignOut(key: string, nowMs = Date.now()) {
  remember(key, { signedOut: true, until: nowMs + SIGNED_OUT_MS });
}

/** True when this server has seen the session signed out (or the API said so): no API call. */
export function knownSignedOut(token: JWT, nowMs = Date.now()): boolean {
  const key = sessionKey(token);
  const known = key === undefined ? undefined : entries.get(key);
  return !!known && known.signedOut && known.until > nowMs;
}

export interface SessionCheckDeps {
  call?: SessionActiveCall;
  nowMs?: () => number;
}

/**
 * True when the session was signed out: on this server, or at the API (a sign-out elsewhere, a password change, a
 * detected refresh-token reuse), or the API refuses its access token (401, but not for expiry: a clock ahead of
 * ours is the refresh's business). An API that cannot answer (network, 5xx, 429) is not a sign-out: the session
 * stays and is asked again after the TTL; the refresh before the access token expires checks the family again in
 * any case. Concurrent checks of one session share one call.
 */
export async function isSignedOut(token: JWT, deps: SessionCheckDeps = {}): Promise<boolean> {
  const key = sessionKey(token);
  if (!key || !token.accessToken || !token.refreshToken) return false;
  const now = (deps.nowMs ?? Date.now)();
  const known = entries.get(key);
  if (known && known.until > now) return known.signedOut;
  const existing = flights.get(key);
  if (existing) return existing;
  const call = deps.call ?? defaultCall;
  const flight = call(token.accessToken, token.refreshToken).then(
    (active) => {
      if (active) remember(key, { signedOut: false, until: now + SESSION_CHECK_TTL_MS });
      else rememberSignOut(key, now);
      return !active;
    },
    (err: unknown) => {
      if (err instanceof ApiRequestError && err.status === 401 && err.code !== ERROR_CODES.TOKEN_EXPIRED) {
        rememberSignOut(key, now);
        return true;
      }
      console.warn(`[auth] 세션 확인 실패 (세션 유지, 나중에 다시 확인): ${err instanceof Error ? err.message : String(err)}`);
      remember(key, { signedOut: false, until: now + SESSION_CHECK_TTL_MS });
      return false;
    },
  );
  flights.set(key, flight);
  try {
    return await flight;
  } finally {
    flights.delete(key);
  }
}

/** What the jwt callback is given (auth/options.ts). */
export const sessionChecks: SessionChecks = {
  knownSignedOut: (token) => knownSignedOut(token),
  isSignedOut: (token) => isSignedOut(token),
  rememberSignIn: (sid) => rememberSignIn(sid),
};

/** Tests only: forget every session. */
export function resetSessionChecks() {
  entries.clear();
  flights.clear();
}
