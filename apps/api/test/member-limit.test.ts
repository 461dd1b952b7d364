/**
 * The per-member limit on signed-in calls (docs/security.md "Abuse limits"): a token bucket per member id, from the
 * verified access token, whatever the address; a long-range read costs more; over the limit 429 with Retry-After and
 * a Korean message, other members untouched; the bucket refills; the store can be replaced. And the year-long
 * status statistics are cached per vehicle and range only while the vehicle's telemetry is unchanged.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { dailyBattery, users, vehicles } from "../src/db/schema/core";
import { addDays } from "../src/http/time";
import { buildApp } from "../src/app";
import { callCost, DAYS_PER_COST_UNIT, MEMBER_CALL_LIMIT, MemoryMemberBuckets, type MemberBucketStore } from "../src/plugins/member-limit";
import { createTestApp, expectClientError, TEST_NOW, testClient, type TestApp } from "./helpers";

const MINUTE = 60 * 1000;
/** The day before TEST_NOW in Seoul: the last day of demo data. */
const LAST_DAY = "2026-11-21";
const yearRange = (end = LAST_DAY) => ({ startDate: addDays(end, -365), endDate: end });
const YEAR_COST = Math.ceil(366 / DAYS_PER_COST_UNIT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

/** Spends a member's whole bucket with ordinary calls (cost 1 each), every one answered 200. */
async function drain(loginId: string) {
  for (let i = 0; i < MEMBER_CALL_LIMIT.burst; i++) {
    const res = await t.api("getMyServiceStatus", { as: loginId });
    if (res.statusCode !== 200) throw new Error(`call ${i + 1} of ${MEMBER_CALL_LIMIT.burst}: ${res.statusCode} ${res.body}`);
  }
}

describe("per-member limit on signed-in calls", () => {
  it("a member over the limit gets 429 with Retry-After and a Korean message; another member is unaffected; the bucket refills", async () => {
    // Calls from this machine (app.inject is loopback) are not limited per IP: this is the member's limit.
    await drain("demo");
    const over = await t.api("getMainInfo", { as: "demo" });
    expectClientError(over, 429);
    expect(over.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(over.json().error.message).toMatch(/^요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\.$/);
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A fresh sign-in is the same member: the same bucket.
    const again = await t.signIn("demo");
    expectClientError(await t.api("getMainInfo", { token: again.accessToken }), 429);

    expect((await t.api("getMainInfo", { as: "demowarn" })).statusCode).toBe(200);

    t.setNow(new Date(TEST_NOW.getTime() + retryAfter * 1000));
    expect((await t.api("getMainInfo", { as: "demo" })).statusCode).toBe(200);
  });

  it(`a year of status statistics costs ${YEAR_COST} units: the bucket empties after burst / ${YEAR_COST} of them`, async () => {
    const allowed = Math.floor(MEMBER_CALL_LIMIT.burst / YEAR_COST);
    for (let i = 0; i < allowed; i++) {
      const res = await t.api("getMainVehicleStatusStatistics", { as: "demo01", query: yearRange(addDays(LAST_DAY, -(i % 5))) });
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    const over = await t.api("getMainVehicleStatusStatistics", { as: "demo01", query: yearRange() });
    expectClientError(over, 429);
    // The wait is the time the bucket takes to refill the call's cost, not one unit's.
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBe(Math.ceil((YEAR_COST * MINUTE) / MEMBER_CALL_LIMIT.perMinute / 1000));
    t.setNow(new Date(TEST_NOW.getTime() + retryAfter * 1000));
    expect((await t.api("getMainVehicleStatusStatistics", { as: "demo01", query: yearRange() })).statusCode).toBe(200);
  });

  it("the costs: 1 for an ordinary call or a month, one unit per 31 days for the long-range reads", () => {
    const req = (query: object, params: object = {}) => ({ query, params }) as unknown as FastifyRequest;
    expect(callCost("getMainInfo", req({}))).toBe(1);
    expect(callCost("getMainVehicleStatusStatistics", req({ startDate: "2026-11-01", endDate: "2026-11-21" }))).toBe(1);
    expect(callCost("getMainVehicleStatusStatistics", req(yearRange()))).toBe(YEAR_COST);
    expect(callCost("getMainVehicleStatusStatistics", req({ startDate: "2026-01-01", endDate: "2026-03-31" }))).toBe(3);
    // Ranges the route refuses (backwards, too long, not dates) read nothing: 1.
    expect(callCost("getMainVehicleStatusStatistics", req({ startDate: "2026-11-21", endDate: "2026-11-01" }))).toBe(1);
    expect(callCost("getMainVehicleStatusStatistics", req({ startDate: "2020-01-01", endDate: "2026-11-21" }))).toBe(1);
    expect(callCost("getMainVehicleStatusStatistics", req({ startDate: "x", endDate: "2026-11-21" }))).toBe(1);
    expect(callCost("getVehicleStatistics", req({}, { x: "year" }))).toBe(YEAR_COST);
    expect(callCost("getVehicleStatistics", req({}, { x: "month" }))).toBe(1);
    expect(callCost("getVehicleTripCharge", req({}, { x: "year" }))).toBe(YEAR_COST);
    expect(callCost("getVehicleTripCharge", req({}, { x: "2026-10" }))).toBe(1);
    expect(callCost("getSdsScore", req({}))).toBe(1);
    expect(callCost("getSdsScore", req({ days: "366" }))).toBe(YEAR_COST);
    expect(callCost("getSdsResultScoreMonth", req({}))).toBe(YEAR_COST);
  });

  it("an invalid or missing token is not counted: the route answers 401 as before", async () => {
    expectClientError(await t.api("getMainInfo", { token: "not-a-token" }), 401);
    expectClientError(await t.api("getMainInfo"), 401);
  });

  it("the bucket store is replaceable: it is asked with the token's member id and the call's cost", async () => {
    const asked: [string, number][] = [];
    const store: MemberBucketStore = {
      take: (member, cost) => {
        asked.push([member, cost]);
        return asked.length > 2 ? 7 : 0;
      },
    };
    const app = await buildApp(t.deps, { memberBuckets: store });
    try {
      const client = testClient(app, t.config.basePath);
      const token = await client.token("demo03");
      const [row] = await t.deps.db.select({ userNo: users.userNo }).from(users).where(eq(users.loginId, "demo03"));
      expect((await client.api("getMainInfo", { token })).statusCode).toBe(200);
      expect((await client.api("getMainVehicleStatusStatistics", { token, query: yearRange() })).statusCode).toBe(200);
      const refused = await client.api("getMainInfo", { token });
      expectClientError(refused, 429);
      expect(refused.headers["retry-after"]).toBe("7");
      // Public calls (sign-in among them) are not the member limit's.
      expect(asked).toEqual([
        [String(row!.userNo), 1],
        [String(row!.userNo), YEAR_COST],
        [String(row!.userNo), 1],
      ]);
      // A token checked before (and remembered) is not counted once it has expired: the route answers 401.
      t.setNow(new Date(TEST_NOW.getTime() + t.config.accessTokenTtl * 1000));
      expectClientError(await client.api("getMainInfo", { token }), 401);
      expect(asked).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it("the in-memory store is bounded: the least recently seen member is forgotten first, and a cost above the burst takes it whole", () => {
    const buckets = new MemoryMemberBuckets({ burst: 10, perMinute: 60 }, 2);
    expect(buckets.take("a", 10, 0)).toBe(0);
    expect(buckets.take("a", 1, 0)).toBe(1);
    buckets.take("b", 1, 0);
    buckets.take("c", 1, 0);
    expect(buckets.size).toBe(2);
    expect(buckets.take("a", 10, 0)).toBe(0);
    expect(buckets.take("d", 50, 0)).toBe(0);
    expect(buckets.take("d", 1, 0)).toBe(1);
    expect(buckets.take("d", 1, MINUTE / 60)).toBe(0);
  });
});

describe("status statistics cache", () => {
  it("a changed day is in the next answer: the cache holds an answer only while the vehicle's telemetry is unchanged", async () => {
    const query = yearRange();
    const before = await t.ok("getMainVehicleStatusStatistics", { as: "demowarn", query });
    expect(before.items.length).toBeGreaterThan(0);
    expect(await t.ok("getMainVehicleStatusStatistics", { as: "demowarn", query })).toEqual(before);
    const [owner] = await t.deps.db.select({ userNo: users.userNo }).from(users).where(eq(users.loginId, "demowarn"));
    const [v] = await t.deps.db.select({ vehicleId: vehicles.vehicleId }).from(vehicles).where(eq(vehicles.userNo, owner!.userNo));
    const day = before.items.at(-1)!.day;
    await t.deps.db
      .update(dailyBattery)
      .set({ socAvg: sql`${dailyBattery.socAvg} + 1` })
      .where(and(eq(dailyBattery.vehicleId, v!.vehicleId), eq(dailyBattery.day, day)));
    const after = await t.ok("getMainVehicleStatusStatistics", { as: "demowarn", query });
    expect(after.items.at(-1)!.socAvg).toBeCloseTo(before.items.at(-1)!.socAvg + 1, 6);
    expect(after.items.slice(0, -1)).toEqual(before.items.slice(0, -1));
  });
});
