import { useEffect, useRef, type ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider, useSession } from "next-auth/react";
import { AUTH_BASE_PATH } from "./config";
import { revalidateSession } from "./session-revalidate";
import { SESSION_CLIENT_CACHE_S, sessionPollSeconds } from "./session-config";
import { useSessionErrorSignOut } from "./use-session-error-sign-out";

export interface AuthSessionProviderProps {
  children: ReactNode;
  /** From getServerSideProps (`withSession` puts it in `pageProps.session`): starts authenticated, no fetch. */
  session?: Session | null;
  /** SPEC §4: refetch when the tab becomes visible (default on), at most once per SPEC §9's 10 s client cache. */
  refetchOnWindowFocus?: boolean;
  /** Seconds; default from NEXT_PUBLIC_SESSION_POLL_SECONDS (300). 0 = no polling. */
  refetchInterval?: number;
  /** SPEC §4: polling runs only while online unless this is true. Default false. */
  refetchWhenOffline?: boolean;
}

/**
 * The app's session provider (render it in _app around everything). next-auth's SessionProvider does the
 * fetching, the loading → authenticated/unauthenticated status, polling and the cross-tab broadcast (sign-in
 * and sign-out post to the other tabs, which refetch). On top of it:
 * - refetch on visibility with the 10 s client cache (next-auth v4 dropped its `staleTime`, so its own
 *   visibility refetch is turned off and replaced here);
 * - sign-out when the session carries an error.
 */
export function AuthSessionProvider({
  children,
  session,
  refetchOnWindowFocus = true,
  refetchInterval = sessionPollSeconds(),
  refetchWhenOffline = false,
}: AuthSessionProviderProps) {
  return (
    <SessionProvider
      session={session}
      basePath={AUTH_BASE_PATH}
      refetchOnWindowFocus={false}
      refetchInterval={refetchInterval}
      // next-auth's prop only accepts `false`; leaving it unset means "refetch even when offline".
      {...(refetchWhenOffline ? {} : { refetchWhenOffline: false as const })}
    >
      <SessionBehaviour refetchOnVisible={refetchOnWindowFocus} />
      {children}
    </SessionProvider>
  );
}

function SessionBehaviour({ refetchOnVisible }: { refetchOnVisible: boolean }) {
  useSessionErrorSignOut();
  useRefetchOnVisible(refetchOnVisible);
  return null;
}

/** Refetches when the tab becomes visible unless the session was fetched less than SESSION_CLIENT_CACHE_S ago. */
function useRefetchOnVisible(enabled: boolean) {
  const { data, status } = useSession();
  const lastSync = useRef(Date.now());
  // Every answer from /api/auth/session is a new object: that moment is the last sync.
  useEffect(() => {
    lastSync.current = Date.now();
  }, [data, status]);
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      if (document.visibilityState !== "visible") return;
      if (Date.now() - lastSync.current < SESSION_CLIENT_CACHE_S * 1000) return;
      lastSync.current = Date.now();
      revalidateSession();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [enabled]);
}
