import type { Deps } from "../http/context";
import { badRequest } from "../http/errors";
import { kstDate } from "../http/time";
import { storeVerification } from "./account-recovery";

const NAME = /^[가-힣a-zA-Z ]{2,50}$/;
const PHONE = /^01[016789]-?\d{3,4}-?\d{4}$/;
const OLDEST_BIRTH_DATE = "1900-01-01";

/**
 * `POST identity-verification {name, phone, birthDate}` (and its demo alias `sim/identity-verification`)
 * → `{serviceToken, expiresAt}`: the configured provider (`deps.identity`) confirms the person, then
 * services/account-recovery.ts issues our own serviceToken. Checks what a carrier would refuse
 * (malformed input, a birth date in the future) before asking the provider; without a configured
 * provider the answer is 503 NOT_CONFIGURED.
 */
export async function issueServiceToken(
  deps: Deps,
  input: { name: unknown; phone: unknown; birthDate: unknown },
): Promise<{ serviceToken: string; expiresAt: string }> {
  const name = typeof input.name === "string" ? input.name.trim() : "";
  const phone = typeof input.phone === "string" ? input.phone.trim() : "";
  const birthDate = typeof input.birthDate === "string" ? input.birthDate.trim() : "";
  if (!NAME.test(name)) throw badRequest("이름을 2~50자의 한글 또는 영문으로 입력해 주세요.");
  if (!PHONE.test(phone)) throw badRequest("휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(`${birthDate}T00:00:00Z`)) || new Date(`${birthDate}T00:00:00Z`).toISOString().slice(0, 10) !== birthDate) {
    throw badRequest("생년월일을 YYYY-MM-DD 형식으로 입력해 주세요.");
  }
  if (birthDate > kstDate(deps.now()) || birthDate < OLDEST_BIRTH_DATE) throw badRequest("생년월일이 올바르지 않습니다.");
  const person = await deps.identity.verify({ name, phone, birthDate });
  return storeVerification(deps, person);
}
