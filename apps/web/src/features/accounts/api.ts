import { useScreenData } from "@/shared/screen-data";

/* The feature's reads, one hook each: its components read through these (CONTRIBUTING house rule 2). */

const FIND_ID_READ_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false } as const;

/** The ids registered to a verified identity, read once per verification (a refocus or reconnect does not read it again). */
export const useFoundId = (serviceToken: string | null) =>
  useScreenData("findId", serviceToken ? { query: { serviceToken } } : null, FIND_ID_READ_OPTIONS);

/** The member's profile (users/my-profile). */
export const useMyProfile = () => useScreenData("getMyProfile");
