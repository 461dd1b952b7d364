/** The modal layer (SPEC §2/§4/§9): `openModal` anywhere, `<ModalHost />` once in `_app`. */
export { ModalHost } from "./modal-host";
export { closeModal, openModal, useModal, type ModalOptions, type ModalState } from "./store";
export { MODAL_BACKDROP, MODAL_DEFAULT_BUTTONS, MODAL_OPEN_DELAY_MS, MODAL_Z_INDEX } from "./constants";
export { withoutModalQuery } from "./url";
