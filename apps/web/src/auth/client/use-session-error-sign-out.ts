import { useEffect, useRef } from "react";
import { useSession } from "./client";
import { AUTH_TOKEN_ERRORS } from "../token-errors";

/** SPEC §5: decode errors go to the root page. */
const DECODE_ERROR_DESTINATION = "/";
/** SPEC §2: /unauthorized is shown after a forced sign-out and takes a callbackUrl. */
const UNAUTHORIZED_PATH = "/unauthorized";

/** Where a session marked with `error` signs out to. */
export function signOutDestination(error: string, currentPath: string): string {
  if (error === AUTH_TOKEN_ERRORS.DECODE_FAILED) return DECODE_ERROR_DESTINATION;
  return `${UNAUTHORIZED_PATH}?${new URLSearchParams({ callbackUrl: currentPath })}`;
}

type SignOut = (options: { callbackUrl: string }) => Promise<unknown>;

/**
 * Signs the user out (once) when the session carries an error: a refused refresh (→ /unauthorized?callbackUrl)
 * or an undecodable access token (→ `/`, SPEC §5). next-auth's signOut clears the cookie, tells the other tabs
 * and navigates. AuthSessionProvider mounts this already.
 */
/** The actions module loads only when a session actually has to end (it is not first-load JS). */
const lazySignOut: SignOut = async (options) => (await import("./actions")).signOut(options);

export function useSessionErrorSignOut(signOut: SignOut = lazySignOut): void {
  const { data } = useSession();
  const error = data?.error;
  const started = useRef(false);
  useEffect(() => {
    if (!error || started.current) return;
    started.current = true;
    const here = `${window.location.pathname}${window.location.search}`;
    void signOut({ callbackUrl: signOutDestination(error, here) });
  }, [error, signOut]);
}
