import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { identityTokenUses, identityVerifications } from "../db/schema/service";
import { refreshTokens, userOauth, users } from "../db/schema/core";
import type { Deps } from "../http/context";
import { badRequest, conflict, notFound, unprocessable } from "../http/errors";
import { kstDate } from "../http/time";
import { passwordProblem } from "@evsafe/contract/account-rules";
import { hashPassword } from "./passwords";
import {
  clearAttempts,
  FIND_ID_POLICY,
  IDENTITY_PHONE_POLICY,
  IDENTITY_POLICY,
  LOGIN_POLICY,
  pairSubject,
  PASSWORD_RESET_POLICY,
  rememberSignIn,
  takeAttempt,
} from "./attempt-limits";
import type { VerifiedPerson } from "./third-parties";
import { sha256 } from "./tokens";

/**
 * Our side of identity verification: after the provider (`deps.identity`) confirmed a person,
 * the server issues a `serviceToken`: random, stored as SHA-256, valid 30 minutes, single-use per
 * purpose. find-id reads it without using it up (the result page may be reloaded).
 */
export const SERVICE_TOKEN_TTL_MS = 30 * 60 * 1000;
export type TokenPurpose = "signup" | "oauth-signup" | "set-password" | "withdraw";

/** A database handle or an open transaction. */
export type DbLike = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function storeVerification(
  deps: Deps,
  person: VerifiedPerson,
  requesterIp: string,
): Promise<{ serviceToken: string; expiresAt: string }> {
  // Verifications per phone number are limited, so a name + phone + birth date cannot be guessed at speed: per
  // requester, so that a stranger's attempts do not block the owner, and higher per phone from everyone together.
  await takeAttempt(deps, IDENTITY_POLICY, pairSubject(person.phone, requesterIp));
  await takeAttempt(deps, IDENTITY_PHONE_POLICY, person.phone);
  const serviceToken = randomBytes(32).toString("base64url");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SERVICE_TOKEN_TTL_MS);
  await deps.db.insert(identityVerifications).values({
    tokenHash: sha256(serviceToken),
    name: person.name,
    phone: person.phone,
    birthDate: person.birthDate,
    ci: person.ci,
    createdAt: now,
    expiresAt,
  });
  return { serviceToken, expiresAt: expiresAt.toISOString() };
}

export interface VerifiedToken extends VerifiedPerson {
  verificationId: number;
}

/** Reads a serviceToken: unknown or expired → 400, already used for `purpose` → 409. */
export async function readServiceToken(deps: Deps, serviceToken: string, purpose?: TokenPurpose): Promise<VerifiedToken> {
  const [row] = await deps.db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.tokenHash, sha256(serviceToken)));
  if (!row) throw badRequest("본인인증 정보가 올바르지 않습니다. 본인인증을 다시 진행해 주세요.", "IDENTITY_INVALID");
  if (row.expiresAt <= deps.now()) {
    throw badRequest("본인인증 유효시간(30분)이 지났습니다. 본인인증을 다시 진행해 주세요.", "IDENTITY_EXPIRED");
  }
  if (purpose) {
    const [used] = await deps.db
      .select()
      .from(identityTokenUses)
      .where(and(eq(identityTokenUses.verificationId, row.id), eq(identityTokenUses.purpose, purpose)));
    if (used) throw identityUsed();
  }
  return { verificationId: row.id, name: row.name, phone: row.phone, birthDate: row.birthDate, ci: row.ci };
}

const identityUsed = () => conflict("이미 사용된 본인인증 정보입니다. 본인인증을 다시 진행해 주세요.", "IDENTITY_USED");

/** Marks the token used for `purpose` inside the caller's transaction (a second use → 409, rolled back). */
export async function consumeServiceToken(tx: DbLike, verificationId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  const rows = await tx
    .insert(identityTokenUses)
    .values({ verificationId, purpose, usedAt: now })
    .onConflictDoNothing()
    .returning({ id: identityTokenUses.verificationId });
  if (rows.length === 0) throw identityUsed();
}

/** `dem***`: the first half (at most three characters) stays visible. */
export function maskLoginId(loginId: string): string {
  const keep = Math.min(3, Math.ceil(loginId.length / 2));
  return loginId.slice(0, keep) + "*".repeat(Math.max(loginId.length - keep, 1));
}

/** The active account of a verified person (one per CI). */
export async function accountOfPerson(deps: Deps, ci: string) {
  const [u] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.ci, ci), isNull(users.withdrawnAt)));
  return u ?? null;
}

/** `auth/find-id?serviceToken`: the masked login id, join date and sign-in methods of the verified person. */
export async function findId(deps: Deps, serviceToken: string) {
  const person = await readServiceToken(deps, serviceToken);
  await takeAttempt(deps, FIND_ID_POLICY, serviceToken);
  const u = await accountOfPerson(deps, person.ci);
  if (!u) throw notFound("본인인증 정보로 가입된 아이디가 없습니다. 회원가입을 진행해 주세요.");
  const links = await deps.db
    .select({ provider: userOauth.provider })
    .from(userOauth)
    .where(eq(userOauth.userNo, u.userNo))
    .orderBy(userOauth.id);
  return {
    userName: u.userName,
    accounts: [
      {
        userId: maskLoginId(u.loginId),
        joinDate: kstDate(u.createdAt),
        loginProviders: [...(u.passwordHash ? [deps.config.product] : []), ...links.map((l) => l.provider)],
      },
    ],
  };
}

/**
 * `auth/set-password`: resets the password of the verified person's account and signs out every device.
 * A social-only account gains a password (and can then sign in with its login id). The owner has proved who they
 * are from `clientIp`, so that address's sign-in failures are forgotten and it counts as known to the id: a lock
 * started by strangers' failures does not hold the owner back there.
 */
export async function setPasswordByToken(deps: Deps, serviceToken: string, newPassword: string, clientIp: string) {
  const person = await readServiceToken(deps, serviceToken, "set-password");
  await takeAttempt(deps, PASSWORD_RESET_POLICY, serviceToken);
  const u = await accountOfPerson(deps, person.ci);
  if (!u) throw notFound("본인인증 정보로 가입된 계정이 없습니다. 회원가입을 진행해 주세요.");
  const weakness = passwordProblem(newPassword, u.loginId);
  if (weakness) throw unprocessable(weakness, "WEAK_PASSWORD");
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await consumeServiceToken(tx, person.verificationId, "set-password", now);
    await tx.update(users).set({ passwordHash }).where(eq(users.userNo, u.userNo));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, gracePair: null })
      .where(and(eq(refreshTokens.userNo, u.userNo), isNull(refreshTokens.revokedAt)));
  });
  await clearAttempts(deps, LOGIN_POLICY, pairSubject(u.loginId, clientIp));
  await rememberSignIn(deps, u.loginId, clientIp);
  return { ok: true as const, userId: maskLoginId(u.loginId) };
}
