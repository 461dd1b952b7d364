import { z } from "zod";
import {
  ALERT_SEVERITY_LABEL,
  ALERT_TYPE_LABEL,
  DELIVERY_LABEL,
  DIAGNOSIS_TYPE_LABEL,
  INQUIRY_STATUS_LABEL,
  JOIN_TYPE_LABEL,
  OBD_STATUS_LABEL,
  PAYMENT_METHOD_LABEL,
  SERVICE_STATUS_LABEL,
  SIGNUP_STEP_LABEL,
  SUBSCRIPTION_LABEL,
  USER_STATUS_LABEL,
} from "./constants";

/** One entry of a code list as `codes/{code}` answers it (SPEC §3: groupCd, codeNo, codeNm, contents). */
export const CodeItemSchema = z.object({
  groupCd: z.string(),
  codeNo: z.string(),
  codeNm: z.string(),
  contents: z.string().nullable(),
});
export type CodeItem = z.infer<typeof CodeItemSchema>;

/** Notice categories (ntcDivCcd). */
export const NOTICE_CATEGORY_LABEL = { "01": "공지", "02": "이벤트", "03": "업데이트", "04": "점검" } as const;
/** FAQ categories (faqDivCcd). */
export const FAQ_CATEGORY_LABEL = {
  "01": "서비스 가입",
  "02": "OBD 단말기",
  "03": "배터리 진단",
  "04": "결제·해지",
  "05": "계정",
} as const;
/** Inquiry categories (iqrDivCcd). */
export const INQUIRY_CATEGORY_LABEL = {
  "01": "서비스 이용",
  "02": "단말기·설치",
  "03": "결제·환불",
  "04": "배터리 진단 결과",
  "05": "기타",
} as const;

/** Service products (srvcPrdtCcd) with their monthly price in KRW. */
export const SERVICE_PRODUCTS = {
  "01": { name: "배터리 안전 모니터링 12개월", months: 12, price: 118_800 },
  "02": { name: "배터리 안전 모니터링 월 구독", months: 1, price: 9_900 },
} as const;
export const ServiceProductSchema = z.enum(["01", "02"]);

/** Every code group `codes/{code}` serves, by group code. */
export const CODE_GROUPS: Record<string, Record<string, string>> = {
  SRVC_STTS: SERVICE_STATUS_LABEL,
  JOIN_TYPE: JOIN_TYPE_LABEL,
  SBSC_YN: SUBSCRIPTION_LABEL,
  DLVR_STTS: DELIVERY_LABEL,
  OBD_STTS: OBD_STATUS_LABEL,
  USER_STTS: USER_STATUS_LABEL,
  IQR_STTS: INQUIRY_STATUS_LABEL,
  ALIM_LVL: ALERT_SEVERITY_LABEL,
  ALIM_TYPE: ALERT_TYPE_LABEL,
  DGNS_TYPE: DIAGNOSIS_TYPE_LABEL,
  SIGNUP_STEP: SIGNUP_STEP_LABEL,
  STLM_DIV: PAYMENT_METHOD_LABEL,
  NTC_DIV: NOTICE_CATEGORY_LABEL,
  FAQ_DIV: FAQ_CATEGORY_LABEL,
  IQR_DIV: INQUIRY_CATEGORY_LABEL,
  SRVC_PRDT: Object.fromEntries(Object.entries(SERVICE_PRODUCTS).map(([k, v]) => [k, v.name])),
};
