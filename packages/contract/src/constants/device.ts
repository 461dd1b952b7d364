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

/**
 * Couriers that deliver the OBD device, by code: the Korean name and the tracking page of a waybill (`{waybill}` is
 * replaced by the number). The API answers the code and the built URL, the app opens it outside.
 */
export const CARRIERS = {
  CJ: { name: "CJ대한통운", trackingUrl: "https://trace.cjlogistics.com/next/tracking.html?wblNo={waybill}" },
  LOTTE: { name: "롯데택배", trackingUrl: "https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={waybill}" },
  HANJIN: {
    name: "한진택배",
    trackingUrl: "https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={waybill}",
  },
  EPOST: { name: "우체국택배", trackingUrl: "https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={waybill}" },
  LOGEN: { name: "로젠택배", trackingUrl: "https://www.ilogen.com/web/personal/trace/{waybill}" },
} as const;
export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

/** The carrier's tracking page for a waybill (digits and hyphens only are kept, so the URL cannot be bent). */
export function carrierTrackingUrl(carrier: CarrierCode, waybill: string): string {
  return CARRIERS[carrier].trackingUrl.replace("{waybill}", encodeURIComponent(waybill.replace(/[^0-9-]/g, "")));
}
