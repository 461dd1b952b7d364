import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import {
  findDetailModel,
  findModel,
  DELIVERY,
  JOIN_TYPE,
  OBD_STATUS,
  SERVICE_PRODUCTS,
  SERVICE_STATUS,
  SERVICE_STATUS_LABEL,
  SIGNUP_STEP,
  SUBSCRIPTION,
  TERMS_CD,
  USER_STATUS,
  type RejoinOffer,
  type ServiceSignupBody,
  type SignupBody,
  type ServiceStatus,
} from "@evsafe/contract";
import {
  isOldEnoughToSignUp,
  LOGIN_ID_TAKEN_MESSAGE,
  loginIdProblem,
  passwordProblem,
  UNDER_AGE_MESSAGE,
} from "@evsafe/contract/account-rules";
import { terms, userAgreements } from "../db/schema/common";
import { users, vehicles } from "../db/schema/core";
import { payments, promotionKeys, promotionKeyUses, serviceApplications } from "../db/schema/service";
import type { Deps } from "../http/context";
import { conflict, notFound, unprocessable } from "../http/errors";
import { kstDate } from "../http/time";
import { accountOfPerson, consumeServiceToken, readServiceToken, type DbLike } from "./account-recovery";
import { termsInEffect } from "./common";
import { hashPassword } from "./passwords";
import { checkPromotionKey } from "./payment";
import { startServicePeriod } from "./service-period";

// ---------------------------------------------------------------------------------------------- helpers

/** `01012345678` / `010-1234-5678` → `010-1234-5678`. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, "");
  return d.length === 11 ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, "") === b.replace(/\s+/g, "");

/** Members must be 14 or older (Korean personal-information law: younger children need a guardian). */
export function assertAge(birthDate: string, today: string) {
  if (!isOldEnoughToSignUp(birthDate, today)) throw unprocessable(UNDER_AGE_MESSAGE, "UNDER_AGE");
}

export const ALREADY_MEMBER = "이미 가입된 회원입니다. 아이디 찾기로 가입하신 아이디를 확인해 주세요.";

/**
 * Checks the answers to the terms of a scope in effect today: unknown or other-scope terms → 404,
 * a required term missing or refused → 422.
 */
export async function checkAgreements(deps: Deps, scope: "signup" | "service", agrees: { agreeId: number; agreed: boolean }[]) {
  const ids = agrees.map((a) => a.agreeId);
  if (new Set(ids).size !== ids.length) throw unprocessable("같은 약관에 대한 응답이 중복되었습니다.", "DUPLICATE_TERMS");
  const current = (await termsInEffect(deps)).filter((t) => t.scope === scope);
  for (const a of agrees) {
    if (!current.some((t) => t.termsId === a.agreeId)) {
      throw notFound("약관을 찾을 수 없거나 개정되었습니다. 약관을 다시 확인해 주세요.");
    }
  }
  for (const t of current.filter((t) => t.required)) {
    if (!agrees.some((a) => a.agreeId === t.termsId && a.agreed)) {
      throw unprocessable(`'${t.title}'은(는) 필수 약관이라 동의하셔야 합니다.`, "REQUIRED_TERMS");
    }
  }
  return current;
}

/** Records the answers inside the caller's transaction; the marketing answer also sets users.agree_marketing. */
export async function recordAgreements(tx: DbLike, userNo: number, agrees: { agreeId: number; agreed: boolean }[], now: Date) {
  if (agrees.length === 0) return;
  for (const a of agrees) {
    await tx
      .insert(userAgreements)
      .values({ userNo, termsId: a.agreeId, agreed: a.agreed, agreedAt: now })
      .onConflictDoUpdate({ target: [userAgreements.userNo, userAgreements.termsId], set: { agreed: a.agreed, agreedAt: now } });
  }
  const rows = await tx.select({ termsId: terms.termsId, termsCd: terms.termsCd }).from(terms);
  const marketing = agrees.find((a) => rows.find((r) => r.termsId === a.agreeId)?.termsCd === TERMS_CD.MARKETING);
  if (marketing) await tx.update(users).set({ agreeMarketing: marketing.agreed, agreeMarketingAt: now }).where(eq(users.userNo, userNo));
}

