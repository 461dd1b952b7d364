/**
 * The signed-in user's access token as the api-client sees it in the browser (SPEC §6: calls carry the session's
 * Bearer token unless they give one).
 *
 * The auth provider publishes the session here. Either, preferred, during render of a component placed before
 * the screens (so the token is known before any screen's effect fetches):
 *
 * ```tsx
 * function SessionTokenSource() {            // rendered by AuthSessionProvider before {children}
 *   const { data, status } = useSession();
 *   publishSession({ status, accessToken: data?.accessToken });
 *   return null;
 * }
 * ```
 *
 * Browser only: on the server a module-level value would be shared by every request of every user, so
 * `getAccessToken()` answers `undefined` there and server code (getServerSideProps) passes `token` itself.
 */
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** How long a call needing a session waits for a loading session before going out without a token. */
export const SESSION_WAIT_MS = 10_000;

let published: { status: SessionStatus; accessToken: string | undefined } | undefined;
const waiters = new Set<() => void>();

/** The auth provider's view of the session (call it on every render of the session source; cheap and idempotent). */
export function publishSession(session: { status: SessionStatus; accessToken?: string | null }): void {
  if (typeof window === "undefined") return;
  published = { status: session.status, accessToken: session.accessToken || undefined };
  if (session.status !== "loading") for (const wake of [...waiters]) wake();
}

/** The current session's access token in the browser, or `undefined` (signed out, nothing published, or on the server). */
export function getAccessToken(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return published?.accessToken;
}

/**
 * Resolves once the session is known (at once when it is, when nothing was published, or on the server), or
 * after SESSION_WAIT_MS. The api-client waits on it before a call that needs a session, so a screen that
 * fetches while the session is still loading does not get a 401 (which would sign the user out).
 */
export function sessionSettled(timeoutMs = SESSION_WAIT_MS): Promise<void> {
  if (typeof window === "undefined" || published?.status !== "loading") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    waiters.add(done);
  });
}

let signOutHereUntil = 0;
/** This tab is signing out and navigates by itself (error policy 401): the shell does not redirect on its own. */
export function markSignOutHere(ms = 10_000): void {
  signOutHereUntil = Date.now() + ms;
}
export function isSigningOutHere(): boolean {
  return Date.now() < signOutHereUntil;
}

/** Unit tests: forget the published session. */
export function resetSessionToken(): void {
  published = undefined;
  for (const wake of [...waiters]) wake();
}
