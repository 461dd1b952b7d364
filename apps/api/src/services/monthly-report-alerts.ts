import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { ALERT_SEVERITY, ALERT_TYPE, MONTHLY_REPORT_METRIC, SERVICE_STATUS, type ServiceStatus } from "@evsafe/contract";
import { dailyBattery, users, vehicles } from "../db/schema/core";
import { alerts } from "../db/schema/main";
import type { Deps } from "../http/context";
import { addDays, kstDate, kstDayStart } from "../http/time";

/** Members who get the month's report: in service, or with a cancellation requested (still in their period). */
const WITH_REPORT: ServiceStatus[] = [SERVICE_STATUS.IN_USE, SERVICE_STATUS.CANCEL_REQUESTED];

/** The alert announcing the report of `month` (YYYY-MM); its detail opens /safety-index/report?month= (docs/report.md). */
export function monthlyReportAlert(month: string) {
  return {
    alimType: ALERT_TYPE.GENERAL,
    severity: ALERT_SEVERITY.SAFE,
    metric: MONTHLY_REPORT_METRIC,
    day: `${month}-01`,
    title: "월간 배터리 리포트 도착",
    message: `${Number(month.slice(5, 7))}월 배터리 건강 리포트가 준비되었습니다. 배터리 상태(SoH)와 같은 차종 비교, 셀 균형과 온도 기록을 확인해 보세요.`,
  };
}

/** The month before the one `day` (YYYY-MM-DD) falls in. */
export const previousMonth = (day: string): string => addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);

/**
 * Writes the alert of last month's report for every member in service whose car sent data that month, once: the
 * database's unique index (migration 0018) drops a second one, from a second run or another instance. Answers how
 * many were written.
 */
export async function issueMonthlyReportAlerts(deps: Deps, today: string = kstDate(deps.now())): Promise<number> {
  const month = previousMonth(today);
  const from = `${month}-01`;
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  const rows = await deps.db
    .select({ userNo: users.userNo, vehicleId: vehicles.vehicleId })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.userNo, users.userNo))
    .where(
      and(
        inArray(users.serviceStatus, WITH_REPORT),
        isNull(users.withdrawnAt),
        sql`exists (select 1 from ${dailyBattery} where ${dailyBattery.vehicleId} = ${vehicles.vehicleId} and ${dailyBattery.day} between ${from} and ${to})`,
      ),
    )
    .orderBy(asc(users.userNo), asc(vehicles.vehicleId));
  const firstCar = new Map<number, number>();
  for (const r of rows) if (!firstCar.has(r.userNo)) firstCar.set(r.userNo, r.vehicleId);
  if (firstCar.size === 0) return 0;
  const createdAt = deps.now();
  const written = await deps.db
    .insert(alerts)
    .values([...firstCar].map(([userNo, vehicleId]) => ({ userNo, vehicleId, ...monthlyReportAlert(month), createdAt, readAt: null })))
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  return written.length;
}

/** Milliseconds from `now` to five minutes past the next midnight in Korea. */
function msUntilNextRun(now: Date): number {
  return kstDayStart(addDays(kstDate(now), 1)).getTime() + 5 * 60_000 - now.getTime();
}

/**
 * Runs the monthly report alerts now and a few minutes past each midnight (KST), in every mode: a month that has
 * just ended gets its alerts on its first night, an instance started later catches up at once. Returns the stop,
 * which resolves once a run in progress has finished.
 */
export function startMonthlyReportAlerts(deps: Deps, onError: (err: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = issueMonthlyReportAlerts(deps)
      .then(() => undefined, onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, msUntilNextRun(deps.now()));
        timer.unref();
      });
  };
  run();
  // The stop waits for a run in progress, so the server closes its database only after the run's last query.
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    return running;
  };
}
