/**
 * `npm run bench:api` — a measurement, not a test. Starts the business API in this process (production settings,
 * PGlite in memory, demo data plus a bench account with three years of daily data and throwaway accounts for the
 * login flood) and load-tests it with autocannon:
 *   1. GET /__bench/bare              — the framework's floor (a route added here: no database, no auth)
 *   2. GET main/info as `demo`        — the home screen's call, 200 days of data
 *   3. GET main/info for `bench200` and `bench3y`, copies of demo with 200 days and three years of a degrading
 *      battery's data and its alerts, alike but for the history's length: the second within FLAT_RATIO of the first
 *   4. every read a hard load of /home makes on the web server (users/my-service-status and the page's `homeReads`,
 *      apps/web/src/features/home/api.ts) for the three accounts, shorter runs, and their CPU per request together
 *   5. login flood: main/info (10 connections) while 20 connections send wrong-password logins for distinct
 *      accounts from varied X-Forwarded-For addresses; main/info's p99 against its quiet p99 (run 2)
 *   6. statistics flood: main/info (10 connections) while `bench3y` asks main/vehicle/status/statistics for a
 *      year (366 days, a different range each time, so no cache answers) on 20 connections; main/info's p99 against
 *      its quiet p99, OVER when more than 3×
 * The per-member limit (plugins/member-limit.ts) would stop one account's 10-connection runs within a second: the
 * measured accounts are left out of it (they stand for many members, each within the limit), the flooding one is not.
 * The budgets (docs/performance.md "Budgets"): main/info ≥ MAIN_INFO_MIN_RPS on PGlite, /home's reads together
 * ≤ HOME_CPU_BUDGET_MS CPU, 3 years within FLAT_RATIO of 200 days, each flood's main/info p99 ≤ 3× quiet; a missed one
 * prints OVER beside its figure.
 * Prints req/s, p50/p99 latency, each call's ratio to the bare route of the same run, the server's CPU time per
 * request (user + system of this process, which then runs only the server: autocannon runs in a child process), and
 * the flood's status counts. CPU per request is the figure to compare between runs on a busy machine: req/s and
 * latency move with whatever else runs, CPU time much less (1 ms per request is 1,000 req/s on one core).
 *
 * Env: BENCH_SECONDS (default 10; the runs of step 4 take half), BENCH_CONNECTIONS (default 10),
 * BENCH_FLOOD_CONNECTIONS (default 20), BENCH_DATABASE_URL (a new, empty PostgreSQL database instead of PGlite in memory:
 * the bench migrates and seeds it, and a second run needs another).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { ALERT_TYPE, calls, type CallName } from "@evsafe/contract";
import { buildApp } from "../src/app";
import { MemoryMemberBuckets, type MemberBucketStore } from "../src/plugins/member-limit";
import { loadConfig } from "../src/config";
import { createDeps } from "../src/deps";
import { charges, dailyBattery, trips, users, vehicles } from "../src/db/schema/core";
import { alerts } from "../src/db/schema/main";
import { DEMO_ACCOUNTS, DEMO_VEHICLES } from "../src/db/seed/accounts";
import { generateTelemetry } from "../src/db/seed/telemetry";
import { addDays, kstDate } from "../src/http/time";
import { alertTimeOf, deriveSafetyAlerts } from "../src/services/alerts";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats?: Record<string, { count: number }>;
}

/** autocannon's entry point, run in a child process so that the client never shares the server's CPU accounting. */
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon");
const LOAD_SCRIPT = `
const autocannon = (await import(${JSON.stringify(AUTOCANNON)})).default;
const r = await autocannon(JSON.parse(process.env.BENCH_LOAD));
process.stdout.write(JSON.stringify(r));
`;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 20);

