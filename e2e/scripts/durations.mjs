#!/usr/bin/env node
/**
 * Refreshes e2e/scripts/durations.json, the per-test durations run.mjs deals the shards by (shards.mjs), from the logs
 * of whole runs (`npm test`, `node e2e/scripts/run.mjs`, or one `playwright test` with the list reporter). A test in
 * several logs gets its mean; a test no log has is estimated from its spec file's tests (shards.mjs `estimates`).
 *
 *   node e2e/scripts/durations.mjs /tmp/evsafe-ci.XXXXXX/npm-test.log [more logs]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DURATIONS_FILE, keyOf } from "./shards.mjs";
import { parseResults } from "./times.mjs";

const tenth = (s) => Math.round(s * 10) / 10;

/**
 * The table shards.mjs reads, from the logs' finished tests: `tests`, the mean seconds per test key; `files`, the
 * mean seconds of a test per `project › file` and per file (for tests the logs do not have yet); `b2b`, the B2B
 * edition's test time (its `*.b2b.spec.ts` tests, per log, averaged). Keys sorted, to a tenth of a second.
 */
export function durationsOf(texts) {
  const perTest = new Map();
  const b2bRuns = [];
  for (const text of texts) {
    let b2b = 0;
    for (const r of parseResults(text)) {
      const key = keyOf(r.project, r.spec, r.title);
      perTest.set(key, [...(perTest.get(key) ?? []), r.seconds]);
      if (r.spec.endsWith(".b2b.spec.ts")) b2b += r.seconds;
    }
    if (b2b > 0) b2bRuns.push(b2b);
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const tests = Object.fromEntries([...perTest.keys()].sort().map((key) => [key, tenth(mean(perTest.get(key)))]));
  const groups = new Map();
  for (const [key, s] of Object.entries(tests)) {
    const [project, file] = key.split(" › ");
    for (const group of [`${project} › ${file}`, file]) groups.set(group, [...(groups.get(group) ?? []), s]);
  }
  const files = Object.fromEntries([...groups.keys()].sort().map((group) => [group, tenth(mean(groups.get(group)))]));
  return { tests, files, b2b: b2bRuns.length ? tenth(mean(b2bRuns)) : 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error("usage: node e2e/scripts/durations.mjs <log of npm test or run.mjs> [more logs]");
    process.exit(2);
  }
  const durations = durationsOf(files.map((f) => readFileSync(f, "utf8")));
  const count = Object.keys(durations.tests).length;
  if (!count) {
    console.error("no finished tests in the logs; durations.json left as it was");
    process.exit(1);
  }
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`${count} tests written to ${DURATIONS_FILE}`);
}
