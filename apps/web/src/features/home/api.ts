import type { PrefetchCall } from "@/session-frame/server";

/**
 * The dashboard's reads, each read by its card under the plain key (`useApi(name)`): /home's getServerSideProps
 * prefetches them all, so the page paints complete and nothing moves in after (CLS, LCP).
 */
export const homeReads = [
  "getMainInfo",
  "getMainIsEmpty",
  "getObd",
  "getMainFlicker",
  "getAlim",
  "getMainScoreInfo",
  "getSdsScore",
  "getMainDriveInfo",
  "getMainDiagnosisInfo",
] as const satisfies readonly PrefetchCall[];
