import { useEffect } from "react";
import { OFFLINE_PATH } from "./caches";
import { setKnownOffline } from "./online-status";

/**
 * How often the offline screen asks the network whether it is back. The browser's online event alone is not
 * enough: on a page the worker answered offline, `navigator.onLine` may already say true.
 */
export const RECONNECT_PROBE_MS = 5_000;
/** A small static file of this origin the worker never answers (not a navigation, not a build file). */
const PROBE_URL = "/favicon.svg";

/**
 * Probes the network now, on the online event and every RECONNECT_PROBE_MS: while it fails the banner shows; once it
 * answers, an address other than /offline reloads, so the page it names comes from the network again.
 */
export function useReloadWhenReachable() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const probe = async () => {
      clearTimeout(timer);
      let reachable = false;
      try {
        reachable = (await fetch(PROBE_URL, { method: "HEAD", cache: "no-store" })).ok;
      } catch {
        reachable = false;
      }
      if (stopped) return;
      setKnownOffline(!reachable);
      if (!reachable) timer = setTimeout(() => void probe(), RECONNECT_PROBE_MS);
      else if (window.location.pathname !== OFFLINE_PATH) window.location.reload();
    };
    const onOnline = () => void probe();
    void probe();
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
    };
  }, []);
}