/** Password of every account in the bench's database (the production seed needs one from the environment). */
const BENCH_PASSWORD = "bench-password-0123";
/** Days of telemetry of the long-history account: three years. */
const LONG_HISTORY_DAYS = 3 * 365;
/** Accounts the login flood cycles through, so that a per-account limit does not stop the hashing early. */
const FLOOD_ACCOUNTS = 50;
const BARE_PATH = "/__bench/bare";
/** main/info's throughput budget on embedded PGlite (req/s, 10 connections). */
const MAIN_INFO_MIN_RPS = 1_500;
/** CPU of all of /home's server reads together, per page load (ms). */
const HOME_CPU_BUDGET_MS = 5;
/** 3 years of data may cost at most this much more CPU per main/info than 200 days ("flat"). */
const FLAT_RATIO = 1.2;
/** A flood may raise main/info's p99 to at most this many times its quiet p99. */
const FLOOD_P99_RATIO = 3;
/** The call names of `export const homeReads = [...]` in a file's text; the bench stops when there are none. */
function homeReadsOf(text: string): CallName[] {
  const listed =
    /homeReads = \[([^\]]*)\]/
      .exec(text)?.[1]
      ?.match(/"(\w+)"/g)
      ?.map((q) => q.slice(1, -1)) ?? [];
  const unknown = listed.filter((name) => !(name in calls));
  if (listed.length === 0 || unknown.length > 0) {
    console.error(`${HOME_READS_FILE.pathname}에서 homeReads를 읽지 못했습니다: ${unknown.join(", ") || "목록 없음"}`);
    process.exit(1);
  }
  return listed as CallName[];
}

/**
 * The reads of a hard load of /home: the session frame's service status, then the page's own, read from `homeReads`
 * in the web's home/api.ts (the API may not import the web app; the list is a plain array of call names there).
 */
const HOME_READS_FILE = new URL("../../web/src/features/home/api.ts", import.meta.url);
const HOME_READS: readonly CallName[] = ["getMyServiceStatus", ...homeReadsOf(readFileSync(HOME_READS_FILE, "utf8"))];
const over = (bad: boolean) => (bad ? "   OVER" : "");
const WARM_UP_SECONDS = 2;
/** Days of telemetry the demo seed gives `demo`, the account of the first main/info run. */
const DEMO_DAYS = DEMO_ACCOUNTS.find((a) => a.loginId === "demo")!.dataDays;

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  // Production settings (no response re-validation, no faults, no simulators) on throwaway storage and keys.
  // Generated like production's own (a literal written here would be published, which production refuses).
  JWT_SECRET: randomBytes(48).toString("base64url"),
  FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  DATA_DIR: "memory://",
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  FILE_DIR: `/tmp/evsafe-bench-files-${process.pid}`,
  SEED: "1",
  SEED_PASSWORD: BENCH_PASSWORD,
  SIMULATORS: "0",
  API_FAULTS: "0",
  LOG_LEVEL: "silent",
});

