import { eq } from "drizzle-orm";
import { SERVICE_STATUS, USER_STATUS, type MyServiceStatus } from "@evsafe/contract";
import { users } from "../db/schema/core";
import type { Deps } from "../http/context";
import { conflict } from "../http/errors";
import { kstDate } from "../http/time";
import { myServiceStatus } from "../services/subscription";

const DAY_MS = 86_400_000;
const RUNNING: string[] = [SERVICE_STATUS.APPLYING, SERVICE_STATUS.IN_USE, SERVICE_STATUS.CANCEL_REQUESTED];

/**
 * The end of a service's period in demo mode (`POST sim/service/lapse` with the member's token), as the calendar would
 * bring it: the expiry date becomes yesterday, and a requested cancellation (03) becomes cancelled (04). So an expired
 * or cancelled member can be tried today (docs/simulators.md). Without a running service → 409.
 */
export async function lapseService(deps: Deps, userNo: number): Promise<MyServiceStatus> {
  const [u] = await deps.db.select({ serviceStatus: users.serviceStatus }).from(users).where(eq(users.userNo, userNo));
  if (!u || !RUNNING.includes(u.serviceStatus)) throw conflict("이용 중인 서비스가 있는 회원만 기간을 끝낼 수 있습니다.");
  const yesterday = kstDate(new Date(deps.now().getTime() - DAY_MS));
  const cancelled = u.serviceStatus === SERVICE_STATUS.CANCEL_REQUESTED;
  await deps.db
    .update(users)
    .set({
      serviceExpirationDate: yesterday,
      ...(cancelled ? { serviceStatus: SERVICE_STATUS.CANCELLED, userStatus: USER_STATUS.SERVICE_CANCELLED } : {}),
    })
    .where(eq(users.userNo, userNo));
  return myServiceStatus(deps, userNo);
}
