import type { PrefetchCall } from "@/session-frame/server";
import { useScreenData } from "@/shared/screen-data";

/** The settings' reads, prefetched by /settings: the flicker period, marketing consent and the terms paint complete. */
export const settingsReads = ["getMainFlicker", "getAgreeMarketing", "getAgreeList"] as const satisfies readonly PrefetchCall[];

/** The dashboard's flicker setting (main/flicker). */
export const useFlickerSetting = () => useScreenData("getMainFlicker");

/** The terms the member agreed to, with their dates (agree/list). */
export const useAgreedTerms = () => useScreenData("getAgreeList");
