#!/usr/bin/env node
/**
 * Where the e2e suite's time goes: reads the output of `npm test` (or of `e2e/scripts/run.mjs`, or of one
 * `playwright test` run with the list or line reporter) and prints, as Markdown tables, the test time per spec file
 * and per kind of test (journeys, tests on both phones, tests on one phone), from each finished test's duration.
 *
 *   node e2e/scripts/times.mjs /tmp/evsafe-ci.XXXXXX/npm-test.log
 *
 * The sums are test time, not wall time: the shards run side by side (docs/ci.md "Where the e2e time goes").
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const RESULT = /[✓✘×]\s+\d+\s+\[([\w-]+)\] › (?:specs\/)?([\w.-]+\.spec\.ts):\d+:\d+ › (.*) \((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;

/** The finished tests of a log: project, spec file, title and seconds. */
export function parseResults(text) {
  const results = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, "");
    const m = RESULT.exec(line);
    if (!m) continue;
    const [, project, spec, title, amount, unit] = m;
    const seconds = Number(amount) * (unit === "ms" ? 0.001 : unit === "m" ? 60 : 1);
    results.push({ project, spec, title, seconds });
  }
  return results;
}

/** A journey (`@journey`), a test run on one phone (`@one-phone`) or one run on both. */
export const kindOf = (title) => (/@journey\b/.test(title) ? "journey" : /@one-phone\b/.test(title) ? "one phone" : "both phones");

/** Tests and seconds per key, largest first. */
export function totals(results, keyOf) {
  const by = new Map();
  for (const r of results) {
    const t = by.get(keyOf(r)) ?? { key: keyOf(r), tests: 0, seconds: 0 };
    t.tests += 1;
    t.seconds += r.seconds;
    by.set(t.key, t);
  }
  return [...by.values()].sort((a, b) => b.seconds - a.seconds);
}

function table(title, rows, all) {
  const lines = [`| ${title} | tests | s | share |`, "|---|---:|---:|---:|"];
  for (const r of rows) lines.push(`| ${r.key} | ${r.tests} | ${Math.round(r.seconds)} | ${((100 * r.seconds) / all).toFixed(1)} % |`);
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node e2e/scripts/times.mjs <log of npm test or playwright test>");
    process.exit(2);
  }
  const results = parseResults(readFileSync(file, "utf8"));
  const all = results.reduce((s, r) => s + r.seconds, 0);
  console.log(`${results.length} tests, ${Math.round(all)} s of test time\n`);
  console.log(
    table(
      "spec",
      totals(results, (r) => r.spec),
      all,
    ),
  );
  console.log();
  console.log(
    table(
      "kind",
      totals(results, (r) => kindOf(r.title)),
      all,
    ),
  );
}
