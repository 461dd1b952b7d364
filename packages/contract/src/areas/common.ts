import { z } from "zod";
import { CodeItemSchema } from "../code-groups";
import { DateStringSchema } from "../codes";
import { defineCall } from "../define";
import { commonPageLoadCalls } from "./common-page-load";
import { OkSchema, PlainText, TimestampSchema } from "../schemas";
import { WEB_VITAL_NAMES, WEB_VITALS_MAX_SAMPLES, WEB_VITALS_ROUTE_MAX } from "../constants/web-vitals";

// Calls of the 'common' area (SPEC §7 "Common"): health, code lists, app versions, the fire-safety guide,
// terms lists and the user's agreements. See docs/api-common-user.md.

export * from "./common-page-load";

/**
 * Terms codes: the web's term pages are /signup/term/{termsCd} where one exists
 * (privacy-policy, vehicle-policy, marketing-policy).
 */
export const TERMS_CD = {
  TERMS_OF_USE: "terms-of-use",
  PRIVACY: "privacy-policy",
  VEHICLE: "vehicle-policy",
  LOCATION: "location-policy",
  MARKETING: "marketing-policy",
  SERVICE_TERMS: "service-terms",
  THIRD_PARTY: "third-party-policy",
} as const;

/** One term of an agreement list. `agreed` is the caller's answer (null without a session or not yet answered). */
export const TermsSchema = z.object({
  agreeId: z.number().int().positive(),
  termsCd: z.string(),
  title: z.string(),
  required: z.boolean(),
  version: z.string(),
  effectiveDate: DateStringSchema,
  contents: z.string(),
  agreed: z.boolean().nullable(),
  agreedAt: TimestampSchema.nullable(),
});
export type Terms = z.infer<typeof TermsSchema>;
export const TermsListSchema = z.array(TermsSchema);

const TermsIdBody = z.number().int().positive().max(2_147_483_647);
/** One answer; `termsId` is accepted as another name of `agreeId`. */
export const AgreementItemSchema = z
  .object({ agreeId: TermsIdBody.optional(), termsId: TermsIdBody.optional(), agreed: z.boolean() })
  .refine((a) => a.agreeId !== undefined || a.termsId !== undefined, { message: "agreeId가 필요합니다" })
  .transform((a) => ({ agreeId: (a.agreeId ?? a.termsId)!, agreed: a.agreed }));
export const AgreementBodySchema = z.object({ agrees: z.array(AgreementItemSchema).min(1).max(30) });
export type AgreementBody = z.input<typeof AgreementBodySchema>;

/** One real-user measurement: milliseconds, except CLS (unitless). */
export const WebVitalSampleSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES, "지표 이름은 LCP, INP, CLS, TTFB 중 하나여야 합니다"),
  value: z.number("측정값은 숫자여야 합니다").finite("측정값은 유한한 숫자여야 합니다").nonnegative("측정값은 0 이상이어야 합니다"),
  /** The page's route pattern (`/statistics/[metric]`), never its address: nothing personal leaves the page. */
  route: z
    .string("경로는 문자열이어야 합니다")
    .min(1, "경로를 입력해 주세요")
    .max(WEB_VITALS_ROUTE_MAX, `경로는 ${WEB_VITALS_ROUTE_MAX}자 이하여야 합니다`),
});
export const WebVitalsBodySchema = z.object({
  samples: z
    .array(WebVitalSampleSchema, "측정값 목록이 필요합니다")
    .min(1, "측정값이 하나 이상 필요합니다")
    .max(WEB_VITALS_MAX_SAMPLES, `측정값은 한 번에 ${WEB_VITALS_MAX_SAMPLES}개까지 보낼 수 있습니다`),
});
export type WebVitalsBody = z.input<typeof WebVitalsBodySchema>;

export const commonCalls = {
  ...commonPageLoadCalls,
  postWebVitals: defineCall({
    method: "POST",
    path: "metrics/web-vitals",
    auth: "public",
    summary: "실제 방문의 웹 성능 지표(LCP·INP·CLS·TTFB) 보고",
    body: WebVitalsBodySchema,
    response: z.null(),
    noContent: true,
  }),
  getCodes: defineCall({
    method: "GET",
    path: "codes/{code}",
    auth: "public",
    summary: "코드 그룹의 코드 목록 조회",
    params: z.object({ code: PlainText(40) }),
    response: z.array(CodeItemSchema),
  }),
  getAgreeListSignup: defineCall({
    method: "GET",
    path: "common/agree-list/signup",
    auth: "public",
    summary: "회원가입 약관 목록",
    response: TermsListSchema,
  }),
  getAgreeList: defineCall({
    method: "GET",
    path: "common/agree-list",
    auth: "public",
    summary: "시행 중인 전체 약관 목록",
    response: TermsListSchema,
  }),
  getAgreeListServiceSignup: defineCall({
    method: "GET",
    path: "common/agree-list/service/signup",
    auth: "public",
    summary: "서비스 가입 약관 목록",
    response: TermsListSchema,
  }),
  postAgreement: defineCall({
    method: "POST",
    path: "users/agreement",
    auth: "user",
    summary: "약관 동의 내역 저장",
    body: AgreementBodySchema,
    response: OkSchema,
  }),
};
