import type { PrefetchCall } from "@/session-frame/server";

/** The settings' reads, prefetched by /settings: the flicker period, marketing consent and the terms paint complete. */
export const settingsReads = ["getMainFlicker", "getAgreeMarketing", "getAgreeList"] as const satisfies readonly PrefetchCall[];
