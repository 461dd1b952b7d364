import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import { ERROR_CODES, type TokenPair } from "@evsafe/contract";
import type { AuthUser, Deps } from "../http/context";
import { unauthorized } from "../http/errors";
import type { DbLike } from "./account-recovery";
import { LruMap } from "../lru-map";
import { preparedRows } from "./prepared";
import { refreshTokens, users } from "../db/schema/core";

/**
 * The signing key as a KeyObject, made once per secret: handing jose the raw bytes makes it import the key again
 * on every verification, a large share of an authenticated call's CPU (docs/performance.md "How the API stays fast").
 * The per-member limit (plugins/member-limit.ts) verifies tokens with it too.
 */
const keys = new Map<string, KeyObject>();
export function secretKey(deps: Deps): KeyObject {
  let key = keys.get(deps.config.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(deps.config.jwtSecret, "utf8"));
    keys.set(deps.config.jwtSecret, key);
  }
  return key;
}

/**
 * Most access tokens whose signature check is remembered (per signing key), least recently used dropped first: a
 * member's calls (and a flood the per-member limit refuses) repeat one token, and the check is a large share of a
 * light call's CPU.
 */
export const MAX_VERIFIED_TOKENS = 10_000;
/** Per signing key: token string → its subject and expiry, for tokens whose signature and claims checked out. */
const verifiedTokens = new WeakMap<KeyObject, LruMap<string, { sub: string; expMs: number }>>();

/**
 * The subject (`sub`) of a valid access token, verified once per token string and key: the same string signed by
 * the same key verifies the same way until it expires, so a remembered token is only checked against the clock.
 * What a token may do beyond that (its member still there) is the caller's read, made on every request. Throws
 * jose's errors (JWTExpired for an expired token, remembered or not).
 */
export async function verifyAccessToken(deps: Deps, token: string): Promise<string> {
  const key = secretKey(deps);
  const verified = verifiedTokensOf(key);
  const nowMs = deps.now().getTime();
  const known = verified.get(token);
  if (known) {
    if (known.expMs > nowMs) return known.sub;
    throw new joseErrors.JWTExpired('"exp" claim timestamp check failed', {}, "exp", "check_failed");
  }
  const { payload } = await jwtVerify(token, key, {
    algorithms: ["HS256"],
    currentDate: deps.now(),
    // A token without an expiry, issue time or subject was not issued by signAccessToken: refused.
    requiredClaims: ["exp", "iat", "sub"],
  });
  const sub = payload.sub!;
  verified.set(token, { sub, expMs: payload.exp! * 1000 });
  return sub;
}

function verifiedTokensOf(key: KeyObject) {
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new LruMap(MAX_VERIFIED_TOKENS);
    verifiedTokens.set(key, verified);
  }
  return verified;
}

/**
 * The subject of an access token whose check is remembered and which has not expired, without waiting; undefined
 * for any other token, which verifyAccessToken then checks (the per-member limit's hook runs on every call).
 */
export function rememberedSubject(deps: Deps, token: string): string | undefined {
  const known = verifiedTokensOf(secretKey(deps)).get(token);
  return known && known.expMs > deps.now().getTime() ? known.sub : undefined;
}

/** The caller's columns (AuthUser) of `users u`: a call that reads more of the caller selects them beside its own. */
export const CALLER_COLUMNS = `u.user_no AS "userNo", u.login_id AS "loginId", u.user_name AS "userName",
  u.service_status AS "serviceStatus", to_char(u.service_expiration_date, 'YYYY-MM-DD') AS "serviceExpirationDate",
  u.is_b2b AS "isB2b"`;

/**
 * The query that reads the signed-in caller on every authenticated request, one prepared statement
 * (services/prepared.ts) with `$1` the user number: no row when the member is unknown or withdrawn. A call may
 * give its own (CALLER_COLUMNS and what else it needs, with the same condition) and so make one query fewer.
 */
export interface CallerQuery<Row extends AuthUser = AuthUser> {
  name: string;
  sql: string;
  /**
   * The query's parameters after the user number (`$2`…), integers taken on each request from the clock (a day as
   * `dayNumber`) or from the request as sent (the route validates it after authentication and refuses it then).
   */
  params?: (deps: Deps, req?: FastifyRequest) => number[];
  /** Never set: the type of the row the query answers, which a route's handler then gets as its `user`. */
  readonly row?: Row;
}
const CALLER_QUERY: CallerQuery = {
  name: "auth_caller",
  sql: `SELECT ${CALLER_COLUMNS} FROM users u WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`,
};
/** Hex SHA-256: how tokens and other secrets are stored and looked up (never in clear). */
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function signAccessToken(deps: Deps, user: { userNo: number; loginId: string; userName: string }) {
  const iat = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({ userId: user.loginId, userName: user.userName })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.userNo))
    .setIssuedAt(iat)
    .setExpirationTime(iat + deps.config.accessTokenTtl)
    .sign(secretKey(deps));
}

/**
 * `Authorization: Bearer …` → the caller (the row of `caller`), or 401 (missing, malformed, expired, unknown or
 * withdrawn user).
 */
export async function authenticate<T extends AuthUser = AuthUser>(
  deps: Deps,
  header: string,
  caller?: CallerQuery<T>,
  req?: FastifyRequest,
): Promise<T> {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized("인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.");
  let sub: string;
  try {
    sub = await verifyAccessToken(deps, match[1]!);
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) {
      throw unauthorized("로그인이 만료되었습니다. 다시 로그인해 주세요.", ERROR_CODES.TOKEN_EXPIRED);
    }
    throw unauthorized("인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.");
  }
  const userNo = Number(sub);
  if (!Number.isInteger(userNo) || userNo <= 0 || userNo > 2_147_483_647) throw unauthorized();
  const query = caller ?? CALLER_QUERY;
  const [row] = await preparedRows<T>(deps, query.name, query.sql, [userNo, ...(query.params?.(deps, req) ?? [])]);
  if (!row) throw unauthorized("회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.");
  return row;
}

