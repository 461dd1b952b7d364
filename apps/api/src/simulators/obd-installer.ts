import { and, eq, sql } from "drizzle-orm";
import { SERVICE_STATUS, type MyServiceStatus } from "@evsafe/contract";
import { users } from "../db/schema/core";
import type { Deps } from "../http/context";
import { conflict } from "../http/errors";
import { kstDate } from "../http/time";
import { startServicePeriod } from "../services/service-period";
import { myServiceStatus } from "../services/subscription";

/** What the installer reports: the device is in and delivered; the first trip's data has not come in yet. */
const INSTALLED_OBD_STATUS = "INSTALLED_EMPTY_DATA";
const DELIVERED = "03";
/** Simulated serials sit apart from the demo seed's (OBD-240000 onwards). */
const SIM_SERIAL_BASE = 700_000;

/**
 * The OBD installer's report in demo mode (`POST sim/obd/install` with the member's token): the device of an
 * application (01) is installed, so the service is in use (02) from now on and its paid period starts today (unless
 * the delivery rule of services/service-period.ts started it already). Any other state → 409.
 */
export async function reportInstallation(deps: Deps, userNo: number): Promise<MyServiceStatus> {
  const now = deps.now();
  const installed = await deps.db.transaction(async (tx) => {
    await startServicePeriod(tx, userNo, kstDate(now));
    return tx
      .update(users)
      .set({
        serviceStatus: SERVICE_STATUS.IN_USE,
        obdStatus: INSTALLED_OBD_STATUS,
        obdInstalledAt: now,
        // The installed device's serial, as the installer reads it off the label (a re-join may keep this device).
        obdSerial: sql`coalesce(${users.obdSerial}, ${`OBD-${SIM_SERIAL_BASE + userNo}`})`,
        deliveryStatus: DELIVERED,
        deliveredAt: sql`coalesce(${users.deliveredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(users.userNo, userNo), eq(users.serviceStatus, SERVICE_STATUS.APPLYING)))
      .returning({ userNo: users.userNo });
  });
  if (installed.length === 0) throw conflict("서비스 신청 중인 회원만 단말기 설치를 기록할 수 있습니다.");
  return myServiceStatus(deps, userNo);
}
