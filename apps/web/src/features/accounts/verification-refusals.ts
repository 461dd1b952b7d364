/**
 * The API's refusals of a serviceToken (docs/simulators.md): unknown, expired or already used for this purpose. The
 * token cannot serve again, so a journey forgets its verification (`forgetVerification`) and offers to verify again.
 */
export const SPENT_VERIFICATION_CODES: ReadonlySet<string> = new Set(["IDENTITY_INVALID", "IDENTITY_EXPIRED", "IDENTITY_USED"]);
