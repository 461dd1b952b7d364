import { z } from "zod";
import { defineCall } from "../define";
import {
  DateStringSchema,
  DeliverySchema,
  DeviceTypeSchema,
  JoinTypeSchema,
  ServiceStatusSchema,
  SignupStepSchema,
  SocialProviderSchema,
  SubscriptionSchema,
} from "../codes";
import { ServiceProductSchema } from "../code-groups";
import { BoolResultSchema, Str, TimestampSchema } from "../schemas";

// Calls of the 'auth' area (SPEC §7 "Auth and user": sign-in, tokens, sign-up, social accounts, account recovery).

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal("Bearer"),
  /** Access-token lifetime in seconds. */
  expiresIn: z.number().int().positive(),
  userId: z.string(),
  userName: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Claims of the access token (SPEC §3). `sub` is the user number, `userId` the login id. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  userId: z.string(),
  userName: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

export const LoginBodySchema = z.object({ loginId: Str(50), password: z.string().min(1).max(100) });
export const RefreshBodySchema = z.object({ loginId: Str(50), refreshToken: z.string().min(10).max(200) });

// ---------------------------------------------------------------------------------------------- sign-up

/** Login ids: 5–20 lowercase letters and digits (`users/validation-id`, `auth/signup`). */
export const LOGIN_ID_PATTERN = /^[a-z0-9]{5,20}$/;
export const LOGIN_ID_RULE_MESSAGE = "아이디는 영문 소문자와 숫자를 사용해 5~20자로 입력해 주세요.";
export const LoginIdSchema = z.string().trim().regex(LOGIN_ID_PATTERN, LOGIN_ID_RULE_MESSAGE);

/** The identity-verification result token (see docs/simulators.md). */
export const ServiceTokenSchema = z.string().trim().min(20).max(200);
/** Korean mobile numbers, with or without hyphens. */
export const MobilePhoneSchema = z
  .string()
  .trim()
  .regex(/^01[016789]-?\d{3,4}-?\d{4}$/, "휴대폰 번호 형식이 올바르지 않습니다 (예: 010-1234-5678)");
export const EmailSchema = z.string().trim().max(200).pipe(z.email("이메일 형식이 올바르지 않습니다"));

/** One answer to a terms version of `common/agree-list/signup` (or `/service/signup`). */
export const SignupAgreeSchema = z.object({
  agreeId: z.number().int().positive().max(2_147_483_647),
  agreed: z.boolean(),
});

export const SignupBodySchema = z.object({
  loginId: LoginIdSchema,
  password: z.string().min(1).max(100),
  userName: Str(50),
  email: EmailSchema,
  phone: MobilePhoneSchema,
  serviceToken: ServiceTokenSchema,
  agrees: z.array(SignupAgreeSchema).min(1).max(30),
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const SignupResultSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  joinDate: DateStringSchema,
});

// ---------------------------------------------------------------------------------------------- social

/**
 * Social sign-up. `oauthKey` is what the native shell got from the provider SDK; it is verified with
 * the provider, which decides the sub (a `sub` sent along must match it).
 */
export const OauthSignupBodySchema = z.object({
  provider: SocialProviderSchema,
  oauthKey: z.string().trim().min(10).max(2000),
  sub: Str(200).optional(),
  serviceToken: ServiceTokenSchema,
  agrees: z.array(SignupAgreeSchema).min(1).max(30),
  /** Optional profile: the name comes from the identity verification; email defaults to the provider's. */
  userName: Str(50).optional(),
  email: EmailSchema.optional(),
  phone: MobilePhoneSchema.optional(),
});
export type OauthSignupBody = z.input<typeof OauthSignupBodySchema>;

export const OauthLoginBodySchema = z.object({ provider: SocialProviderSchema, oauthKey: z.string().trim().min(10).max(2000) });
export const OauthExistBodySchema = z.object({ provider: SocialProviderSchema, sub: Str(200) });
/** Public: the login id is masked (`de**`) so the call does not reveal accounts. */
export const OauthExistSchema = z.object({ result: z.boolean(), userId: z.string().nullable() });

/** Linking a social account to the signed-in member; `oauthKey` proves the caller owns `sub`. */
export const OauthAddBodySchema = z.object({
  provider: SocialProviderSchema,
  sub: Str(200),
  eml: EmailSchema.optional().nullable(),
  oauthKey: z.string().trim().min(10).max(2000),
});

export const OauthLinkSchema = z.object({
  provider: SocialProviderSchema,
  providerLabel: z.string(),
  email: z.string().nullable(),
  linkedAt: TimestampSchema,
});
/** The caller's sign-in methods after a link change. */
export const OauthLinksSchema = z.object({
  hasPassword: z.boolean(),
  links: z.array(OauthLinkSchema),
});
export type OauthLinks = z.infer<typeof OauthLinksSchema>;