// ---------------------------------------------------------------------------------------------- ids

export async function isLoginIdTaken(deps: Deps, loginId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(sql`lower(${users.loginId})`, loginId.trim().toLowerCase()));
  return (row?.n ?? 0) > 0;
}

/** `users/validation-id`: the contract's format rule only (availability is `users/id-duplicated`). */
export function validateLoginId(userId: string): { result: boolean; message: string } {
  const problem = loginIdProblem(userId);
  return problem ? { result: false, message: problem } : { result: true, message: "사용할 수 있는 형식의 아이디입니다." };
}

// ---------------------------------------------------------------------------------------------- member sign-up

export async function signup(deps: Deps, body: ReturnType<typeof normalizeSignup>) {
  const format = validateLoginId(body.loginId);
  if (!format.result) throw unprocessable(format.message, "INVALID_LOGIN_ID");
  const weakness = passwordProblem(body.password, body.loginId);
  if (weakness) throw unprocessable(weakness, "WEAK_PASSWORD");
  const person = await readServiceToken(deps, body.serviceToken, "signup");
  if (!sameName(person.name, body.userName)) {
    throw unprocessable("입력하신 이름이 본인인증 정보와 다릅니다. 본인인증한 이름으로 가입해 주세요.", "IDENTITY_MISMATCH");
  }
  if (person.phone !== body.phone.replace(/\D/g, "")) {
    throw unprocessable("입력하신 휴대폰 번호가 본인인증 정보와 다릅니다.", "IDENTITY_MISMATCH");
  }
  const today = kstDate(deps.now());
  assertAge(person.birthDate, today);
  if (await isLoginIdTaken(deps, body.loginId)) throw conflict(LOGIN_ID_TAKEN_MESSAGE, "DUPLICATE_ID");
  if (await accountOfPerson(deps, person.ci)) throw conflict(ALREADY_MEMBER, "ALREADY_MEMBER");
  await checkAgreements(deps, "signup", body.agrees);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const user = await deps.db.transaction(async (tx) => {
    await consumeServiceToken(tx, person.verificationId, "signup", now);
    const [u] = await tx
      .insert(users)
      .values({
        loginId: body.loginId,
        passwordHash,
        userName: person.name,
        email: body.email,
        phone: formatPhone(person.phone),
        birthDate: person.birthDate,
        ci: person.ci,
        userStatus: USER_STATUS.MEMBER_SIGNUP,
        serviceStatus: SERVICE_STATUS.NOT_JOINED,
        subscription: SUBSCRIPTION.UNSUBSCRIBED,
        createdAt: now,
      })
      .returning();
    await recordAgreements(tx, u!.userNo, body.agrees, now);
    return u!;
  });
  return { userId: user.loginId, userName: user.userName, joinDate: kstDate(user.createdAt) };
}

export function normalizeSignup(b: SignupBody) {
  return { ...b, loginId: b.loginId.trim(), userName: b.userName.trim(), email: b.email.trim() };
}

// ---------------------------------------------------------------------------------------------- service sign-up

/** Battery specs of a detailed model, from the vehicle catalogue (the source of truth for `common/car-dtl-mdl`). */
function vehicleSpec(dtlMdlDcd: string) {
  const detail = findDetailModel(dtlMdlDcd);
  const model = detail && findModel(detail.mdlDcd);
  if (!detail || !model) return undefined;
  return {
    brandDcd: model.brandDcd,
    mdlDcd: model.mdlDcd,
    yearTo: detail.yearTo,
    obdSupported: detail.obdSupported,
    batteryCapacityKwh: detail.batteryCapacityKwh,
    cellCount: detail.cellCount,
    moduleCount: detail.moduleCount,
  };
}

/** A business member's service period per application: the company's yearly contract. */
export const B2B_CONTRACT_MONTHS = 12;

export const NO_KEPT_DEVICE_MESSAGE = "이전에 쓰시던 OBD 단말기 기록이 없어요. '새 단말기 받기'를 선택하고 배송지를 입력해 주세요.";

