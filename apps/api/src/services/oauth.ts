import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import {
  SERVICE_STATUS,
  SOCIAL_PROVIDER_LABEL,
  SUBSCRIPTION,
  USER_STATUS,
  type OauthLinks,
  type OauthSignupBody,
  type SocialProvider,
  type TokenPair,
} from "@evsafe/contract";
import { userOauth, users } from "../db/schema/core";
import type { Deps } from "../http/context";
import { badRequest, conflict, HttpError, notFound, unprocessable } from "../http/errors";
import { kstDate } from "../http/time";
import { accountOfPerson, consumeServiceToken, maskLoginId, readServiceToken } from "./account-recovery";
import { kstIso } from "./common";
import { ALREADY_MEMBER, assertAge, checkAgreements, formatPhone, recordAgreements } from "./signup";
import { issueTokens } from "./tokens";

export const OAUTH_NOT_LINKED = "OAUTH_NOT_LINKED";

async function linkOf(deps: Deps, provider: SocialProvider, sub: string) {
  const [row] = await deps.db
    .select({ link: userOauth, user: users })
    .from(userOauth)
    .innerJoin(users, eq(users.userNo, userOauth.userNo))
    .where(and(eq(userOauth.provider, provider), eq(userOauth.sub, sub), isNull(users.withdrawnAt)));
  return row ?? null;
}

/** `oauth/login`: a linked social account signs in; an unlinked one → 404 OAUTH_NOT_LINKED (the web goes to sign-up). */
export async function oauthLogin(deps: Deps, provider: SocialProvider, oauthKey: string): Promise<TokenPair> {
  const profile = await deps.social.verify(deps, provider, oauthKey);
  const row = await linkOf(deps, provider, profile.sub);
  if (!row) {
    throw new HttpError(
      404,
      OAUTH_NOT_LINKED,
      `${SOCIAL_PROVIDER_LABEL[provider]} 계정으로 가입된 회원이 없습니다. 회원가입을 진행해 주세요.`,
    );
  }
  return issueTokens(deps, row.user);
}

/** `auth/oauth/exist`: whether (provider, sub) is linked; the login id is masked (public call). */
export async function oauthExist(deps: Deps, provider: SocialProvider, sub: string) {
  const row = await linkOf(deps, provider, sub);
  return { result: !!row, userId: row ? maskLoginId(row.user.loginId) : null };
}

/** Login id of a social-only account: `kakao_` + 12 base-36 characters (the `_` keeps it out of member ids). */
export function socialLoginId(provider: SocialProvider, sub: string): string {
  const h = BigInt(`0x${createHash("sha256").update(`${provider}:${sub}`).digest("hex").slice(0, 16)}`)
    .toString(36)
    .padStart(12, "0")
    .slice(0, 12);
  return `${provider}_${h}`;
}

