/**
 * `npm run fuzz` — generated requests over every call of the contract against an in-process API on a seeded
 * in-memory database (test/support/fuzz.ts says how they are built). Prints the requests sent, the status counts
 * and every 5xx with its reproduction; exits 1 on any 5xx or if the server stops answering.
 *
 *   npm run fuzz                         10,000 requests, a random seed (printed)
 *   npm run fuzz -- --runs 50000 --seed 42
 *   npm run fuzz -- --seed 42 --path 1234   regenerate and send request #1234 of seed 42 alone
 */
import { parseArgs } from "node:util";
import { createTestApp } from "../test/helpers";
import { describeFailure, runFuzz } from "../test/support/fuzz";

const DEFAULT_RUNS = 10_000;
const PROGRESS_EVERY = 1_000;

const { values } = parseArgs({
  options: { runs: { type: "string" }, seed: { type: "string" }, path: { type: "string" } },
});
const runs = Number(values.runs ?? DEFAULT_RUNS);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error("사용법: npm run fuzz -- [--runs N] [--seed S] [--path I]");
  process.exit(2);
}

console.log(`fuzz: seeding an in-memory database…`);
const t = await createTestApp({ env: { LOG_LEVEL: "silent" } });
console.log(`fuzz: seed ${seed}, ${values.path !== undefined ? `request #${values.path} only` : `${runs} requests`}`);
const report = await runFuzz({
  app: t.app,
  basePath: t.config.basePath,
  runs,
  seed,
  path: values.path,
  onProgress: (n) => {
    if (n % PROGRESS_EVERY === 0) process.stdout.write(`  ${n} sent\n`);
  },
});
await t.close();

const counts = Object.entries(report.statuses)
  .sort(([a], [b]) => Number(a) - Number(b))
  .map(([status, n]) => `${status}: ${n}`)
  .join(", ");
console.log(`\nrequests sent: ${report.sent} in ${(report.ms / 1000).toFixed(1)} s (seed ${report.seed})`);
console.log(`status counts: ${counts}`);
console.log(`rate-limited (429): ${report.rateLimited} (${((100 * report.rateLimited) / report.sent).toFixed(1)} %)`);
if (report.accountsLost.length) console.log(`demo accounts lost during the run: ${report.accountsLost.join(", ")}`);
console.log(`calls that answered at least one 2xx: ${report.callsWith2xx}; never: ${report.callsWithout2xx.join(", ")}`);
for (const f of report.failures) console.log(`\n5xx ${describeFailure(f)}`);
console.log(`\n5xx: ${report.failures.length} · health check after the run: ${report.healthyAfter ? "200 OK" : "FAILED"}`);
process.exit(report.failures.length === 0 && report.healthyAfter ? 0 : 1);
