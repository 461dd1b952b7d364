/**
 * `use-sync-external-store/shim` for React 19, which has the hook built in: SWR imports the shim (for React 17),
 * whose fallback code would otherwise ship in every page's first-load JS. next.config.ts aliases the shim here.
 */
export { useSyncExternalStore } from "react";
