import type { ModalOptions } from "./store";
import { notifyModalRequest } from "./requests";

/**
 * `openModal` for screens: the modal store (with zustand) and the dialog load when a screen first asks for a
 * dialog — during SPEC §9's 100 ms opening delay — instead of with every page (docs/performance.md). Same
 * contract as the store's `openModal`: resolves true when confirmed, and identical dialogs share one promise.
 */
export async function openModal(opts: ModalOptions): Promise<boolean> {
  notifyModalRequest();
  const store = await import("./store");
  return store.openModal(opts);
}