console.log(`API 시작 중 (${config.databaseUrl ? "PostgreSQL" : "PGlite 메모리 DB"}, 데모 데이터 생성)…`);
const deps = await createDeps(config);
/** Member ids (access tokens' `sub`) the per-member limit leaves alone: the accounts whose throughput is measured. */
const unmetered = new Set<string>();
const memberLimit = new MemoryMemberBuckets();
const memberBuckets: MemberBucketStore = {
  take: (member, cost, nowMs) => (unmetered.has(member) ? 0 : memberLimit.take(member, cost, nowMs)),
};
const app = await buildApp(deps, { memberBuckets });
app.get(BARE_PATH, async () => ({ results: { ok: true } }));
await app.listen({ host: "127.0.0.1", port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const base = `${origin}${config.basePath}`;

async function shutdown(code: number) {
  await app.close();
  await deps.database.close();
  process.exit(code);
}

/**
 * A copy of `demo` with `days` of telemetry (the seed's generator, a degrading battery) and the alerts derived from
 * it. `bench3y` and `bench200` differ only in the length of their history, so a read's figures for the two compare
 * like with like (demo's own data has no safety alerts, bench3y's a full first page of them).
 */
async function createHistoryAccount(loginId: string, days: number): Promise<number> {
  const [demo] = await deps.db.select().from(users).where(eq(users.loginId, "demo"));
  if (!demo) throw new Error("demo 계정이 없습니다.");
  const { userNo: _, loginId: __, ci: ___, deviceToken: ____, ...rest } = demo;
  const [u] = await deps.db
    .insert(users)
    .values({ ...rest, loginId, email: `${loginId}@example.com` })
    .returning({ userNo: users.userNo });
  const spec = DEMO_VEHICLES.ioniq5;
  const [v] = await deps.db
    .insert(vehicles)
    .values({ userNo: u!.userNo, ...spec, carNo: "99가9999" })
    .returning();
  const yesterday = addDays(kstDate(deps.now()), -1);
  const data = generateTelemetry(
    {
      vehicleId: v!.vehicleId,
      profile: "degrading",
      cellCount: v!.cellCount,
      moduleCount: v!.moduleCount,
      capacityKwh: v!.batteryCapacityKwh,
      modelYear: v!.modelYear,
      mdlDcd: v!.mdlDcd,
      odometerKm: v!.odometerKm,
    },
    addDays(yesterday, -(days - 1)),
    days,
  );
  const insertAll = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
  };
  await insertAll(data.days, (part) => deps.db.insert(dailyBattery).values(part));
  await insertAll(data.trips, (part) => deps.db.insert(trips).values(part));
  await insertAll(data.charges, (part) => deps.db.insert(charges).values(part));
  const safety = deriveSafetyAlerts(data.days).map((d) => ({
    userNo: u!.userNo,
    vehicleId: v!.vehicleId,
    alimType: ALERT_TYPE.SAFETY,
    severity: d.severity,
    metric: d.metric,
    day: d.day,
    title: d.title,
    message: d.message,
    createdAt: alertTimeOf(d.day),
    readAt: d.day < addDays(yesterday, -7) ? alertTimeOf(d.day) : null,
  }));
  await insertAll(safety, (part) => deps.db.insert(alerts).values(part));
  console.log(
    `  ${loginId}: ${data.days.length}일, 주행 ${data.trips.length}건, 충전 ${data.charges.length}건, 안전 알림 ${safety.length}건`,
  );
  return u!.userNo;
}

/** Throwaway accounts (with demo's password hash, so a wrong password costs a real verification). */
async function createFloodAccounts(): Promise<string[]> {
  const [demo] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.loginId, "demo"));
  const ids = Array.from({ length: FLOOD_ACCOUNTS }, (_, i) => `flood${String(i + 1).padStart(2, "0")}`);
  await deps.db.insert(users).values(ids.map((loginId) => ({ loginId, userName: "부하시험", passwordHash: demo!.passwordHash })));
  return ids;
}

