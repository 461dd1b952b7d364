/**
 * A seed-fixed run of the fuzzer (`npm run fuzz` runs the long, random-seed one): generated requests over every
 * call of the contract, valid-shaped and mutated, with and without a token, answer no 5xx, and the server still
 * answers afterwards. A 5xx found by a longer run belongs here as a regression case: the request it printed,
 * sent on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers";
import { CALL_NAMES, describeFailure, runFuzz } from "./support/fuzz";

/** A fixed seed so that a failure here reproduces with `npm run fuzz -- --seed 20261123 --runs 1000`. */
const FIXED_SEED = 20261123;
const FIXED_RUNS = 1_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "silent" } });
});
afterAll(() => t.close());

describe("fuzzing", () => {
  it(`${FIXED_RUNS} generated requests (seed ${FIXED_SEED}) answer no 5xx and leave the server answering`, async () => {
    const report = await runFuzz({ app: t.app, basePath: t.config.basePath, runs: FIXED_RUNS, seed: FIXED_SEED });
    expect(report.failures.map(describeFailure).join("\n\n")).toBe("");
    expect(report.sent).toBe(FIXED_RUNS);
    expect(report.healthyAfter).toBe(true);
    // The generated values reach the handlers: many calls answer a 2xx, and rate limits answer few requests.
    expect(report.callsWith2xx).toBeGreaterThan(CALL_NAMES.length / 3);
    expect(report.rateLimited).toBeLessThan(FIXED_RUNS / 10);
  });
});
