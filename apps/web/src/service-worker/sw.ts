import { CacheFirst, ExpirationPlugin, Serwist, type PrecacheEntry } from "serwist";
import { CACHE_ID, OFFLINE_PATH, PRECACHE, STATIC_CACHE } from "@/shared/offline/caches";
import { isStaticAsset, networkFirstNavigation } from "./navigation";

/**
 * The service worker (docs/offline.md), bundled after `next build` by scripts/build-service-worker.mjs and served
 * at /sw.js. It precaches the offline screen and the app's build files; a navigation goes to the network first
 * and falls back to the offline screen. It caches no page of a member, no API answer and nothing of next-auth.
 */
declare const self: {
  /** The precache list, written into the bundle by serwist's injectManifest (build files and the offline screen). */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
};

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  cacheId: CACHE_ID,
  // Named here: serwist reads `cacheId` after it has named the precache. Caches of older workers go on activation.
  precacheOptions: { cacheName: PRECACHE, cleanupOutdatedCaches: true },
  // A new build's worker takes over at once: the old precache names build files the new server no longer has.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Every navigation, next-auth's and the API's included: the network's answer is never stored.
      matcher: ({ request }) => request.mode === "navigate",
      handler: ({ request }): Promise<Response> =>
        networkFirstNavigation(
          () => fetch(request),
          () => serwist.matchPrecache(OFFLINE_PATH),
        ),
    },
    {
      // A build file a page loaded online (a chunk not in the precache list) stays for offline use.
      matcher: ({ url }) => isStaticAsset(url, self.location.origin),
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
    },
  ],
});

serwist.addEventListeners();