async function signIn(loginId: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ loginId, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`${loginId} 로그인 실패: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { results: { accessToken: string } }).results.accessToken;
  return { authorization: `Bearer ${token}` };
}

const fmt = (r: AutocannonResult) =>
  `${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${r["2xx"]}   non-2xx ${r.non2xx}   errors ${r.errors + r.timeouts}`;

/** One autocannon run in a child process; `cpuMsPerRequest` is this (server) process's CPU time per request sent. */
async function load(opts: Record<string, unknown>): Promise<AutocannonResult & { cpuMsPerRequest: number }> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", LOAD_SCRIPT], {
    env: { ...process.env, BENCH_LOAD: JSON.stringify({ connections, duration: seconds, ...opts }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const cpuBefore = process.cpuUsage();
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const cpu = process.cpuUsage(cpuBefore);
  if (code !== 0) throw new Error(`autocannon 실패 (종료 코드 ${code})`);
  const r = JSON.parse(out) as AutocannonResult;
  return { ...r, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, r.requests.total) };
}

let bare: AutocannonResult | undefined;
async function run(title: string, url: string, headers: Record<string, string> = {}, duration = seconds) {
  const r = await load({ url, headers, duration });
  const ratio = bare && bare !== r ? `   × bare ${(r.requests.average / bare.requests.average).toFixed(3)}` : "";
  console.log(`${title.padEnd(36)} ${fmt(r)}   CPU ${r.cpuMsPerRequest.toFixed(3)} ms/req${ratio}`);
  if (r.non2xx > 0 || r.errors > 0) console.log(`  ※ 2xx가 아닌 응답 ${r.non2xx}건, 오류 ${r.errors}건 — 결과를 확인하세요.`);
  return r;
}

const statusCounts = (r: AutocannonResult) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(", ") || "(없음)";

try {
  console.log("벤치 계정 생성 중…");
  const started = performance.now();
  const longUserNo = await createHistoryAccount("bench3y", LONG_HISTORY_DAYS);
  const shortUserNo = await createHistoryAccount("bench200", DEMO_DAYS);
  const floodIds = await createFloodAccounts();
  const [demoUser] = await deps.db.select({ userNo: users.userNo }).from(users).where(eq(users.loginId, "demo"));
  unmetered.add(String(demoUser!.userNo)).add(String(longUserNo)).add(String(shortUserNo));
  await deps.db.execute(sql`ANALYZE`);
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const demoAuth = await signIn("demo");
  const longAuth = await signIn("bench3y");
  const shortAuth = await signIn("bench200");

  // Unmeasured warm-up: the first seconds of a call include JIT compilation and the seed's garbage.
  await load({ url: `${base}/main/info`, headers: demoAuth, duration: WARM_UP_SECONDS });
  await load({ url: `${base}/main/info`, headers: longAuth, duration: WARM_UP_SECONDS });
  await load({ url: `${base}/main/info`, headers: shortAuth, duration: WARM_UP_SECONDS });

  console.log(`\n측정: ${connections} connections × ${seconds} s 씩 (autocannon은 자식 프로세스)\n`);
  bare = await run(`GET ${BARE_PATH}`, `${origin}${BARE_PATH}`);
  const quiet = await run(`GET main/info (demo, ${DEMO_DAYS}일)`, `${base}/main/info`, demoAuth);
  console.log(
    `  main/info 처리량: ${quiet.requests.average.toFixed(0)} req/s (요구 ≥ ${MAIN_INFO_MIN_RPS})${over(quiet.requests.average < MAIN_INFO_MIN_RPS)}`,
  );
  const shortRun = await run(`GET main/info (bench200, ${DEMO_DAYS}일)`, `${base}/main/info`, shortAuth);
  const long = await run(`GET main/info (bench3y, ${LONG_HISTORY_DAYS}일)`, `${base}/main/info`, longAuth);
  const flat = long.cpuMsPerRequest / shortRun.cpuMsPerRequest;
  console.log(
    `  bench3y / bench200 (${LONG_HISTORY_DAYS}일 / ${DEMO_DAYS}일): 처리량 ${(long.requests.average / shortRun.requests.average).toFixed(2)}배, 요청당 CPU ${flat.toFixed(2)}배 (요구 ≤ ${FLAT_RATIO})${over(flat > FLAT_RATIO)}`,
  );

  // Every read of a hard load of /home, as the web server makes them, each measured alone; main/info's CPU is
  // from the runs above. bench3y's figure against bench200's (the same data but for its length) shows whether a
  // read stays flat as history grows.
  console.log("\n/home 한 번의 서버 읽기 (demo, bench200, bench3y):");
  let homeCpu = 0;
  let homeCpuShort = 0;
  let homeCpuLong = 0;
  for (const name of HOME_READS) {
    const path = calls[name].path;
    const short = Math.max(1, Math.round(seconds / 2));
    const r = name === "getMainInfo" ? quiet : await run(`GET ${path} (demo)`, `${base}/${path}`, demoAuth, short);
    const s = name === "getMainInfo" ? shortRun : await run(`GET ${path} (bench200)`, `${base}/${path}`, shortAuth, short);
    const l = name === "getMainInfo" ? long : await run(`GET ${path} (bench3y)`, `${base}/${path}`, longAuth, short);
    const ratio = l.cpuMsPerRequest / s.cpuMsPerRequest;
    if (name !== "getMainInfo") console.log(`  bench3y / bench200 요청당 CPU ${ratio.toFixed(2)}배${over(ratio > FLAT_RATIO)}`);
    homeCpu += r.cpuMsPerRequest;
    homeCpuShort += s.cpuMsPerRequest;
    homeCpuLong += l.cpuMsPerRequest;
  }
  console.log(
    `  /home 서버 읽기 ${HOME_READS.length}개 합계: CPU ${homeCpu.toFixed(2)} ms (demo), ${homeCpuShort.toFixed(2)} ms (bench200), ${homeCpuLong.toFixed(2)} ms (bench3y) (요구 ≤ ${HOME_CPU_BUDGET_MS} ms)${over(Math.max(homeCpu, homeCpuShort, homeCpuLong) > HOME_CPU_BUDGET_MS)}`,
  );

  // Login flood: every request a wrong password for one of the throwaway accounts, from its own forwarded address.
  console.log(
    `\n로그인 폭주: 틀린 비밀번호 ${floodConnections} connections (계정 ${floodIds.length}개, X-Forwarded-For 분산) + main/info ${connections} connections`,
  );
  const floodRequests = floodIds.map((loginId, i) => ({
    method: "POST",
    path: `${config.basePath}/auth/login`,
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
    body: JSON.stringify({ loginId, password: "wrong-password-1!" }),
  }));
  const [flood, busy] = await Promise.all([
    load({ url: origin, connections: floodConnections, requests: floodRequests }),
    // Starts a moment later so that the flood is under way for the whole measurement.
    new Promise((r) => setTimeout(r, 500)).then(() =>
      load({ url: `${base}/main/info`, headers: demoAuth, duration: Math.max(1, seconds - 1) }),
    ),
  ]);
  console.log(`${"POST auth/login (틀린 비밀번호)".padEnd(36)} ${fmt(flood)}`);
  console.log(`  상태 코드: ${statusCounts(flood)}`);
  console.log(`${"GET main/info (폭주 중)".padEnd(36)} ${fmt(busy)}`);
  const floodRatio = busy.latency.p99 / Math.max(1, quiet.latency.p99);
  console.log(
    `  main/info p99: 평소 ${quiet.latency.p99} ms → 폭주 중 ${busy.latency.p99} ms (${floodRatio.toFixed(1)}배, 요구 ≤ ${FLOOD_P99_RATIO}배)${over(floodRatio > FLOOD_P99_RATIO)}`,
  );

  // Statistics flood: one signed-in account (bench3y, from now on under the per-member limit like any member) asks
  // for a year of daily figures, each request a different 366-day range, while main/info is measured for demo.
  unmetered.delete(String(longUserNo));
  const lastDay = addDays(kstDate(deps.now()), -1);
  const statsRequests = Array.from({ length: 60 }, (_, i) => {
    const endDate = addDays(lastDay, -i);
    return {
      method: "GET",
      path: `${config.basePath}/main/vehicle/status/statistics?startDate=${addDays(endDate, -365)}&endDate=${endDate}`,
    };
  });
  console.log(
    `\n통계 폭주: bench3y가 366일 main/vehicle/status/statistics ${floodConnections} connections + main/info ${connections} connections`,
  );
  const [statsFlood, statsBusy] = await Promise.all([
    load({ url: origin, headers: longAuth, connections: floodConnections, requests: statsRequests }),
    new Promise((r) => setTimeout(r, 500)).then(() =>
      load({ url: `${base}/main/info`, headers: demoAuth, duration: Math.max(1, seconds - 1) }),
    ),
  ]);
  console.log(`${"GET …/status/statistics (366일)".padEnd(36)} ${fmt(statsFlood)}`);
  console.log(`  상태 코드: ${statusCounts(statsFlood)}`);
  // The flood's window covers main/info's: this process's CPU over it, both loads together, as a share of one core.
  const serverCpuMs = statsFlood.cpuMsPerRequest * statsFlood.requests.total;
  console.log(`  서버 CPU: 한 코어의 ${((serverCpuMs / (seconds * 1000)) * 100).toFixed(0)}% (폭주 + main/info)`);
  console.log(`${"GET main/info (통계 폭주 중)".padEnd(36)} ${fmt(statsBusy)}`);
  const statsRatio = statsBusy.latency.p99 / Math.max(1, quiet.latency.p99);
  console.log(
    `  main/info p99: 평소 ${quiet.latency.p99} ms → 통계 폭주 중 ${statsBusy.latency.p99} ms (${statsRatio.toFixed(1)}배, 요구 ≤ ${FLOOD_P99_RATIO}배)${over(statsRatio > FLOOD_P99_RATIO)}`,
  );
  await shutdown(0);
} catch (err) {
  console.error(err);
  await shutdown(1);
}
