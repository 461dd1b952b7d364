import { describe, expect, it } from "vitest";
import { kindOf, parseResults, totals } from "../../e2e/scripts/times.mjs";

const LOG = [
  "[consumer 1/4]   ✓    1 [pixel7] › specs/accessibility.spec.ts:156:5 › public screens › /signin @one-phone (4.7s)",
  "\x1b[32m[consumer 2/4]\x1b[39m   ✓    2 [iphone14] › specs/every-screen.spec.ts:70:5 › every screen › home: /home as demo (1.5s)",
  "[consumer 2/4]   ✘    3 [iphone14] › specs/modal.spec.ts:79:3 › modal layer › opened again @journey (1.0m)",
  "  ✓  4 [pixel7] › every-screen.spec.ts:70:5 › every screen › menu: /menu as demo (250ms)",
  "[consumer 2/4]   1 failed",
  "[consumer 2/4]     [iphone14] › specs/modal.spec.ts:79:3 › modal layer › opened again @journey ",
].join("\n");

describe("e2e/scripts/times.mjs: where the e2e time goes", () => {
  it("reads each finished test's spec, project and seconds from a prefixed, coloured log, failures included, summaries not", () => {
    const results = parseResults(LOG);
    expect(results.map((r) => [r.project, r.spec, r.seconds])).toEqual([
      ["pixel7", "accessibility.spec.ts", 4.7],
      ["iphone14", "every-screen.spec.ts", 1.5],
      ["iphone14", "modal.spec.ts", 60],
      ["pixel7", "every-screen.spec.ts", 0.25],
    ]);
  });

  it("sums per spec and per kind of test, largest first", () => {
    const results = parseResults(LOG);
    expect(totals(results, (r) => r.spec)).toEqual([
      { key: "modal.spec.ts", tests: 1, seconds: 60 },
      { key: "accessibility.spec.ts", tests: 1, seconds: 4.7 },
      { key: "every-screen.spec.ts", tests: 2, seconds: 1.75 },
    ]);
    expect(results.map((r) => kindOf(r.title))).toEqual(["one phone", "both phones", "journey", "both phones"]);
  });
});
