import { createHmac } from "node:crypto";
import type { Deps } from "../http/context";
import { badRequest } from "../http/errors";
import { kstDate } from "../http/time";
import { storeVerification } from "../services/account-recovery";

/**
 * Identity verification (PASS / NICE style) — SIMULATED.
 *
 * In production the web opens the provider's certification window; the provider calls our server back
 * with an encrypted result (name, phone, birth date, CI). Our server then issues its own short-lived,
 * single-use-per-purpose `serviceToken` (services/account-recovery.ts), which sign-up, social sign-up,
 * find-id and set-password consume. Only the provider part is simulated here.
 */
export interface VerifiedPerson {
  name: string;
  /** Digits only. */
  phone: string;
  birthDate: string;
  /** Connection information: the same person always has the same CI (88 base64 characters). */
  ci: string;
}

export interface IdentityProvider {
  /** Confirms the person; a real provider checks the carrier's records (SMS code) here. */
  verify(input: { name: string; phone: string; birthDate: string }): Promise<VerifiedPerson>;
}

const SIM_CI_SALT = "evsafe-identity-simulator";

/** CI derived deterministically from name, birth date and phone number. */
export function deriveCi(name: string, birthDate: string, phone: string): string {
  return createHmac("sha512", SIM_CI_SALT).update(`${name.trim()}|${birthDate}|${phone.replace(/\D/g, "")}`).digest("base64");
}

export const simulatedIdentityProvider: IdentityProvider = {
  async verify({ name, phone, birthDate }) {
    // REAL CALL GOES HERE: decrypt the PASS/NICE callback (EncodeData) and read name, mobile, birth date and CI.
    const digits = phone.replace(/\D/g, "");
    return { name: name.trim(), phone: digits, birthDate, ci: deriveCi(name, birthDate, digits) };
  },
};

const NAME = /^[가-힣a-zA-Z ]{2,50}$/;
const PHONE = /^01[016789]-?\d{3,4}-?\d{4}$/;

/**
 * `POST /{product}/api/sim/identity-verification {name, phone, birthDate}` → `{serviceToken, expiresAt}`.
 * Checks what a carrier would refuse (malformed input, a birth date in the future).
 */
export async function issueServiceToken(
  deps: Deps,
  input: { name: unknown; phone: unknown; birthDate: unknown },
  provider: IdentityProvider = simulatedIdentityProvider,
): Promise<{ serviceToken: string; expiresAt: string }> {
  const name = typeof input.name === "string" ? input.name.trim() : "";
  const phone = typeof input.phone === "string" ? input.phone.trim() : "";
  const birthDate = typeof input.birthDate === "string" ? input.birthDate.trim() : "";
  if (!NAME.test(name)) throw badRequest("이름을 2~50자의 한글 또는 영문으로 입력해 주세요.");
  if (!PHONE.test(phone)) throw badRequest("휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(`${birthDate}T00:00:00Z`)) || new Date(`${birthDate}T00:00:00Z`).toISOString().slice(0, 10) !== birthDate) {
    throw badRequest("생년월일을 YYYY-MM-DD 형식으로 입력해 주세요.");
  }
  if (birthDate > kstDate(deps.now()) || birthDate < "1900-01-01") throw badRequest("생년월일이 올바르지 않습니다.");
  const person = await provider.verify({ name, phone, birthDate });
  return storeVerification(deps, person);
}
