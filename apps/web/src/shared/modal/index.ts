import { notifyModalRequest } from "./lazy-modal-host";
import type { ModalOptions } from "./store";

/**
 * The modal layer (SPEC §2/§4/§9): `openModal` for screens, `<LazyModalHost />` once in `_app`. Only
 * `./lazy-modal-host` is in every page's first load (`_app` imports it from its file, so that `openModal` is in
 * the first load only of the pages that use it); the store (`./store`: closeModal, useModal) and the dialog
 * (`./modal-host`) load when a dialog is first asked for or the browser is idle. URL helpers are in `./url`.
 */
export { LazyModalHost } from "./lazy-modal-host";
export type { ModalOptions, ModalState } from "./store";

/**
 * Asks for a dialog, loading the store (with zustand) and the dialog on first use — during SPEC §9's 100 ms
 * opening delay — instead of with every page. Same contract as the store's `openModal`: resolves true when
 * confirmed, false when cancelled or gone back from, and identical dialogs share one promise.
 */
export async function openModal(opts: ModalOptions): Promise<boolean> {
  notifyModalRequest();
  const store = await import("./store");
  return store.openModal(opts);
}
