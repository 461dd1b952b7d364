import { and, eq, isNull, ne } from "drizzle-orm";
import {
  ALIM_KIND_IDS,
  ALIM_KINDS,
  CARRIERS,
  carrierTrackingUrl,
  DELIVERY,
  DELIVERY_LABEL,
  OBD_STATUS_LABEL,
  SERVICE_STATUS,
  SERVICE_STATUS_LABEL,
  SOCIAL_PROVIDER_LABEL,
  USER_STATUS_LABEL,
  type AlimKind,
  type AlimKindSetting,
  type CarrierCode,
  type DeviceType,
  type FlickerPeriod,
  type MyProfile,
  type ObdInfo,
  type ServiceStatus,
} from "@evsafe/contract";
import type { AuthUser, Deps } from "../http/context";
import { conflict, HttpError, notFound, unauthorized, unprocessable } from "../http/errors";
import { addMonths, kstDate } from "../http/time";
import { userOauth, users } from "../db/schema/core";
import { bzServiceApplications, userActivityHistory, userAlimSettings, userPrompts } from "../db/schema/user";
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE, verifyPassword } from "./passwords";
import { CALLER_COLUMNS, revokeOtherSessions, revokeTokens, type CallerQuery } from "./tokens";
import { preparedRows } from "./prepared";
import { consumeServiceToken, readServiceToken, type TokenPurpose, type VerifiedToken } from "./account-recovery";
import { assertMayTryPassword, countLoginFailure, passwordAccepted } from "./auth-session";
import { kstIso, setMarketingConsent } from "./common";

type UserRow = typeof users.$inferSelect;

/** The caller's row; a user withdrawn between authentication and now is treated as signed out. */
async function loadUser(deps: Deps, userNo: number): Promise<UserRow> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.userNo, userNo), isNull(users.withdrawnAt)));
  if (!row) throw unauthorized("회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.");
  return row;
}

// ---------------------------------------------------------------------------------------------- activity, device

/** Records an activity and moves users.last_active_at. */
export async function recordActivity(deps: Deps, userNo: number, input: { screen?: string; deviceType?: DeviceType } | undefined) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(userActivityHistory).values({
      userNo,
      screen: input?.screen || null,
      deviceType: input?.deviceType ?? null,
      createdAt: now,
    });
    await tx.update(users).set({ lastActiveAt: now }).where(eq(users.userNo, userNo));
  });
  return { lastActiveAt: kstIso(now) };
}

export async function setDeviceType(deps: Deps, userNo: number, deviceType: DeviceType) {
  await deps.db.update(users).set({ deviceType }).where(eq(users.userNo, userNo));
  return { ok: true as const };
}

/**
 * Saves the push token. A phone holds one token: if another account had it (account switch on the
 * same phone), that account loses it, so its alerts stop arriving on a phone that is no longer its own.
 */
export async function setDeviceToken(deps: Deps, userNo: number, deviceToken: string) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deviceToken: null })
      .where(and(eq(users.deviceToken, deviceToken), ne(users.userNo, userNo)));
    await tx.update(users).set({ deviceToken }).where(eq(users.userNo, userNo));
  });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------- flicker

/**
 * A signed-in read of the caller's own row in one query: authentication's (route.ts `caller`, `$1` the user number,
 * the member neither unknown nor withdrawn) and, when the call runs without it, the call's own.
 */
function callerRead<T>(name: string, columns: string, from = "users u") {
  const query: CallerQuery<AuthUser & T> = {
    name,
    sql: `SELECT ${CALLER_COLUMNS}, ${columns} FROM ${from} WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`,
  };
  const read = async (deps: Deps, userNo: number): Promise<T> => {
    const [row] = await preparedRows<T>(deps, query.name, query.sql, [userNo]);
    if (!row) throw unauthorized("회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.");
    return row;
  };
  return { query, read };
}

export const FLICKER_READ = callerRead<Pick<UserRow, "flickerPeriod">>("main_flicker_caller", `u.flicker_period AS "flickerPeriod"`);

/** `read`: the row as FLICKER_READ's query read it when authenticating. */
export async function getFlicker(
  deps: Deps,
  userNo: number,
  read?: Pick<UserRow, "flickerPeriod">,
): Promise<{ flickerPeriod: FlickerPeriod }> {
  const u = read ?? (await FLICKER_READ.read(deps, userNo));
  return { flickerPeriod: u.flickerPeriod };
}

