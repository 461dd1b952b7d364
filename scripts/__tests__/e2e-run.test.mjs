import { describe, expect, it } from "vitest";
import { TIMING_TAG as SPEC_TIMING_TAG } from "../../e2e/env.ts";
import { BEGIN_LINE, parallelism, planJobs, summaryOf, TIMING_TAG } from "../../e2e/scripts/run.mjs";

describe("e2e/scripts/run.mjs: the suite in parallel stacks", () => {
  it("runs as many stacks as cores, at most 3, unless E2E_SHARDS says otherwise", () => {
    expect(parallelism({}, 2)).toBe(2);
    expect(parallelism({}, 1)).toBe(1);
    expect(parallelism({}, 16)).toBe(3);
    expect(parallelism({ E2E_SHARDS: "1" }, 16)).toBe(1);
    expect(parallelism({ E2E_SHARDS: "4" }, 2)).toBe(4);
    expect(parallelism({ E2E_SHARDS: "zwei" }, 2)).toBe(2);
  });

  it("splits the consumer suite into twice as many shards as stacks, then the B2B edition's run, then the timing tests alone", () => {
    const jobs = planJobs(2, [], {});
    expect(jobs.map((j) => j.name)).toEqual(["consumer 1/4", "consumer 2/4", "consumer 3/4", "consumer 4/4", "b2b", "timing"]);
    expect(jobs[2].args).toEqual(["--shard=3/4", "--pass-with-no-tests", "--grep-invert=@timing"]);
    expect(jobs[0].env).toEqual({ NEXT_DIST_DIR: ".next-e2e" });
    expect(jobs[4]).toEqual({ name: "b2b", args: [], env: { NEXT_DIST_DIR: ".next-e2e-b2b", E2E_EDITION: "b2b" } });
    expect(jobs[5]).toEqual({
      name: "timing",
      args: ["--grep=@timing", "--pass-with-no-tests"],
      env: { NEXT_DIST_DIR: ".next-e2e" },
      alone: true,
    });
    expect(jobs.filter((j) => j.alone)).toHaveLength(1);
  });

  it("with a test list per stack (dealt by duration), one shard per stack, each given its list", () => {
    const jobs = planJobs(2, [], {}, ["/tmp/l/shard-1.txt", "/tmp/l/shard-2.txt"]);
    expect(jobs.map((j) => j.name)).toEqual(["consumer 1/2", "consumer 2/2", "b2b", "timing"]);
    expect(jobs[1].args).toEqual(["--test-list=/tmp/l/shard-2.txt", "--pass-with-no-tests", "--grep-invert=@timing"]);
    expect(planJobs(3, ["-g", "x"], {}, ["1", "2", "3"]).map((j) => j.name)).toEqual([
      "consumer 1/3",
      "consumer 2/3",
      "consumer 3/3",
      "timing",
    ]);
  });

  it("knows when a run's servers are up: the list reporter's first line (the timing run starts its own then)", () => {
    expect(BEGIN_LINE.test("Running 1 test using 1 worker")).toBe(true);
    expect(BEGIN_LINE.test("Running 161 tests using 1 worker, shard 2 of 4")).toBe(true);
    expect(BEGIN_LINE.test("Error: Timed out waiting 120000ms from config.webServer.")).toBe(false);
  });

  it("uses the tag the specs use for their timing tests", () => {
    expect(TIMING_TAG).toBe(SPEC_TIMING_TAG);
  });

  it("one stack runs the consumer suite unsharded; Playwright arguments go to the consumer runs and leave B2B out", () => {
    expect(planJobs(1, [], { NEXT_DIST_DIR: ".next-x" })).toEqual([
      { name: "consumer", args: [], env: { NEXT_DIST_DIR: ".next-x" } },
      { name: "b2b", args: [], env: { NEXT_DIST_DIR: ".next-e2e-b2b", E2E_EDITION: "b2b" } },
    ]);
    const jobs = planJobs(2, ["specs/home.spec.ts"], {});
    expect(jobs.map((j) => j.name)).toEqual(["consumer 1/4", "consumer 2/4", "consumer 3/4", "consumer 4/4", "timing"]);
    expect(jobs[0].args.at(-1)).toBe("specs/home.spec.ts");
  });

  it("keeps a run's summary — failures and counts — for the unprefixed report .ci/run counts", () => {
    const out = [
      "Running 3 tests using 1 worker, shard 1 of 4",
      "  ✓  1 [pixel7] › specs/a.spec.ts:3:1 › a (1.0s)",
      "  ✘  2 [pixel7] › specs/a.spec.ts:9:1 › b (2.0s)",
      "",
      "  1) [pixel7] › specs/a.spec.ts:9:1 › b",
      "    Error: expect(received).toBe(expected)",
      "  1 failed",
      "  2 passed (4.0s)",
    ];
    expect(summaryOf(out)).toEqual(out.slice(4));
    expect(summaryOf(["Running 2 tests using 1 worker", "  ✓  1 [pixel7] › x (1s)", "", "  2 passed (2.1s)"])).toEqual([
      "  2 passed (2.1s)",
    ]);
    expect(summaryOf(["Error: no build in .next-e2e"])).toEqual([]);
  });
});
