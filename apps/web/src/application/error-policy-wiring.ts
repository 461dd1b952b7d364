import { setErrorPolicySignOut } from "@/shared/error-policy-sign-out";

/**
 * The error policy's default wiring (SPEC §8): its sign-out is next-auth's (POST /api/auth/signout clears the session
 * cookie and tells the other tabs). auth/actions loads with the first sign-out, not with the page (first-load JS).
 */
export function wireErrorPolicy(): void {
  setErrorPolicySignOut(async (opts) => (await import("@/auth/client/actions")).signOut(opts));
}
