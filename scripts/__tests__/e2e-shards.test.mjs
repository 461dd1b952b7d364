import { describe, expect, it } from "vitest";
import { durationsOf } from "../../e2e/scripts/durations.mjs";
import {
  RUN_OVERHEAD_S,
  b2bSeconds,
  estimates,
  hasDurations,
  keyOf,
  splitByDuration,
  testListText,
  testsOfList,
} from "../../e2e/scripts/shards.mjs";

/** The shape of `playwright test --list --reporter=json`: spec files, describe blocks, specs with a test per project. */
const REPORT = {
  suites: [
    {
      title: "a.spec.ts",
      file: "a.spec.ts",
      specs: [{ title: "top", file: "a.spec.ts", tests: [{ projectName: "pixel7" }, { projectName: "iphone14" }] }],
      suites: [
        {
          title: "block",
          file: "a.spec.ts",
          specs: [
            { title: "long @journey", file: "a.spec.ts", tests: [{ projectName: "pixel7" }] },
            { title: "401 → /unauthorized?callbackUrl=<page>", file: "a.spec.ts", tests: [{ projectName: "pixel7" }] },
          ],
        },
      ],
    },
    { title: "b.spec.ts", file: "b.spec.ts", specs: [{ title: "new", file: "b.spec.ts", tests: [{ projectName: "pixel7" }] }] },
  ],
};

describe("e2e/scripts/shards.mjs: shards of even duration", () => {
  it("reads Playwright's JSON list: project, file and title path per test, keyed as a log names it", () => {
    const tests = testsOfList(REPORT);
    expect(tests.map((t) => t.key)).toEqual([
      "pixel7 › a.spec.ts › top",
      "iphone14 › a.spec.ts › top",
      "pixel7 › a.spec.ts › block › long",
      "pixel7 › a.spec.ts › block › 401 → /unauthorized?callbackUrl=<page>",
      "pixel7 › b.spec.ts › new",
    ]);
    expect(tests[2]).toMatchObject({ project: "pixel7", file: "a.spec.ts", titles: ["block", "long @journey"] });
  });

  it("keys a log's test like the list's: folder, line and the tags the reporter appends left out", () => {
    const log = [
      "[consumer 1/4]   ✓    1 [pixel7] › specs/a.spec.ts:9:3 › block › long @journey (30.0s)",
      "[consumer 2/4]   ✓    2 [iphone14] › specs/a.spec.ts:3:1 › top @one-phone (2.0s)",
      "  ✓  3 [iphone14] › a.spec.ts:3:1 › top (4.0s)",
      "[b2b]   ✓  4 [pixel7] › specs/x.b2b.spec.ts:3:1 › b2b (6.0s)",
      "[b2b]   ✓  5 [iphone14] › specs/x.b2b.spec.ts:3:1 › b2b (4.0s)",
    ].join("\n");
    expect(durationsOf([log, "  ✓  1 [pixel7] › specs/a.spec.ts:9:3 › block › long @journey (20.0s)"])).toEqual({
      tests: {
        "iphone14 › a.spec.ts › top": 3,
        "iphone14 › x.b2b.spec.ts › b2b": 4,
        "pixel7 › a.spec.ts › block › long": 25,
        "pixel7 › x.b2b.spec.ts › b2b": 6,
      },
      files: {
        "a.spec.ts": 14,
        "iphone14 › a.spec.ts": 3,
        "iphone14 › x.b2b.spec.ts": 4,
        "pixel7 › a.spec.ts": 25,
        "pixel7 › x.b2b.spec.ts": 6,
        "x.b2b.spec.ts": 5,
      },
      // One log had B2B tests: their sum.
      b2b: 10,
    });
    expect(keyOf("pixel7", "specs/a.spec.ts", "block › long @journey @one-phone")).toBe("pixel7 › a.spec.ts › block › long");
  });

  it("estimates a test the table lacks from its file on its phone, else its file, else all files", () => {
    const tests = testsOfList(REPORT);
    const durations = {
      tests: { "pixel7 › a.spec.ts › top": 2 },
      files: { "pixel7 › a.spec.ts": 30, "a.spec.ts": 16, "c.spec.ts": 8 },
    };
    // pixel7 top: its own; iphone14 top: a.spec.ts on any phone; pixel7's others: a.spec.ts on pixel7; b.spec.ts: the
    // mean of the three file entries.
    expect(estimates(tests, durations)).toEqual([2, 16, 30, 30, 18]);
    expect(estimates(tests, {})).toEqual([1, 1, 1, 1, 1]);
  });

  it("deals the longest tests first to the lane with the least work, the B2B run's lane getting less", () => {
    const tests = [10, 9, 8, 7, 6, 5, 1].map((s, i) => ({ project: "pixel7", file: "a.spec.ts", titles: [`t${i}`], key: `k${i}`, s }));
    const durations = { tests: Object.fromEntries(tests.map((t) => [t.key, t.s])) };
    const [one, two] = splitByDuration(tests, durations, 2);
    expect(one.tests.map((t) => t.s)).toEqual([10, 7, 6]);
    expect(two.tests.map((t) => t.s)).toEqual([9, 8, 5, 1]);
    expect([one.seconds, two.seconds]).toEqual([RUN_OVERHEAD_S + 23, RUN_OVERHEAD_S + 23]);
    // Every test in exactly one lane, in list order.
    expect([...one.tests, ...two.tests].map((t) => t.key).sort()).toEqual(tests.map((t) => t.key).sort());

    const [a, b] = splitByDuration(tests, durations, 2, [0, 20]);
    expect(a.tests.map((t) => t.s)).toEqual([10, 9, 8, 6]);
    expect(b.tests.map((t) => t.s)).toEqual([7, 5, 1]);
    expect([a.seconds, b.seconds]).toEqual([RUN_OVERHEAD_S + 33, RUN_OVERHEAD_S + 20 + 13]);
  });

  it("keeps tests of the same key in one lane (a test list cannot tell them apart)", () => {
    const twin = { project: "pixel7", file: "a.spec.ts", titles: ["same"], key: "same" };
    const lanes = splitByDuration([twin, { ...twin }, { ...twin, titles: ["other"], key: "other" }], { tests: { same: 1, other: 1 } }, 2);
    expect(lanes.map((l) => l.tests.map((t) => t.key))).toEqual([["same", "same"], ["other"]]);
  });

  it("writes a test list Playwright reads: `[project] › file › title path`, one line per test", () => {
    const tests = testsOfList(REPORT);
    expect(testListText(tests.slice(1, 4))).toBe(
      [
        "[iphone14] › a.spec.ts › top",
        "[pixel7] › a.spec.ts › block › long @journey",
        "[pixel7] › a.spec.ts › block › 401 → /unauthorized?callbackUrl=<page>",
        "",
      ].join("\n"),
    );
  });

  it("expects the B2B run to take its stored test time and a run's overhead; an empty table deals nothing", () => {
    expect(b2bSeconds({ b2b: 15 })).toBe(RUN_OVERHEAD_S + 15);
    expect(b2bSeconds({})).toBe(RUN_OVERHEAD_S);
    expect(hasDurations({})).toBe(false);
    expect(hasDurations({ tests: {}, files: { "a.spec.ts": 1 } })).toBe(true);
  });
});
