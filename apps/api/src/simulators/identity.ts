import { createHmac } from "node:crypto";
import { identityMismatch, type IdentityProvider } from "../services/third-parties";

/**
 * Identity verification (PASS / NICE style) — SIMULATED.
 *
 * In production the web opens the provider's certification window; the provider calls our server back
 * with an encrypted result (name, phone, birth date, CI). Our server then issues its own short-lived,
 * single-use-per-purpose `serviceToken` (services/account-recovery.ts), which sign-up, social sign-up,
 * find-id and set-password consume. Only the provider part (`IdentityProvider` of services/third-parties.ts)
 * is simulated here.
 */

const SIM_CI_SALT = "evsafe-identity-simulator";

/** CI derived deterministically from name, birth date and phone number. */
export function deriveCi(name: string, birthDate: string, phone: string): string {
  return createHmac("sha512", SIM_CI_SALT)
    .update(`${name.trim()}|${birthDate}|${phone.replace(/\D/g, "")}`)
    .digest("base64");
}

/** Numbers the simulated carrier has no subscriber for (010-0000-xxxx): verification answers the provider's mismatch. */
export const SIM_UNKNOWN_SUBSCRIBER_PREFIX = "0100000";

export const simulatedIdentityProvider: IdentityProvider = {
  async verify({ name, phone, birthDate }) {
    // REAL CALL GOES HERE: decrypt the PASS/NICE callback (EncodeData) and read name, mobile, birth date and CI.
    const digits = phone.replace(/\D/g, "");
    if (digits.startsWith(SIM_UNKNOWN_SUBSCRIBER_PREFIX)) throw identityMismatch();
    return { name: name.trim(), phone: digits, birthDate, ci: deriveCi(name, birthDate, digits) };
  },
};