// ---------------------------------------------------------------------------------------------- ids, recovery

export const UserIdQuerySchema = z.object({ userId: Str(100) });
export const ValidationIdSchema = z.object({ result: z.boolean(), message: z.string() });

export const FoundAccountSchema = z.object({
  /** Masked login id: `dem**`, `kak*******` for social-only accounts. */
  userId: z.string(),
  joinDate: DateStringSchema,
  /** `evsafe` when the account has a password, then its linked social providers. */
  loginProviders: z.array(z.string()),
});
export const FindIdSchema = z.object({ userName: z.string(), accounts: z.array(FoundAccountSchema) });

export const SetPasswordByTokenBodySchema = z.object({ serviceToken: ServiceTokenSchema, newPassword: z.string().min(1).max(100) });
export const SetPasswordByTokenSchema = z.object({ ok: z.literal(true), userId: z.string() });

/** `payment/promotion/validate-key/{key}`: invalid keys answer `result: false` with the reason. */
export const PromotionKeyCheckSchema = z.object({
  result: z.boolean(),
  promotionKey: z.string(),
  /** Free months the key grants (null when invalid). */
  months: z.number().int().positive().nullable(),
  /** The service (promotion) would run until this date if applied today. */
  expirationDate: DateStringSchema.nullable(),
  /** Last day the key itself can be used. */
  keyExpirationDate: DateStringSchema.nullable(),
  reason: z.enum(["VALID", "NOT_FOUND", "EXPIRED", "USED", "ALREADY_USED_BY_YOU"]),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------- service sign-up

/** Step 2 of the service sign-up: where the OBD device is delivered. */
export const ServiceSignupDeliverySchema = z.object({
  receiverName: Str(50),
  receiverPhone: MobilePhoneSchema,
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "우편번호는 5자리 숫자입니다"),
  addr: Str(200),
  daddr: Str(200),
  memo: z.string().trim().max(100).optional(),
});
export type ServiceSignupDelivery = z.input<typeof ServiceSignupDeliverySchema>;

/** Service sign-up, the four steps of SPEC §4 sent together when the wizard completes (step 4). */
export const ServiceSignupBodySchema = z
  .object({
    /** Step 1: the vehicle (codes of `common/car-brand`, `car-model`, `car-dtl-mdl`). */
    vehicle: z.object({
      brandDcd: Str(20),
      mdlDcd: Str(20),
      dtlMdlDcd: Str(20),
      carNo: z
        .string()
        .trim()
        .regex(/^(\d{2,3}[가-힣]\d{4}|[가-힣]{2}\d{2}[가-힣]\d{4})$/, "차량 번호 형식이 올바르지 않습니다 (예: 12가3456)"),
      modelYear: z.number().int().min(2010).max(2100).optional(),
    }),
    /** Step 2: where the OBD device is delivered; none when the member keeps the device of an earlier period. */
    delivery: ServiceSignupDeliverySchema.optional(),
    /**
     * "이미 단말기가 있어요": a member joining again keeps the OBD device of the earlier period (still in the car or
     * unplugged), so nothing is delivered. The API refuses it for a member who never had a device (NO_KEPT_DEVICE).
     */
    keepDevice: z.literal(true).optional(),
    /**
     * Step 3: a settled payment (`tradeId`) or a promotion key, at most one. Neither only for a business (B2B) member,
     * whose company pays: the API refuses it for anyone else (PAYMENT_REQUIRED).
     */
    payment: z
      .object({ tradeId: Str(40).optional(), promotionKey: Str(50).optional() })
      .refine((p) => p.tradeId === undefined || p.promotionKey === undefined, {
        message: "결제 거래번호(tradeId)와 프로모션 키 중 하나만 보내 주세요",
      }),
    /** Answers to `common/agree-list/service/signup`: every required term must be agreed. */
    agrees: z.array(SignupAgreeSchema).min(1).max(30),
    deviceType: DeviceTypeSchema.optional(),
  })
  .refine((b) => (b.keepDevice ? b.delivery === undefined : b.delivery !== undefined), {
    message: "단말기 배송지를 입력하거나 '이미 단말기가 있어요'를 선택해 주세요 (둘 중 하나만)",
    path: ["delivery"],
  });
export type ServiceSignupBody = z.input<typeof ServiceSignupBodySchema>;

export const ServiceSignupResultSchema = z.object({
  step: SignupStepSchema,
  applicationId: z.number().int().positive(),
  vehicleId: z.number().int().positive(),
  serviceStatus: ServiceStatusSchema,
  joinType: JoinTypeSchema,
  subscription: SubscriptionSchema,
  /** Null when the member kept the device of an earlier period: nothing is delivered. */
  deliveryStatus: DeliverySchema.nullable(),
  srvcPrdtCcd: ServiceProductSchema.nullable(),
  productName: z.string(),
  /** The period starts when the device is installed (docs/subscription.md "The paid period"): null until then. */
  serviceStartDate: DateStringSchema.nullable(),
  serviceExpirationDate: DateStringSchema.nullable(),
  promotionExpirationDate: DateStringSchema.nullable(),
  message: z.string(),
});

export const authCalls = {
  login: defineCall({
    method: "POST",
    path: "auth/login",
    auth: "public",
    summary: "아이디·비밀번호 로그인: 액세스·리프레시 토큰 발급",
    body: LoginBodySchema,
    response: TokenPairSchema,
  }),
  logout: defineCall({
    method: "POST",
    path: "auth/logout",
    auth: "user",
    summary: "로그아웃: 리프레시 토큰 폐기",
    body: z.object({ refreshToken: z.string().max(200).optional() }).optional(),
    response: z.object({ ok: z.literal(true) }),
  }),
  sessionActive: defineCall({
    method: "POST",
    // Not under auth/: the web server asks this for its visitors, and auth/* counts against the caller's address.
    path: "users/session",
    auth: "user",
    summary: "세션 확인: 리프레시 토큰의 로그인이 아직 유효한지 (로그아웃 후 재사용된 세션 쿠키를 막기 위해)",
    body: z.object({ refreshToken: z.string().min(10).max(200) }),
    response: z.object({ active: z.boolean() }),
  }),
  refresh: defineCall({
    method: "POST",
    path: "auth/refresh",
    auth: "public",
    summary: "토큰 갱신 (리프레시 토큰 회전)",
    body: RefreshBodySchema,
    response: TokenPairSchema,
  }),
  oauthSignup: defineCall({
    method: "POST",
    path: "auth/oauth/signup",
    auth: "public",
    summary: "소셜 계정 회원가입 (본인인증 필수): 토큰 발급",
    body: OauthSignupBodySchema,
    response: TokenPairSchema,
  }),
  oauthLogin: defineCall({
    method: "POST",
    path: "oauth/login",
    auth: "public",
    summary: "소셜 로그인 (미연결 계정은 404 OAUTH_NOT_LINKED)",
    body: OauthLoginBodySchema,
    response: TokenPairSchema,
  }),
  oauthExist: defineCall({
    method: "POST",
    path: "auth/oauth/exist",
    auth: "public",
    summary: "소셜 계정 연결 여부",
    body: OauthExistBodySchema,
    response: OauthExistSchema,
  }),
  oauthWithdraw: defineCall({
    method: "DELETE",
    path: "users/oauth/withdraw/{provider}",
    auth: "user",
    summary: "소셜 계정 연결 해제",
    params: z.object({ provider: SocialProviderSchema }),
    response: OauthLinksSchema,
  }),
  oauthAdd: defineCall({
    method: "POST",
    path: "users/oauth/add",
    auth: "user",
    summary: "소셜 계정 연결",
    body: OauthAddBodySchema,
    response: OauthLinksSchema,
  }),
  signup: defineCall({
    method: "POST",
    path: "auth/signup",
    auth: "public",
    summary: "회원가입 (본인인증 serviceToken 필수)",
    body: SignupBodySchema,
    response: SignupResultSchema,
  }),
  serviceSignup: defineCall({
    method: "POST",
    path: "auth/service/signup",
    auth: "user",
    summary: "서비스 가입 (차량·배송지·결제·완료)",
    body: ServiceSignupBodySchema,
    response: ServiceSignupResultSchema,
  }),
  idDuplicated: defineCall({
    method: "GET",
    path: "users/id-duplicated",
    auth: "public",
    summary: "아이디 중복 여부 (사용 중이면 true)",
    query: UserIdQuerySchema,
    response: BoolResultSchema,
  }),
  findId: defineCall({
    method: "GET",
    path: "auth/find-id",
    auth: "public",
    summary: "본인인증으로 아이디 찾기 (마스킹된 아이디)",
    query: z.object({ serviceToken: ServiceTokenSchema }),
    response: FindIdSchema,
  }),
  validationId: defineCall({
    method: "GET",
    path: "users/validation-id",
    auth: "public",
    summary: "아이디 형식 검사",
    query: UserIdQuerySchema,
    response: ValidationIdSchema,
  }),
  validatePromotionKey: defineCall({
    method: "GET",
    path: "payment/promotion/validate-key/{key}",
    auth: "public",
    summary: "프로모션 키 확인",
    params: z.object({ key: Str(50) }),
    response: PromotionKeyCheckSchema,
  }),
  setPasswordByToken: defineCall({
    method: "PUT",
    path: "auth/set-password",
    auth: "public",
    summary: "본인인증 후 비밀번호 재설정",
    body: SetPasswordByTokenBodySchema,
    response: SetPasswordByTokenSchema,
  }),
};
