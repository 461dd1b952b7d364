import { and, desc, eq, isNull } from "drizzle-orm";
import { SERVICE_STATUS } from "@evsafe/contract";
import { users } from "../db/schema/core";
import { serviceApplications } from "../db/schema/service";
import type { Deps } from "../http/context";
import { addDays, addMonths, kstDate } from "../http/time";
import type { DbLike } from "./account-recovery";

/**
 * The paid period starts when the OBD device is installed, not when the member pays: the service is of no use before.
 * A member who leaves the delivered device in its box would otherwise hold the period back for ever, so it starts at
 * the latest this many days after the delivery: two weekends to plug it in on a first drive, and the window a
 * courier's "not received" claim has, so a device lost on the way never starts a period.
 */
export const PERIOD_START_AFTER_DELIVERY_DAYS = 14;

/**
 * Starts the period of an application (01) whose period has not started: from `startDay` for the months of the latest
 * application (and the free period of its promotion key). Once started it is never moved.
 */
export async function startServicePeriod(db: DbLike, userNo: number, startDay: string) {
  const [app] = await db
    .select({ months: serviceApplications.months, promoKey: serviceApplications.promoKey })
    .from(serviceApplications)
    .where(eq(serviceApplications.userNo, userNo))
    .orderBy(desc(serviceApplications.appliedAt), desc(serviceApplications.id))
    .limit(1);
  if (!app) return;
  const serviceExpirationDate = addMonths(startDay, app.months);
  await db
    .update(users)
    .set({ serviceStartedAt: startDay, serviceExpirationDate, promotionExpirationDate: app.promoKey ? serviceExpirationDate : null })
    .where(and(eq(users.userNo, userNo), eq(users.serviceStatus, SERVICE_STATUS.APPLYING), isNull(users.serviceStartedAt)));
}

/** The delivery rule, read when the member's service is read: a device delivered long enough ago starts the period. */
export async function startPeriodDueAfterDelivery(deps: Deps, userNo: number) {
  const [u] = await deps.db
    .select({ status: users.serviceStatus, startedAt: users.serviceStartedAt, deliveredAt: users.deliveredAt })
    .from(users)
    .where(eq(users.userNo, userNo));
  if (!u || u.status !== SERVICE_STATUS.APPLYING || u.startedAt || !u.deliveredAt) return;
  const due = addDays(kstDate(u.deliveredAt), PERIOD_START_AFTER_DELIVERY_DAYS);
  if (due <= kstDate(deps.now())) await startServicePeriod(deps.db, userNo, due);
}
