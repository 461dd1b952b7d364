import { useSyncExternalStore } from "react";

/**
 * Set when the app has evidence the network is gone though `navigator.onLine` says otherwise: a page the service
 * worker answered offline reports true there in Chrome and Safari, and the offline screen's own probe fails.
 */
let knownOffline = false;
const listeners = new Set<() => void>();

/** The offline screen's probe: the network did not answer (or did again). */
export function setKnownOffline(value: boolean): void {
  if (knownOffline === value) return;
  knownOffline = value;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the app is online: the browser says so (`navigator.onLine`, updated by the online/offline events) and
 * the offline screen's probe has not failed. True on the server and while the page hydrates, so the server's HTML
 * never differs from the first client render.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !knownOffline,
    () => true,
  );
}
