import { and, eq, isNull } from "drizzle-orm";
import type { TokenPair } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { unauthorized } from "../http/errors";
import { users } from "../db/schema/core";
import {
  assertNotLocked,
  clearAttempts,
  isKnownSignIn,
  lockedUntil,
  LOGIN_ID_POLICY,
  LOGIN_POLICY,
  pairSubject,
  recordAttempt,
  rememberSignIn,
  tooManyAttempts,
} from "./attempt-limits";
import { passwordHashing, verifyPassword } from "./passwords";
import { issueTokens } from "./tokens";

export const INVALID_CREDENTIALS = "아이디 또는 비밀번호가 일치하지 않습니다.";

/**
 * Sign-in with a login id and password. Failures are counted per submitted login id, known or not (the same
 * answers and the same locks for both), per client IP and per id (the sign-in limits below), and a locked id is
 * refused before any hashing.
 */
export async function login(deps: Deps, loginId: string, password: string, clientIp: string): Promise<TokenPair> {
  // A full hashing queue refuses before any database work, so a flood is cheap to turn away.
  passwordHashing.assertAvailable();
  const attempt = await assertMayTryPassword(deps, loginId, clientIp);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.loginId, loginId), isNull(users.withdrawnAt)));
  // Verify against a dummy hash for unknown ids so timing does not reveal which ids exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await countLoginFailure(deps, loginId, clientIp);
    throw unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  await passwordAccepted(deps, loginId, clientIp, attempt);
  return issueTokens(deps, user);
}

// ------------------------------------------------------------------------------------------------ sign-in limits
// Two counts of wrong passwords (docs/security.md "Abuse limits"): per login id and client IP (LOGIN_POLICY), which
// locks the id for that IP only, so a stranger's failures do not lock the owner out; and per login id from every IP
// (LOGIN_ID_POLICY, a much higher limit) against guessing from many addresses, whose lock holds back only the IPs
// that have never signed in to the id: the owner's usual address still signs in.

/** What a success needs to know: whether this IP's failures are counted (so they are cleared). */
export interface PasswordAttempt {
  counted: boolean;
}

/** Refuses (429) a password attempt of `loginId` from `clientIp` while either lock holds it back; hashes nothing. */
export async function assertMayTryPassword(deps: Deps, loginId: string, clientIp: string): Promise<PasswordAttempt> {
  const { counted } = await assertNotLocked(deps, LOGIN_POLICY, pairSubject(loginId, clientIp));
  const idLock = await lockedUntil(deps, LOGIN_ID_POLICY, loginId);
  if (idLock && !(await isKnownSignIn(deps, loginId, clientIp))) throw tooManyAttempts(LOGIN_ID_POLICY, idLock, deps.now());
  return { counted };
}

/**
 * Counts a wrong password of `loginId` from `clientIp` (sign-in or a proof of presence); the failure that starts a
 * lock holding this IP back answers 429.
 */
export async function countLoginFailure(deps: Deps, loginId: string, clientIp: string): Promise<void> {
  const ipLock = await recordAttempt(deps, LOGIN_POLICY, pairSubject(loginId, clientIp));
  const idLock = await recordAttempt(deps, LOGIN_ID_POLICY, loginId);
  if (ipLock) throw tooManyAttempts(LOGIN_POLICY, ipLock, deps.now());
  if (idLock && !(await isKnownSignIn(deps, loginId, clientIp))) throw tooManyAttempts(LOGIN_ID_POLICY, idLock, deps.now());
}

/** The right password: this IP's failures are forgotten and the IP is known to the id from now on. */
export async function passwordAccepted(deps: Deps, loginId: string, clientIp: string, attempt: PasswordAttempt): Promise<void> {
  if (attempt.counted) await clearAttempts(deps, LOGIN_POLICY, pairSubject(loginId, clientIp));
  await rememberSignIn(deps, loginId, clientIp);
}

const DUMMY_HASH = "scrypt$32768$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
