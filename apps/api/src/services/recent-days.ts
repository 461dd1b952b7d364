/**
 * Each vehicle's latest days (summary columns) and what main/* derives from them, cached in this process.
 * An entry is keyed by the vehicle's telemetry version, which a database trigger bumps on every insert, update or
 * delete of its daily rows (migration 0008), whichever process or API instance writes them: an entry is used only
 * while the rows it came from are unchanged, so the cache never changes an answer, only its cost.
 */
import type { Deps } from "../http/context";
import { latestSummaryDays, type DaySummaryRow } from "./vehicle-data";
import { LruMap } from "../lru-map";

/** Days kept per vehicle: the window of main/info's efficiency, score-info's average and drive-info's last day. */
export const RECENT_DAYS = 30;
/**
 * Vehicles kept per process (the least recently used is dropped first), which bounds the cache's memory (an entry's
 * measured size: docs/performance.md "How the API stays fast"); a vehicle dropped costs one query on its next call.
 */
export const RECENT_DAYS_CACHE_MAX_VEHICLES = 2_000;

interface Entry {
  version: number;
  rows: readonly DaySummaryRow[];
  derived: Map<string, unknown>;
}

export interface RecentDays {
  /** The latest RECENT_DAYS days, newest first (shared: never mutate). */
  rows: readonly DaySummaryRow[];
  /** A value computed from `rows` once per version (`compute` must depend on nothing else). */
  memo<T>(name: string, compute: (rows: readonly DaySummaryRow[]) => T): T;
}

/** One cache per database (tests open several in one process, with the same vehicle ids). */
const caches = new WeakMap<object, LruMap<number, Entry>>();

function cacheOf(deps: Deps): LruMap<number, Entry> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new LruMap(RECENT_DAYS_CACHE_MAX_VEHICLES);
    caches.set(deps.db, cache);
  }
  return cache;
}

/**
 * The vehicle's latest days. `vehicle.telemetryVersion` must have been read before this call (findVehicle or the
 * main/info query): rows read after it are at least as new, so an entry never holds rows older than its version.
 */
export async function recentDays(deps: Deps, vehicle: { vehicleId: number; telemetryVersion: number }): Promise<RecentDays> {
  const cache = cacheOf(deps);
  let entry = cache.get(vehicle.vehicleId);
  if (!entry || entry.version !== vehicle.telemetryVersion) {
    const rows = await latestSummaryDays(deps, vehicle.vehicleId, RECENT_DAYS);
    entry = { version: vehicle.telemetryVersion, rows, derived: new Map() };
    cache.set(vehicle.vehicleId, entry);
  }
  const { rows, derived } = entry;
  return {
    rows,
    memo<T>(name: string, compute: (r: readonly DaySummaryRow[]) => T): T {
      if (!derived.has(name)) derived.set(name, compute(rows));
      return derived.get(name) as T;
    },
  };
}
