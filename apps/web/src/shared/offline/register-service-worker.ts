/** The worker's address: served from the origin's root so its scope is the whole app (src/pages/sw.js.tsx). */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker (docs/offline.md) once the page has loaded, so it never competes with the first
 * paint; a production build only (`next dev` has no worker), and never where the browser has none or refuses it
 * (a WebView without service-worker support: docs/bridge.md "Offline"). Called from the shell's lazy effects.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" }).catch(() => {
      // Refused (private mode, a WebView without the setting): the app works online as before.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
