import type { MainInfo } from "@evsafe/contract";
import type { ApiRequestError } from "@/shared/api-client";
import { useApi } from "@/shared/fetcher";

export interface MainInfoResult {
  info: MainInfo | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** GET main/info: vehicle, OBD state, SoC/SoH, range, safety score and unread alerts. Only for a user in service. */
export function useMainInfo(): MainInfoResult {
  const { data, error, isLoading, mutate } = useApi("getMainInfo");
  return { info: data, error, isLoading: isLoading && !data, retry: () => void mutate() };
}
