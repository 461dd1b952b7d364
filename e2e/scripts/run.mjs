#!/usr/bin/env node
// The whole end-to-end suite in parallel stacks (`npm run test:e2e` runs it after building both editions).
//
// One Playwright run has one API process and one web server, so its tests run one at a time: fault injection and the
// demo accounts are state of that one API. This script splits the consumer suite into one shard per stack, of about
// even length by the tests' stored durations (shards.mjs, durations.json; `node e2e/scripts/durations.mjs <log>`
// refreshes them), and runs them side by side, each in a Playwright process of its own with its own API (fresh in-memory database), web server
// and ports, next to the B2B edition's run. Inside a shard nothing changes: its tests run in order on their own data.
//
//   node e2e/scripts/run.mjs                    consumer shards + the B2B run, E2E_SHARDS at a time
//   node e2e/scripts/run.mjs specs/home.spec.ts  only those consumer specs (Playwright arguments), no B2B run
//   E2E_SHARDS=1 node e2e/scripts/run.mjs
//   E2E_API_PORT=4160 E2E_WEB_PORT=3160 node e2e/scripts/run.mjs   ports 4160…, 3160… (one per stack, then the timing run's)
//
// The run that goes alone (the timing tests) takes the ports after the stacks' and starts its servers once the first
// runs' are up; its tests wait for the others to end.
// Needs the builds: NEXT_DIST_DIR (consumer, default .next-e2e) and E2E_B2B_DIST_DIR (default .next-e2e-b2b).
// Each run's lines are printed as they come, prefixed with its name; at the end each run's summary (failures and
// counts) is printed again without the prefix, which is what .ci/run counts. Exits non-zero if any run failed.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { treeKill } from "../../scripts/process-tree.mjs";
import { b2bSeconds, hasDurations, readDurations, splitByDuration, testListText, testsOfList } from "./shards.mjs";

/** The tag of tests that assert timings (e2e/env.ts TIMING_TAG; a .ts file this plain script cannot import). */
export const TIMING_TAG = "@timing";

const E2E_DIR = fileURLToPath(new URL("..", import.meta.url));
const KILL_GRACE_MS = 10_000;

/**
 * How many stacks run at once: E2E_SHARDS, else the machine's cores up to 3 (two on the 2-core CI machine: a run's
 * browser and servers are idle more than half of the time).
 */
export function parallelism(env = process.env, cores = availableParallelism()) {
  const asked = Number(env.E2E_SHARDS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, Math.min(3, cores));
}

/**
 * The runs: the consumer suite in shards, then the B2B edition's run, which is short and goes to the first stack
 * that is free, and last, alone, the tests tagged TIMING_TAG (they assert what happens within the loading overlay's
 * show delay, which a machine busy with other stacks cannot promise). Playwright arguments (specs, -g) go to the
 * consumer runs and leave the B2B run out.
 *
 * With `testLists` (one `--test-list` file per stack, dealt by stored durations: shards.mjs) each stack runs one
 * shard of about even length; without (the list could not be made), twice as many shards as stacks cut by count
 * (`--shard`), so that a stack that finishes early takes the next one instead of idling.
 */
export function planJobs(parallel, extraArgs = [], env = process.env, testLists = undefined) {
  const shards = parallel === 1 ? 1 : (testLists?.length ?? parallel * 2);
  const consumerDist = env.NEXT_DIST_DIR ?? ".next-e2e";
  const b2b = extraArgs.length
    ? []
    : [{ name: "b2b", args: [], env: { NEXT_DIST_DIR: env.E2E_B2B_DIST_DIR ?? ".next-e2e-b2b", E2E_EDITION: "b2b" } }];
  if (shards === 1) return [{ name: "consumer", args: extraArgs, env: { NEXT_DIST_DIR: consumerDist } }, ...b2b];
  return [
    ...Array.from({ length: shards }, (_, i) => ({
      name: `consumer ${i + 1}/${shards}`,
      args: [
        testLists ? `--test-list=${testLists[i]}` : `--shard=${i + 1}/${shards}`,
        "--pass-with-no-tests",
        `--grep-invert=${TIMING_TAG}`,
        ...extraArgs,
      ],
      env: { NEXT_DIST_DIR: consumerDist },
    })),
    ...b2b,
    {
      name: "timing",
      args: [`--grep=${TIMING_TAG}`, "--pass-with-no-tests", ...extraArgs],
      env: { NEXT_DIST_DIR: consumerDist },
      alone: true,
    },
  ];
}

/** A Playwright list-reporter line that starts the summary: a failure's header (`  1) [pixel7] …`) or a count. */
export const SUMMARY_LINE = /^\s+(\d+\) |\d+ (passed|failed|flaky|skipped|interrupted|did not run)\b)/;

/** The summary of a run's output: from its first summary line to the end. */
export function summaryOf(lines) {
  const from = lines.findIndex((line) => SUMMARY_LINE.test(line));
  return from < 0 ? [] : lines.slice(from);
}

