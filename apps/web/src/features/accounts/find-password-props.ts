import { guestOnly } from "@/auth/server/guest-only";

/** /find/password's two steps on one page: the identity verification, then the new password (`?step=new-password`). */
export type FindPasswordStep = "verify" | "new-password";

export interface FindPasswordProps extends Record<string, unknown> {
  step: FindPasswordStep;
}

export const findPasswordStepOf = (value: unknown): FindPasswordStep => (value === "new-password" ? "new-password" : "verify");

/** /find/password (visitors only). */
export const getFindPasswordProps = guestOnly<FindPasswordProps>(async (ctx) => ({ props: { step: findPasswordStepOf(ctx.query.step) } }));
