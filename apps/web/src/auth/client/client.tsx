import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Session } from "next-auth";
import { SESSION_CLIENT_CACHE_S } from "./session-config";
import { isBroadcastMessage, refreshSession, resetSessionStore, sessionChannel, setSession, store } from "./session-store";

export { SESSION_CHANNEL } from "./session-store";

// Measured: next-auth/react's SessionProvider + useSession is 10.6 kB gzip against this client's 1.2 kB, and /home
// has 0.1 kB left under the first-load budget (docs/web-shell.md "The session client", with the command).
/**
 * The browser side of next-auth (the endpoints under /api/auth stay next-auth's own, SPEC §2/§7), written here
 * instead of using `next-auth/react`: that client puts its Babel runtime, logger and helpers into every page's
 * first-load JS, a large share of the web app's budget (docs/performance.md). This one does
 * what SPEC §4 asks and no more, with the same names, so it reads like next-auth's documentation:
 *
 * - `SessionProvider` / `useSession()`: `loading` while the first fetch is pending, then `authenticated` or
 *   `unauthenticated`; refetch when the tab becomes visible (at most once per the 10 s client cache), on a
 *   cross-tab broadcast, and on a polling interval in seconds, only while online unless refetchWhenOffline is
 *   not false.
 * - `signIn` / `signOut` (auth/actions.ts, loaded only where used): the CSRF-protected form posts with `json=true` (as next-auth's own client sends them), broadcast to the other
 *   tabs on a `BroadcastChannel` (no local storage: the storage module owns every key, nothing else writes there).
 * - `getSession`, `getCsrfToken`, `getProviders` (auth/actions.ts): GET session, csrf, providers; a failure is logged (console and
 *   `POST _log`) and yields null (SPEC §8).
 *
 * SPEC §8's rows about the session machinery go through the error policy's table (loaded only when one happens):
 * a failed session refetch is silent (the last known session stays), a failed client fetch is logged, providers
 * that cannot be fetched go to the auth error page, an unknown provider to the sign-in page with callbackUrl.
 */

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionContextValue {
  data: Session | null;
  status: SessionStatus;
  /** Fetches the session now (no broadcast) and resolves with it. */
  update: () => Promise<Session | null>;
}

// ------------------------------------------------------------------------------------------ React

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

export interface SessionProviderProps {
  children: ReactNode;
  /** From getServerSideProps: the session is known (null: none), so the provider starts there without a fetch. */
  session?: Session | null;
  /** SPEC §4: refetch when the tab becomes visible (default on), at most once per the 10 s client cache. */
  refetchOnWindowFocus?: boolean;
  /** Polling interval in seconds; 0 = none. */
  refetchInterval?: number;
  /** SPEC §4: polling runs only while online unless this is not false. Default false. */
  refetchWhenOffline?: boolean;
}

/** Render once in _app around everything. */
export function SessionProvider({
  children,
  session: initial,
  refetchOnWindowFocus = true,
  refetchInterval = 0,
  refetchWhenOffline = false,
}: SessionProviderProps) {
  // The first render uses the server's session (hydration must match the server's HTML).
  const [value, setValue] = useState<{ session: Session | null | undefined }>(() => {
    if (initial !== undefined && typeof window !== "undefined") {
      store.session = initial;
      store.lastSync = Date.now();
    }
    return { session: initial !== undefined ? initial : store.session };
  });

  // Follow the store; with no session from the server, fetch it.
  useEffect(() => {
    const listener = () => setValue((v) => (v.session === store.session ? v : { session: store.session }));
    store.listeners.add(listener);
    if (store.session === undefined) void refreshSession();
    else listener();
    return () => {
      store.listeners.delete(listener);
    };
  }, []);

  // A page rendered on the server later (client navigation to a guarded page) brings a fresher session.
  useEffect(() => {
    if (initial !== undefined && initial !== store.session) setSession(initial);
  }, [initial]);

  // Cross-tab: another tab signed in or out → read the session again (no re-broadcast).
  useEffect(() => {
    const ch = sessionChannel();
    if (!ch) return;
    const onMessage = (event: MessageEvent) => {
      if (isBroadcastMessage(event.data)) void refreshSession();
    };
    ch.addEventListener("message", onMessage);
    return () => ch.removeEventListener("message", onMessage);
  }, []);

  // Visible again → refetch unless read within the client cache (SPEC §9: 10 s); nothing to refresh when signed out.
  useEffect(() => {
    if (!refetchOnWindowFocus) return;
    const onVisibility = () => {
      if (document.visibilityState !== "visible" || !store.session) return;
      if (Date.now() - store.lastSync < SESSION_CLIENT_CACHE_S * 1000) return;
      void refreshSession();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [refetchOnWindowFocus]);

  // Polling (SPEC §4: only while online unless refetchWhenOffline is not false).
  useEffect(() => {
    if (!refetchInterval) return;
    let online = navigator.onLine !== false;
    const onOnline = () => (online = true);
    const onOffline = () => (online = false);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    const timer = setInterval(() => {
      if (!store.session || (!online && !refetchWhenOffline)) return;
      void refreshSession();
    }, refetchInterval * 1000);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [refetchInterval, refetchWhenOffline]);

  const session = value.session;
  const context: SessionContextValue = {
    data: session ?? null,
    status: session === undefined ? "loading" : session ? "authenticated" : "unauthenticated",
    update: refreshSession,
  };
  return <SessionContext.Provider value={context}>{children}</SessionContext.Provider>;
}

/** The session and its status (SPEC §4). Outside a SessionProvider: loading. */
export function useSession(): SessionContextValue {
  return useContext(SessionContext) ?? { data: null, status: "loading", update: refreshSession };
}

/** Unit tests: forget the tab's session and channel. */
export const resetSessionClient = resetSessionStore;
