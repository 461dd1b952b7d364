import { SERVICE_STATUS, SERVICE_STATUS_LABEL } from "@evsafe/contract/constants/service";
import type { MyServiceStatus } from "@evsafe/contract";

/**
 * What a session page does for each subscription state (SPEC §4 service subscription 00–04). One pure function,
 * so every screen (home, menu, diagnosis, safety index) draws the same next step for the same status.
 *
 * - `not-joined` (00): the user has an account but no service → 서비스 가입하기.
 * - `applying` (01): the application is in; the OBD device is on its way or not yet installed → its progress.
 * - `in-use` (02): the screen's own content.
 * - `cancel-requested` (03): still in service until the end date → the end date, and the screen's content.
 * - `ended` (04, or any status whose expiry date has passed): service endpoints refuse (403 SERVICE_EXPIRED),
 *   so the screen calls none of them and shows how to join again.
 */
export type ServiceView = "not-joined" | "applying" | "in-use" | "cancel-requested" | "ended";

export function serviceViewOf(status: Pick<MyServiceStatus, "serviceStatus" | "isExpired">): ServiceView {
  if (status.serviceStatus === SERVICE_STATUS.NOT_JOINED) return "not-joined";
  if (status.serviceStatus === SERVICE_STATUS.CANCELLED || status.isExpired) return "ended";
  if (status.serviceStatus === SERVICE_STATUS.APPLYING) return "applying";
  if (status.serviceStatus === SERVICE_STATUS.CANCEL_REQUESTED) return "cancel-requested";
  return "in-use";
}

/** True when the screen may load its service data (main/info, diagnosis, safety score). */
export function hasServiceAccess(view: ServiceView): boolean {
  return view === "in-use" || view === "cancel-requested";
}

/** Shown instead of 이용중/해지신청 once the expiry date has passed (the API no longer serves the data). */
export const EXPIRED_LABEL = "이용 기간 만료";

/** The Korean label of the status (the contract's SERVICE_STATUS_LABEL); EXPIRED_LABEL for a lapsed service. */
export function serviceStatusLabel(status: Pick<MyServiceStatus, "serviceStatus" | "isExpired">): string {
  const lapsed =
    status.isExpired && status.serviceStatus !== SERVICE_STATUS.NOT_JOINED && status.serviceStatus !== SERVICE_STATUS.CANCELLED;
  return lapsed ? EXPIRED_LABEL : SERVICE_STATUS_LABEL[status.serviceStatus];
}
