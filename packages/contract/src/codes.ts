import { z } from "zod";

/**
 * SPEC §4 code lists as named constants with Korean labels.
 * `SERVICE_STATUS.IN_USE === "02"`, `SERVICE_STATUS_LABEL["02"] === "이용중"`, `ServiceStatusSchema` validates.
 */
function codeList<const T extends Record<string, readonly [string, string]>>(entries: T) {
  const values = Object.fromEntries(Object.entries(entries).map(([k, [code]]) => [k, code])) as {
    [K in keyof T]: T[K][0];
  };
  const labels = Object.fromEntries(Object.values(entries).map(([code, label]) => [code, label])) as Record<
    T[keyof T][0],
    string
  >;
  const codes = Object.values(entries).map(([code]) => code) as [T[keyof T][0], ...T[keyof T][0][]];
  return { values, labels, schema: z.enum(codes) };
}

const serviceStatus = codeList({
  NOT_JOINED: ["00", "미가입"],
  APPLYING: ["01", "신청중"],
  IN_USE: ["02", "이용중"],
  CANCEL_REQUESTED: ["03", "해지신청"],
  CANCELLED: ["04", "해지"],
});
export const SERVICE_STATUS = serviceStatus.values;
export const SERVICE_STATUS_LABEL = serviceStatus.labels;
export const ServiceStatusSchema = serviceStatus.schema;
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

const joinType = codeList({ SERVICE_JOIN: ["01", "서비스 가입"], MONTHLY: ["02", "월 구독"] });
export const JOIN_TYPE = joinType.values;
export const JOIN_TYPE_LABEL = joinType.labels;
export const JoinTypeSchema = joinType.schema;

const subscription = codeList({ UNSUBSCRIBED: ["01", "미구독"], SUBSCRIBED: ["02", "구독"] });
export const SUBSCRIPTION = subscription.values;
export const SUBSCRIPTION_LABEL = subscription.labels;
export const SubscriptionSchema = subscription.schema;

const delivery = codeList({ WAITING: ["01", "배송대기"], IN_DELIVERY: ["02", "배송중"], DELIVERED: ["03", "배송완료"] });
export const DELIVERY = delivery.values;
export const DELIVERY_LABEL = delivery.labels;
export const DeliverySchema = delivery.schema;

const obdStatus = codeList({
  NOT_INSTALLED: ["NOT_INSTALLED", "단말기 미설치"],
  INSTALLED_EMPTY_DATA: ["INSTALLED_EMPTY_DATA", "설치됨 · 데이터 수집 전"],
  INSTALLED_OK: ["INSTALLED_OK", "설치됨 · 정상 수집중"],
  REMOVED: ["REMOVED", "단말기 분리됨"],
});
export const OBD_STATUS = obdStatus.values;
export const OBD_STATUS_LABEL = obdStatus.labels;
export const ObdStatusSchema = obdStatus.schema;
export type ObdStatus = z.infer<typeof ObdStatusSchema>;

const userStatus = codeList({
  MEMBER_SIGNUP: ["01", "회원가입"],
  SERVICE_SIGNUP: ["02", "서비스 가입"],
  SERVICE_CANCEL_REQUESTED: ["03", "서비스 해지신청"],
  SERVICE_CANCELLED: ["04", "서비스 해지"],
});
export const USER_STATUS = userStatus.values;
export const USER_STATUS_LABEL = userStatus.labels;
export const UserStatusSchema = userStatus.schema;

const inquiryStatus = codeList({ AWAITING: ["01", "답변대기"], ANSWERED: ["02", "답변완료"], PROCESSING: ["06", "처리중"] });
export const INQUIRY_STATUS = inquiryStatus.values;
export const INQUIRY_STATUS_LABEL = inquiryStatus.labels;
export const InquiryStatusSchema = inquiryStatus.schema;

