import { useScreenData } from "@/shared/screen-data";

/** GET main/info: vehicle, OBD state, SoC/SoH, range, safety score and unread alerts. Only for a user in service. */
export const useMainInfo = () => useScreenData("getMainInfo");
