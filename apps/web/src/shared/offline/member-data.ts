import type { MainInfo } from "@evsafe/contract";
import { STORAGE_KEYS, storage } from "@/shared/storage";
import { parseSnapshot, serializeSnapshot, snapshotOf, type BatterySnapshot } from "./battery-snapshot";
import { isSharedCache } from "./caches";

/**
 * What this device keeps of a member for offline use (docs/offline.md): the last known battery state, and nothing
 * in the service worker's caches (it stores no page of a member and no API answer). Sign-out calls
 * `clearOfflineMemberData`.
 */

/** Keeps main/info's figures as the last known state (a member without a score yet keeps none). */
export function saveLastBatteryState(info: MainInfo, now: number = Date.now()): void {
  if (info.safetyScore === null && info.metrics.length === 0) return;
  const text = serializeSnapshot(snapshotOf(info, now));
  if (text !== null) storage.set(STORAGE_KEYS.lastBatteryState, text);
}

/** The stored state, or null when there is none or what is stored is not one. */
export function readLastBatteryState(): BatterySnapshot | null {
  const text = storage.get(STORAGE_KEYS.lastBatteryState);
  return text === null ? null : parseSnapshot(text);
}

/**
 * Deletes every member datum on the device: the stored battery state and any cache other than the worker's shared
 * ones (the current worker makes none, an older one might have). Never throws: sign-out must go on.
 */
export async function clearOfflineMemberData(): Promise<void> {
  storage.remove(STORAGE_KEYS.lastBatteryState);
  try {
    if (typeof caches === "undefined") return;
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isSharedCache(name)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (private mode): nothing of ours is there.
  }
}
