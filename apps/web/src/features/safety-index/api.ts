import type { Result } from "@evsafe/contract";
import type { calls } from "@evsafe/contract";

/** GET safe-data/sds/result-score: the latest day's safety score with its per-metric breakdown. */
export type ResultScore = Result<(typeof calls)["getSdsResultScore"]>;
