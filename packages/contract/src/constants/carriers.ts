/**
 * Couriers that deliver the OBD device, by code: the Korean name and the tracking page of a waybill (`{waybill}` is
 * replaced by the number). The API answers the code and the built URL, the app opens it outside. Zod-free (see
 * constants/index.ts) and apart from the device codes, which every session page loads.
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
