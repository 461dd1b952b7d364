/**
 * The modal layer (SPEC §2/§4/§9): `openModal` anywhere; `<LazyModalHost />` once in `_app`, which loads the
 * dialog (`./modal-host`, not re-exported here so that importing `openModal` stays light) when the browser is
 * idle or a dialog is asked for, whichever comes first.
 */
export { LazyModalHost } from "./lazy-modal-host";
export { closeModal, openModal, useModal, type ModalOptions, type ModalState } from "./store";
export { MODAL_BACKDROP, MODAL_DEFAULT_BUTTONS, MODAL_OPEN_DELAY_MS, MODAL_Z_INDEX } from "./constants";
export { withoutModalQuery } from "./url";
