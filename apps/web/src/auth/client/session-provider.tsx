import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider } from "./client";
import { sessionPollSeconds } from "./session-config";
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
 * The app's session provider (render it in _app around everything): the session client of `auth/client.tsx`
 * (status, visibility refetch with the 10 s client cache, polling in seconds from config, offline pause, cross-tab
 * broadcast) plus the sign-out of a session the server marked unusable.
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
      refetchOnWindowFocus={refetchOnWindowFocus}
      refetchInterval={refetchInterval}
      refetchWhenOffline={refetchWhenOffline}
    >
      <SessionErrorSignOut />
      {children}
    </SessionProvider>
  );
}

function SessionErrorSignOut() {
  useSessionErrorSignOut();
  return null;
}
