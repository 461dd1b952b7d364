import { z } from "zod";
import {
  DateStringSchema,
  DeliverySchema,
  DeviceTypeSchema,
  FlickerPeriodSchema,
  ObdStatusSchema,
  ServiceStatusSchema,
  UserStatusSchema,
  YnSchema,
} from "../codes";
import { defineCall } from "../define";
import { CARRIER_CODES, type CarrierCode } from "../constants/carriers";
import { BoolResultSchema, OkSchema, PlainText, TimestampSchema } from "../schemas";
import { userActivityCalls } from "./user-activity";

// Calls of the 'user' area (SPEC §7 "Auth and user": the signed-in user's settings, profile and account).
// See docs/api-common-user.md.

// The calls every signed-in visit makes (activity, device type, push token) are in ./user-activity, a module of
// their own so the browser builds only their few schemas for them (apps/web shared/api-request.ts).

export const FlickerSchema = z.object({ flickerPeriod: FlickerPeriodSchema });
export type Flicker = z.infer<typeof FlickerSchema>;

/**
 * Alert kinds a user can switch on and off (`users/config/alim/{id}`).
 * `battery-safety` is mandatory: a driver cannot switch off warnings of a battery in danger.
 */
export const ALIM_KINDS = {
  "battery-safety": {
    name: "배터리 안전 알림",
    description: "배터리 이상 징후(주의·경고·심각)를 즉시 알려 드립니다.",
    mandatory: true,
    defaultEnabled: true,
  },
  charging: { name: "충전 알림", description: "충전 완료, 과충전·고온 충전 주의를 알려 드립니다.", mandatory: false, defaultEnabled: true },
  driving: { name: "주행 알림", description: "급가속·급감속 등 주행 습관 리포트를 알려 드립니다.", mandatory: false, defaultEnabled: true },
  diagnosis: { name: "진단 결과 알림", description: "배터리 정밀 진단이 완료되면 알려 드립니다.", mandatory: false, defaultEnabled: true },
  notice: {
    name: "공지·서비스 안내",
    description: "서비스 점검, 단말기 배송 등 중요한 안내를 알려 드립니다.",
    mandatory: false,
    defaultEnabled: true,
  },
  marketing: {
    name: "이벤트·혜택 알림",
    description: "이벤트와 혜택 소식을 알려 드립니다. 마케팅 정보 수신 동의가 필요합니다.",
    mandatory: false,
    defaultEnabled: true,
  },
} as const;
export type AlimKind = keyof typeof ALIM_KINDS;
export const ALIM_KIND_IDS = Object.keys(ALIM_KINDS) as AlimKind[];

export const AlimKindSettingSchema = z.object({
  alimId: z.string(),
  alimNm: z.string(),
  description: z.string(),
  /** The user's own switch for this kind. */
  alimEnabled: z.boolean(),
  /** Cannot be switched off. */
  mandatory: z.boolean(),
  /** Whether alerts of this kind are actually sent, given the master switch and marketing consent. */
  effectiveEnabled: z.boolean(),
});
export type AlimKindSetting = z.infer<typeof AlimKindSettingSchema>;
export const AlimConfigSchema = z.object({ alimEnabled: z.boolean(), items: z.array(AlimKindSettingSchema) });
export const AlimBodySchema = z.object({ alimEnabled: z.boolean() });

export const AgreeMarketingSchema = z.object({
  agreeMarketing: z.boolean(),
  /** When the current answer was given (consent or refusal); null if never asked. */
  agreeMarketingAt: TimestampSchema.nullable(),
});
export const AgreeMarketingBodySchema = z.object({ agreeMarketing: z.boolean() });

export const ObdInfoSchema = z.object({
  obdStatus: ObdStatusSchema,
  obdStatusNm: z.string(),
  obdSerial: z.string().nullable(),
  installedDate: DateStringSchema.nullable(),
  deliveryStatus: DeliverySchema.nullable(),
  deliveryStatusNm: z.string().nullable(),
  trackingNo: z.string().nullable(),
  courierNm: z.string().nullable(),
  /** The carrier (contract's CARRIERS), its tracking page for the waybill, and the day the delivery is expected. */
  carrierCd: z.enum(CARRIER_CODES as [CarrierCode, ...CarrierCode[]]).nullable(),
  trackingUrl: z.string().nullable(),
  expectedDeliveryDate: DateStringSchema.nullable(),
  carNo: z.string().nullable(),
  /** Last day the device sent data. */
  lastDataDate: DateStringSchema.nullable(),
});
export type ObdInfo = z.infer<typeof ObdInfoSchema>;

export const LinkedProviderSchema = z.object({
  provider: z.string(),
  providerNm: z.string(),
  email: z.string().nullable(),
  linkedAt: TimestampSchema,
});
export const MyProfileSchema = z.object({
  userNo: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  /** Middle digits masked: `010-****-5678`. */
  phone: z.string().nullable(),
  zip: z.string().nullable(),
  addr: z.string().nullable(),
  daddr: z.string().nullable(),
  userStatus: UserStatusSchema,
  userStatusNm: z.string(),
  serviceStatus: ServiceStatusSchema,
  serviceStatusNm: z.string(),
  serviceExpirationDate: DateStringSchema.nullable(),
  /** False for social-only accounts (no password yet). */
  hasPassword: z.boolean(),
  /** Linked social accounts (SPEC §3 loginProvider values other than the product's own). */
  loginProviders: z.array(LinkedProviderSchema),
  isB2b: z.boolean(),
  companyName: z.string().nullable(),
  bzServiceApplyYn: YnSchema,
  agreeMarketing: z.boolean(),
  flickerPeriod: FlickerPeriodSchema,
  alimEnabled: z.boolean(),
  deviceType: DeviceTypeSchema.nullable(),
  lastActiveAt: TimestampSchema.nullable(),
  joinedDate: DateStringSchema,
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

export const AddressBodySchema = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "우편번호는 숫자 5자리로 입력해 주세요"),
  addr: PlainText(200),
  daddr: PlainText(200, 0),
});
export const AddressSchema = z.object({ zip: z.string(), addr: z.string(), daddr: z.string() });

