#!/usr/bin/env node
// `npm test`: every check of the repository, stage by stage, each under its own time limit (docs/ci.md).
//
//   npm test                      lint and typecheck (side by side), unit, api, e2e
//   npm test -- unit api          only those stages, in the given order
//
// A stage that overruns its limit is stopped with its whole process tree and counts as failed; the next stage still
// runs, so one slow stage does not hide the others' results. Exits non-zero if any stage failed.
// Limits can be changed per stage with TEST_LIMIT_<STAGE>=<seconds> (e.g. TEST_LIMIT_E2E=1800).
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { treeKill } from "./process-tree.mjs";

/**
 * Each stage with its limit in seconds: a wide margin over its time on the 2-core CI machine (docs/ci.md). Stages of
 * one `group` that come one after the other run at the same time: lint and typecheck are one process each, one core.
 */
export const STAGES = [
  { name: "lint", command: "npm run -s lint", limit: 300, group: "static" },
  { name: "typecheck", command: "npm run -s typecheck", limit: 420, group: "static" },
  { name: "unit", command: "npm run -s test:unit", limit: 420 },
  { name: "api", command: "npm run -s test:api", limit: 900 },
  { name: "e2e", command: "npm run -s test:e2e", limit: 3600 },
];

/**
 * The environment the stages of a run add: after a typecheck stage of the same run, the e2e stage's Next builds skip
 * Next's own type check (NEXT_BUILD_SKIP_TYPECHECK, apps/web/next.config.ts), which is the same tsc over the same
 * project again. A run without the typecheck stage (`npm test -- e2e`) builds with the check.
 */
export function stageEnv(stages) {
  return stages.some((stage) => stage.name === "typecheck") ? { NEXT_BUILD_SKIP_TYPECHECK: "1" } : {};
}

/** Grace between SIGTERM and SIGKILL when a stage overruns or the run is interrupted. */
const KILL_GRACE_MS = 10_000;

function limitOf(stage) {
  const raw = process.env[`TEST_LIMIT_${stage.name.toUpperCase()}`];
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : stage.limit;
}

const current = new Set();
let interrupted = false;

/** The stages in the order given, consecutive stages of one group together: `[[lint, typecheck], [unit], …]`. */
export function batches(stages) {
  const out = [];
  for (const stage of stages) {
    const last = out.at(-1);
    if (last && stage.group && last[0].group === stage.group) last.push(stage);
    else out.push([stage]);
  }
  return out;
}

/** Runs one stage; resolves with its outcome. The child stays in our process group (an outer `timeout` reaches it). */
export function runStage(stage) {
  const limit = limitOf(stage);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: "inherit" });
    current.add(child);
    let timedOut = false;
    let killed = Promise.resolve();
    const timer = setTimeout(() => {
      timedOut = true;
      process.stdout.write(`\n[test] ${stage.name}: over its limit of ${limit} s; stopping it and everything it started\n`);
      killed = treeKill(child.pid, KILL_GRACE_MS);
    }, limit * 1000);
    child.on("exit", async (code, signal) => {
      clearTimeout(timer);
      await killed;
      current.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({
        name: stage.name,
        seconds,
        limit,
        ok: code === 0 && !timedOut,
        detail: timedOut ? "time limit" : (signal ?? `exit ${code}`),
      });
    });
  });
}

function stopOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      process.stdout.write(`\n[test] ${signal}: stopping the running stage\n`);
      if (current.size) void Promise.all([...current].map((c) => treeKill(c.pid, KILL_GRACE_MS))).then(() => process.exit(130));
      else process.exit(130);
    });
  }
}

async function main() {
  stopOnSignals();
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
  if (unknown.length) {
    console.error(`[test] unknown stage(s): ${unknown.join(", ")}; stages: ${STAGES.map((s) => s.name).join(", ")}`);
    process.exit(2);
  }
  const stages = wanted.length ? wanted.map((w) => STAGES.find((s) => s.name === w)) : STAGES;
  Object.assign(process.env, stageEnv(stages));
  const results = [];
  for (const batch of batches(stages)) {
    if (interrupted) break;
    process.stdout.write(`\n[test] ── ${batch.map((stage) => `${stage.name} (limit ${limitOf(stage)} s)`).join(" and ")}\n`);
    results.push(...(await Promise.all(batch.map(runStage))));
  }
  process.stdout.write("\n[test] stage       time   limit  result\n");
  for (const r of results) {
    process.stdout.write(
      `[test] ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)} s ${String(r.limit).padStart(5)} s  ${r.ok ? "ok" : `FAILED (${r.detail})`}\n`,
    );
  }
  process.exit(results.every((r) => r.ok) && results.length === stages.length ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
