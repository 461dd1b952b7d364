/**
 * The home screen's speed work (docs/performance.md "How the API stays fast"): main/info's cache of each vehicle's latest days must
 * never change an answer (a change of the daily rows by any writer shows at once), main/info costs one query once
 * those days are cached, the cache is bounded, and the per-user lookups use their indexes. The status statistics'
 * blocks of scored days are held to the same rule.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getMainInfo } from "../src/services/main";
import { preparedRows } from "../src/services/prepared";
import { statusBlockOf } from "../src/services/vehicle-data";
import { LruMap } from "../src/lru-map";
import { createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

let t: TestApp;
let demo: { userNo: number; vehicleId: number };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.deps.database.query<{ userNo: number; vehicleId: number }>(
    `SELECT u.user_no AS "userNo", min(v.vehicle_id) AS "vehicleId" FROM users u JOIN vehicles v USING (user_no)
     WHERE u.login_id = 'demo' GROUP BY u.user_no`,
  );
  demo = row!;
});
afterAll(() => t.close());

const mainInfo = async () => {
  const res = await t.api("getMainInfo", { as: "demo" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

/**
 * Statements the database runs while `fn` runs. On PGlite, counted where every statement enters the database
 * (`execProtocolRawSync`, which may be handed several messages at once): each Query message (the simple protocol:
 * `exec`) and each Execute message (the extended protocol: `query`, drizzle's, and the prepared reads, which go as
 * Bind, Describe, Execute and Sync of the statement prepared by name, services/prepared.ts). PostgreSQL's pool takes
 * both as `query`.
 */
async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const client = (
    t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown; execProtocolRawSync?: (m: Uint8Array) => unknown } }
  ).$client;
  const QUERY = 0x51;
  const EXECUTE = 0x45;
  const spy = client.execProtocolRawSync ? vi.spyOn(client as Required<typeof client>, "execProtocolRawSync") : vi.spyOn(client, "query");
  try {
    await fn();
    const calls = spy.mock.calls as unknown[][];
    return client.execProtocolRawSync ? calls.reduce((n, [m]) => n + statementsIn(m as Uint8Array), 0) : calls.length;
  } finally {
    spy.mockRestore();
  }

  /** The Query and Execute messages among the frontend messages in `m` (each: type byte, length with itself, body). */
  function statementsIn(m: Uint8Array): number {
    const view = new DataView(m.buffer, m.byteOffset, m.byteLength);
    let n = 0;
    for (let at = 0; at + 5 <= m.length; at += 1 + view.getInt32(at + 1)) if (m[at] === QUERY || m[at] === EXECUTE) n++;
    return n;
  }
}

/** Runs SQL straight on the database, as a telemetry job or another API instance would: no service code involved. */
const write = (text: string, params: unknown[] = []) => t.deps.database.query(text, params);
/** Writes 2026-11-22 for demo's car as a copy of the day before, with the cell voltage spread in the serious band. */
const addSeriousDay = () =>
  write(
    `INSERT INTO daily_battery SELECT vehicle_id, '2026-11-22', soc_avg, soc_min, soc_max, pack_voltage_avg, pack_voltage_min,
       pack_voltage_max, cell_voltage_max_mv, cell_voltage_min_mv, 45, module_temp_max, module_temp_min, module_temp_sigma,
       insulation_ohm_per_v, soh_pct, distance_km, energy_used_kwh, charged_kwh, trip_count, charge_count, fast_charge_count,
       rapid_accel_count, rapid_decel_count, odometer_km, cell_voltages_mv, module_temps
     FROM daily_battery WHERE vehicle_id = $1 AND day = '2026-11-21'`,
    [demo.vehicleId],
  );

