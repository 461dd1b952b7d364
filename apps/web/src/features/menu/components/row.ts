/** A row of the menu's lists (56 px touch target, focus ring inside the rounded list). */
export const ROW =
  "flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left text-base text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 active:bg-gray-50";
