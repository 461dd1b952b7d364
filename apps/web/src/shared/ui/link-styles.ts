/** Links that look like the app's buttons (48 px touch target, visible focus ring). A link navigates; a button acts. */
export const PRIMARY_LINK =
  "flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-4 text-base font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 active:bg-brand-900";
export const SECONDARY_LINK =
  "flex min-h-12 items-center justify-center rounded-xl border border-gray-300 bg-white px-4 text-base font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 active:bg-gray-50";
