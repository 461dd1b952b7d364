/**
 * The modal layer (SPEC §2/§4/§9): `openModal` anywhere; `<LazyModalHost />` once in `_app`, which loads the
 * dialog (`./modal-host`, not re-exported here) when the browser is idle or a dialog is asked for, whichever comes
 * first. `openModal` here loads the store on first use; code that already has it may use `./store` directly.
 */
export { LazyModalHost } from "./lazy-modal-host";
export { openModal } from "./open";
export { closeModal, useModal, type ModalOptions, type ModalState } from "./store";
export { MODAL_BACKDROP, MODAL_DEFAULT_BUTTONS, MODAL_OPEN_DELAY_MS, MODAL_Z_INDEX } from "./constants";
export { withoutModalQuery } from "./url";
