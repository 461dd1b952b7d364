/**
 * `npm run bench:api` — a measurement, not a test. Starts the business API in this process (PGlite in memory,
 * demo data), signs in as `demo`, and load-tests with autocannon:
 *   1. GET /hello                    — the framework's floor (no database, no auth)
 *   2. GET /evsafe/api/main/info     — the home screen's call (token check, service expiry, queries)
 *      (falls back to users/my-profile or another signed-in GET if main/info does not answer 200 yet; printed)
 * Prints req/s, p50/p99 latency and the main-info/hello ratio, then stops.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_WORKERS (default 1: autocannon drives the
 * load from a worker thread so the client does not share the server's event loop; 0 = same thread).
 */
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { calls, type CallDef } from "@evsafe/contract";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createDeps } from "../src/deps";
import { DEMO_PASSWORD } from "../src/db/seed/accounts";

interface Histogram { average: number; p50: number; p99: number; max: number }
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const workers = Number(process.env.BENCH_WORKERS ?? 1);

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  // Production settings (no response re-validation, no faults) on throwaway storage and keys.
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  FILE_ENCRYPTION_KEY: "0".repeat(64),
  DATA_DIR: "memory://",
  DATABASE_URL: undefined,
  FILE_DIR: `/tmp/evsafe-bench-files-${process.pid}`,
  SEED: "1",
  API_FAULTS: "0",
  LOG_LEVEL: "silent",
});

console.log(`API 시작 중 (PGlite 메모리 DB, 데모 데이터 생성)…`);
const deps = await createDeps(config);
const app = await buildApp(deps);
await app.listen({ host: "127.0.0.1", port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const base = `${origin}${config.basePath}`;

async function shutdown(code: number) {
  await app.close();
  await deps.database.close();
  process.exit(code);
}

try {
  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ loginId: "demo", password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`demo 로그인 실패: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { results: { accessToken: string } }).results.accessToken;
  const auth = { authorization: `Bearer ${token}` };

  // The signed-in call to measure: main/info, else my-profile, else any parameterless signed-in GET answering 200.
  const candidates = [
    "main/info",
    "users/my-profile",
    ...Object.values(calls as Record<string, CallDef>)
      .filter((c) => c.method === "GET" && c.auth !== "public" && !c.path.includes("{") && !c.query && c.kind !== "binary")
      .map((c) => c.path),
  ];
  let target: string | undefined;
  for (const path of candidates) {
    const r = await fetch(`${base}/${path}`, { headers: auth });
    await r.arrayBuffer();
    if (r.status === 200) {
      target = path;
      break;
    }
    console.log(`  ${path}: ${r.status} — 건너뜀`);
  }
  if (!target) throw new Error("측정할 로그인 호출이 없습니다 (200으로 답하는 GET 없음).");
  if (target !== "main/info") console.log(`※ main/info가 아직 200으로 답하지 않아 ${target}을(를) 대신 측정합니다.`);

  const run = async (title: string, url: string, headers: Record<string, string> = {}) => {
    const opts = { url, headers, connections, duration: seconds, ...(workers > 0 ? { workers } : {}) };
    let r: AutocannonResult;
    try {
      r = await autocannon(opts);
    } catch (err) {
      if (!workers) throw err;
      console.log(`  (worker 모드 실패: ${(err as Error).message} — 같은 스레드에서 다시 측정)`);
      r = await autocannon({ url, headers, connections, duration: seconds });
    }
    const line = `${title.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${r["2xx"]}   non-2xx ${r.non2xx}   errors ${r.errors + r.timeouts}`;
    console.log(line);
    return r;
  };

  console.log(`\n측정: ${connections} connections × ${seconds} s 씩${workers > 0 ? ` (autocannon worker ${workers})` : ""}\n`);
  const hello = await run("GET /hello", `${origin}/hello`);
  const main = await run(`GET ${config.basePath}/${target}`, `${base}/${target}`, auth);
  const ratio = main.requests.average / hello.requests.average;
  console.log(`\n비율 ${target} / hello: ${(ratio * 100).toFixed(1)} % (처리량), p99 ${main.latency.p99} ms vs ${hello.latency.p99} ms`);
  if (main.non2xx > 0 || main.errors > 0) console.log(`※ ${target}에서 2xx가 아닌 응답 ${main.non2xx}건, 오류 ${main.errors}건 — 결과를 확인하세요.`);
  await shutdown(0);
} catch (err) {
  console.error(err);
  await shutdown(1);
}
