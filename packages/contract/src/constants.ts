/**
 * SPEC §4 code lists and other constants as plain values with Korean labels — no zod here, so browser code that
 * only needs a constant (`SERVICE_STATUS.IN_USE`) imports `@evsafe/contract/constants` without pulling the
 * schemas and zod into its bundle (docs/performance.md). `codes.ts` builds the schemas from these lists.
 * `SERVICE_STATUS.IN_USE === "02"`, `SERVICE_STATUS_LABEL["02"] === "이용중"`, `ServiceStatusSchema` (codes.ts) validates.
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
  return { values, labels, codes };
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
export const SERVICE_STATUS_CODES = serviceStatus.codes;
export type ServiceStatus = (typeof SERVICE_STATUS_CODES)[number];

const joinType = codeList({ SERVICE_JOIN: ["01", "서비스 가입"], MONTHLY: ["02", "월 구독"] });
export const JOIN_TYPE = joinType.values;
export const JOIN_TYPE_LABEL = joinType.labels;
export const JOIN_TYPE_CODES = joinType.codes;

const subscription = codeList({ UNSUBSCRIBED: ["01", "미구독"], SUBSCRIBED: ["02", "구독"] });
export const SUBSCRIPTION = subscription.values;
export const SUBSCRIPTION_LABEL = subscription.labels;
export const SUBSCRIPTION_CODES = subscription.codes;

const delivery = codeList({ WAITING: ["01", "배송대기"], IN_DELIVERY: ["02", "배송중"], DELIVERED: ["03", "배송완료"] });
export const DELIVERY = delivery.values;
export const DELIVERY_LABEL = delivery.labels;
export const DELIVERY_CODES = delivery.codes;

const obdStatus = codeList({
  NOT_INSTALLED: ["NOT_INSTALLED", "단말기 미설치"],
  INSTALLED_EMPTY_DATA: ["INSTALLED_EMPTY_DATA", "설치됨 · 데이터 수집 전"],
  INSTALLED_OK: ["INSTALLED_OK", "설치됨 · 정상 수집중"],
  REMOVED: ["REMOVED", "단말기 분리됨"],
});
export const OBD_STATUS = obdStatus.values;
export const OBD_STATUS_LABEL = obdStatus.labels;
export const OBD_STATUS_CODES = obdStatus.codes;
export type ObdStatus = (typeof OBD_STATUS_CODES)[number];

const userStatus = codeList({
  MEMBER_SIGNUP: ["01", "회원가입"],
  SERVICE_SIGNUP: ["02", "서비스 가입"],
  SERVICE_CANCEL_REQUESTED: ["03", "서비스 해지신청"],
  SERVICE_CANCELLED: ["04", "서비스 해지"],
});
export const USER_STATUS = userStatus.values;
export const USER_STATUS_LABEL = userStatus.labels;
export const USER_STATUS_CODES = userStatus.codes;

const inquiryStatus = codeList({ AWAITING: ["01", "답변대기"], ANSWERED: ["02", "답변완료"], PROCESSING: ["06", "처리중"] });
export const INQUIRY_STATUS = inquiryStatus.values;
export const INQUIRY_STATUS_LABEL = inquiryStatus.labels;
export const INQUIRY_STATUS_CODES = inquiryStatus.codes;

const alertSeverity = codeList({ SAFE: ["01", "안전"], CAUTION: ["02", "주의"], WARNING: ["03", "경고"], SERIOUS: ["04", "심각"] });
export const ALERT_SEVERITY = alertSeverity.values;
export const ALERT_SEVERITY_LABEL = alertSeverity.labels;
export const ALERT_SEVERITY_CODES = alertSeverity.codes;
export type AlertSeverity = (typeof ALERT_SEVERITY_CODES)[number];
/** The same four levels in the `lv01`–`lv04` spelling some endpoints use (SPEC §4). */
export const ALERT_LEVEL = { SAFE: "lv01", CAUTION: "lv02", WARNING: "lv03", SERIOUS: "lv04" } as const;
export type AlertLevel = (typeof ALERT_LEVEL)[keyof typeof ALERT_LEVEL];
export const severityToLevel = (s: AlertSeverity) => `lv${s}` as AlertLevel;