const alertSeverity = codeList({ SAFE: ["01", "안전"], CAUTION: ["02", "주의"], WARNING: ["03", "경고"], SERIOUS: ["04", "심각"] });
export const ALERT_SEVERITY = alertSeverity.values;
export const ALERT_SEVERITY_LABEL = alertSeverity.labels;
export const AlertSeveritySchema = alertSeverity.schema;
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;
/** The same four levels in the `lv01`–`lv04` spelling some endpoints use (SPEC §4). */
export const ALERT_LEVEL = { SAFE: "lv01", CAUTION: "lv02", WARNING: "lv03", SERIOUS: "lv04" } as const;
export const AlertLevelSchema = z.enum(["lv01", "lv02", "lv03", "lv04"]);
export const severityToLevel = (s: AlertSeverity) => `lv${s}` as z.infer<typeof AlertLevelSchema>;

const alertType = codeList({ SAFETY: ["01", "안전 알림"], GENERAL: ["02", "일반 알림"] });
export const ALERT_TYPE = alertType.values;
export const ALERT_TYPE_LABEL = alertType.labels;
export const AlertTypeSchema = alertType.schema;

const diagnosisType = codeList({ BATTERY_STATE: ["01", "배터리 상태"], EFFICIENCY: ["02", "효율"], USABILITY: ["03", "사용성"] });
export const DIAGNOSIS_TYPE = diagnosisType.values;
export const DIAGNOSIS_TYPE_LABEL = diagnosisType.labels;
export const DiagnosisTypeSchema = diagnosisType.schema;

/** Diagnosis wizard: step 0 intro, steps 1–4 questions, step 5 result (SPEC §4). */
export const DIAGNOSIS_STEP = { INTRO: 0, FIRST: 1, LAST: 4, RESULT: 5 } as const;

const signupStep = codeList({ VEHICLE: ["1", "차량 정보"], DELIVERY: ["2", "배송 정보"], PAYMENT: ["3", "결제"], COMPLETE: ["4", "서비스 가입 완료"] });
export const SIGNUP_STEP = signupStep.values;
export const SIGNUP_STEP_LABEL = signupStep.labels;
export const SignupStepSchema = signupStep.schema;

const paymentMethod = codeList({ CARD: ["01", "신용카드"], VIRTUAL_ACCOUNT: ["02", "가상계좌"], REALTIME_TRANSFER: ["03", "실시간 계좌이체"] });
export const PAYMENT_METHOD = paymentMethod.values;
export const PAYMENT_METHOD_LABEL = paymentMethod.labels;
export const PaymentMethodSchema = paymentMethod.schema;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Main-screen flicker period in seconds; 999 means continuous (SPEC §4, §9). */
export const FLICKER_OPTIONS = [5, 10, 30, 60, 999] as const;
export const FLICKER_CONTINUOUS = 999;
export const FLICKER_LABEL: Record<(typeof FLICKER_OPTIONS)[number], string> = {
  5: "5초",
  10: "10초",
  30: "30초",
  60: "60초",
  999: "계속 켜기",
};
export const FlickerPeriodSchema = z.union(FLICKER_OPTIONS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<5>, z.ZodLiteral<10>, z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<999>]);
export type FlickerPeriod = z.infer<typeof FlickerPeriodSchema>;

export const MODAL_TYPES = ["alert", "confirm", "remove", "error", "permission"] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

export const DEVICE_TYPES = ["AOS", "iOS", "N/A"] as const;
export const DeviceTypeSchema = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

export const LOGIN_PROVIDERS = ["evsafe", "google", "kakao", "naver", "apple"] as const;
export const SOCIAL_PROVIDERS = ["kakao", "naver", "google", "apple"] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;
export const SOCIAL_PROVIDER_LABEL: Record<SocialProvider, string> = { kakao: "카카오", naver: "네이버", google: "구글", apple: "애플" };

/** Y/N flags as the provider's API spells them. */
export const YnSchema = z.enum(["Y", "N"]);
/** `YYYY-MM-DD`. */
export const DateStringSchema = z.iso.date();
/** `YYYY-MM`. */
export const MonthStringSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "YYYY-MM 형식이어야 합니다");
