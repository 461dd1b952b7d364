import type { MyServiceStatus } from "@evsafe/contract";
import { useSession } from "@/auth/client/client";
import { useScreenData, type ScreenData } from "@/shared/screen-data";

/**
 * Data of the session pages' common part: the subscription status (GET users/my-service-status), the OBD
 * device's delivery (GET users/get-obd, only while applying) and the signed-in user's name.
 * Errors 401/403/expired/502 were already handed to the error policy by the SWR config; a screen only draws an
 * inline state for the rest.
 */

export type ServiceStatusResult = ScreenData<MyServiceStatus>;

export const useServiceStatus = (): ServiceStatusResult => useScreenData("getMyServiceStatus");

/** The signed-in user's name from the session (SPEC §3 userName); null while the session loads. */
export function useUserName(): string | null {
  const { data } = useSession();
  return data?.user?.userName || null;
}
