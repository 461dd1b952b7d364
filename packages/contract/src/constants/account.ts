import { codeList } from "./code-list";

/** SPEC §4 inquiry, sign-up, payment, flicker, modal, device and provider values (zod-free: see constants/index.ts). */

const inquiryStatus = codeList({ AWAITING: ["01", "답변대기"], ANSWERED: ["02", "답변완료"], PROCESSING: ["06", "처리중"] });
export const INQUIRY_STATUS = inquiryStatus.values;
export const INQUIRY_STATUS_LABEL = inquiryStatus.labels;
export const INQUIRY_STATUS_CODES = inquiryStatus.codes;

const signupStep = codeList({
  VEHICLE: ["1", "차량 정보"],
  DELIVERY: ["2", "배송 정보"],
  PAYMENT: ["3", "결제"],
  COMPLETE: ["4", "서비스 가입 완료"],
});
export const SIGNUP_STEP = signupStep.values;
export const SIGNUP_STEP_LABEL = signupStep.labels;
export const SIGNUP_STEP_CODES = signupStep.codes;

const paymentMethod = codeList({
  CARD: ["01", "신용카드"],
  VIRTUAL_ACCOUNT: ["02", "가상계좌"],
  REALTIME_TRANSFER: ["03", "실시간 계좌이체"],
});
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
/** How each provider is named to users, in the app and in the API's messages ("Apple" as Apple's sign-in guidelines ask). */
export const SOCIAL_PROVIDER_LABEL: Record<SocialProvider, string> = { kakao: "카카오", naver: "네이버", google: "구글", apple: "Apple" };

/** What a journey verifies the person for (`POST identity-verification`'s `purpose`, docs/accounts.md). */
export const IDENTITY_PURPOSES = ["signup", "oauth-signup", "find-id", "find-password"] as const;
export type IdentityPurpose = (typeof IDENTITY_PURPOSES)[number];
