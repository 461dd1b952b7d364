import { useScreenData } from "@/shared/screen-data";

/* The feature's reads, one hook each: its components read through these (CONTRIBUTING house rule 2). */

/** GET obd: the member's device (model, serial, connection, last data). */
export const useObdDevice = () => useScreenData("getObd");