/** Service states from which a (re-)application is allowed; an expired service may apply again too. */
const CAN_APPLY: ServiceStatus[] = [SERVICE_STATUS.NOT_JOINED, SERVICE_STATUS.CANCELLED];

/** Whether the member may start `auth/service/signup` today: not joined, cancelled, or past the expiry date. */
export function mayApply(serviceStatus: ServiceStatus, expirationDate: string | null, today: string): boolean {
  return CAN_APPLY.includes(serviceStatus) || (!!expirationDate && expirationDate < today);
}

export async function serviceSignup(deps: Deps, userNo: number, body: ServiceSignupBody) {
  const now = deps.now();
  const today = kstDate(now);
  const [u] = await deps.db.select().from(users).where(eq(users.userNo, userNo));
  if (!u) throw notFound("회원 정보를 찾을 수 없습니다.");
  if (!mayApply(u.serviceStatus, u.serviceExpirationDate, today)) {
    const label = SERVICE_STATUS_LABEL[u.serviceStatus];
    throw conflict(`이미 서비스가 ${label} 상태입니다. 서비스 상태를 확인해 주세요.`, "ALREADY_JOINED");
  }
  // Step 1: vehicle.
  const v = body.vehicle;
  const spec = vehicleSpec(v.dtlMdlDcd);
  if (!spec || !spec.obdSupported) throw unprocessable("지원하지 않는 차종입니다. 차량 정보를 다시 선택해 주세요.", "UNSUPPORTED_VEHICLE");
  if (spec.brandDcd !== v.brandDcd || spec.mdlDcd !== v.mdlDcd) {
    throw unprocessable("제조사·모델·세부모델 정보가 서로 맞지 않습니다. 차량 정보를 다시 선택해 주세요.", "VEHICLE_MISMATCH");
  }
  const carNo = v.carNo.replace(/\s+/g, "");
  const [carTaken] = await deps.db
    .select({ userNo: vehicles.userNo })
    .from(vehicles)
    .innerJoin(users, eq(users.userNo, vehicles.userNo))
    .where(
      and(
        eq(vehicles.carNo, carNo),
        isNull(users.withdrawnAt),
        sql`${vehicles.userNo} <> ${userNo}`,
        or(
          eq(users.serviceStatus, SERVICE_STATUS.APPLYING),
          eq(users.serviceStatus, SERVICE_STATUS.IN_USE),
          eq(users.serviceStatus, SERVICE_STATUS.CANCEL_REQUESTED),
        ),
      ),
    );
  if (carTaken) throw conflict("이미 다른 회원이 서비스에 등록한 차량 번호입니다. 고객센터로 문의해 주세요.", "CAR_TAKEN");
  // Step 2: a kept device only for a member with a device of an earlier period on record.
  const keptSerial = body.keepDevice ? u.obdSerial : null;
  if (body.keepDevice && !keptSerial) throw unprocessable(NO_KEPT_DEVICE_MESSAGE, "NO_KEPT_DEVICE");
  // Terms of the service sign-up.
  await checkAgreements(deps, "service", body.agrees);
  // Step 3: payment or promotion key; a business member's company pays.
  if (u.isB2b && (body.payment.tradeId || body.payment.promotionKey)) {
    throw unprocessable("회사에서 비용을 부담하는 기업 회원은 결제 없이 가입합니다.", "B2B_NO_PAYMENT");
  }
  let months: number;
  let srvcPrdtCcd: "01" | "02" | null = null;
  let productName: string;
  let tradeId: string | null = null;
  let promoKey: string | null = null;
  if (body.payment.tradeId) {
    const [p] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.tradeId, body.payment.tradeId), eq(payments.userNo, userNo)));
    if (!p) throw notFound("결제 내역을 찾을 수 없습니다.");
    if (p.status === "PENDING") throw unprocessable("가상계좌 입금이 확인된 후 서비스 가입을 완료할 수 있습니다.", "PAYMENT_PENDING");
    // A settlement writes the product with PAID, so a paid payment always names one.
    if (p.status !== "PAID" || !p.srvcPrdtCcd)
      throw unprocessable("결제가 완료되지 않은 거래입니다. 결제를 먼저 완료해 주세요.", "PAYMENT_NOT_PAID");
    if (p.consumedAt) throw conflict("이미 서비스 가입에 사용된 결제입니다.", "PAYMENT_USED");
    const product = SERVICE_PRODUCTS[p.srvcPrdtCcd];
    months = product.months;
    srvcPrdtCcd = p.srvcPrdtCcd;
    productName = product.name;
    tradeId = p.tradeId;
  } else if (body.payment.promotionKey) {
    const check = await checkPromotionKey(deps, body.payment.promotionKey, userNo);
    if (!check.result) throw unprocessable(check.message, `PROMOTION_${check.reason}`);
    months = check.months!;
    promoKey = check.promotionKey;
    productName = `프로모션 ${months}개월 무료 이용`;
  } else if (u.isB2b) {
    // The company pays: the contract's period, nothing charged to the driver.
    months = B2B_CONTRACT_MONTHS;
    productName = `${u.companyName ?? "기업"} 기업 서비스`;
  } else {
    throw unprocessable("결제를 완료하거나 프로모션 키를 입력한 뒤 가입해 주세요.", "PAYMENT_REQUIRED");
  }
  const joinType = srvcPrdtCcd === "02" ? JOIN_TYPE.MONTHLY : JOIN_TYPE.SERVICE_JOIN;
  const d = body.delivery;

  const result = await deps.db.transaction(async (tx) => {
    // The same car again: keep its row (and its telemetry); another car: a new row.
    const [own] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.userNo, userNo), eq(vehicles.carNo, carNo)))
      .orderBy(desc(vehicles.vehicleId))
      .limit(1);
    const vehicleValues = {
      brandDcd: v.brandDcd,
      mdlDcd: v.mdlDcd,
      dtlMdlDcd: v.dtlMdlDcd,
      modelYear: v.modelYear ?? Math.min(spec.yearTo ?? 9999, Number(today.slice(0, 4))),
      batteryCapacityKwh: spec.batteryCapacityKwh,
      cellCount: spec.cellCount,
      moduleCount: spec.moduleCount,
    };
    let vehicleId: number;
    if (own) {
      await tx.update(vehicles).set(vehicleValues).where(eq(vehicles.vehicleId, own.vehicleId));
      vehicleId = own.vehicleId;
    } else {
      const [row] = await tx
        .insert(vehicles)
        .values({ userNo, carNo, ...vehicleValues, registeredAt: now })
        .returning({ vehicleId: vehicles.vehicleId });
      vehicleId = row!.vehicleId;
    }
    if (tradeId) {
      const claimed = await tx
        .update(payments)
        .set({ consumedAt: now })
        .where(and(eq(payments.tradeId, tradeId), isNull(payments.consumedAt)))
        .returning({ t: payments.tradeId });
      if (claimed.length === 0) throw conflict("이미 서비스 가입에 사용된 결제입니다.", "PAYMENT_USED");
    }
    if (promoKey) {
      const bumped = await tx
        .update(promotionKeys)
        .set({ useCount: sql`${promotionKeys.useCount} + 1` })
        .where(
          and(
            eq(promotionKeys.promoKey, promoKey),
            or(isNull(promotionKeys.maxUses), sql`${promotionKeys.useCount} < ${promotionKeys.maxUses}`),
          ),
        )
        .returning({ k: promotionKeys.promoKey });
      if (bumped.length === 0) throw conflict("이미 사용이 끝난 프로모션 키입니다.", "PROMOTION_USED");
      await tx.insert(promotionKeyUses).values({ promoKey, userNo, usedAt: now });
    }
    // A kept device is in the car already: the service is in use from today and its period starts today
    // (services/service-period.ts); the device reconnects and its first data comes with the next drive.
    const deviceState = keptSerial
      ? {
          serviceStatus: SERVICE_STATUS.IN_USE,
          deliveryStatus: null,
          obdStatus: OBD_STATUS.INSTALLED_EMPTY_DATA,
          obdSerial: keptSerial,
          obdInstalledAt: now,
        }
      : {
          serviceStatus: SERVICE_STATUS.APPLYING,
          deliveryStatus: DELIVERY.WAITING,
          obdStatus: OBD_STATUS.NOT_INSTALLED,
          obdSerial: null,
          obdInstalledAt: null,
        };
    await tx
      .update(users)
      .set({
        ...deviceState,
        userStatus: USER_STATUS.SERVICE_SIGNUP,
        joinType,
        subscription: SUBSCRIPTION.SUBSCRIBED,
        trackingNo: null,
        carrierCd: null,
        deliveryExpectedDate: null,
        ...(d ? { zip: d.zip, addr: d.addr, daddr: d.daddr } : {}),
        // The period (and a promotion's free months) starts at installation: services/service-period.ts.
        deliveredAt: null,
        serviceStartedAt: null,
        serviceExpirationDate: null,
        promotionExpirationDate: null,
        ...(body.deviceType ? { deviceType: body.deviceType } : {}),
      })
      .where(eq(users.userNo, userNo));
    await recordAgreements(tx, userNo, body.agrees, now);
    const [app] = await tx
      .insert(serviceApplications)
      .values({
        userNo,
        vehicleId,
        srvcPrdtCcd,
        joinType,
        tradeId,
        promoKey,
        months,
        receiverName: d?.receiverName ?? null,
        receiverPhone: d ? formatPhone(d.receiverPhone) : null,
        zip: d?.zip ?? null,
        addr: d?.addr ?? null,
        daddr: d?.daddr ?? null,
        deliveryMemo: d?.memo || null,
        keptDevice: keptSerial !== null,
        deviceType: body.deviceType ?? null,
        appliedAt: now,
      })
      .returning({ id: serviceApplications.id });
    const period = keptSerial ? await startServicePeriod(tx, userNo, today, { status: SERVICE_STATUS.IN_USE }) : null;
    return { applicationId: app!.id, vehicleId, period };
  });
  const period = result.period;
  return {
    step: SIGNUP_STEP.COMPLETE,
    applicationId: result.applicationId,
    vehicleId: result.vehicleId,
    serviceStatus: keptSerial ? SERVICE_STATUS.IN_USE : SERVICE_STATUS.APPLYING,
    joinType,
    subscription: SUBSCRIPTION.SUBSCRIBED,
    deliveryStatus: keptSerial ? null : DELIVERY.WAITING,
    srvcPrdtCcd,
    productName,
    serviceStartDate: period?.serviceStartDate ?? null,
    serviceExpirationDate: period?.serviceExpirationDate ?? null,
    promotionExpirationDate: period?.promotionExpirationDate ?? null,
    message: keptSerial
      ? "서비스 가입이 완료되었습니다. 차에 있는 OBD 단말기를 꽂아 두시면 다음 주행부터 진단을 이어 가요."
      : "서비스 가입이 완료되었습니다. OBD 단말기를 배송지로 보내 드릴게요.",
  };
}

