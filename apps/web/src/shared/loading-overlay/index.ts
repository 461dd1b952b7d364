export { LoadingOverlay, type LoadingOverlayProps } from "./loading-overlay";
export { OVERLAY_HIDE_DELAY_MS, OVERLAY_SHOW_DELAY_MS, OVERLAY_Z_INDEX, LOADING_LABEL } from "./constants";
