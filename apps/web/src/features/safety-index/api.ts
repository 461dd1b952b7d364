import type { Result } from "@evsafe/contract";
import type { calls } from "@evsafe/contract";
import type { PrefetchCall } from "@/session-frame/server";
import { useScreenData } from "@/shared/screen-data";

/** The screen's reads, prefetched by /safety-index: the index, its history and how it is computed paint complete. */
export const safetyIndexReads = [
  "getSdsResultScore",
  "getSdsScore",
  "getSdsResultScoreMonth",
  "getNoticeSdsScore",
] as const satisfies readonly PrefetchCall[];

/**
 * A card of the screen reads one of the declared reads, under the plain key the server prefetched, in the shape
 * `<AsyncContent variant="card">` takes.
 */
export const useSafetyIndexCard = <N extends (typeof safetyIndexReads)[number]>(name: N) => useScreenData(name);

/** GET safe-data/sds/result-score: the latest day's safety score with its per-metric breakdown. */
export type ResultScore = Result<(typeof calls)["getSdsResultScore"]>;
