import type { Result } from "@evsafe/contract";
import type { calls } from "@evsafe/contract";
import type { ApiRequestError } from "@/shared/api-client";
import { useApi } from "@/shared/fetcher";

export type ResultScore = Result<(typeof calls)["getSdsResultScore"]>;

export interface ResultScoreResult {
  score: ResultScore | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** GET safe-data/sds/result-score: the latest day's safety score with its per-metric breakdown. */
export function useResultScore(): ResultScoreResult {
  const { data, error, isLoading, mutate } = useApi("getSdsResultScore");
  return { score: data, error, isLoading: isLoading && !data, retry: () => void mutate() };
}
