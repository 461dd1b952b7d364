import { useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "@/shared/idle";
import { onModalRequest, wasModalRequested } from "./requests";
import { MODAL_QUERY_KEY, MODAL_QUERY_VALUE } from "./query";

/** After the first page is interactive, the dialog code loads when the browser is idle (at the latest after 4 s). */
const IDLE_TIMEOUT_MS = 4_000;

/**
 * `_app`'s modal host, kept out of first-load JS (docs/performance.md): the dialog component (`./modal-host`,
 * with its focus trap and history handling) is imported when a dialog is asked for — the 100 ms opening delay of
 * SPEC §9 covers the load — or when the browser is first idle, or at once when the URL still carries `modal=true`
 * from a reload (the host drops it). Until then nothing renders: there is nothing to show.
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
    if (wasModalRequested() || new URLSearchParams(window.location.search).get(MODAL_QUERY_KEY) === MODAL_QUERY_VALUE) load();
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
