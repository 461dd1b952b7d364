import {
  BIRTH_DATE_RANGE_MESSAGE,
  IdentityVerificationBodySchema,
  isOldEnoughToSignUp,
  UNDER_AGE_MESSAGE,
} from "@evsafe/contract/account-rules";
import { ERROR_CODES } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest, conflict, HttpError } from "../http/errors";
import { kstDate } from "../http/time";
import { accountOfPerson, storeVerification } from "./account-recovery";
import { ALREADY_MEMBER } from "./signup";

/** Purposes whose verification leads to a new account: the person must be old enough and not yet a member. */
const SIGNUP_PURPOSES = new Set(["signup", "oauth-signup"]);

/**
 * `POST identity-verification {name, phone, birthDate, purpose?}` (and its demo alias `sim/identity-verification`)
 * → `{serviceToken, expiresAt}`: the configured provider (`deps.identity`) confirms the person, then
 * services/account-recovery.ts issues our own serviceToken. Checks what a carrier would refuse (the contract's
 * rules: malformed input, a birth date in the future) before asking the provider, each error naming its field;
 * without a configured provider the answer is 503 NOT_CONFIGURED. For a sign-up purpose an under-age person
 * (422 UNDER_AGE) or an existing member (409 ALREADY_MEMBER) is told now rather than after the sign-up form;
 * sign-up itself checks both again. `requesterIp` (the client's req.ip) keys the per-requester verification limit.
 */
export async function issueServiceToken(
  deps: Deps,
  input: unknown,
  requesterIp: string,
): Promise<{ serviceToken: string; expiresAt: string }> {
  if (input === undefined || input === null || typeof input !== "object" || Array.isArray(input))
    throw badRequest("요청 본문이 올바르지 않습니다.");
  const parsed = IdentityVerificationBodySchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
    throw new HttpError(400, ERROR_CODES.VALIDATION, issue.message, field);
  }
  const { name, phone, birthDate, purpose } = parsed.data;
  const today = kstDate(deps.now());
  if (birthDate > today) throw new HttpError(400, ERROR_CODES.VALIDATION, BIRTH_DATE_RANGE_MESSAGE, "birthDate");
  const person = await deps.identity.verify({ name, phone, birthDate });
  const issued = await storeVerification(deps, person, requesterIp);
  if (purpose && SIGNUP_PURPOSES.has(purpose)) {
    // After storeVerification, so these answers count against the per-phone limits like any verification.
    if (!isOldEnoughToSignUp(person.birthDate, today)) throw new HttpError(422, "UNDER_AGE", UNDER_AGE_MESSAGE, "birthDate");
    if (await accountOfPerson(deps, person.ci)) throw conflict(ALREADY_MEMBER, "ALREADY_MEMBER");
  }
  return issued;
}