export async function setFlicker(deps: Deps, userNo: number, flickerPeriod: FlickerPeriod) {
  await deps.db.update(users).set({ flickerPeriod }).where(eq(users.userNo, userNo));
  return getFlicker(deps, userNo);
}

// ---------------------------------------------------------------------------------------------- alerts

function isAlimKind(id: string): id is AlimKind {
  return Object.hasOwn(ALIM_KINDS, id);
}

async function alimSettings(deps: Deps, userNo: number) {
  const u = await loadUser(deps, userNo);
  const rows = await deps.db.select().from(userAlimSettings).where(eq(userAlimSettings.userNo, userNo));
  const own = new Map(rows.map((r) => [r.alimKind, r.enabled]));
  const items: AlimKindSetting[] = ALIM_KIND_IDS.map((id) => {
    const k = ALIM_KINDS[id];
    const enabled = k.mandatory ? true : (own.get(id) ?? k.defaultEnabled);
    // Battery-safety alerts are always sent; the master switch mutes the rest; marketing also needs consent.
    const effectiveEnabled = k.mandatory || (u.alimEnabled && enabled && (id !== "marketing" || u.agreeMarketing));
    return { alimId: id, alimNm: k.name, description: k.description, alimEnabled: enabled, mandatory: k.mandatory, effectiveEnabled };
  });
  return { alimEnabled: u.alimEnabled, items };
}

export const getAlimConfig = alimSettings;

export async function setAlimEnabled(deps: Deps, userNo: number, alimEnabled: boolean) {
  await deps.db.update(users).set({ alimEnabled }).where(eq(users.userNo, userNo));
  return alimSettings(deps, userNo);
}

const UNKNOWN_ALIM = "알림 종류를 찾을 수 없습니다.";

export async function getAlimKind(deps: Deps, userNo: number, id: string): Promise<AlimKindSetting> {
  if (!isAlimKind(id)) throw notFound(UNKNOWN_ALIM);
  return (await alimSettings(deps, userNo)).items.find((i) => i.alimId === id)!;
}

export async function setAlimKind(deps: Deps, userNo: number, id: string, enabled: boolean): Promise<AlimKindSetting> {
  if (!isAlimKind(id)) throw notFound(UNKNOWN_ALIM);
  const kind = ALIM_KINDS[id];
  if (kind.mandatory && !enabled) {
    throw unprocessable("배터리 안전 알림은 운전자의 안전을 위해 끌 수 없습니다.", "MANDATORY_ALIM");
  }
  if (id === "marketing" && enabled) {
    const u = await loadUser(deps, userNo);
    if (!u.agreeMarketing)
      throw unprocessable("이벤트·혜택 알림을 받으려면 먼저 마케팅 정보 수신에 동의해 주세요.", "MARKETING_CONSENT_REQUIRED");
  }
  const now = deps.now();
  await deps.db
    .insert(userAlimSettings)
    .values({ userNo, alimKind: id, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [userAlimSettings.userNo, userAlimSettings.alimKind], set: { enabled, updatedAt: now } });
  return getAlimKind(deps, userNo, id);
}

// ---------------------------------------------------------------------------------------------- marketing

export async function getAgreeMarketing(deps: Deps, userNo: number) {
  const u = await loadUser(deps, userNo);
  return { agreeMarketing: u.agreeMarketing, agreeMarketingAt: u.agreeMarketingAt ? kstIso(u.agreeMarketingAt) : null };
}

export async function putAgreeMarketing(deps: Deps, userNo: number, agreed: boolean) {
  await setMarketingConsent(deps, userNo, agreed);
  return getAgreeMarketing(deps, userNo);
}

/** How long an answered or shown marketing prompt stays quiet. */
const MARKETING_PROMPT_QUIET_MONTHS = 6;
const MARKETING_PROMPT = "agree-marketing";

/**
 * Whether to show the marketing-consent prompt: not agreed, and neither answered nor shown in the last
 * 6 months. Answering true records the showing; the same KST day keeps answering true (refetches).
 */
