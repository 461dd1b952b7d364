/**
 * Shards of even duration for e2e/scripts/run.mjs: the tests Playwright lists (`--list --reporter=json`) are dealt
 * to the stacks by their stored durations (e2e/scripts/durations.json, refreshed from a log by durations.mjs), each
 * next-longest test to the stack with the least work so far, and each stack gets a `--test-list` file of its own.
 * A test the table does not know counts as the mean of its spec file's tests on its phone, else of its file, else of
 * all files.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const DURATIONS_FILE = fileURLToPath(new URL("durations.json", import.meta.url));

/**
 * Seconds a Playwright run spends before its first test and after its last (starting the API and the web server,
 * loading the specs, the report): counted once per run when the work is dealt.
 */
export const RUN_OVERHEAD_S = 25;

/** A test's title without its tags (the list reporter appends tags given as `{ tag }`; the JSON list does not). */
export const plainTitle = (title) => title.replace(/\s@[\w-]+/g, "").trim();

/** The key of a test in the durations table: project, spec file (without folder) and title path. */
export const keyOf = (project, file, title) => `${project} › ${file.split("/").at(-1)} › ${plainTitle(title)}`;

/**
 * The tests of Playwright's JSON list (`playwright test --list --reporter=json`), each with its project, its spec file
 * relative to the test directory and its title path (describe blocks and title, joined with ` › `).
 */
export function testsOfList(report) {
  const tests = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const titles = [...path, spec.title];
      for (const t of spec.tests) tests.push({ project: t.projectName, file: spec.file, titles });
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // The top-level suites are the spec files: their title is the file, not part of a test's title path.
  for (const file of report.suites ?? []) walk(file, []);
  return tests.map((t) => ({ ...t, key: keyOf(t.project, t.file, t.titles.join(" › ")) }));
}

/**
 * Each test's expected seconds: its own stored duration (`tests`), else the mean of its spec file on its phone
 * (`files["project › file"]`), else of its file on any phone (`files[file]`), else the mean of all files, else 1.
 */
export function estimates(tests, durations) {
  const files = durations.files ?? {};
  const means = Object.values(files);
  const overall = means.length ? means.reduce((a, b) => a + b, 0) / means.length : 1;
  return tests.map((t) => {
    const file = t.file.split("/").at(-1);
    return durations.tests?.[t.key] ?? files[`${t.project} › ${file}`] ?? files[file] ?? overall;
  });
}

/**
 * Deals the tests to `lanes` shards, longest first, each to the lane with the least expected work; `preload` is work a
 * lane already has (seconds per lane, e.g. the B2B run the first stack to finish takes). Tests with the same key stay
 * together (a test list selects by title, so it could not tell them apart). Returns per lane its tests in list order
 * and its expected seconds, preload and RUN_OVERHEAD_S included.
 */
export function splitByDuration(tests, durations, lanes, preload = []) {
  const seconds = estimates(tests, durations);
  const units = new Map();
  tests.forEach((t, i) => {
    const unit = units.get(t.key) ?? { indexes: [], seconds: 0 };
    unit.indexes.push(i);
    unit.seconds += seconds[i];
    units.set(t.key, unit);
  });
  const load = Array.from({ length: lanes }, (_, i) => RUN_OVERHEAD_S + (preload[i] ?? 0));
  const picked = Array.from({ length: lanes }, () => []);
  const order = [...units.values()].sort((a, b) => b.seconds - a.seconds || a.indexes[0] - b.indexes[0]);
  for (const unit of order) {
    let lane = 0;
    for (let i = 1; i < lanes; i++) if (load[i] < load[lane]) lane = i;
    load[lane] += unit.seconds;
    picked[lane].push(...unit.indexes);
  }
  return picked.map((indexes, i) => ({
    tests: indexes.sort((a, b) => a - b).map((index) => tests[index]),
    seconds: load[i],
  }));
}

/** A `--test-list` file's text: one line per test, `[project] › file › describe › title`. */
export function testListText(tests) {
  return [...new Set(tests.map((t) => [`[${t.project}]`, t.file, ...t.titles].join(" › ")))].join("\n") + "\n";
}

/** Expected seconds of the B2B run: its stored test time (`b2b`) and a run's overhead. */
export function b2bSeconds(durations) {
  return RUN_OVERHEAD_S + (durations.b2b ?? 0);
}

/**
 * The stored durations: `tests` (seconds per test key), `files` (mean seconds of a test per `project › file` and per
 * file) and `b2b` (the B2B run's test time); empty if the file is missing or unreadable.
 */
export function readDurations(file = DURATIONS_FILE) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}

/** Whether the table knows anything to deal by. */
export const hasDurations = (durations) => Object.keys(durations.tests ?? {}).length + Object.keys(durations.files ?? {}).length > 0;
