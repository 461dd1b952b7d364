import type { calls, Result } from "@evsafe/contract";
import type { PrefetchCall } from "@/session-frame/server";
import { useApi } from "@/shared/fetcher";
import { useScreenData } from "@/shared/screen-data";

/**
 * The dashboard's reads, each read by its card under the plain key: /home's getServerSideProps prefetches them
 * all, so the page paints complete and nothing moves in after (CLS, LCP).
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

/** The reads a card draws with `<AsyncContent variant="card">` (its content, skeleton and error line). */
export type HomeCardRead = Extract<HomeRead, "getObd" | "getMainScoreInfo" | "getMainDriveInfo" | "getMainDiagnosisInfo">;

/** What a card's read answers. */
export type HomeCardData<N extends HomeCardRead> = Result<(typeof calls)[N]>;

/** A card's read of the dashboard, under the plain key the server prefetched, in the shape `<AsyncContent>` takes. */
export const useHomeCard = <N extends HomeCardRead>(name: N) => useScreenData(name);

/**
 * A read no card draws states for, only a detail of another's (whether there is anything to chart, the flicker
 * period, the worst unread alert): `when` false waits until it is needed.
 */
export const useHomeRead = <N extends Exclude<HomeRead, HomeCardRead>>(name: N, when = true) => useApi(name, when ? {} : null);