export async function isAgreeMarketingAlert(deps: Deps, userNo: number): Promise<{ result: boolean }> {
  const u = await loadUser(deps, userNo);
  if (u.agreeMarketing) return { result: false };
  const now = deps.now();
  const today = kstDate(now);
  const quietSince = addMonths(today, -MARKETING_PROMPT_QUIET_MONTHS);
  if (u.agreeMarketingAt && kstDate(u.agreeMarketingAt) > quietSince) return { result: false };
  const [prompt] = await deps.db
    .select()
    .from(userPrompts)
    .where(and(eq(userPrompts.userNo, userNo), eq(userPrompts.promptCd, MARKETING_PROMPT)));
  if (prompt) {
    const shown = kstDate(prompt.lastPromptedAt);
    if (shown === today) return { result: true };
    if (shown > quietSince) return { result: false };
  }
  await deps.db
    .insert(userPrompts)
    .values({ userNo, promptCd: MARKETING_PROMPT, lastPromptedAt: now })
    .onConflictDoUpdate({ target: [userPrompts.userNo, userPrompts.promptCd], set: { lastPromptedAt: now } });
  return { result: true };
}

// ---------------------------------------------------------------------------------------------- OBD

/** Courier of a waybill recorded without a carrier (before carriers were recorded per delivery). */
const DEFAULT_CARRIER: CarrierCode = "CJ";

export type ObdRow = Pick<
  UserRow,
  "obdStatus" | "deliveryStatus" | "trackingNo" | "carrierCd" | "obdSerial" | "obdInstalledAt" | "deliveryExpectedDate"
> & {
  carNo: string | null;
  lastDataDate: string | null;
};

/** users/get-obd's one query: the member's device and delivery, the first vehicle's number and its latest day. */
export const OBD_READ = callerRead<ObdRow>(
  "obd_caller",
  `u.obd_status AS "obdStatus", u.delivery_status AS "deliveryStatus", u.tracking_no AS "trackingNo",
  u.carrier_cd AS "carrierCd", u.obd_serial AS "obdSerial", u.obd_installed_at AS "obdInstalledAt",
  to_char(u.delivery_expected_date, 'YYYY-MM-DD') AS "deliveryExpectedDate", v.car_no AS "carNo",
  (SELECT to_char(max(d.day), 'YYYY-MM-DD') FROM daily_battery d WHERE d.vehicle_id = v.vehicle_id) AS "lastDataDate"`,
  "users u LEFT JOIN vehicles v ON v.vehicle_id = (SELECT min(vehicle_id) FROM vehicles WHERE user_no = u.user_no)",
);

/** users/get-obd's answer from the row OBD_READ's query read when authenticating the call. */
export function getObd(u: ObdRow): ObdInfo {
  const { obdStatus } = u;
  const deliveryStatus = u.deliveryStatus ?? null;
  const carrier = u.trackingNo ? (u.carrierCd ?? DEFAULT_CARRIER) : null;
  return {
    obdStatus,
    obdStatusNm: OBD_STATUS_LABEL[obdStatus] ?? obdStatus,
    obdSerial: u.obdSerial,
    installedDate: u.obdInstalledAt ? kstDate(u.obdInstalledAt) : null,
    deliveryStatus,
    deliveryStatusNm: deliveryStatus ? DELIVERY_LABEL[deliveryStatus] : null,
    trackingNo: u.trackingNo,
    courierNm: carrier ? CARRIERS[carrier].name : null,
    carrierCd: carrier,
    trackingUrl: carrier && u.trackingNo ? carrierTrackingUrl(carrier, u.trackingNo) : null,
    // Only while on the way: a delivered device has its day in the past.
    expectedDeliveryDate: deliveryStatus === DELIVERY.DELIVERED ? null : u.deliveryExpectedDate,
    carNo: u.carNo,
    lastDataDate: u.lastDataDate,
  };
}

// ---------------------------------------------------------------------------------------------- profile

/** Whether an active account uses this login id. */
export async function loginIdExists(deps: Deps, loginId: string): Promise<{ result: boolean }> {
  const [row] = await deps.db
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(eq(users.loginId, loginId), isNull(users.withdrawnAt)));
  return { result: !!row };
}

