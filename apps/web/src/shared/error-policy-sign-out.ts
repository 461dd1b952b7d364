/**
 * The sign-out the error policy uses by default. shared/ does not import auth/, so application/ hands next-auth's signOut in
 * when the app loads (application/error-policy-wiring.ts). This module is tiny and has no imports: it is in every page's first
 * load, the error policy itself loads with the first failure.
 */
export type SignOut = (opts: { redirect: false }) => Promise<unknown>;

let wiredSignOut: SignOut | undefined;

/** Called once by application/ when the app loads. */
export function setErrorPolicySignOut(signOut: SignOut): void {
  wiredSignOut = signOut;
}

/** The sign-out application/ wired in; rejects when none was (a unit test without the app), which the policy logs before it still leaves the page. */
export function errorPolicySignOut(opts: { redirect: false }): Promise<unknown> {
  if (!wiredSignOut) return Promise.reject(new Error("error policy: no signOut wired (application/error-policy-wiring.ts)"));
  return wiredSignOut(opts);
}
