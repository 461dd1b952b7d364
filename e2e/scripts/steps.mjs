/**
 * A Playwright reporter that says where a run's test time goes, step by step: it sums the durations of the outermost
 * steps of each test by what made them — the shared helper (file and function, e.g. `fixtures.ts:signIn`,
 * `open-screen.ts:loadScreen`), axe (`@axe-core/playwright`), the fixtures' set-up and tear-down (`hook: …`), or the
 * spec's own call (`Navigate (spec)`, `expect (spec)`) — and writes the table to STEPS_OUT (default
 * test-results/steps.txt). docs/ci.md "The e2e suite in parallel stacks".
 *
 *   npx playwright test specs/home.spec.ts --project pixel7 --reporter=list,./scripts/steps.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname } from "node:path";

/** The function each line of a helper file belongs to: `[first line, name]` per function, by file. */
const functions = new Map();

function enclosingFunction(file, line) {
  if (!functions.has(file)) {
    const starts = [];
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((text, i) => {
        const m = /^(?:export )?(?:async )?function\*? ?(\w+)|^\s{2}(\w+): async \(|^\s{2}async (\w+)\(/.exec(text);
        if (m) starts.push([i + 1, m[1] ?? m[2] ?? m[3]]);
      });
    functions.set(file, starts);
  }
  let name = "?";
  for (const [first, fn] of functions.get(file)) if (first <= line) name = fn;
  return name;
}

function kindOf(step) {
  if (step.category === "fixture" || step.category === "hook") return `${step.category}: ${step.title}`;
  const file = step.location?.file ?? "";
  if (file.includes("axe-core")) return "axe";
  if (file && !file.includes("/specs/") && !file.includes("node_modules"))
    return `${basename(file)}:${enclosingFunction(file, step.location.line)}`;
  return step.category === "expect" ? "expect (spec)" : `${step.title} (spec)`;
}

const COUNTED = ["pw:api", "expect", "test.step", "fixture", "hook"];
/** Steps inside these are part of their parent's time. */
const CONTAINERS = ["pw:api", "expect", "test.step"];

export default class StepsReporter {
  sums = new Map();
  tests = 0;
  ms = 0;

  printsToStdio() {
    return false;
  }

  onStepEnd(_test, _result, step) {
    if (!COUNTED.includes(step.category)) return;
    if ((step.category === "fixture" || step.category === "hook") && step.parent) return;
    for (let p = step.parent; p; p = p.parent) if (CONTAINERS.includes(p.category)) return;
    const kind = kindOf(step);
    const sum = this.sums.get(kind) ?? { steps: 0, ms: 0 };
    sum.steps += 1;
    sum.ms += step.duration;
    this.sums.set(kind, sum);
  }

  onTestEnd(_test, result) {
    this.tests += 1;
    this.ms += result.duration;
  }

  onEnd() {
    const rows = [...this.sums].sort((a, b) => b[1].ms - a[1].ms);
    const lines = [`${this.tests} tests, ${(this.ms / 1000).toFixed(1)} s of test time`, "", "| step | steps | s |", "|---|---:|---:|"];
    for (const [kind, sum] of rows) lines.push(`| ${kind} | ${sum.steps} | ${(sum.ms / 1000).toFixed(1)} |`);
    const out = process.env.STEPS_OUT ?? "test-results/steps.txt";
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${lines.join("\n")}\n`);
  }
}
