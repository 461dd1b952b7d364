/** The URL marker of an open dialog (its own module: the lazy host checks it without loading the dialog texts). */

/** SPEC §2: while a dialog is open the URL carries `modal=true`. */
export const MODAL_QUERY_KEY = "modal";
export const MODAL_QUERY_VALUE = "true";