describe("main/info's cache of the latest days", () => {
  it("shows a new day, a day rewritten in place and a deleted day at once, whoever writes them", async () => {
    const before = await mainInfo();
    expect(before.latestDay).toBe("2026-11-21");
    expect(before.status).toBe("safe");

    // A new day whose cell voltage spread is in the serious band.
    await addSeriousDay();
    const added = await mainInfo();
    expect(added.latestDay).toBe("2026-11-22");
    expect(added.status).toBe("serious");
    expect(added.safetyScore).toBeLessThanOrEqual(49);

    // The same day rewritten (a late upload): same key day, new values.
    await write(`UPDATE daily_battery SET cell_sigma_mv = 8, soc_avg = 55 WHERE vehicle_id = $1 AND day = '2026-11-22'`, [demo.vehicleId]);
    const rewritten = await mainInfo();
    expect(rewritten.latestDay).toBe("2026-11-22");
    expect(rewritten.status).toBe("safe");
    expect(rewritten.soc).toBe(55);

    await write(`DELETE FROM daily_battery WHERE vehicle_id = $1 AND day = '2026-11-22'`, [demo.vehicleId]);
    expect(await mainInfo()).toEqual(before);
  });

  it("reads the name, the vehicle and the unread counts fresh on every call", async () => {
    const before = await mainInfo();
    await write(`INSERT INTO alerts (user_no, alim_type, severity, title, message) VALUES ($1, '02', '01', '새 공지', '새 공지입니다.')`, [
      demo.userNo,
    ]);
    await write(`UPDATE vehicles SET car_no = '00가0000' WHERE vehicle_id = $1`, [demo.vehicleId]);
    const after = await mainInfo();
    expect(after.unreadGeneralAlimCount).toBe(before.unreadGeneralAlimCount + 1);
    expect(after.unreadAlimCount).toBe(before.unreadAlimCount + 1);
    expect(after.vehicle.carNo).toBe("00가0000");
    await write(`DELETE FROM alerts WHERE user_no = $1 AND title = '새 공지'`, [demo.userNo]);
    await write(`UPDATE vehicles SET car_no = $2 WHERE vehicle_id = $1`, [demo.vehicleId, before.vehicle.carNo]);
    expect(await mainInfo()).toEqual(before);
  });

  it("costs one database query once the caller's days are cached", async () => {
    await getMainInfo(t.deps, demo.userNo);
    expect(await statementsDuring(() => getMainInfo(t.deps, demo.userNo))).toBe(1);
  });
});

