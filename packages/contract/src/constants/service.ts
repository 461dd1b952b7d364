import { codeList } from "./code-list";

/** SPEC §4 subscription, delivery, OBD device and member codes (zod-free: see constants/index.ts). */

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
