import { and, eq } from "drizzle-orm";
import {
  DELIVERY_LABEL,
  OBD_STATUS_LABEL,
  SERVICE_STATUS,
  SERVICE_STATUS_LABEL,
  USER_STATUS,
  USER_STATUS_LABEL,
  type DeviceType,
  type MyServiceStatus,
} from "@evsafe/contract";
import { users } from "../db/schema/core";
import { serviceApplications } from "../db/schema/service";
import type { AuthUser, Deps } from "../http/context";
import { notFound, unprocessable } from "../http/errors";
import { kstDate } from "../http/time";
import { kstIso } from "./common";
import { applyCancellationToPeriod, loadMemberAndApplication } from "./cancellation";
import { subscriptionCodes } from "./member-labels";
import { preparedRows } from "./prepared";
import { periodStartDue, startServicePeriod } from "./service-period";
import { CALLER_COLUMNS, type CallerQuery } from "./tokens";
import { mayApply } from "./signup";

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const isExpiredOn = (expiration: string | null, today: string) => !!expiration && expiration < today;

/**
 * What users/my-service-status shows of the member and their latest application, in one query (`$1` the user
 * number); with `caller`, also the caller's columns and authentication's condition (MY_SERVICE_STATUS_CALLER).
 */
const myServiceStatusSql = (caller: boolean) => `
SELECT ${CALLER_COLUMNS}, u.join_type AS "joinType", u.subscription, u.user_status AS "userStatus",
  u.obd_status AS "obdStatus", u.delivery_status AS "deliveryStatus", u.delivered_at AS "deliveredAt",
  to_char(u.service_started_at, 'YYYY-MM-DD') AS "serviceStartedAt",
  to_char(u.promotion_expiration_date, 'YYYY-MM-DD') AS "promotionExpirationDate",
  a.confirmed_device_type AS "confirmedDeviceType", a.cancel_requested_at AS "cancelRequestedAt"
FROM users u
LEFT JOIN LATERAL (
  SELECT confirmed_device_type, cancel_requested_at FROM service_applications
  WHERE user_no = u.user_no ORDER BY applied_at DESC, id DESC LIMIT 1
) a ON true
WHERE u.user_no = $1${caller ? " AND u.withdrawn_at IS NULL" : ""}`;

export type MyServiceStatusRow = AuthUser &
  Pick<
    typeof users.$inferSelect,
    | "joinType"
    | "subscription"
    | "userStatus"
    | "obdStatus"
    | "deliveryStatus"
    | "deliveredAt"
    | "serviceStartedAt"
    | "promotionExpirationDate"
  > &
  Pick<typeof serviceApplications.$inferSelect, "confirmedDeviceType" | "cancelRequestedAt">;

/** users/my-service-status's caller query (route.ts `caller`): authentication reads what the call shows. */
export const MY_SERVICE_STATUS_CALLER: CallerQuery<MyServiceStatusRow> = {
  name: "my_service_status_caller",
  sql: myServiceStatusSql(true),
};

const readMyServiceStatus = async (deps: Deps, userNo: number) => {
  const [row] = await preparedRows<MyServiceStatusRow>(deps, "my_service_status", myServiceStatusSql(false), [userNo]);
  if (!row) throw notFound("회원 정보를 찾을 수 없습니다.");
  return row;
};

/**
 * `users/my-service-status`. `read`: the row as MY_SERVICE_STATUS_CALLER read it when authenticating (read here
 * otherwise, and again when the delivery rule has just started the period).
 */
export async function myServiceStatus(deps: Deps, userNo: number, read?: MyServiceStatusRow): Promise<MyServiceStatus> {
  const today = kstDate(deps.now());
  let u = read ?? (await readMyServiceStatus(deps, userNo));
  const due = periodStartDue({ status: u.serviceStatus, startedAt: u.serviceStartedAt, deliveredAt: u.deliveredAt }, today);
  if (due) {
    await startServicePeriod(deps.db, userNo, due);
    u = await readMyServiceStatus(deps, userNo);
  }
  const app = u;
  const s = u.serviceStatus;
  const expired = isExpiredOn(u.serviceExpirationDate, today);
  return {
    ...subscriptionCodes(u),
    userStatus: u.userStatus,
    userStatusLabel: USER_STATUS_LABEL[u.userStatus],
    obdStatus: u.obdStatus,
    obdStatusLabel: OBD_STATUS_LABEL[u.obdStatus],
    deliveryStatus: u.deliveryStatus ?? null,
    deliveryStatusLabel: u.deliveryStatus ? DELIVERY_LABEL[u.deliveryStatus] : null,
    serviceStartDate: u.serviceStartedAt,
    serviceExpirationDate: u.serviceExpirationDate,
    promotionExpirationDate: u.promotionExpirationDate,
    isExpired: expired,
    daysLeft: u.serviceExpirationDate ? daysBetween(today, u.serviceExpirationDate) : null,
    canApply: mayApply(s, u.serviceExpirationDate, today),
    // A business member's service is the company's contract: the driver cannot end it.
    canCancel: s === SERVICE_STATUS.IN_USE && !expired && !u.isB2b,
    confirmedDeviceType: app.confirmedDeviceType ?? null,
    cancelRequestedAt: app.cancelRequestedAt ? kstIso(app.cancelRequestedAt) : null,
  };
}