/** `010-1234-5678` → `010-****-5678`; other shapes keep only the last four digits visible. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const m = /^(\d{2,3})-?(\d{3,4})-?(\d{4})$/.exec(phone);
  if (m) return `${m[1]}-${"*".repeat(m[2]!.length)}-${m[3]}`;
  return phone.length > 4 ? "*".repeat(phone.length - 4) + phone.slice(-4) : "*".repeat(phone.length);
}

export async function getMyProfile(deps: Deps, userNo: number): Promise<MyProfile> {
  const u = await loadUser(deps, userNo);
  const links = await deps.db.select().from(userOauth).where(eq(userOauth.userNo, userNo)).orderBy(userOauth.createdAt);
  return {
    userNo: u.userNo,
    userId: u.loginId,
    userName: u.userName,
    email: u.email,
    phone: maskPhone(u.phone),
    zip: u.zip,
    addr: u.addr,
    daddr: u.daddr,
    userStatus: u.userStatus,
    userStatusNm: USER_STATUS_LABEL[u.userStatus],
    serviceStatus: u.serviceStatus,
    serviceStatusNm: SERVICE_STATUS_LABEL[u.serviceStatus],
    serviceExpirationDate: u.serviceExpirationDate,
    hasPassword: !!u.passwordHash,
    loginProviders: links.map((l) => ({
      provider: l.provider,
      providerNm: SOCIAL_PROVIDER_LABEL[l.provider],
      email: l.email,
      linkedAt: kstIso(l.createdAt),
    })),
    isB2b: u.isB2b,
    companyName: u.companyName,
    bzServiceApplyYn: u.bzServiceApplyYn === "Y" ? "Y" : "N",
    agreeMarketing: u.agreeMarketing,
    flickerPeriod: u.flickerPeriod,
    alimEnabled: u.alimEnabled,
    deviceType: u.deviceType ?? null,
    lastActiveAt: u.lastActiveAt ? kstIso(u.lastActiveAt) : null,
    joinedDate: kstDate(u.createdAt),
  };
}

export async function setAddress(deps: Deps, userNo: number, a: { zip: string; addr: string; daddr: string }) {
  const [row] = await deps.db
    .update(users)
    .set({ zip: a.zip, addr: a.addr, daddr: a.daddr })
    .where(eq(users.userNo, userNo))
    .returning({ zip: users.zip, addr: users.addr, daddr: users.daddr });
  return { zip: row!.zip ?? "", addr: row!.addr ?? "", daddr: row!.daddr ?? "" };
}

// ---------------------------------------------------------------------------------------------- proof of presence

/** What `users/set-password` and `users/withdraw` carry to prove that the account's owner is there. */
export interface ProofOfPresence {
  currentPassword?: string | undefined;
  serviceToken?: string | undefined;
}

/**
 * A stolen access token alone must not change the password or close the account (docs/security.md "Proof of
 * presence"). An account with a password proves it with the current one: a wrong one counts as a failed sign-in
 * of the login id, and a locked id is refused before hashing. An account without one (social sign-in only)
 * proves it with a fresh identity verification of this very person; the caller spends it for `purpose` in its
 * transaction.
 */
async function provePresence(
  deps: Deps,
  u: UserRow,
  proof: ProofOfPresence,
  purpose: TokenPurpose,
  clientIp: string,
): Promise<VerifiedToken | null> {
  if (u.passwordHash) {
    if (!proof.currentPassword) {
      throw new HttpError(400, "CURRENT_PASSWORD_REQUIRED", "현재 비밀번호를 입력해 주세요.", "currentPassword");
    }
    const attempt = await assertMayTryPassword(deps, u.loginId, clientIp);
    if (!(await verifyPassword(proof.currentPassword, u.passwordHash))) {
      await countLoginFailure(deps, u.loginId, clientIp);
      throw new HttpError(422, "WRONG_CURRENT_PASSWORD", "현재 비밀번호가 일치하지 않습니다.", "currentPassword");
    }
    await passwordAccepted(deps, u.loginId, clientIp, attempt);
    return null;
  }
  if (!proof.serviceToken) {
    throw new HttpError(400, "IDENTITY_REQUIRED", "본인인증을 진행해 주세요.", "serviceToken");
  }
  const person = await readServiceToken(deps, proof.serviceToken, purpose).catch((err: unknown) => {
    throw err instanceof HttpError ? new HttpError(err.status, err.code, err.message, "serviceToken") : err;
  });
  if (!u.ci || person.ci !== u.ci) {
    throw new HttpError(422, "IDENTITY_MISMATCH", "본인인증 정보가 회원 정보와 일치하지 않습니다.", "serviceToken");
  }
  return person;
}

