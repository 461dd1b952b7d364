import { and, eq, isNull } from "drizzle-orm";
import type { TokenPair } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { unauthorized } from "../http/errors";
import { users } from "../db/schema/core";
import { assertNotLocked, clearAttempts, LOGIN_POLICY, recordAttempt, tooManyAttempts } from "./attempt-limits";
import { passwordHashing, verifyPassword } from "./passwords";
import { issueTokens } from "./tokens";

export const INVALID_CREDENTIALS = "아이디 또는 비밀번호가 일치하지 않습니다.";

/**
 * Sign-in with a login id and password. Failures are counted per submitted login id, known or not (the same
 * answers and the same lock for both), and a locked id is refused before any hashing.
 */
export async function login(deps: Deps, loginId: string, password: string): Promise<TokenPair> {
  // A full hashing queue refuses before any database work, so a flood is cheap to turn away.
  passwordHashing.assertAvailable();
  const { counted } = await assertNotLocked(deps, LOGIN_POLICY, loginId);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.loginId, loginId), isNull(users.withdrawnAt)));
  // Verify against a dummy hash for unknown ids so timing does not reveal which ids exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await countLoginFailure(deps, loginId);
    throw unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  if (counted) await clearAttempts(deps, LOGIN_POLICY, loginId);
  return issueTokens(deps, user);
}

/** Counts a wrong password of `loginId` (sign-in or a proof of presence); the failure that starts a lock answers 429. */
export async function countLoginFailure(deps: Deps, loginId: string): Promise<void> {
  const lockedUntil = await recordAttempt(deps, LOGIN_POLICY, loginId);
  if (lockedUntil) throw tooManyAttempts(LOGIN_POLICY, lockedUntil, deps.now());
}

const DUMMY_HASH = "scrypt$32768$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