describe("main/info's one query and the remembered token checks", () => {
  it("costs one database query in all, the caller's authentication included", async () => {
    const token = await t.token("demo");
    await mainInfo();
    const count = await statementsDuring(async () => {
      const res = await t.api("getMainInfo", { token });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(count).toBe(1);
  });

  it.each([
    "users/my-service-status",
    "users/get-obd",
    "users/config/main-flicker",
    // These read the caller's vehicle in their authentication (VEHICLE_CALLER) and its days from the cache.
    "main/is-empty",
    "main/score-info",
    "safe-data/sds/score",
    // Its last trip too (DRIVE_INFO_CALLER).
    "main/drive-info",
    // The vehicle's days of data and the diagnoses (DIAGNOSIS_INFO_CALLER).
    "main/diagnosis-info",
  ])("answers %s with one database query, the caller's authentication included", async (path) => {
    const token = await t.token("demo");
    const first = await t.call("GET", path, { token });
    expect(first.statusCode, first.body).toBe(200);
    const count = await statementsDuring(async () => {
      const res = await t.call("GET", path, { token });
      expect(res.json()).toEqual(first.json());
    });
    expect(count).toBe(1);
  });

  it.each(["alim", "alim/general"])(
    "answers %s with one database query: the caller's, with the page as asked and both counts",
    async (path) => {
      const token = await t.token("demowarn");
      const first = await t.call("GET", path, { token, query: { page: "1", size: "5" } });
      expect(first.statusCode, first.body).toBe(200);
      const count = await statementsDuring(async () => {
        const res = await t.call("GET", path, { token, query: { page: "1", size: "5" } });
        expect(res.json()).toEqual(first.json());
      });
      expect(count).toBe(1);
      const page = first.json().results;
      expect(page.items.length).toBeGreaterThanOrEqual(2);
      const second = (await t.call("GET", path, { token, query: { page: "2", size: "1" } })).json().results;
      expect(second).toMatchObject({ page: 2, size: 1, totalCount: page.totalCount, unreadCount: page.unreadCount });
      expect(second.items).toEqual([page.items[1]]);
      expectClientError(await t.call("GET", path, { token, query: { page: "0", size: "5" } }), 400);
    },
  );

  it("refuses a token it has verified before once it expires, and once its member has withdrawn", async () => {
    const token = await t.token("demo");
    for (const path of ["main/info", "users/my-profile"]) {
      expect((await t.call("GET", path, { token })).statusCode).toBe(200);
    }
    try {
      t.setNow(new Date(TEST_NOW.getTime() + (t.config.accessTokenTtl + 1) * 1000));
      for (const path of ["main/info", "users/my-profile"]) {
        expect(expectClientError(await t.call("GET", path, { token }), 401).code).toBe("TOKEN_EXPIRED");
      }
    } finally {
      t.setNow(TEST_NOW);
    }
    await write(`UPDATE users SET withdrawn_at = now() WHERE user_no = $1`, [demo.userNo]);
    try {
      for (const path of ["main/info", "users/my-profile"]) expect((await t.call("GET", path, { token })).statusCode).toBe(401);
    } finally {
      await write(`UPDATE users SET withdrawn_at = NULL WHERE user_no = $1`, [demo.userNo]);
    }
    expect((await t.api("getMainInfo", { token })).statusCode).toBe(200);
  });
});

describe("safe-data/sds/score from the cached days", () => {
  const series = async (days: number) => {
    const res = await t.ok("getSdsScore", { as: "demo", query: { days: String(days) } });
    return res as { startDate: string; endDate: string; items: { day: string; score: number }[] };
  };

  it("scores the cached days as a read of the rows would, and shows a new day in the next read", async () => {
    const [short, long] = [await series(30), await series(60)];
    expect(short.items.length).toBeGreaterThan(0);
    expect(short.items).toEqual(long.items.filter((i) => i.day >= short.startDate));
    await addSeriousDay();
    try {
      const added = await series(30);
      expect(added.endDate).toBe("2026-11-22");
      expect(added.items.at(-1)).toMatchObject({ day: "2026-11-22" });
      expect(added.items.at(-1)!.score).toBeLessThan(short.items.at(-1)!.score);
    } finally {
      await write(`DELETE FROM daily_battery WHERE vehicle_id = $1 AND day = '2026-11-22'`, [demo.vehicleId]);
    }
    expect(await series(30)).toEqual(short);
  });
});

describe("main/drive-info from the cached days", () => {
  it("sums the week and the month from the cached days, and a changed day shows in the next read", async () => {
    const token = await t.token("demo");
    const drive = async () => await t.ok("getMainDriveInfo", { token });
    const before = await drive();
    expect(before.week.distanceKm).toBeGreaterThan(0);
    await write(`UPDATE daily_battery SET distance_km = distance_km + 100 WHERE vehicle_id = $1 AND day = '2026-11-21'`, [demo.vehicleId]);
    try {
      const after = await drive();
      expect(after.week.distanceKm).toBeCloseTo(before.week.distanceKm + 100, 1);
      expect(after.month.distanceKm).toBeCloseTo(before.month.distanceKm + 100, 1);
    } finally {
      await write(`UPDATE daily_battery SET distance_km = distance_km - 100 WHERE vehicle_id = $1 AND day = '2026-11-21'`, [
        demo.vehicleId,
      ]);
    }
    expect(await drive()).toEqual(before);
  });
});

describe("main/drive-info's periods from the cached days", () => {
  it("follow the clock: a week later the same cached days give the new week", async () => {
    const before = await t.ok("getMainDriveInfo", { as: "demo" });
    expect(before.week.startDate).toBe("2026-11-16");
    expect(before.week.distanceKm).toBeGreaterThan(0);
    t.setNow(new Date(TEST_NOW.getTime() + 7 * 86_400_000));
    try {
      const later = await t.ok("getMainDriveInfo", { token: (await t.signIn("demo")).accessToken });
      expect(later.latestDay).toBe(before.latestDay);
      expect(later.week).toMatchObject({ startDate: "2026-11-23", endDate: "2026-11-29", distanceKm: 0, tripCount: 0 });
      expect(later.month.startDate).toBe("2026-11-01");
    } finally {
      t.setNow(TEST_NOW);
    }
    expect(await t.ok("getMainDriveInfo", { as: "demo" })).toEqual(before);
  });
});

describe("main/vehicle/status/statistics from a vehicle's blocks of scored days", () => {
  type Stats = { startDate: string; endDate: string; items: { day: string; status: string; cellSigmaMv: number }[] };
  const stats = async (startDate: string, endDate: string, token?: string) =>
    (await t.ok(
      "getMainVehicleStatusStatistics",
      token ? { token, query: { startDate, endDate } } : { as: "demo", query: { startDate, endDate } },
    )) as Stats;
  const within = (s: Stats, from: string, to: string) => s.items.filter((i) => i.day >= from && i.day <= to);
  /** The blocks a range spans: each one statement when it is not held. */
  const blocks = (from: string, to: string) => statusBlockOf(to) - statusBlockOf(from) + 1;

  it("answers from the blocks it holds as a read of the rows would, reading only the blocks it does not hold, one statement each", async () => {
    const token = await t.token("demo");
    const year = await stats("2025-11-22", "2026-11-21", token);
    expect(year.items.length).toBeGreaterThan(150);
    const month = await stats("2026-10-01", "2026-10-31", token);
    expect(month).toEqual({ startDate: "2026-10-01", endDate: "2026-10-31", items: within(year, "2026-10-01", "2026-10-31") });
    expect(month.items).toHaveLength(31);
    // A range inside held blocks costs what the call costs without reading days; one far away reads each of its blocks.
    const hit = await statementsDuring(() => stats("2026-09-01", "2026-09-30", token));
    expect(blocks("2022-01-01", "2022-12-31")).toBeGreaterThan(1);
    const miss = await statementsDuring(() => stats("2022-01-01", "2022-12-31", token));
    expect(miss).toBe(hit + blocks("2022-01-01", "2022-12-31"));
    // The year shifted by a week reads at most the one block at its start.
    const shifted = await statementsDuring(() => stats("2025-11-15", "2026-11-14", token));
    expect(shifted).toBeLessThanOrEqual(hit + 1);
    // Requests that need the same blocks together read each once.
    const together = await statementsDuring(() =>
      Promise.all([
        stats("2024-01-01", "2024-12-31", token),
        stats("2024-11-01", "2024-11-21", token),
        stats("2024-06-01", "2024-06-30", token),
      ]),
    );
    expect(together).toBe(3 * hit + blocks("2024-01-01", "2024-12-31"));
  });

  it("shows a new, a rewritten and a deleted day in the next read of a range whose blocks it holds", async () => {
    const before = await stats("2026-11-01", "2026-11-30");
    expect(before.items.at(-1)!.day).toBe("2026-11-21");
    await addSeriousDay();
    try {
      const added = await stats("2026-11-01", "2026-11-30");
      expect(added.items.at(-1)).toMatchObject({ day: "2026-11-22", status: "serious", cellSigmaMv: 45 });
      expect(added.items.slice(0, -1)).toEqual(before.items);
      await write(`UPDATE daily_battery SET cell_sigma_mv = 8 WHERE vehicle_id = $1 AND day = '2026-11-22'`, [demo.vehicleId]);
      expect((await stats("2026-11-01", "2026-11-30")).items.at(-1)).toMatchObject({ day: "2026-11-22", status: "safe", cellSigmaMv: 8 });
    } finally {
      await write(`DELETE FROM daily_battery WHERE vehicle_id = $1 AND day = '2026-11-22'`, [demo.vehicleId]);
    }
    expect(await stats("2026-11-01", "2026-11-30")).toEqual(before);
  });
});

describe("LruMap (the cache's bound)", () => {
  it("keeps at most maxSize keys and drops the least recently used first", () => {
    const m = new LruMap<number, string>(3);
    m.set(1, "a");
    m.set(2, "b");
    m.set(3, "c");
    expect(m.get(1)).toBe("a"); // 1 is now the most recently used
    m.set(4, "d");
    expect(m.size).toBe(3);
    expect(m.get(2)).toBeUndefined();
    expect([m.get(1), m.get(3), m.get(4)]).toEqual(["a", "c", "d"]);
    m.set(3, "c2"); // replacing a key does not grow the map
    expect(m.size).toBe(3);
    expect(m.get(3)).toBe("c2");
  });
});

describe("indexes of the per-user lookups", () => {
  /** The plan of a query with sequential scans discouraged, so the plan shows which index can serve it. */
  const planOf = (query: string) =>
    t.deps.db.transaction(async (tx) => {
      await tx.execute(sql.raw("SET LOCAL enable_seqscan = off"));
      const res = (await tx.execute(sql.raw(`EXPLAIN ${query}`))) as unknown as { rows: { "QUERY PLAN": string }[] };
      return res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });

  it("finds the caller's first vehicle through vehicles_user", async () => {
    expect(await planOf(`SELECT min(vehicle_id) FROM vehicles WHERE user_no = ${demo.userNo}`)).toContain("vehicles_user");
  });

  it("counts unread alerts through the partial index alerts_user_unread", async () => {
    expect(await planOf(`SELECT count(*) FROM alerts WHERE user_no = ${demo.userNo} AND alim_type = '01' AND read_at IS NULL`)).toContain(
      "alerts_user_unread",
    );
  });
});

describe("main/diagnosis-info with one query for the latest diagnosis", () => {
  it("still shows the latest completed diagnosis while a newer one is in progress", async () => {
    const token = await t.token("demowarn");
    const before = await t.ok("getMainDiagnosisInfo", { token });
    expect(before.latest).not.toBeNull();
    expect((await t.api("doDiagnosisStep", { params: { a: "new", b: 1 }, token })).statusCode).toBe(200);
    const during = await t.ok("getMainDiagnosisInfo", { token });
    expect(during.inProgress).toMatchObject({ currentStep: 1 });
    expect(during.latest).toEqual(before.latest);
    expect(during.hasDiagnosis).toBe(true);
  });
});

describe("preparedRows (hot queries prepared once per database)", () => {
  it("answers like a plain query, on every call", async () => {
    for (const n of [1, 2, 3]) {
      expect(await preparedRows<{ n: number }>(t.deps, "test_double", `SELECT ($1 * 2)::int AS "n"`, [n])).toEqual([{ n: n * 2 }]);
    }
  });

  it("refuses anything but integers, since PGlite's EXECUTE gets its values written into the SQL", async () => {
    for (const bad of [1.5, Number.NaN, 2 ** 60]) {
      await expect(preparedRows(t.deps, "test_double", `SELECT ($1 * 2)::int AS "n"`, [bad])).rejects.toThrow(/integers/);
    }
  });
});
