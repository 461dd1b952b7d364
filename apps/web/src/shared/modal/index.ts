/**
 * The modal layer (SPEC §2/§4/§9): `openModal` anywhere; `<LazyModalHost />` once in `_app`, which loads the
 * dialog (`./modal-host`, not re-exported here) when the browser is idle or a dialog is asked for, whichever comes
 * first. `openModal` here loads the store on first use. Nothing else is exported here, so that importing it stays
 * light; the store (`./store`: closeModal, useModal), constants and URL helpers are imported from their files.
 */
export { LazyModalHost } from "./lazy-modal-host";
export { openModal } from "./open";
export type { ModalOptions, ModalState } from "./store";
