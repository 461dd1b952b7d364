import { and, asc, eq, inArray, isNull, or, gte } from "drizzle-orm";
import { ALERT_TYPE, DELIVERY, OBD_STATUS, SERVICE_STATUS, type ObdStatus, type ServiceStatus } from "@evsafe/contract";
import { charges, dailyBattery, trips, users, vehicles } from "../db/schema/core";
import { alerts } from "../db/schema/main";
import { DEMO_ACCOUNTS } from "../db/seed/accounts";
import { generateTelemetry, telemetryVehicle, type Profile } from "../db/seed/telemetry";
import type { Deps } from "../http/context";
import { conflict, HttpError } from "../http/errors";
import { addDays, kstDate, kstDayStart } from "../http/time";
import { alertTimeOf, deriveSafetyAlerts } from "../services/alerts";
import { reportInstallation } from "./obd-installer";

/** What one demo day did for a member (`POST sim/demo/day`). */
export interface DemoDayResult {
  /** The day whose driving and charging were written. */
  day: string;
  /** The device was installed by this day (the member was applying). */
  installed: boolean;
  trips: number;
  charges: number;
  /** Safety alerts the day raised. */
  alerts: number;
  /** One Korean sentence for the member. */
  message: string;
}

const INSTALLED: ObdStatus[] = [OBD_STATUS.INSTALLED_OK, OBD_STATUS.INSTALLED_EMPTY_DATA];
const WITH_ACCESS: ServiceStatus[] = [SERVICE_STATUS.IN_USE, SERVICE_STATUS.CANCEL_REQUESTED];
/** Days regenerated at most to continue a vehicle's history (the generator is deterministic from its first day). */
const HISTORY_DAYS = 400;

/**
 * "A day passes" for one member in demo mode (the demo control "데모: 하루 지나기"): an application (01) has its device
 * delivered and installed today (the installer's report: the paid period starts today), then a member in service
 * with an installed device gets today's driving and charging, written whole. A day already written, a service
 * without access or a device not in the car → 409 with the reason in Korean.
 */
export async function passDemoDay(deps: Deps, userNo: number): Promise<DemoDayResult> {
  const [u] = await deps.db
    .select({ serviceStatus: users.serviceStatus, obdStatus: users.obdStatus, exp: users.serviceExpirationDate })
    .from(users)
    .where(eq(users.userNo, userNo));
  if (!u) throw conflict("회원 정보를 찾을 수 없습니다.");
  const today = kstDate(deps.now());
  let installed = false;
  if (u.serviceStatus === SERVICE_STATUS.APPLYING) {
    try {
      await reportInstallation(deps, userNo);
      installed = true;
    } catch (err) {
      // A concurrent day installed it first (409): go on with the day.
      if (!(err instanceof HttpError && err.status === 409)) throw err;
    }
  } else {
    refuseWithoutService(u, today);
  }
  const written = await writeDemoDay(deps, userNo, today);
  if (!written) {
    throw conflict(
      "오늘 하루의 주행·충전 데이터는 이미 기록되었어요. 데모에서는 하루에 한 번 기록되니, 내일 다시 눌러 주세요.",
      "DEMO_DAY_DONE",
    );
  }
  return {
    day: today,
    installed,
    ...written,
    message: `${installed ? "단말기가 설치되었고, " : ""}오늘 하루의 주행 ${written.trips}회와 충전 ${written.charges}회가 기록되었어요.`,
  };
}

function refuseWithoutService(u: { serviceStatus: ServiceStatus; obdStatus: ObdStatus; exp: string | null }, today: string) {
  if (!WITH_ACCESS.includes(u.serviceStatus) || (u.exp !== null && u.exp < today)) {
    throw conflict(
      "서비스를 이용 중인 회원만 하루를 보낼 수 있어요. 서비스에 가입하면 데모에서 단말기 설치와 주행 데이터를 바로 볼 수 있어요.",
      "DEMO_DAY_NO_SERVICE",
    );
  }
  if (!INSTALLED.includes(u.obdStatus)) {
    throw conflict("단말기가 차량에 연결되어 있지 않아 주행 데이터가 쌓이지 않아요. 단말기를 다시 연결해 주세요.", "DEMO_DAY_NO_DEVICE");
  }
}

/**
 * Writes `day` of the member's first vehicle with the seed's generator (seed/telemetry.ts): its daily row, trips,
 * charges and the safety alerts the day raises, continuing the vehicle's history (the generator is rerun from the
 * vehicle's first day so the state of charge and the battery's ageing carry on). The daily row's primary key makes
 * a second run for the same day write nothing (null).
 */
