/**
 * The signed-in user's access token as the api-client sees it in the browser (SPEC §6: calls carry the session's
 * Bearer token unless they give one).
 *
 * The auth provider owns the session; it registers a getter once, e.g. in a component under
 * `AuthSessionProvider`:
 *
 * ```ts
 * const { data } = useSession();
 * const tokenRef = useRef<string | undefined>(undefined);
 * tokenRef.current = data?.accessToken || undefined;
 * useEffect(() => setAccessTokenGetter(() => tokenRef.current), []);
 * ```
 *
 * Browser only: on the server a module-level value would be shared by every request of every user, so
 * `getAccessToken()` answers `undefined` there and server code (getServerSideProps) passes `token` itself.
 */
export type AccessTokenGetter = () => string | null | undefined;

let getter: AccessTokenGetter | undefined;

/** Registers where the current access token comes from (the auth provider calls this). Returns an unregister function. */
export function setAccessTokenGetter(fn: AccessTokenGetter | undefined): () => void {
  getter = fn;
  return () => {
    if (getter === fn) getter = undefined;
  };
}

/** The current session's access token in the browser, or `undefined` (signed out, no getter, or on the server). */
export function getAccessToken(): string | undefined {
  if (typeof window === "undefined" || !getter) return undefined;
  try {
    return getter() || undefined;
  } catch (error) {
    // A broken getter must not break every call: the call goes out without a token and the API answers 401.
    console.error("[session-token] access token getter failed", error);
    return undefined;
  }
}
