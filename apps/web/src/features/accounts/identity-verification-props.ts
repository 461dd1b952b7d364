import { IDENTITY_PURPOSES, type IdentityPurpose } from "@evsafe/contract/constants/account";
import { guestOnly } from "@/auth/server/guest-only";

export interface IdentityVerificationProps extends Record<string, unknown> {
  purpose: IdentityPurpose;
}

/** `?purpose=` of /auth/identity-verification: signup unless it names another journey (never oauth-signup: its own page). */
export const purposeOf = (value: unknown): IdentityPurpose =>
  typeof value === "string" && value !== "oauth-signup" && (IDENTITY_PURPOSES as readonly string[]).includes(value)
    ? (value as IdentityPurpose)
    : "signup";

/** /auth/identity-verification (visitors only). */
export const getIdentityVerificationProps = guestOnly<IdentityVerificationProps>(async (ctx) => ({
  props: { purpose: purposeOf(ctx.query.purpose) },
}));

/** /auth/oauth/identity-verification (visitors only): always the social sign-up. */
export const getOauthIdentityVerificationProps = guestOnly<IdentityVerificationProps>(async () => ({ props: { purpose: "oauth-signup" } }));
