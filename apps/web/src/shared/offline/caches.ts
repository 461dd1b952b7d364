/**
 * The service worker's names, shared by the worker (src/service-worker/), the offline screen and the page that
 * clears a member's data at sign-out (member-data.ts). No imports: the worker's bundle takes this file as it is.
 */

/** The offline screen's route: precached at install, answered for every navigation the network does not answer. */
export const OFFLINE_PATH = "/offline";

/** Prefix of every cache this app's worker makes (serwist's `cacheId`). */
export const CACHE_ID = "evsafe";
/** The precache: the offline screen and the build's files, listed at build time (one cache, entries by revision). */
export const PRECACHE = `${CACHE_ID}-precache`;
/** The runtime cache of Next's hashed, immutable build files (`/_next/static/…`): code and styles, no member data. */
export const STATIC_CACHE = `${CACHE_ID}-static`;

/**
 * Caches kept at sign-out: the precache (the offline screen and the app's code, the same for everyone) and the build
 * files. Any other cache, of this worker or an older one, goes with the member's data.
 */
export function isSharedCache(name: string): boolean {
  return name === STATIC_CACHE || name === PRECACHE;
}