/**
 * Password change with proof of presence: the strength rule and "not the current one" → 422; afterwards every
 * other device is signed out (their refresh tokens revoked), while the session of `refreshToken`, if the caller
 * sends its own, continues.
 */
export async function setPassword(
  deps: Deps,
  userNo: number,
  body: ProofOfPresence & { newPassword: string; refreshToken?: string | undefined },
  clientIp: string,
) {
  const { newPassword } = body;
  if (!isStrongPassword(newPassword)) throw unprocessable(PASSWORD_RULE_MESSAGE, "WEAK_PASSWORD");
  const u = await loadUser(deps, userNo);
  const person = await provePresence(deps, u, body, "set-password", clientIp);
  if (u.passwordHash && newPassword === body.currentPassword) {
    throw new HttpError(422, "SAME_PASSWORD", "현재 비밀번호와 다른 비밀번호를 입력해 주세요.", "newPassword");
  }
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (person) await consumeServiceToken(tx, person.verificationId, "set-password", now);
    await tx.update(users).set({ passwordHash }).where(eq(users.userNo, userNo));
    await revokeOtherSessions(tx, userNo, body.refreshToken, now);
  });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------- B2B service

/** The B2B service ad is for consumer users who have not applied yet. */
export async function isBzServiceAlert(deps: Deps, userNo: number): Promise<{ result: boolean }> {
  const u = await loadUser(deps, userNo);
  return { result: !u.isB2b && u.bzServiceApplyYn !== "Y" };
}

export async function applyBzService(deps: Deps, userNo: number) {
  const u = await loadUser(deps, userNo);
  if (u.isB2b) throw conflict("이미 기업 회원으로 서비스를 이용하고 계십니다.", "ALREADY_B2B");
  const now = deps.now();
  const applied = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ bzServiceApplyYn: "Y" })
      .where(and(eq(users.userNo, userNo), eq(users.bzServiceApplyYn, "N")))
      .returning({ userNo: users.userNo });
    if (claimed.length === 0) return false;
    await tx
      .insert(bzServiceApplications)
      .values({ userNo, appliedAt: now })
      .onConflictDoUpdate({
        target: bzServiceApplications.userNo,
        set: { appliedAt: now },
      });
    return true;
  });
  if (!applied) throw conflict("이미 기업 서비스를 신청하셨습니다. 담당자가 곧 연락드릴 예정입니다.", "ALREADY_APPLIED");
  return { bzServiceApplyYn: "Y" as const, appliedAt: kstIso(now) };
}

// ---------------------------------------------------------------------------------------------- withdrawal

/** Service states in which the account cannot be closed: the paid service must be cancelled first. */
const BLOCKS_WITHDRAWAL: ServiceStatus[] = [SERVICE_STATUS.APPLYING, SERVICE_STATUS.IN_USE];

/**
 * Soft delete: marks withdrawn_at, revokes every refresh token, stops pushes (device token), frees the
 * identity (ci) and unlinks social accounts so the person may sign up again. Afterwards sign-in fails
 * and the access token answers 401.
 */
export async function withdraw(deps: Deps, userNo: number, proof: ProofOfPresence, clientIp: string) {
  const u = await loadUser(deps, userNo);
  if (BLOCKS_WITHDRAWAL.includes(u.serviceStatus)) {
    throw unprocessable(
      `${SERVICE_STATUS_LABEL[u.serviceStatus]} 상태의 서비스가 있어 탈퇴할 수 없습니다. 서비스 해지 후 탈퇴해 주세요.`,
      "SERVICE_IN_USE",
    );
  }
  const person = await provePresence(deps, u, proof, "withdraw", clientIp);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (person) await consumeServiceToken(tx, person.verificationId, "withdraw", now);
    await tx
      .update(users)
      .set({ withdrawnAt: now, ci: null, deviceToken: null, alimEnabled: false, agreeMarketing: false, agreeMarketingAt: now })
      .where(eq(users.userNo, userNo));
    await tx.delete(userOauth).where(eq(userOauth.userNo, userNo));
  });
  await revokeTokens(deps, userNo);
  return { ok: true as const };
}
