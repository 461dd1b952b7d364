import type { Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { TokenPair } from "@evsafe/contract";
import { REFRESH_LEEWAY_S } from "../constants";
import { refreshOnce, type RefreshCall } from "./refresh";
import { decodeAccessToken, TokenDecodeError, type AccessTokenClaims } from "./token";
import { AUTH_TOKEN_ERRORS } from "../token-errors";

export { AUTH_TOKEN_ERRORS, type AuthTokenError } from "../token-errors";

/** A signed-in user as `authorize` returns it: tokens of the pair plus the decoded claims. Throws TokenDecodeError. */
export function userFromPair(pair: Pick<TokenPair, "accessToken" | "refreshToken">, loginProvider: string): User {
  const claims = decodeAccessToken(pair.accessToken);
  return { id: claims.sub, name: claims.userName, accessToken: pair.accessToken, refreshToken: pair.refreshToken, claims, loginProvider };
}

/**
 * The cookie's token for a pair: no name/email/picture (next-auth's defaults), keeping the cookie small.
 * `signedInAt` (seconds) is when the user signed in: a refresh keeps it, so it tells one session from the next.
 * `sid` names the session for the sign-out check (auth/session-check.ts): made at sign-in, kept by refreshes.
 */
function tokenFrom(
  accessToken: string,
  refreshToken: string,
  claims: AccessTokenClaims,
  loginProvider: string,
  signedInAt: number,
  sid: string,
): JWT {
  return { sub: claims.sub, accessToken, refreshToken, claims, loginProvider, signedInAt, sid };
}

/** A session that is over: nothing kept that could be replayed, and the error that signs the browser out. */
function signedOut(token: JWT): JWT {
  const { refreshToken: _dropped, ...rest } = token;
  return { ...rest, error: AUTH_TOKEN_ERRORS.REFRESH_FAILED };
}

export interface JwtCallbackDeps {
  refresh?: RefreshCall;
  /** Seconds since the epoch. */
  nowS?: () => number;
  /** The sign-out check (auth/session-check.ts); without it, a session is not checked against sign-outs. */
  sessions?: SessionChecks;
}

export interface SessionChecks {
  /** A sign-out this server already knows of: no API call. */
  knownSignedOut(token: JWT): boolean;
  /** The same, else asks the API (at most once a minute per session). */
  isSignedOut(token: JWT): Promise<boolean>;
  /** A sign-in just happened: the session is known to be live. */
  rememberSignIn(sid: string): void;
}

/**
 * next-auth's `jwt` callback. At sign-in it stores the pair, the claims and the login provider. Afterwards it
 * re-decodes the access token (SPEC §5: a bad one marks DECODE_FAILED) and, when fewer than REFRESH_LEEWAY_S
 * seconds are left, refreshes through `auth/refresh` (single flight, auth/refresh.ts). A refused refresh marks
 * REFRESH_FAILED; an API that cannot answer leaves the token as it is so the next request tries again. A session
 * that was signed out (`deps.sessions`) is marked REFRESH_FAILED too, so a cookie saved before a sign-out and
 * replayed after it is signed out rather than honoured until its access token expires.
 */
export async function jwtCallback({ token, user }: { token: JWT; user?: User | null }, deps: JwtCallbackDeps = {}): Promise<JWT> {
  const nowS = deps.nowS ?? (() => Math.floor(Date.now() / 1000));
  if (user?.accessToken && user.refreshToken && user.claims) {
    const sid = crypto.randomUUID();
    deps.sessions?.rememberSignIn(sid);
    return tokenFrom(user.accessToken, user.refreshToken, user.claims, user.loginProvider ?? "", nowS(), sid);
  }
  if (token.error) return token;
  // Before any refresh too: a sign-out whose revocation at the API failed must not be undone by a refresh.
  if (deps.sessions?.knownSignedOut(token)) return signedOut(token);

  let claims: AccessTokenClaims;
  try {
    claims = decodeAccessToken(token.accessToken);
  } catch (err) {
    if (err instanceof TokenDecodeError) return { ...token, error: AUTH_TOKEN_ERRORS.DECODE_FAILED };
    throw err;
  }
  if (claims.exp - nowS() > REFRESH_LEEWAY_S) {
    // Only while the access token is valid for a while yet: the API would refuse an expiring one.
    if (deps.sessions && (await deps.sessions.isSignedOut(token))) return signedOut(token);
    return token;
  }
  if (!token.refreshToken) return { ...token, error: AUTH_TOKEN_ERRORS.REFRESH_FAILED };

  const outcome = await refreshOnce(claims.userId, token.refreshToken, deps.refresh);
  if (outcome.ok) {
    try {
      const next = decodeAccessToken(outcome.pair.accessToken);
      return tokenFrom(
        outcome.pair.accessToken,
        outcome.pair.refreshToken,
        next,
        token.loginProvider ?? "",
        token.signedInAt ?? claims.iat,
        token.sid ?? crypto.randomUUID(),
      );
    } catch (err) {
      if (err instanceof TokenDecodeError) return { ...token, error: AUTH_TOKEN_ERRORS.DECODE_FAILED };
      throw err;
    }
  }
  // The refresh token is dead: keep nothing that could be replayed.
  if (outcome.reason === "rejected") return signedOut(token);
  console.warn(`[auth] 토큰 갱신 실패 (다음 요청에서 다시 시도): ${outcome.message}`);
  return token;
}

/**
 * next-auth's `session` callback: what the browser gets. Built field by field from the token so nothing else
 * (in particular the refresh token) can leak; no `undefined` values (getServerSideProps props must be JSON).
 */
export function sessionCallback({ session, token }: { session: Pick<Session, "expires">; token: JWT }): Session {
  const claims = token.claims;
  const out: Session = {
    expires: session.expires,
    accessToken: token.error ? "" : (token.accessToken ?? ""),
    exp: claims?.exp ?? 0,
    iat: claims?.iat ?? 0,
    sub: claims?.sub ?? token.sub ?? "",
    signedInAt: token.signedInAt ?? claims?.iat ?? 0,
    user: {
      userId: claims?.userId ?? "",
      userName: claims?.userName ?? "",
      loginProvider: token.loginProvider ?? "",
    },
  };
  if (token.error) out.error = token.error;
  return out;
}
