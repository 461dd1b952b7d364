/** The battery health report and its certificates (docs/report.md); zod-free, so the web's pages can import it. */

/** Days a certificate stays valid after it is issued. */
export const CERTIFICATE_VALID_DAYS = 90;
/** Certificates a member may hold at once that are neither revoked nor expired. */
export const CERTIFICATE_MAX_ACTIVE = 20;
/** Fewest cars of the same detail model and model year (±1) before a percentile is shown. */
export const COHORT_MIN_SIZE = 5;
/** Model years either side of the car's own that still count as "the same age". */
export const COHORT_YEAR_SPAN = 1;
/** The web page of the member's report (`?month=YYYY-MM`; without it the current month). */
export const REPORT_PAGE_PATH = "/safety-index/report";
/** The public web page of a certificate: `/certificate/{id}?s={signature}`. */
export const CERTIFICATE_PAGE_PATH = "/certificate";

/** The certificate's PDF under the API base: `certificates/{id}/pdf?s={signature}` (public, valid ones only). */
export function certificatePdfPath(shareId: string, signature: string): string {
  return `certificates/${encodeURIComponent(shareId)}/pdf?s=${encodeURIComponent(signature)}`;
}

/** The PDF's file name in the phone's downloads: the model without spaces and the day of issue (`YYYY-MM-DD`, KST). */
export function certificatePdfFileName(mdlNm: string, issuedDay: string): string {
  return `배터리상태인증서-${mdlNm.replace(/\s+/g, "")}-${issuedDay}.pdf`;
}
