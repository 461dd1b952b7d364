/**
 * Every statement of apps/api/src written as SQL text rather than built by drizzle (docs/api-conventions.md
 * "Queries: one style"), each run here on the test database: PGlite in `npm test`, PostgreSQL in `.ci/run pg`. Only
 * a run checks such a statement (the type checker sees a string), so each read is compared with what drizzle's
 * builder reads of the same rows, and each write with what it leaves behind. The larger `sql` fragments inside
 * builder queries (expressions drizzle has no operator for) are run here too.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { and, asc, count, desc, eq, isNull, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_SEVERITY, ALERT_TYPE } from "@evsafe/contract";
import { DATABASE_LOCKS } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { dailyBattery, users, vehicles } from "../src/db/schema/core";
import { alerts } from "../src/db/schema/main";
import { serviceApplications } from "../src/db/schema/service";
import { seedDemoData } from "../src/db/seed";
import { SharedTokenBuckets } from "../src/plugins/rate-limit-store";
import { LOGIN_POLICY, lockedUntil, recordAttempt } from "../src/services/attempt-limits";
import { weakCellDeviation } from "../src/services/battery-analysis";
import { healthCheck } from "../src/services/common";
import { MAIN_INFO_CALLER } from "../src/services/main";
import { preparedRows } from "../src/services/prepared";
import { MY_SERVICE_STATUS_CALLER, myServiceStatus } from "../src/services/subscription";
import { authenticate, type CallerQuery } from "../src/services/tokens";
import { FLICKER_READ, OBD_READ } from "../src/services/user";
import { callerVehicle, findVehicle, VEHICLE_CALLER, WEAK_CELL_MV } from "../src/services/vehicle-data";
import { createTestApp, type TestApp } from "./helpers";

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
