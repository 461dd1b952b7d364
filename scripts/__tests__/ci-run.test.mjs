import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Stand-ins for npm and npx on PATH. `npm test` prints a vitest summary, and with STUB_E2E=1 the line of the e2e
 * stage's stacks starting, then (STUB_WAIT_PG=1) waits until the PostgreSQL run has started, and prints
 * Playwright's summary; STUB_NPM_EXIT is its exit code. `npx` (the PostgreSQL run) writes a vitest JSON report of
 * 7 passed tests. Each writes what it does, in order, to $EVENTS.
 */
const NPM = `#!/usr/bin/env bash
[[ $1 == ci ]] && exit 0
echo " Tests  2 passed (2)"
if [[ $STUB_E2E == 1 ]]; then
  echo "[test] ── e2e (limit 2700 s)"
  sleep 1
  echo "npm test: e2e stacks" >>"$EVENTS"
  echo "[e2e] 3 runs, 2 at a time: consumer 1/2, consumer 2/2, b2b"
  if [[ $STUB_WAIT_PG == 1 ]]; then
    for _ in $(seq 100); do grep -q "pg: start" "$EVENTS" && break; sleep 0.1; done
  fi
  echo "  5 passed (3.0s)"
fi
echo "npm test: end" >>"$EVENTS"
exit "\${STUB_NPM_EXIT:-0}"
`;
const NPX = `#!/usr/bin/env bash
echo "pg: start" >>"$EVENTS"
for a in "$@"; do [[ $a == --outputFile=* ]] && out=\${a#--outputFile=}; done
echo '{"numPassedTests":7,"numFailedTests":0}' >"$out"
echo "output of the PostgreSQL run"
`;

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Runs .ci/run's whole job with npm and npx stubbed and the system, server and production steps left out. */
function runCi(env) {
  dir = mkdtempSync(join(tmpdir(), "ci-run-test-"));
  const bin = join(dir, "bin");
  mkdirSync(bin);
  for (const [name, text] of [
    ["npm", NPM],
    ["npx", NPX],
  ]) {
    writeFileSync(join(bin, name), text);
    chmodSync(join(bin, name), 0o755);
  }
  const events = join(dir, "events");
  writeFileSync(events, "");
  const script = `
    source .ci/run
    rmdir "$WORK"; WORK="${join(dir, "work")}"; mkdir "$WORK"
    install_system_packages() { :; }
    pg_start() { PG_PORT=1; }
    pg_stop() { :; }
    run_pg_bench() { :; }
    run_prod_smoke() { :; }
    run_multi() { :; }
    main
  `;
  const r = spawnSync("bash", ["-c", script], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}`, EVENTS: events },
  });
  const lines = r.stdout.split("\n").filter(Boolean);
  return { status: r.status, lines, events: readFileSync(events, "utf8").split("\n").filter(Boolean) };
}

describe(".ci/run's API suite on PostgreSQL", () => {
  it("with CI_PG_BESIDE_E2E=1, starts beside npm test once the e2e stage's stacks start, and is printed and counted after npm test", () => {
    const { status, lines, events } = runCi({ STUB_E2E: "1", STUB_WAIT_PG: "1", CI_PG_BESIDE_E2E: "1" });
    expect(events).toEqual(["npm test: e2e stacks", "pg: start", "npm test: end"]);
    // Its output does not interleave with npm test's: it comes whole under its own heading, after npm test's count.
    const npmCount = lines.indexOf("npm test: 7 passed, 0 failed (exit 0)");
    const heading = lines.findIndex((l) => l.includes("== API tests against PostgreSQL"));
    expect(npmCount).toBeGreaterThan(-1);
    expect(heading).toBeGreaterThan(npmCount);
    expect(lines.indexOf("output of the PostgreSQL run")).toBe(heading + 1);
    expect(lines).toContain("API tests on PostgreSQL: 7 passed, 0 failed (exit 0)");
    expect(lines.some((l) => /^API tests on PostgreSQL +\d+s$/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe("14 passed, 0 failed");
    expect(status).toBe(0);
  });

  it("with CI_PG_BESIDE_E2E=1, still runs, after it, when npm test ends without reaching the e2e stage, and the job fails", () => {
    const { status, lines, events } = runCi({ STUB_NPM_EXIT: "1", CI_PG_BESIDE_E2E: "1" });
    expect(events).toEqual(["npm test: end", "pg: start"]);
    expect(lines).toContain("API tests on PostgreSQL: 7 passed, 0 failed (exit 0)");
    expect(lines.at(-1)).toBe("9 passed, 1 failed");
    expect(status).toBe(1);
  });

  it("runs after npm test, as a stage of its own, by default", () => {
    const { status, lines, events } = runCi({ STUB_E2E: "1" });
    expect(events).toEqual(["npm test: e2e stacks", "npm test: end", "pg: start"]);
    expect(lines.at(-1)).toBe("14 passed, 0 failed");
    expect(status).toBe(0);
  });
});

describe(".ci/run's API bench on PostgreSQL", () => {
  /** Runs run_pg_bench alone with npm stubbed: it prints a bench line and exits with STUB_BENCH_EXIT. */
  function runBench(exit) {
    dir = mkdtempSync(join(tmpdir(), "ci-run-test-"));
    const bin = join(dir, "bin");
    mkdirSync(bin);
    writeFileSync(
      join(bin, "npm"),
      `#!/usr/bin/env bash
echo "npm $* BENCH_SECONDS=$BENCH_SECONDS BENCH_DATABASE_URL=$BENCH_DATABASE_URL"
echo "  main/info 처리량: 151 req/s (요구 ≥ 1500)   OVER"
exit ${exit}
`,
    );
    chmodSync(join(bin, "npm"), 0o755);
    const script = `
      source .ci/run
      rmdir "$WORK"; WORK="${join(dir, "work")}"; mkdir "$WORK"
      as_pg() { :; }
      PG_PORT=5499
      run_pg_bench
      printf '%s\\n' "\${TIMES[@]}"
      echo "$PASSED passed, $FAILED failed, status $STATUS"
    `;
    const r = spawnSync("bash", ["-c", script], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    return r.stdout.split("\n").filter(Boolean);
  }

  it("prints the bench on a database of its own, with short runs, and counts no test for it (its OVERs are not asserted)", () => {
    const lines = runBench(0);
    expect(lines).toContain("npm run bench:api BENCH_SECONDS=2 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5499/evsafe_bench");
    expect(lines).toContain("  main/info 처리량: 151 req/s (요구 ≥ 1500)   OVER");
    expect(lines).toContain("API bench on PostgreSQL: printed (exit 0)");
    expect(lines.some((l) => /^API bench on PostgreSQL +\d+s$/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe("0 passed, 0 failed, status 0");
  });

  it("counts a bench that crashes as one failure", () => {
    const lines = runBench(1);
    expect(lines.at(-1)).toBe("0 passed, 1 failed, status 1");
  });
});