/** `auth/oauth/signup`: a new member from a verified social account and a verified person; signs in. */
export async function oauthSignup(deps: Deps, body: OauthSignupBody): Promise<TokenPair> {
  const profile = await deps.social.verify(deps, body.provider, body.oauthKey);
  if (body.sub !== undefined && body.sub !== profile.sub)
    throw badRequest("소셜 계정 정보가 일치하지 않습니다. 다시 시도해 주세요.", "OAUTH_MISMATCH");
  if (await linkOf(deps, body.provider, profile.sub)) {
    throw conflict(`이미 가입된 ${SOCIAL_PROVIDER_LABEL[body.provider]} 계정입니다. 로그인해 주세요.`, "OAUTH_ALREADY_LINKED");
  }
  const person = await readServiceToken(deps, body.serviceToken, "oauth-signup");
  if (body.userName !== undefined && body.userName.replace(/\s+/g, "") !== person.name.replace(/\s+/g, "")) {
    throw unprocessable("입력하신 이름이 본인인증 정보와 다릅니다.", "IDENTITY_MISMATCH");
  }
  if (body.phone !== undefined && body.phone.replace(/\D/g, "") !== person.phone) {
    throw unprocessable("입력하신 휴대폰 번호가 본인인증 정보와 다릅니다.", "IDENTITY_MISMATCH");
  }
  assertAge(person.birthDate, kstDate(deps.now()));
  if (await accountOfPerson(deps, person.ci)) {
    throw conflict(`${ALREADY_MEMBER} 로그인 후 내 정보에서 소셜 계정을 연결할 수 있습니다.`, "ALREADY_MEMBER");
  }
  await checkAgreements(deps, "signup", body.agrees);
  const now = deps.now();
  const email = body.email ?? profile.email;
  const user = await deps.db.transaction(async (tx) => {
    await consumeServiceToken(tx, person.verificationId, "oauth-signup", now);
    const [u] = await tx
      .insert(users)
      .values({
        loginId: socialLoginId(body.provider, profile.sub),
        passwordHash: null,
        userName: person.name,
        email,
        phone: formatPhone(person.phone),
        birthDate: person.birthDate,
        ci: person.ci,
        userStatus: USER_STATUS.MEMBER_SIGNUP,
        serviceStatus: SERVICE_STATUS.NOT_JOINED,
        subscription: SUBSCRIPTION.UNSUBSCRIBED,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(userOauth)
      .values({ userNo: u!.userNo, provider: body.provider, sub: profile.sub, email: profile.email ?? email, createdAt: now });
    await recordAgreements(tx, u!.userNo, body.agrees, now);
    return u!;
  });
  return issueTokens(deps, user);
}

export async function listLinks(deps: Deps, userNo: number): Promise<OauthLinks> {
  const [u] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userNo, userNo));
  const links = await deps.db.select().from(userOauth).where(eq(userOauth.userNo, userNo)).orderBy(userOauth.id);
  return {
    hasPassword: !!u?.passwordHash,
    links: links.map((l) => ({
      provider: l.provider,
      providerLabel: SOCIAL_PROVIDER_LABEL[l.provider] ?? l.provider,
      email: l.email,
      linkedAt: kstIso(l.createdAt),
    })),
  };
}

/** `users/oauth/withdraw/{provider}`: unlinks; the last way to sign in cannot be removed (422). */
export async function oauthWithdraw(deps: Deps, userNo: number, provider: SocialProvider): Promise<OauthLinks> {
  const before = await listLinks(deps, userNo);
  if (!before.links.some((l) => l.provider === provider)) throw notFound(`연결된 ${SOCIAL_PROVIDER_LABEL[provider]} 계정이 없습니다.`);
  if (!before.hasPassword && before.links.length === 1) {
    throw unprocessable(
      "다른 로그인 수단이 없어 연결을 해제할 수 없습니다. 비밀번호를 설정하거나 다른 소셜 계정을 먼저 연결해 주세요.",
      "LAST_LOGIN_METHOD",
    );
  }
  await deps.db.delete(userOauth).where(and(eq(userOauth.userNo, userNo), eq(userOauth.provider, provider)));
  return listLinks(deps, userNo);
}

/** `users/oauth/add`: links a social account the caller proves to own (oauthKey). */
export async function oauthAdd(
  deps: Deps,
  userNo: number,
  body: { provider: SocialProvider; sub: string; eml?: string | null; oauthKey: string },
): Promise<OauthLinks> {
  const profile = await deps.social.verify(deps, body.provider, body.oauthKey);
  if (profile.sub !== body.sub) throw badRequest("소셜 계정 정보가 일치하지 않습니다. 다시 시도해 주세요.", "OAUTH_MISMATCH");
  const label = SOCIAL_PROVIDER_LABEL[body.provider];
  const existing = await linkOf(deps, body.provider, body.sub);
  if (existing) {
    throw conflict(
      existing.user.userNo === userNo ? `이미 연결된 ${label} 계정입니다.` : `다른 회원에게 연결된 ${label} 계정입니다.`,
      "OAUTH_ALREADY_LINKED",
    );
  }
  const [own] = await deps.db
    .select()
    .from(userOauth)
    .where(and(eq(userOauth.userNo, userNo), eq(userOauth.provider, body.provider)));
  if (own) throw conflict(`이미 다른 ${label} 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.`, "OAUTH_PROVIDER_TAKEN");
  await deps.db
    .insert(userOauth)
    .values({ userNo, provider: body.provider, sub: body.sub, email: body.eml ?? profile.email, createdAt: deps.now() });
  return listLinks(deps, userNo);
}
