import { and, desc, eq, isNull } from "drizzle-orm";
import { PERIOD_START_AFTER_DELIVERY_DAYS, SERVICE_STATUS, type ServiceStatus } from "@evsafe/contract";
import { users } from "../db/schema/core";
import { serviceApplications } from "../db/schema/service";
import type { Deps } from "../http/context";
import { addDays, addMonths, kstDate } from "../http/time";
import type { DbLike } from "./account-recovery";

/** The delivery rule's number of days, with its reason, is the contract's (the payment step states it too). */
export { PERIOD_START_AFTER_DELIVERY_DAYS };

/**
 * Starts the period of an application (01) whose period has not started: from `startDay` for the months of the latest
 * application (and the free period of its promotion key). Once started it is never moved. A re-join that kept its
 * device is in use (02) from the sign-up on, so it names that state. Answers the dates it set, or null when it set
 * none (no application, another state, or a period already started).
 */
export async function startServicePeriod(
  db: DbLike,
  userNo: number,
  startDay: string,
  { status = SERVICE_STATUS.APPLYING }: { status?: ServiceStatus } = {},
) {
  const [app] = await db
    .select({ months: serviceApplications.months, promoKey: serviceApplications.promoKey })
    .from(serviceApplications)
    .where(eq(serviceApplications.userNo, userNo))
    .orderBy(desc(serviceApplications.appliedAt), desc(serviceApplications.id))
    .limit(1);
  if (!app) return null;
  const serviceExpirationDate = addMonths(startDay, app.months);
  const [set] = await db
    .update(users)
    .set({ serviceStartedAt: startDay, serviceExpirationDate, promotionExpirationDate: app.promoKey ? serviceExpirationDate : null })
    .where(and(eq(users.userNo, userNo), eq(users.serviceStatus, status), isNull(users.serviceStartedAt)))
    .returning({
      serviceStartDate: users.serviceStartedAt,
      serviceExpirationDate: users.serviceExpirationDate,
      promotionExpirationDate: users.promotionExpirationDate,
    });
  return set ?? null;
}

/** The day the delivery rule starts the period on, when it is due by `today` and not started yet (else null). */
export function periodStartDue(
  u: { status: ServiceStatus; startedAt: string | null; deliveredAt: Date | null },
  today: string,
): string | null {
  if (u.status !== SERVICE_STATUS.APPLYING || u.startedAt || !u.deliveredAt) return null;
  const due = addDays(kstDate(u.deliveredAt), PERIOD_START_AFTER_DELIVERY_DAYS);
  return due <= today ? due : null;
}

/** The delivery rule, read when the member's service is read: a device delivered long enough ago starts the period. */
export async function startPeriodDueAfterDelivery(deps: Deps, userNo: number) {
  const [u] = await deps.db
    .select({ status: users.serviceStatus, startedAt: users.serviceStartedAt, deliveredAt: users.deliveredAt })
    .from(users)
    .where(eq(users.userNo, userNo));
  const due = u ? periodStartDue(u, kstDate(deps.now())) : null;
  if (due) await startServicePeriod(deps.db, userNo, due);
}