export async function writeDemoDay(
  deps: Deps,
  userNo: number,
  day: string,
): Promise<{ trips: number; charges: number; alerts: number } | null> {
  const [v] = await deps.db.select().from(vehicles).where(eq(vehicles.userNo, userNo)).orderBy(asc(vehicles.vehicleId)).limit(1);
  if (!v) throw conflict("등록된 차량이 없어 주행 데이터를 만들 수 없어요.", "DEMO_DAY_NO_VEHICLE");
  const [first] = await deps.db
    .select({ day: dailyBattery.day })
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, v.vehicleId), gte(dailyBattery.day, addDays(day, -(HISTORY_DAYS - 1)))))
    .orderBy(asc(dailyBattery.day))
    .limit(1);
  const firstDay = first && first.day < day ? first.day : day;
  const count = Math.round((Date.parse(day) - Date.parse(firstDay)) / 86_400_000) + 1;
  const [account] = await deps.db.select({ loginId: users.loginId }).from(users).where(eq(users.userNo, userNo));
  const profile = (DEMO_ACCOUNTS.find((a) => a.loginId === account?.loginId)?.profile ?? "healthy") as Profile;
  const data = generateTelemetry(telemetryVehicle(v, profile), firstDay, count);
  const row = data.days.find((d) => d.day === day);
  if (!row) return null;
  const start = kstDayStart(day).getTime();
  const end = start + 86_400_000;
  const inDay = (at: Date) => at.getTime() >= start && at.getTime() < end;
  const dayTrips = data.trips.filter((x) => inDay(x.startedAt));
  const dayCharges = data.charges.filter((x) => inDay(x.startedAt));
  const odometerKm = Math.round((v.odometerKm + row.distanceKm) * 10) / 10;
  const now = deps.now();
  const dayAlerts = deriveSafetyAlerts(data.days)
    .filter((a) => a.day === day)
    .map((a) => ({
      userNo,
      vehicleId: v.vehicleId,
      alimType: ALERT_TYPE.SAFETY,
      severity: a.severity,
      metric: a.metric,
      day: a.day,
      title: a.title,
      message: a.message,
      // The nightly analysis' time, never later than now (the demo writes a day whole).
      createdAt: new Date(Math.min(alertTimeOf(a.day).getTime(), now.getTime())),
      readAt: null,
    }));
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(dailyBattery)
      .values({ ...row, odometerKm })
      .onConflictDoNothing()
      .returning({ day: dailyBattery.day });
    if (inserted.length === 0) return null;
    if (dayTrips.length) await tx.insert(trips).values(dayTrips);
    if (dayCharges.length) await tx.insert(charges).values(dayCharges);
    if (dayAlerts.length) await tx.insert(alerts).values(dayAlerts);
    await tx.update(vehicles).set({ odometerKm }).where(eq(vehicles.vehicleId, v.vehicleId));
    await tx
      .update(users)
      .set({ obdStatus: OBD_STATUS.INSTALLED_OK })
      .where(and(eq(users.userNo, userNo), eq(users.obdStatus, OBD_STATUS.INSTALLED_EMPTY_DATA)));
    return { trips: dayTrips.length, charges: dayCharges.length, alerts: dayAlerts.length };
  });
}

/**
 * The demo's nightly run for `day` (the day that just ended): every applying member whose device was delivered has
 * it installed, and every member in service with an installed device gets the day written (a day already there is
 * left as it is). Answers how many of each.
 */
export async function runDemoNight(deps: Deps, day: string): Promise<{ installed: number; written: number }> {
  let installed = 0;
  let written = 0;
  const delivered = await deps.db
    .select({ userNo: users.userNo })
    .from(users)
    .where(
      and(
        eq(users.serviceStatus, SERVICE_STATUS.APPLYING),
        eq(users.deliveryStatus, DELIVERY.DELIVERED),
        eq(users.obdStatus, OBD_STATUS.NOT_INSTALLED),
      ),
    );
  for (const { userNo } of delivered) {
    try {
      await reportInstallation(deps, userNo);
      installed++;
    } catch (err) {
      // Its state changed meanwhile (409): nothing to install.
      if (!(err instanceof HttpError && err.status === 409)) throw err;
    }
  }
  const inService = await deps.db
    .select({ userNo: users.userNo })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.userNo, users.userNo))
    .where(
      and(
        inArray(users.serviceStatus, WITH_ACCESS),
        inArray(users.obdStatus, INSTALLED),
        or(isNull(users.serviceExpirationDate), gte(users.serviceExpirationDate, day)),
      ),
    )
    .groupBy(users.userNo);
  for (const { userNo } of inService) {
    if (await writeDemoDay(deps, userNo, day)) written++;
  }
  return { installed, written };
}

/** Milliseconds from `now` to a minute past the next midnight in Korea. */
export function msUntilDemoNight(now: Date): number {
  const next = kstDayStart(addDays(kstDate(now), 1)).getTime() + 60_000;
  return next - now.getTime();
}

/** The deps whose demo clock runs (for the tests that check production has none). */
const running = new Set<Deps>();
export const demoClockRunning = (deps: Deps): boolean => running.has(deps);

/**
 * Starts the demo's clock: a minute past each midnight (KST) it runs the night for the day that just ended. Returns
 * the function that stops it (the server's close). Registered by routes/simulators.ts, so demo mode only.
 */
export function startDemoClock(deps: Deps): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      const day = addDays(kstDate(deps.now()), -1);
      runDemoNight(deps, day)
        .catch((err: unknown) => console.error("[demo-day] the night's run failed", err))
        .finally(() => {
          if (running.has(deps)) schedule();
        });
    }, msUntilDemoNight(deps.now()));
    timer.unref();
  };
  running.add(deps);
  schedule();
  return () => {
    running.delete(deps);
    if (timer) clearTimeout(timer);
  };
}
