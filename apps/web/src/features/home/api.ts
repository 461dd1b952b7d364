import type { PrefetchCall } from "@/session-frame/server";
import { useApi } from "@/shared/fetcher";

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

export type HomeRead = (typeof homeReads)[number];

/**
 * A card's read of the dashboard, under the plain key the server prefetched; `when` false waits (a read a card does
 * not need yet). Only the reads declared above can be asked for.
 */
export const useHomeRead = <N extends HomeRead>(name: N, when = true) => useApi(name, when ? {} : null);