async function newPair(deps: Deps, user: { userNo: number; loginId: string; userName: string }, familyId: string) {
  const refreshToken = randomBytes(32).toString("base64url");
  const accessToken = await signAccessToken(deps, user);
  const expiresAt = new Date(deps.now().getTime() + deps.config.refreshTokenTtl * 1000);
  const [row] = await deps.db
    .insert(refreshTokens)
    .values({ userNo: user.userNo, tokenHash: sha256(refreshToken), familyId, expiresAt })
    .returning({ id: refreshTokens.id });
  return { row: row!, accessToken, refreshToken };
}

const toPair = (deps: Deps, user: { loginId: string; userName: string }, p: { accessToken: string; refreshToken: string }): TokenPair => ({
  accessToken: p.accessToken,
  refreshToken: p.refreshToken,
  tokenType: "Bearer",
  expiresIn: deps.config.accessTokenTtl,
  userId: user.loginId,
  userName: user.userName,
});

/** A fresh token family for a sign-in. */
export async function issueTokens(deps: Deps, user: { userNo: number; loginId: string; userName: string }): Promise<TokenPair> {
  const p = await newPair(deps, user, randomUUID());
  return toPair(deps, user, p);
}

const REFRESH_FAILED = "로그인 정보가 만료되었습니다. 다시 로그인해 주세요.";

/**
 * Rotates a refresh token. A second use within the grace window returns the same new pair
 * (parallel tabs); a later reuse is treated as theft and revokes the whole family.
 */
export async function rotateRefreshToken(deps: Deps, loginId: string, refreshToken: string): Promise<TokenPair> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.userNo, refreshTokens.userNo))
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (!row || row.user.loginId !== loginId || row.user.withdrawnAt) throw unauthorized(REFRESH_FAILED);
  const { token, user } = row;
  if (token.revokedAt || token.expiresAt <= now) throw unauthorized(REFRESH_FAILED);
  if (token.rotatedAt) return reuse(deps, token, user, now);

  const next = await newPair(deps, user, token.familyId);
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now, gracePair: { accessToken: next.accessToken, refreshToken: next.refreshToken } })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    // Another request rotated it first: drop ours and answer with theirs.
    await deps.db.delete(refreshTokens).where(eq(refreshTokens.id, next.row.id));
    const [again] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.id, token.id));
    return reuse(deps, again!, user, now);
  }
  // The plaintext grace pair is kept only as long as the grace window needs it.
  await deps.db
    .update(refreshTokens)
    .set({ gracePair: null })
    .where(
      and(
        eq(refreshTokens.familyId, token.familyId),
        isNotNull(refreshTokens.gracePair),
        lt(refreshTokens.rotatedAt, new Date(now.getTime() - deps.config.refreshGrace * 1000)),
      ),
    );
  return toPair(deps, user, next);
}

async function reuse(
  deps: Deps,
  token: typeof refreshTokens.$inferSelect,
  user: { loginId: string; userName: string },
  now: Date,
): Promise<TokenPair> {
  const withinGrace = token.rotatedAt && now.getTime() - token.rotatedAt.getTime() <= deps.config.refreshGrace * 1000;
  if (withinGrace && token.gracePair) return toPair(deps, user, token.gracePair);
  await deps.db.update(refreshTokens).set({ revokedAt: now, gracePair: null }).where(eq(refreshTokens.familyId, token.familyId));
  throw unauthorized(REFRESH_FAILED);
}

/** Sign-out: revokes the given token's family, or every token of the user when none is given. */
export async function revokeTokens(deps: Deps, userNo: number, refreshToken?: string): Promise<void> {
  const now = deps.now();
  if (refreshToken) {
    const [row] = await deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.userNo, userNo)));
    if (row) {
      await deps.db.update(refreshTokens).set({ revokedAt: now, gracePair: null }).where(eq(refreshTokens.familyId, row.familyId));
      return;
    }
  }
  await deps.db.update(refreshTokens).set({ revokedAt: now, gracePair: null }).where(eq(refreshTokens.userNo, userNo));
}

/**
 * Whether the sign-in `refreshToken` belongs to is still valid: the caller's token, not revoked (sign-out, a
 * detected reuse, a password change revoke the whole family) and not expired. A rotated token of a live family
 * counts as active: a cookie a browser has not replaced yet still belongs to the session.
 */
export async function isSessionActive(deps: Deps, userNo: number, refreshToken: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.userNo, userNo)));
  return !!row && !row.revokedAt && row.expiresAt > deps.now();
}

/** Revokes every refresh token of the user except the family of `keepRefreshToken` (the caller's own session). */
export async function revokeOtherSessions(tx: DbLike, userNo: number, keepRefreshToken: string | undefined, now: Date) {
  const [kept] = keepRefreshToken
    ? await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(eq(refreshTokens.tokenHash, sha256(keepRefreshToken)), eq(refreshTokens.userNo, userNo), isNull(refreshTokens.revokedAt)),
        )
    : [];
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now, gracePair: null })
    .where(
      and(eq(refreshTokens.userNo, userNo), isNull(refreshTokens.revokedAt), ...(kept ? [ne(refreshTokens.familyId, kept.familyId)] : [])),
    );
}
