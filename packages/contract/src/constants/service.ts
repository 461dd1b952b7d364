import { codeList } from "./code-list";

/** SPEC §4 subscription and member codes (zod-free: see constants/index.ts). */

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

const userStatus = codeList({
  MEMBER_SIGNUP: ["01", "회원가입"],
  SERVICE_SIGNUP: ["02", "서비스 가입"],
  SERVICE_CANCEL_REQUESTED: ["03", "서비스 해지신청"],
  SERVICE_CANCELLED: ["04", "서비스 해지"],
});
export const USER_STATUS = userStatus.values;
export const USER_STATUS_LABEL = userStatus.labels;
export const USER_STATUS_CODES = userStatus.codes;

/**
 * The paid period starts when the OBD device is installed, not when the member pays: the service is of no use before.
 * A member who leaves the delivered device in its box would otherwise hold the period back for ever, so it starts at
 * the latest this many days after the delivery: two weekends to plug it in on a first drive, and the window a
 * courier's "not received" claim has, so a device lost on the way never starts a period (docs/subscription.md).
 */
export const PERIOD_START_AFTER_DELIVERY_DAYS = 14;
