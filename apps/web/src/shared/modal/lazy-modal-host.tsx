import { useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "@/shared/idle";

/**
 * The part of the modal layer every page loads (docs/performance.md): `<LazyModalHost />`, the signal that a
 * dialog was asked for, and the `modal=true` marker. The modal store (with zustand) and the dialog
 * (`./modal-host`, with its focus trap and history handling) load when a dialog is first asked for — during
 * SPEC §9's 100 ms opening delay — or when the browser is idle.
 */

/** SPEC §2: while a dialog is open the URL carries `modal=true` (`./url` builds on it; the host checks it here). */
export const MODAL_QUERY_KEY = "modal";
export const MODAL_QUERY_VALUE = "true";

/** After the first page is interactive, the dialog code loads when the browser is idle (at the latest after 4 s). */
const IDLE_TIMEOUT_MS = 4_000;

// "A dialog was asked for", without the store: the lazy host listens here and starts loading the dialog.
const requestListeners = new Set<() => void>();
let requested = false;

/** Both openModal functions call this first, so the host loads during the 100 ms opening delay. */
export function notifyModalRequest(): void {
  requested = true;
  for (const listener of [...requestListeners]) listener();
}

function onModalRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

/** Unit tests: forget that a dialog was asked for. */
export function resetModalRequests(): void {
  requested = false;
  requestListeners.clear();
}

/**
 * `_app`'s modal host, kept out of first-load JS: the dialog component is imported when a dialog is asked for (the
 * 100 ms opening delay of SPEC §9 covers the load), when the browser is first idle, or at once when the URL still
 * carries `modal=true` from a reload (the host drops it). Until then nothing renders: there is nothing to show.
 */
export function LazyModalHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import("./modal-host")
        .then((m) => {
          if (!cancelled) setHost(() => m.ModalHost);
        })
        .catch((error: unknown) => {
          loading = false; // a later request tries again
          console.error("[modal] 대화상자를 불러오지 못했습니다", error);
        });
    };
    if (requested || new URLSearchParams(window.location.search).get(MODAL_QUERY_KEY) === MODAL_QUERY_VALUE) load();
    const off = onModalRequest(load);
    const cancelIdle = whenIdle(load, { timeout: IDLE_TIMEOUT_MS, fallbackDelay: 1_500 });
    return () => {
      cancelled = true;
      off();
      cancelIdle();
    };
  }, []);

  return Host ? <Host /> : null;
}