/**
 * Proof of presence for the account's most dangerous calls (beyond SPEC §7, docs/api-common-user.md): the current
 * password, or for an account without one (social sign-in only) a fresh identity-verification serviceToken.
 */
const ProofOfPresenceShape = {
  currentPassword: z.string().min(1).max(100).optional(),
  serviceToken: z.string().trim().min(20).max(200).optional(),
};

export const SetPasswordBodySchema = z.object({
  newPassword: z.string().min(1).max(100),
  ...ProofOfPresenceShape,
  /** The caller's refresh token: its session survives the change; every other one is revoked. */
  refreshToken: z.string().max(200).optional(),
});

/** Optional as a whole so that a missing proof is answered with the field it concerns. */
export const WithdrawBodySchema = z.object(ProofOfPresenceShape).optional();

export const BzServiceApplySchema = z.object({ bzServiceApplyYn: YnSchema, appliedAt: TimestampSchema });

export const userCalls = {
  ...userActivityCalls,
  getMainFlicker: defineCall({
    method: "GET",
    path: "users/config/main-flicker",
    auth: "user",
    summary: "메인 화면 깜빡임 주기 조회",
    response: FlickerSchema,
  }),
  putMainFlicker: defineCall({
    method: "PUT",
    path: "users/config/main-flicker",
    auth: "user",
    summary: "메인 화면 깜빡임 주기 변경",
    body: FlickerSchema,
    response: FlickerSchema,
  }),
  getAlimConfig: defineCall({
    method: "GET",
    path: "users/config/alim",
    auth: "user",
    summary: "알림 수신 설정 조회 (전체·종류별)",
    response: AlimConfigSchema,
  }),
  putAlimConfig: defineCall({
    method: "PUT",
    path: "users/config/alim",
    auth: "user",
    summary: "알림 수신 전체 설정 변경",
    body: AlimBodySchema,
    response: AlimConfigSchema,
  }),
  getAlimKindConfig: defineCall({
    method: "GET",
    path: "users/config/alim/{id}",
    auth: "user",
    summary: "알림 종류별 수신 설정 조회",
    params: z.object({ id: PlainText(40) }),
    response: AlimKindSettingSchema,
  }),
  putAlimKindConfig: defineCall({
    method: "PUT",
    path: "users/config/alim/{id}",
    auth: "user",
    summary: "알림 종류별 수신 설정 변경",
    params: z.object({ id: PlainText(40) }),
    body: AlimBodySchema,
    response: AlimKindSettingSchema,
  }),
  getAgreeMarketing: defineCall({
    method: "GET",
    path: "users/agree-marketing",
    auth: "user",
    summary: "마케팅 정보 수신 동의 조회",
    response: AgreeMarketingSchema,
  }),
  putAgreeMarketing: defineCall({
    method: "PUT",
    path: "users/agree-marketing",
    auth: "user",
    summary: "마케팅 정보 수신 동의 변경",
    body: AgreeMarketingBodySchema,
    response: AgreeMarketingSchema,
  }),
  getObd: defineCall({
    method: "GET",
    path: "users/get-obd",
    auth: "user",
    summary: "OBD 단말기 설치·배송 정보",
    response: ObdInfoSchema,
  }),
  existsUser: defineCall({
    method: "GET",
    path: "users/{id}/exists",
    auth: "public",
    summary: "아이디 존재 여부",
    params: z.object({ id: PlainText(50) }),
    response: BoolResultSchema,
  }),
  getMyProfile: defineCall({
    method: "GET",
    path: "users/my-profile",
    auth: "user",
    summary: "내 정보 조회",
    response: MyProfileSchema,
  }),
  putSetAddr: defineCall({
    method: "PUT",
    path: "users/set-addr",
    auth: "user",
    summary: "주소 변경",
    body: AddressBodySchema,
    response: AddressSchema,
  }),
  putSetPassword: defineCall({
    method: "PUT",
    path: "users/set-password",
    auth: "user",
    summary: "비밀번호 변경",
    body: SetPasswordBodySchema,
    response: OkSchema,
  }),
  getIsAgreeMarketingAlert: defineCall({
    method: "GET",
    path: "users/is-agree-marketing-alert",
    auth: "user",
    summary: "마케팅 수신 동의 안내 노출 여부",
    response: BoolResultSchema,
  }),
  getIsBzServiceAlert: defineCall({
    method: "GET",
    path: "users/is-bz-service-alert",
    auth: "user",
    summary: "기업 서비스 안내 노출 여부",
    response: BoolResultSchema,
  }),
  putBzServiceApply: defineCall({
    method: "PUT",
    path: "users/bz-service/apply",
    auth: "user",
    summary: "기업 서비스 신청",
    response: BzServiceApplySchema,
  }),
  deleteWithdraw: defineCall({
    method: "DELETE",
    path: "users/withdraw",
    auth: "user",
    summary: "회원 탈퇴",
    body: WithdrawBodySchema,
    response: OkSchema,
  }),
};