/**
 * `users/my-service-status/update {deviceType}`: the app confirms the service status from a device
 * (after the service sign-up and on the service screen). Records the device on the member and on the
 * latest application (confirmedDeviceType, confirmedAt); answers the refreshed status.
 */
export async function confirmServiceDevice(deps: Deps, userNo: number, deviceType: DeviceType): Promise<MyServiceStatus> {
  const { app } = await loadMemberAndApplication(deps, userNo);
  const now = deps.now();
  await deps.db.update(users).set({ deviceType }).where(eq(users.userNo, userNo));
  if (app)
    await deps.db
      .update(serviceApplications)
      .set({ confirmedDeviceType: deviceType, confirmedAt: now })
      .where(eq(serviceApplications.id, app.id));
  return myServiceStatus(deps, userNo);
}

export async function expiredDate(deps: Deps, userNo: number) {
  const { u } = await loadMemberAndApplication(deps, userNo);
  return { expiredDate: u.serviceExpirationDate };
}

/** Expired = the expiry date has passed (never joined → false). */
export async function isExpired(deps: Deps, userNo: number) {
  const { u } = await loadMemberAndApplication(deps, userNo);
  return { result: isExpiredOn(u.serviceExpirationDate, kstDate(deps.now())) };
}

/**
 * `users/cancel-service`: in use (02) → cancellation requested (03); the service runs to the end of the month of use in
 * progress and the months after it are refunded (docs/subscription.md "Refund rule").
 */
export async function cancelService(deps: Deps, userNo: number): Promise<MyServiceStatus> {
  const { u, app } = await loadMemberAndApplication(deps, userNo);
  const s = u.serviceStatus;
  if (s !== SERVICE_STATUS.IN_USE) {
    const why =
      s === SERVICE_STATUS.CANCEL_REQUESTED
        ? "이미 해지 신청이 접수되었습니다."
        : s === SERVICE_STATUS.APPLYING
          ? "서비스 신청이 진행 중이라 해지할 수 없습니다. 단말기 설치 후 해지하거나 고객센터로 문의해 주세요."
          : `서비스가 ${SERVICE_STATUS_LABEL[s]} 상태라 해지할 수 없습니다.`;
    throw unprocessable(why, "CANNOT_CANCEL");
  }
  if (u.isB2b) {
    throw unprocessable(
      `${u.companyName ?? "회사"}에서 관리하는 서비스라 직접 해지할 수 없습니다. 회사 담당자에게 요청해 주세요.`,
      "CANNOT_CANCEL",
    );
  }
  if (isExpiredOn(u.serviceExpirationDate, kstDate(deps.now()))) {
    throw unprocessable("서비스 기간이 이미 만료되어 해지 신청이 필요하지 않습니다.", "CANNOT_CANCEL");
  }
  const now = deps.now();
  const updated = await deps.db
    .update(users)
    .set({ serviceStatus: SERVICE_STATUS.CANCEL_REQUESTED, userStatus: USER_STATUS.SERVICE_CANCEL_REQUESTED })
    .where(and(eq(users.userNo, userNo), eq(users.serviceStatus, SERVICE_STATUS.IN_USE)))
    .returning({ userNo: users.userNo });
  if (updated.length === 0) throw unprocessable("이미 해지 신청이 접수되었습니다.", "CANNOT_CANCEL");
  // The refund rule: the service now ends at the end of the month in progress (services/cancellation.ts).
  if (app) await applyCancellationToPeriod(deps, userNo, now);
  return myServiceStatus(deps, userNo);
}