const alertType = codeList({ SAFETY: ["01", "안전 알림"], GENERAL: ["02", "일반 알림"] });
export const ALERT_TYPE = alertType.values;
export const ALERT_TYPE_LABEL = alertType.labels;
export const ALERT_TYPE_CODES = alertType.codes;

const diagnosisType = codeList({ BATTERY_STATE: ["01", "배터리 상태"], EFFICIENCY: ["02", "효율"], USABILITY: ["03", "사용성"] });
export const DIAGNOSIS_TYPE = diagnosisType.values;
export const DIAGNOSIS_TYPE_LABEL = diagnosisType.labels;
export const DIAGNOSIS_TYPE_CODES = diagnosisType.codes;

/** Diagnosis wizard: step 0 intro, steps 1–4 questions, step 5 result (SPEC §4). */
export const DIAGNOSIS_STEP = { INTRO: 0, FIRST: 1, LAST: 4, RESULT: 5 } as const;

const signupStep = codeList({ VEHICLE: ["1", "차량 정보"], DELIVERY: ["2", "배송 정보"], PAYMENT: ["3", "결제"], COMPLETE: ["4", "서비스 가입 완료"] });
export const SIGNUP_STEP = signupStep.values;
export const SIGNUP_STEP_LABEL = signupStep.labels;
export const SIGNUP_STEP_CODES = signupStep.codes;

const paymentMethod = codeList({ CARD: ["01", "신용카드"], VIRTUAL_ACCOUNT: ["02", "가상계좌"], REALTIME_TRANSFER: ["03", "실시간 계좌이체"] });
export const PAYMENT_METHOD = paymentMethod.values;
export const PAYMENT_METHOD_LABEL = paymentMethod.labels;
export const PAYMENT_METHOD_CODES = paymentMethod.codes;
export type PaymentMethod = (typeof PAYMENT_METHOD_CODES)[number];

/** Main-screen flicker period in seconds; 999 means continuous (SPEC §4, §9). */
export const FLICKER_OPTIONS = [5, 10, 30, 60, 999] as const;
export const FLICKER_CONTINUOUS = 999;
export type FlickerPeriod = (typeof FLICKER_OPTIONS)[number];
export const FLICKER_LABEL: Record<(typeof FLICKER_OPTIONS)[number], string> = {
  5: "5초",
  10: "10초",
  30: "30초",
  60: "60초",
  999: "계속 켜기",
};

export const MODAL_TYPES = ["alert", "confirm", "remove", "error", "permission"] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

export const DEVICE_TYPES = ["AOS", "iOS", "N/A"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const LOGIN_PROVIDERS = ["evsafe", "google", "kakao", "naver", "apple"] as const;
export const SOCIAL_PROVIDERS = ["kakao", "naver", "google", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_LABEL: Record<SocialProvider, string> = { kakao: "카카오", naver: "네이버", google: "구글", apple: "애플" };

/** Machine-readable error codes the reference API sends; messages are Korean. */
export const ERROR_CODES = {
  VALIDATION: "VALIDATION_ERROR",
  UNAUTHORIZED: "UNAUTHORIZED",
  TOKEN_EXPIRED: "TOKEN_EXPIRED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  SERVICE_EXPIRED: "SERVICE_EXPIRED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  BAD_GATEWAY: "BAD_GATEWAY",
  INTERNAL: "INTERNAL_ERROR",
  INJECTED: "INJECTED_FAULT",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** SPEC §8: the Korean text that the service expiry date has passed (the web matches code or text). */
export const SERVICE_EXPIRED_MESSAGE = "서비스 만료일이 지났습니다. 서비스를 다시 신청해 주세요.";