/** The first slot's port: the variable's value if set, else the default. */
function portBase(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The consumer tests of the shards (Playwright's own list, with the shards' filters and the given arguments) dealt
 * to `parallel` stacks by stored durations, one `--test-list` file each in `dir`; the lane that will take the B2B run
 * gets that much less. Undefined, with the reason printed, without stored durations or if Playwright could not list
 * the tests.
 */
function dealShards(parallel, extraArgs, withB2b, dir) {
  const durations = readDurations();
  if (!hasDurations(durations)) {
    process.stdout.write("[e2e] no stored durations (e2e/scripts/durations.json); shards cut by count\n");
    return undefined;
  }
  const listed = spawnSync(
    "npx",
    ["playwright", "test", "--list", "--reporter=json", `--grep-invert=${TIMING_TAG}`, "--pass-with-no-tests", ...extraArgs],
    { cwd: E2E_DIR, env: { ...process.env, E2E_EDITION: "", FORCE_COLOR: "0" }, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  let tests;
  try {
    tests = testsOfList(JSON.parse(listed.stdout));
  } catch (error) {
    process.stdout.write(`[e2e] could not list the tests (${error.message}); shards cut by count\n${listed.stderr ?? ""}\n`);
    return undefined;
  }
  const preload = Array.from({ length: parallel }, (_, i) => (withB2b && i === parallel - 1 ? b2bSeconds(durations) : 0));
  const lanes = splitByDuration(tests, durations, parallel, preload);
  return lanes.map((lane, i) => {
    const file = join(dir, `shard-${i + 1}.txt`);
    writeFileSync(file, testListText(lane.tests));
    process.stdout.write(`[e2e] shard ${i + 1}/${parallel}: ${lane.tests.length} tests, about ${Math.round(lane.seconds)} s\n`);
    return file;
  });
}

const running = new Set();
let stopping = false;

/** The list reporter's first line once a run's servers are up and its tests begin. */
export const BEGIN_LINE = /^Running \d+ tests? using /;

/** Runs one job in its slot's ports; `onBegin` is called once its tests begin (its servers are up). */
function runJob(job, slot, onBegin = () => {}) {
  return new Promise((resolve) => {
    const tag = `[${job.name}]`;
    const folder = job.name.replace(/[^a-z0-9]+/gi, "-");
    const child = spawn("npx", ["playwright", "test", ...job.args, "--output", join("test-results", folder)], {
      cwd: E2E_DIR,
      env: {
        ...process.env,
        ...job.env,
        // Ports of its own per parallel slot, away from `npm start` and the defaults of a single run; E2E_API_PORT and
        // E2E_WEB_PORT, when set, are the first slot's (a second suite on the same machine).
        E2E_API_PORT: String(portBase("E2E_API_PORT", 4110) + slot),
        E2E_WEB_PORT: String(portBase("E2E_WEB_PORT", 3110) + slot),
        PLAYWRIGHT_HTML_OUTPUT_DIR: join(E2E_DIR, "playwright-report", folder),
        PLAYWRIGHT_HTML_OPEN: "never",
        FORCE_COLOR: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    const lines = [];
    let rest = "";
    const onData = (chunk) => {
      const text = rest + chunk.toString();
      const parts = text.split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        if (BEGIN_LINE.test(line)) onBegin();
        lines.push(line);
        process.stdout.write(`${tag} ${line}\n`);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (rest) lines.push(rest);
      resolve({ job, ok: code === 0, detail: signal ?? `exit ${code}`, summary: summaryOf(lines) });
    });
  });
}

async function main() {
  const parallel = parallelism();
  const extraArgs = process.argv.slice(2);
  const listDir = mkdtempSync(join(tmpdir(), "evsafe-e2e-shards-"));
  process.on("exit", () => rmSync(listDir, { recursive: true, force: true }));
  const testLists = parallel > 1 ? dealShards(parallel, extraArgs, extraArgs.length === 0, listDir) : undefined;
  const jobs = planJobs(parallel, extraArgs, process.env, testLists);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`\n[e2e] ${signal}: stopping ${running.size} run(s)\n`);
      void Promise.all([...running].map((c) => treeKill(c.pid, KILL_GRACE_MS))).then(() => process.exit(130));
    });
  }
  const started = Date.now();
  process.stdout.write(`[e2e] ${jobs.length} runs, ${parallel} at a time: ${jobs.map((j) => j.name).join(", ")}\n`);
  const results = [];
  const timed = async (job, slot, onBegin) => {
    const t0 = Date.now();
    const result = await runJob(job, slot, onBegin);
    result.seconds = Math.round((Date.now() - t0) / 1000);
    results.push(result);
  };
  // A run that goes alone starts on ports after the stacks' once the first runs' servers are up (not all at once on a
  // busy machine), and holds its tests until the others have ended (E2E_START_WHEN, start-when.mjs): its servers'
  // start-up is not added to the end.
  const alone = [];
  let aloneStarted = false;
  const startAlone = () => {
    if (aloneStarted || stopping) return;
    aloneStarted = true;
    jobs
      .filter((j) => j.alone)
      .forEach((job, i) => {
        const go = join(listDir, `start-${i + 1}`);
        const env = { ...job.env, E2E_START_WHEN: go, E2E_START_WHEN_PID: String(process.pid) };
        alone.push({ go, done: runJob({ ...job, env }, parallel + i) });
      });
  };
  const queue = jobs.filter((j) => !j.alone);
  const firstRuns = Math.min(parallel, queue.length);
  let begun = 0;
  const onBegin = () => {
    if (++begun >= firstRuns) startAlone();
  };
  await Promise.all(
    Array.from({ length: parallel }, async (_, slot) => {
      for (let job = queue.shift(); job && !stopping; job = queue.shift()) await timed(job, slot, onBegin);
    }),
  );
  startAlone();
  for (const { go, done } of alone) {
    if (stopping) break;
    const t0 = Date.now();
    writeFileSync(go, "");
    const result = await done;
    // From its start signal: the time it held the stage alone.
    result.seconds = Math.round((Date.now() - t0) / 1000);
    results.push(result);
  }
  for (const r of results) {
    process.stdout.write(`\n== ${r.job.name}: ${r.ok ? "ok" : `FAILED (${r.detail})`} in ${r.seconds} s\n`);
    for (const line of r.summary) process.stdout.write(`${line}\n`);
  }
  process.stdout.write(`\n[e2e] ${Math.round((Date.now() - started) / 1000)} s in all\n`);
  process.exit(results.length === jobs.length && results.every((r) => r.ok) ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
