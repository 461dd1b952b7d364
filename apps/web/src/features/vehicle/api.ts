import type { PrefetchCall } from "@/session-frame/server";
import { useScreenData } from "@/shared/screen-data";

/** The screen's one read, prefetched by /vehicle: main/info, the same answer /home shows the car and battery from. */
export const vehicleReads = ["getMainInfo"] as const satisfies readonly PrefetchCall[];

/** GET main/info: the car, its battery's level and metrics. */
export const useCarInfo = () => useScreenData("getMainInfo");
