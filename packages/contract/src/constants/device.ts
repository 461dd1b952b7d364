import { codeList } from "./code-list";

/** SPEC §4 OBD device delivery and installation codes (zod-free: see constants/index.ts). */

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
