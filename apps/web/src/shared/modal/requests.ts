/**
 * "A dialog was asked for", without the modal store: `LazyModalHost` (in every page's first load) listens here, so
 * the store, zustand and the dialog load only with the pages and the errors that open one.
 */
const listeners = new Set<() => void>();
let requested = false;

/** openModal calls this first (the lazy host starts loading during the 100 ms opening delay). */
export function notifyModalRequest(): void {
  requested = true;
  for (const listener of [...listeners]) listener();
}

export function onModalRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A dialog has been asked for since the page loaded (possibly before the host mounted). */
export const wasModalRequested = (): boolean => requested;

/** Unit tests. */
export function resetModalRequests(): void {
  requested = false;
  listeners.clear();
}
