import { and, eq, isNull } from "drizzle-orm";
import type { TokenPair } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { unauthorized } from "../http/errors";
import { users } from "../db/schema/core";
import { verifyPassword } from "./passwords";
import { issueTokens } from "./tokens";

export const INVALID_CREDENTIALS = "아이디 또는 비밀번호가 일치하지 않습니다.";

export async function login(deps: Deps, loginId: string, password: string): Promise<TokenPair> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.loginId, loginId), isNull(users.withdrawnAt)));
  // Verify against a dummy hash for unknown ids so timing does not reveal which ids exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  return issueTokens(deps, user);
}

const DUMMY_HASH = "scrypt$32768$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
