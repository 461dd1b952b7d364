import { eq } from "drizzle-orm";
import { users } from "../db/schema/core";
import type { Deps } from "../http/context";
import { badRequest, conflict } from "../http/errors";

const COMPANY_NAME_MAX = 50;

/**
 * The company's fleet manager enrolling a member in demo mode (`POST sim/company/enrol {companyName}` with the
 * member's token): from now on the member is a business (B2B) member whose company pays (docs/simulators.md). The
 * real enrolment happens in the company's admin system, which this reference API does not have.
 */
export async function enrolInCompany(deps: Deps, userNo: number, companyName: unknown) {
  const name = typeof companyName === "string" ? companyName.trim() : "";
  if (!name || name.length > COMPANY_NAME_MAX) throw badRequest(`회사 이름을 ${COMPANY_NAME_MAX}자 이내로 보내 주세요.`);
  const [u] = await deps.db.select({ isB2b: users.isB2b }).from(users).where(eq(users.userNo, userNo));
  if (u?.isB2b) throw conflict("이미 기업 회원입니다.");
  await deps.db.update(users).set({ isB2b: true, companyName: name }).where(eq(users.userNo, userNo));
  return { isB2b: true, companyName: name };
}