/**
 * `users/rejoin-offer`: the car registered last (step 1 of the wizard starts with it) and, for a member who may
 * apply now, the OBD device of the earlier period on record ("이미 단말기가 있어요" on step 2).
 */
export async function rejoinOffer(deps: Deps, userNo: number): Promise<RejoinOffer> {
  const [u] = await deps.db
    .select({
      serviceStatus: users.serviceStatus,
      expiration: users.serviceExpirationDate,
      obdSerial: users.obdSerial,
      installedAt: users.obdInstalledAt,
    })
    .from(users)
    .where(eq(users.userNo, userNo));
  if (!u) throw notFound("회원 정보를 찾을 수 없습니다.");
  const [car] = await deps.db
    .select({
      brandDcd: vehicles.brandDcd,
      mdlDcd: vehicles.mdlDcd,
      dtlMdlDcd: vehicles.dtlMdlDcd,
      carNo: vehicles.carNo,
      modelYear: vehicles.modelYear,
    })
    .from(vehicles)
    .where(eq(vehicles.userNo, userNo))
    .orderBy(desc(vehicles.vehicleId))
    .limit(1);
  return {
    vehicle: car ?? null,
    keptDevice:
      mayApply(u.serviceStatus, u.expiration, kstDate(deps.now())) && u.obdSerial
        ? { obdSerial: u.obdSerial, installedDate: u.installedAt ? kstDate(u.installedAt) : null }
        : null,
  };
}
