/**
 * The sign-out the error policy uses by default. shared/ does not import auth/, so application/ hands next-auth's
 * signOut in (application/error-policy-wiring.ts, run when the shell's effects load right after hydration, so none
 * of it is first-load JS). A sign-out asked for before that waits for it.
 */
export type SignOut = (opts: { redirect: false }) => Promise<unknown>;

let wiredSignOut: SignOut | undefined;
const waitingForWiring: Array<(signOut: SignOut) => void> = [];

/** Called by application/ when the shell's effects load. */
export function setErrorPolicySignOut(signOut: SignOut): void {
  wiredSignOut = signOut;
  for (const resume of waitingForWiring.splice(0)) resume(signOut);
}

/** Signs out with the sign-out application/ wired in, waiting for the wiring if it has not happened yet. */
export async function errorPolicySignOut(opts: { redirect: false }): Promise<unknown> {
  const signOut = wiredSignOut ?? (await new Promise<SignOut>((resume) => waitingForWiring.push(resume)));
  return signOut(opts);
}
