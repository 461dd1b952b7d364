import type { MyServiceStatus } from "@evsafe/contract";
import { useSession } from "@/auth/client";
import type { ApiRequestError } from "@/shared/api-client";
import { useApi } from "@/shared/fetcher";

/**
 * Data of the session pages' common part: the subscription status (GET users/my-service-status), the OBD
 * device's delivery (GET users/get-obd, only while applying) and the signed-in user's name.
 * Errors 401/403/expired/502 were already handed to the error policy by the SWR config; a screen only draws an
 * inline state for the rest.
 */

export interface ServiceStatusResult {
  status: MyServiceStatus | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
  /** Fetch again (the error state's 다시 시도). */
  retry: () => void;
  /** Puts the status a write answered with (e.g. users/cancel-service) in the cache, without a refetch. */
  replace: (status: MyServiceStatus) => void;
}

export function useServiceStatus(): ServiceStatusResult {
  const { data, error, isLoading, mutate } = useApi("getMyServiceStatus");
  return {
    status: data,
    error,
    isLoading: isLoading && !data,
    retry: () => void mutate(),
    replace: (status) => void mutate(status, { revalidate: false }),
  };
}

/** The signed-in user's name from the session (SPEC §3 userName); null while the session loads. */
export function useUserName(): string | null {
  const { data } = useSession();
  return data?.user?.userName || null;
}
