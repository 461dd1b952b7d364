import { NEXTAUTH_BROADCAST_KEY } from "./session-config";

/**
 * Asks the mounted next-auth SessionProvider to refetch `/api/auth/session` now, without telling other tabs.
 *
 * next-auth v4 has no public "refetch" (its `update()` POSTs and flips the status to loading). Its provider
 * refetches, without re-broadcasting, when it receives a `storage` event for its channel key, so this
 * dispatches exactly such an event in this window only (a real localStorage write would wake every tab).
 * Pinned to next-auth 4.24.x's client (react/index.js `broadcast.receive`); covered by session-provider tests.
 */
export function revalidateSession(): void {
  if (typeof window === "undefined") return;
  const message = JSON.stringify({ event: "session", data: { trigger: "getSession" }, timestamp: Math.floor(Date.now() / 1000) });
  window.dispatchEvent(new StorageEvent("storage", { key: NEXTAUTH_BROADCAST_KEY, newValue: message }));
}
