/**
 * Every statement of apps/api/src written as SQL text rather than built by drizzle (docs/api-conventions.md
 * "Queries: one style"), each run here on the test database: PGlite in `npm test`, PostgreSQL in `.ci/run pg`. Only
 * a run checks such a statement (the type checker sees a string), so each read is compared with what drizzle's
 * builder reads of the same rows, and each write with what it leaves behind. Every `sql` fragment inside a builder
 * query (an expression drizzle has no operator for) runs here too, through the query that holds it, with an
 * assertion that fails if the fragment computed something else.
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_SEVERITY, ALERT_TYPE, MONTHLY_REPORT_METRIC, SERVICE_STATUS } from "@evsafe/contract";
import { DATABASE_LOCKS } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { dailyBattery, users, vehicles } from "../src/db/schema/core";
import { notices } from "../src/db/schema/customer";
import { attemptLimits } from "../src/db/schema/limits";
import { alerts } from "../src/db/schema/main";
import { payments, promotionKeys, serviceApplications } from "../src/db/schema/service";
import { seedDemoData } from "../src/db/seed";
import { SharedTokenBuckets } from "../src/plugins/rate-limit-store";
import { IDENTITY_POLICY, LOGIN_POLICY, lockedUntil, recordAttempt, takeAttempt } from "../src/services/attempt-limits";
import { ALERT_PAGE_CALLERS, AlimItemFields, listAlerts, toAlimItem } from "../src/services/alerts";
import { weakCellDeviation } from "../src/services/battery-analysis";
import { getBatteryReport } from "../src/services/battery-report";
import { healthCheck, termsInEffect } from "../src/services/common";
import { getNotice } from "../src/services/customer";
import { callerLastTrip, DRIVE_INFO_CALLER, MAIN_INFO_CALLER } from "../src/services/main";
import { DIAGNOSIS_INFO_CALLER, diagnosisInfo } from "../src/services/diagnosis";
import { diagnoses, diagnosisTypeResults } from "../src/db/schema/diagnosis";
import { addDays, kstDate } from "../src/http/time";
import { issueMonthlyReportAlerts } from "../src/services/monthly-report-alerts";
import { preparedRows } from "../src/services/prepared";
import { isLoginIdTaken } from "../src/services/signup";
import { MY_SERVICE_STATUS_CALLER, myServiceStatus } from "../src/services/subscription";
import { authenticate, sha256, type CallerQuery } from "../src/services/tokens";
import { FLICKER_READ, OBD_READ } from "../src/services/user";
import { callerVehicle, findVehicle, lastTripBetween, VEHICLE_CALLER, WEAK_CELL_MV } from "../src/services/vehicle-data";
import { reportInstallation } from "../src/simulators/obd-installer";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = async (loginId: string) => `Bearer ${await t.token(loginId)}`;
async function userRow(loginId: string) {
  const [u] = await t.deps.db.select().from(users).where(eq(users.loginId, loginId));
  return u!;
}
async function firstVehicle(userNo: number) {
  const [v] = await t.deps.db.select().from(vehicles).where(eq(vehicles.userNo, userNo)).orderBy(asc(vehicles.vehicleId)).limit(1);
  return v ?? null;
}
const callerOf = (u: Awaited<ReturnType<typeof userRow>>) => ({
  userNo: u.userNo,
  loginId: u.loginId,
  userName: u.userName,
  serviceStatus: u.serviceStatus,
  serviceExpirationDate: u.serviceExpirationDate,
  isB2b: u.isB2b,
});

describe("the prepared reads (services/prepared.ts), each equal to drizzle's read of the same rows", () => {
  it("auth_caller (tokens.ts): the caller's columns", async () => {
    const u = await userRow("demo");
    const caller = await authenticate(t.deps, await bearer("demo"));
    expect(caller).toEqual(callerOf(u));
    // A prepared statement runs again under its name.
    expect(await authenticate(t.deps, await bearer("demo"))).toEqual(caller);
  });

  it("main_info_caller (main.ts): the caller, OBD status, first vehicle and unread alert counts by type", async () => {
    const u = await userRow("demowarn");
    const v = (await firstVehicle(u.userNo))!;
    const unread = async (...where: Parameters<typeof and>) =>
      (
        await t.deps.db
          .select({ n: count() })
          .from(alerts)
          .where(and(eq(alerts.userNo, u.userNo), isNull(alerts.readAt), ...where))
      )[0]!.n;
    const row = await authenticate(t.deps, await bearer("demowarn"), MAIN_INFO_CALLER);
    expect(row).toEqual({
      ...callerOf(u),
      obdStatus: u.obdStatus,
      vehicleId: v.vehicleId,
      telemetryVersion: v.telemetryVersion,
      carNo: v.carNo,
      brandDcd: v.brandDcd,
      mdlDcd: v.mdlDcd,
      dtlMdlDcd: v.dtlMdlDcd,
      modelYear: v.modelYear,
      batteryCapacityKwh: v.batteryCapacityKwh,
      odometerKm: v.odometerKm,
      unreadSafety: await unread(eq(alerts.alimType, ALERT_TYPE.SAFETY)),
      unreadWarning:
        (await unread(
          eq(alerts.alimType, ALERT_TYPE.SAFETY),
          // WARNING or SERIOUS
          eq(alerts.severity, ALERT_SEVERITY.WARNING),
        )) + (await unread(eq(alerts.alimType, ALERT_TYPE.SAFETY), eq(alerts.severity, ALERT_SEVERITY.SERIOUS))),
      unreadGeneral: await unread(eq(alerts.alimType, ALERT_TYPE.GENERAL)),
    });
    expect(row.unreadSafety + row.unreadGeneral).toBeGreaterThan(0);
  });

  it("main_info_caller of a member without a vehicle: the vehicle's columns are null", async () => {
    const u = await userRow("demo00");
    expect(await firstVehicle(u.userNo)).toBeNull();
    const row = await authenticate(t.deps, await bearer("demo00"), MAIN_INFO_CALLER);
    expect(row).toMatchObject({ ...callerOf(u), vehicleId: null, carNo: null });
  });

  it("my_service_status and my_service_status_caller (subscription.ts): the member and the latest application", async () => {
    const u = await userRow("demo");
    const [app] = await t.deps.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.userNo, u.userNo))
      .orderBy(desc(serviceApplications.appliedAt), desc(serviceApplications.id))
      .limit(1);
    const row = await authenticate(t.deps, await bearer("demo"), MY_SERVICE_STATUS_CALLER);
    expect(row).toEqual({
      ...callerOf(u),
      joinType: u.joinType,
      subscription: u.subscription,
      userStatus: u.userStatus,
      obdStatus: u.obdStatus,
      deliveryStatus: u.deliveryStatus,
      deliveredAt: u.deliveredAt,
      serviceStartedAt: u.serviceStartedAt,
      promotionExpirationDate: u.promotionExpirationDate,
      confirmedDeviceType: app?.confirmedDeviceType ?? null,
      cancelRequestedAt: app?.cancelRequestedAt ?? null,
    });
    // Without the caller's row the call reads it with the other statement, to the same answer.
    expect(await myServiceStatus(t.deps, u.userNo)).toEqual(await myServiceStatus(t.deps, u.userNo, row));
  });

  it("main_flicker_caller (user.ts)", async () => {
    const u = await userRow("demo");
    expect(await authenticate(t.deps, await bearer("demo"), FLICKER_READ.query)).toEqual({
      ...callerOf(u),
      flickerPeriod: u.flickerPeriod,
    });
    expect(await FLICKER_READ.read(t.deps, u.userNo)).toMatchObject({ flickerPeriod: u.flickerPeriod });
  });

  it("obd_caller (user.ts): the device, the delivery, the first vehicle's number and its latest day", async () => {
    const u = await userRow("demo");
    const v = (await firstVehicle(u.userNo))!;
    const [last] = await t.deps.db
      .select({ day: max(dailyBattery.day) })
      .from(dailyBattery)
      .where(eq(dailyBattery.vehicleId, v.vehicleId));
    expect(last!.day).not.toBeNull();
    expect(await authenticate(t.deps, await bearer("demo"), OBD_READ.query)).toEqual({
      ...callerOf(u),
      obdStatus: u.obdStatus,
      deliveryStatus: u.deliveryStatus,
      trackingNo: u.trackingNo,
      carrierCd: u.carrierCd,
      obdSerial: u.obdSerial,
      obdInstalledAt: u.obdInstalledAt,
      deliveryExpectedDate: u.deliveryExpectedDate,
      carNo: v.carNo,
      lastDataDate: last!.day,
    });
  });

  it("find_vehicle (vehicle-data.ts): every column of the first vehicle", async () => {
    const u = await userRow("demo");
    expect(await findVehicle(t.deps, u.userNo)).toEqual(await firstVehicle(u.userNo));
    expect(await findVehicle(t.deps, (await userRow("demo00")).userNo)).toBeNull();
  });

  it("auth_caller_vehicle (vehicle-data.ts): the caller and find_vehicle's vehicle", async () => {
    const u = await userRow("demo");
    const row = await authenticate(t.deps, await bearer("demo"), VEHICLE_CALLER);
    expect(row).toMatchObject(callerOf(u));
    expect(callerVehicle(row)).toEqual(await firstVehicle(u.userNo));
    const none = await authenticate(t.deps, await bearer("demo00"), VEHICLE_CALLER);
    expect(none).toMatchObject({ ...callerOf(await userRow("demo00")), vehicleId: null });
    expect(callerVehicle(none)).toBeNull();
  });

  it.each([ALERT_TYPE.SAFETY, ALERT_TYPE.GENERAL])("alert_page (alerts.ts), type %s: the page's rows and both counts", async (alimType) => {
    const u = await userRow("demowarn");
    const ofType = and(eq(alerts.userNo, u.userNo), eq(alerts.alimType, alimType));
    const all = await t.deps.db.select(AlimItemFields).from(alerts).where(ofType).orderBy(desc(alerts.createdAt), desc(alerts.id));
    expect(all.length).toBeGreaterThanOrEqual(2);
    // The first page, a later one, and one past the end.
    for (const [page, size] of [
      [1, 20],
      [2, 1],
      [all.length + 1, 1],
    ] as const) {
      expect(await listAlerts(t.deps, u.userNo, alimType, page, size)).toEqual({
        items: all.slice((page - 1) * size, page * size).map(toAlimItem),
        page,
        size,
        totalCount: all.length,
        totalPages: Math.ceil(all.length / size),
        unreadCount: all.filter((a) => a.readAt === null).length,
      });
    }
    const none = (await userRow("demo00")).userNo;
    await t.deps.db.delete(alerts).where(eq(alerts.userNo, none));
    expect(await listAlerts(t.deps, none, alimType, 1, 20)).toEqual({
      items: [],
      page: 1,
      size: 20,
      totalCount: 0,
      totalPages: 0,
      unreadCount: 0,
    });
  });

  it("diagnosis_info_caller (diagnosis.ts): the caller, OBD status, days of data, latest and latest completed diagnosis", async () => {
    const u = await userRow("demowarn");
    const v = (await firstVehicle(u.userNo))!;
    const dataTo = addDays(kstDate(t.deps.now()), -1);
    const [days] = await t.deps.db
      .select({ n: count() })
      .from(dailyBattery)
      .where(and(eq(dailyBattery.vehicleId, v.vehicleId), gte(dailyBattery.day, addDays(dataTo, -29)), lte(dailyBattery.day, dataTo)));
    const ofUser = (...where: Parameters<typeof and>) =>
      t.deps.db
        .select()
        .from(diagnoses)
        .where(and(eq(diagnoses.userNo, u.userNo), ...where))
        .orderBy(desc(diagnoses.diagnosisId))
        .limit(1);
    const [latest] = await ofUser();
    const [done] = await ofUser(eq(diagnoses.status, "COMPLETED"));
    const types = await t.deps.db
      .select({
        diagnosisType: diagnosisTypeResults.diagnosisType,
        score: diagnosisTypeResults.score,
        severity: diagnosisTypeResults.severity,
      })
      .from(diagnosisTypeResults)
      .where(eq(diagnosisTypeResults.diagnosisId, done!.diagnosisId));
    expect(types.length).toBe(3);
    const row = await authenticate(t.deps, await bearer("demowarn"), DIAGNOSIS_INFO_CALLER);
    expect({ ...row, doneTypes: [...row.doneTypes].sort((a, b) => a.diagnosisType.localeCompare(b.diagnosisType)) }).toEqual({
      ...callerOf(u),
      obdStatus: u.obdStatus,
      vehicleId: v.vehicleId,
      dataDays: days!.n,
      latestId: latest!.diagnosisId,
      latestStatus: latest!.status,
      latestStep: latest!.currentStep,
      doneId: done!.diagnosisId,
      doneDate: done!.diagnosisDate,
      doneScore: done!.score,
      doneSeverity: done!.severity,
      doneSummary: done!.summary,
      doneTypes: types.sort((a, b) => a.diagnosisType.localeCompare(b.diagnosisType)),
    });
    expect(row.dataDays).toBeGreaterThan(0);
    // Without the caller's row the call reads it with the same statement, to the same answer.
    expect(await diagnosisInfo(t.deps, u.userNo)).toEqual(await diagnosisInfo(t.deps, u.userNo, row));
    const none = await authenticate(t.deps, await bearer("demo00"), DIAGNOSIS_INFO_CALLER);
    expect(none).toMatchObject({ vehicleId: null, dataDays: 0, latestId: null, doneId: null, doneTypes: [] });
  });

  it("drive_info_caller (main.ts): the caller, the first vehicle and its last trip of the last 30 days", async () => {
    const u = await userRow("demo");
    const v = (await firstVehicle(u.userNo))!;
    const today = kstDate(t.deps.now());
    const last = await lastTripBetween(t.deps, v.vehicleId, addDays(today, -30), today);
    expect(last).toBeDefined();
    const row = await authenticate(t.deps, await bearer("demo"), DRIVE_INFO_CALLER);
    expect(row).toMatchObject(callerOf(u));
    expect(callerVehicle(row)).toEqual(v);
    expect(callerLastTrip(row)).toEqual(last);
    // Thirty days on, the window holds no trip.
    t.setNow(new Date(t.deps.now().getTime() + 40 * 86_400_000));
    try {
      const [later] = await preparedRows<typeof row>(t.deps, DRIVE_INFO_CALLER.name, DRIVE_INFO_CALLER.sql, [
        u.userNo,
        ...DRIVE_INFO_CALLER.params!(t.deps),
      ]);
      expect(callerLastTrip(later!)).toBeUndefined();
    } finally {
      t.setNow(TEST_NOW);
    }
    const none = await authenticate(t.deps, await bearer("demo00"), DRIVE_INFO_CALLER);
    expect(callerVehicle(none)).toBeNull();
    expect(callerLastTrip(none)).toBeUndefined();
  });

  it("every caller read answers no row for a withdrawn member (401), and parameters must be integers", async () => {
    const header = await bearer("demo04");
    const u = await userRow("demo04");
    await t.deps.db.update(users).set({ withdrawnAt: t.deps.now() }).where(eq(users.userNo, u.userNo));
    const queries: (CallerQuery | undefined)[] = [
      undefined,
      MAIN_INFO_CALLER,
      MY_SERVICE_STATUS_CALLER,
      FLICKER_READ.query,
      OBD_READ.query,
      VEHICLE_CALLER,
      DRIVE_INFO_CALLER,
      DIAGNOSIS_INFO_CALLER,
      ALERT_PAGE_CALLERS[ALERT_TYPE.SAFETY],
      ALERT_PAGE_CALLERS[ALERT_TYPE.GENERAL],
    ];
    for (const query of queries) {
      await expect(authenticate(t.deps, header, query)).rejects.toMatchObject({ status: 401 });
    }
    await expect(preparedRows(t.deps, "find_vehicle", "SELECT 1", [1.5])).rejects.toThrow(/integers/);
  });
});

describe("statements of the database's machinery", () => {
  it("migrate (db/migrate.ts): every migration file is recorded once, and a second run applies none", async () => {
    const files = readdirSync(join(import.meta.dirname, "../src/db/migrations"))
      .filter((f) => f.endsWith(".sql"))
      .sort();
    expect(await migrate(t.deps.database)).toEqual([]);
    const rows = await t.deps.database.query<{ name: string }>("SELECT name FROM _migrations ORDER BY name");
    expect(rows.map((r) => r.name)).toEqual(files);
  });

  it("withLock (db/client.ts): runs the function under the named lock (PostgreSQL: a session advisory lock, released after)", async () => {
    const advisory = () =>
      t.deps.database.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1", [
        DATABASE_LOCKS.seed,
      ]);
    const held = await t.deps.database.withLock("seed", async () => (t.deps.database.kind === "postgres" ? (await advisory())[0]!.n : -1));
    if (t.deps.database.kind === "postgres") {
      expect(held).toBe(1);
      expect((await advisory())[0]!.n).toBe(0);
    } else expect(held).toBe(-1);
  });

  it("seeding (db/seed/index.ts) counts the members first and leaves a seeded database alone", async () => {
    const before = await t.deps.db.select({ n: count() }).from(users);
    expect(await seedDemoData(t.deps)).toBe(false);
    expect(await t.deps.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it("the health probe (services/common.ts) reaches the database", async () => {
    expect(await healthCheck(t.deps)).toMatchObject({ status: "UP" });
  });

  it("the shared token buckets' upsert and prune (plugins/rate-limit-store.ts)", async () => {
    const buckets = new SharedTokenBuckets(t.deps.database, "raw-sql", { burst: 2, perMinute: 60 });
    const now = t.deps.now().getTime();
    expect(await buckets.take("198.51.100.7", now)).toBe(0);
    expect(await buckets.take("198.51.100.7", now)).toBe(0);
    expect(await buckets.take("198.51.100.7", now)).toBe(1);
    // One token a second: a second later one more request goes through.
    expect(await buckets.take("198.51.100.7", now + 1000)).toBe(0);
    expect(await buckets.prune(now + 60_000)).toBe(1);
  });
});

describe("sql fragments inside builder queries", () => {
  it("WEAK_CELL_MV (vehicle-data.ts): the weakest cell's distance from the mean, as the rulebook computes it", async () => {
    const v = (await firstVehicle((await userRow("demo")).userNo))!;
    const rows = await t.deps.db
      .select({ weakCellMv: WEAK_CELL_MV, cells: dailyBattery.cellVoltagesMv })
      .from(dailyBattery)
      .where(eq(dailyBattery.vehicleId, v.vehicleId))
      .orderBy(desc(dailyBattery.day))
      .limit(20);
    expect(rows.length).toBe(20);
    for (const r of rows) expect(r.weakCellMv).toBeCloseTo(weakCellDeviation(r.cells), 5);
    expect(rows.some((r) => r.weakCellMv > 0)).toBe(true);
  });

  it("the attempt counter's upsert (attempt-limits.ts): counts in the window and locks at the limit", async () => {
    const subject = "raw-sql-subject";
    for (let i = 1; i < LOGIN_POLICY.maxAttempts; i++) expect(await recordAttempt(t.deps, LOGIN_POLICY, subject)).toBeNull();
    const until = await recordAttempt(t.deps, LOGIN_POLICY, subject);
    expect(until).toBeInstanceOf(Date);
    expect(until!.getTime()).toBeGreaterThan(t.deps.now().getTime());
    expect(await lockedUntil(t.deps, LOGIN_POLICY, subject)).toEqual(until);
  });
});

describe("the smaller sql fragments, each through the query that holds it", () => {
  /** A member of our own (a copy of demo00: no vehicle, never subscribed) so the demo accounts stay as they are. */
  async function newMember(loginId: string): Promise<number> {
    const { userNo: _, ...demo00 } = await userRow("demo00");
    const [row] = await t.deps.db
      .insert(users)
      .values({ ...demo00, loginId, email: `${loginId}@example.com`, ci: `RAW-SQL-CI-${loginId}` })
      .returning({ userNo: users.userNo });
    return row!.userNo;
  }

  it("the data-in-month exists (monthly-report-alerts.ts): one report alert per member in service whose car sent data that month", async () => {
    const month = { day: "2026-10-01", from: "2026-10-01", to: "2026-10-31" };
    await t.deps.db.delete(alerts).where(and(eq(alerts.metric, MONTHLY_REPORT_METRIC), eq(alerts.day, month.day)));
    const inService = await t.deps.db
      .select({ userNo: users.userNo, vehicleId: vehicles.vehicleId })
      .from(users)
      .innerJoin(vehicles, eq(vehicles.userNo, users.userNo))
      .where(and(inArray(users.serviceStatus, [SERVICE_STATUS.IN_USE, SERVICE_STATUS.CANCEL_REQUESTED]), isNull(users.withdrawnAt)));
    const sent = await t.deps.db
      .selectDistinct({ vehicleId: dailyBattery.vehicleId })
      .from(dailyBattery)
      .where(and(gte(dailyBattery.day, month.from), lte(dailyBattery.day, month.to)));
    const expected = [...new Set(inService.filter((r) => sent.some((s) => s.vehicleId === r.vehicleId)).map((r) => r.userNo))].sort();
    // Someone in service sent nothing that month (demoempty), so the fragment decides who is left out.
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(new Set(inService.map((r) => r.userNo)).size);
    expect(await issueMonthlyReportAlerts(t.deps, "2026-11-22")).toBe(expected.length);
    const written = await t.deps.db
      .select({ userNo: alerts.userNo })
      .from(alerts)
      .where(and(eq(alerts.metric, MONTHLY_REPORT_METRIC), eq(alerts.day, month.day)));
    expect(written.map((r) => r.userNo).sort()).toEqual(expected);
    // A month no car sent data in: nobody.
    expect(await issueMonthlyReportAlerts(t.deps, "2024-02-10")).toBe(0);
  });

  it("the month of a day (battery-report.ts): the report's months are the distinct months of the car's days, newest first", async () => {
    const u = await userRow("demo");
    const v = (await firstVehicle(u.userNo))!;
    const days = await t.deps.db.select({ day: dailyBattery.day }).from(dailyBattery).where(eq(dailyBattery.vehicleId, v.vehicleId));
    const months = [...new Set(days.map((d) => d.day.slice(0, 7)))].sort().reverse();
    expect(months.length).toBeGreaterThan(3);
    expect((await getBatteryReport(t.deps, u.userNo)).months).toEqual(months);
  });

  it("the view count's increment (customer.ts): each read of a notice counts one view", async () => {
    const [n] = await t.deps.db.select().from(notices).where(lte(notices.postedAt, t.deps.now())).orderBy(asc(notices.ntcSn)).limit(1);
    expect(n).toBeDefined();
    const first = await getNotice(t.deps, n!.ntcSn);
    const second = await getNotice(t.deps, n!.ntcSn);
    expect([first.viewCount, second.viewCount]).toEqual([n!.viewCount + 1, n!.viewCount + 2]);
    const [after] = await t.deps.db.select({ viewCount: notices.viewCount }).from(notices).where(eq(notices.ntcSn, n!.ntcSn));
    expect(after!.viewCount).toBe(n!.viewCount + 2);
  });

  it("lower(login id) and count(*)::int (signup.ts): a login id is taken whatever its case", async () => {
    await newMember("RawSql_Mixed");
    expect(await isLoginIdTaken(t.deps, "rawsql_mixed")).toBe(true);
    expect(await isLoginIdTaken(t.deps, " RAWSQL_MIXED ")).toBe(true);
    expect(await isLoginIdTaken(t.deps, "rawsql_other")).toBe(false);
  });

  it("the settlement's claim (payment.ts): an unsettled trade id is claimed once, by the first settlement", async () => {
    const userNo = await newMember("rawsqlpayer");
    const token = await t.token("rawsqlpayer");
    const { tradeId } = await t.ok("getTradeId", { token });
    const body = { userNo, tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: randomUUID() } as const;
    expect(await t.ok("settle", { token, body })).toMatchObject({ tradeId, status: "PAID" });
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.tradeId, tradeId));
    expect(p).toMatchObject({ status: "PAID", settledAt: t.deps.now(), idempotencyKey: body.idempotencyKey });
    const again = await t.api("settle", { token, body: { ...body, idempotencyKey: randomUUID() } });
    expect(expectClientError(again, 409).code).toBe("TRADE_ID_USED");
  });

  it("another member's car (signup.ts <>), the promotion key's use count and its limit (signup.ts), the installer's coalesce (obd-installer.ts)", async () => {
    const userNo = await newMember("rawsqlsignup");
    const token = await t.token("rawsqlsignup");
    const agrees = (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
    const delivery = {
      receiverName: "이서연",
      receiverPhone: "010-1001-5689",
      zip: "04524",
      addr: "서울특별시 중구 세종대로 110",
      daddr: "3층",
    };
    await t.deps.db
      .insert(promotionKeys)
      .values({ promoKey: "RAWSQL-ONCE", months: 3, validUntil: "2027-06-30", maxUses: 1, description: "한 번만 쓰는 키" });
    const signUp = (carNo: string) =>
      t.api("serviceSignup", {
        token,
        body: {
          vehicle: { brandDcd: "HYUNDAI", mdlDcd: "IONIQ6", dtlMdlDcd: "IONIQ6_LR_2WD", carNo },
          delivery,
          payment: { promotionKey: "RAWSQL-ONCE" },
          agrees,
        },
      });
    const demoCar = (await firstVehicle((await userRow("demo")).userNo))!.carNo;
    expect(expectClientError(await signUp(demoCar), 409).code).toBe("CAR_TAKEN");
    expect(await signUp("55가5555")).toMatchObject({ statusCode: 200 });
    const [key] = await t.deps.db.select().from(promotionKeys).where(eq(promotionKeys.promoKey, "RAWSQL-ONCE"));
    expect(key).toMatchObject({ useCount: 1, maxUses: 1 });
    // Installed: a member without a device of record gets the installer's serial and today's delivery.
    expect(await userRow("rawsqlsignup")).toMatchObject({ serviceStatus: SERVICE_STATUS.APPLYING, obdSerial: null, deliveredAt: null });
    await reportInstallation(t.deps, userNo);
    expect(await userRow("rawsqlsignup")).toMatchObject({
      serviceStatus: SERVICE_STATUS.IN_USE,
      obdSerial: `OBD-${700_000 + userNo}`,
      deliveredAt: t.deps.now(),
    });
    // One with a device and a delivery on record keeps both.
    const kept = await newMember("rawsqlkept");
    const deliveredAt = new Date("2026-11-01T01:00:00Z");
    await t.deps.db
      .update(users)
      .set({ serviceStatus: SERVICE_STATUS.APPLYING, obdSerial: "OBD-KEPT-1", deliveredAt })
      .where(eq(users.userNo, kept));
    await reportInstallation(t.deps, kept);
    expect(await userRow("rawsqlkept")).toMatchObject({ serviceStatus: SERVICE_STATUS.IN_USE, obdSerial: "OBD-KEPT-1", deliveredAt });
  });

  it("the attempt counter's other branches (attempt-limits.ts): a lock to the window's end, a new window, doubled and capped locks, no count while locked", async () => {
    const minute = 60_000;
    const start = t.deps.now();
    const row = async (policy: typeof LOGIN_POLICY, subject: string) =>
      (
        await t.deps.db
          .select()
          .from(attemptLimits)
          .where(and(eq(attemptLimits.scope, policy.scope), eq(attemptLimits.subjectHash, sha256(subject))))
      )[0];
    try {
      // Without a lock of its own the policy locks until its window ends, and a new window starts afresh.
      const subject = "raw-sql-identity";
      for (let i = 1; i < IDENTITY_POLICY.maxAttempts; i++) expect(await recordAttempt(t.deps, IDENTITY_POLICY, subject)).toBeNull();
      t.setNow(new Date(start.getTime() + 10 * minute));
      expect(await recordAttempt(t.deps, IDENTITY_POLICY, subject)).toEqual(new Date(start.getTime() + IDENTITY_POLICY.windowMs));
      await expect(takeAttempt(t.deps, IDENTITY_POLICY, subject)).rejects.toMatchObject({ status: 429 });
      expect((await row(IDENTITY_POLICY, subject))!.attempts).toBe(IDENTITY_POLICY.maxAttempts);
      const later = new Date(start.getTime() + IDENTITY_POLICY.windowMs + minute);
      t.setNow(later);
      await takeAttempt(t.deps, IDENTITY_POLICY, subject);
      expect(await row(IDENTITY_POLICY, subject)).toMatchObject({ attempts: 1, windowStartedAt: later, lockedUntil: null });
      // A lock of its own: the first, doubled at the next multiple, then capped.
      t.setNow(start);
      const locks: number[] = [];
      for (let i = 1; i <= 6 * LOGIN_POLICY.maxAttempts; i++) {
        const until = await recordAttempt(t.deps, LOGIN_POLICY, "raw-sql-doubling");
        if (until) locks.push((until.getTime() - start.getTime()) / minute);
      }
      expect(locks).toEqual([15, 30, 60, 120, 240, 240]);
    } finally {
      t.setNow(start);
    }
  });
});
