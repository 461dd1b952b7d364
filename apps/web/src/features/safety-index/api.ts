import type { Result } from "@evsafe/contract";
import type { calls } from "@evsafe/contract";
import { useScreenData } from "@/shared/screen-data";

export type ResultScore = Result<(typeof calls)["getSdsResultScore"]>;

/** GET safe-data/sds/result-score: the latest day's safety score with its per-metric breakdown. */
export const useResultScore = () => useScreenData("getSdsResultScore");
