/**
 * The contract names exactly the calls of SPEC §7 and the few it declares beyond them: `npm run contract:list` (one
 * `notation()` line per call) equals the lines of packages/contract/spec/spec-calls.txt plus those of
 * spec/beyond-spec-calls.txt, in any order. spec-calls.txt is the repository's copy of the specification's call
 * list (its header says how to refresh it), so a clone alone runs this test; beyond-spec-calls.txt names each
 * addition and why, so no call enters the contract unannounced.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { calls, notation, type CallDef } from "../src/index";

const repoRoot = resolve(import.meta.dirname, "../../..");
const specFile = join(repoRoot, "packages/contract/spec/spec-calls.txt");
const beyondSpecFile = join(repoRoot, "packages/contract/spec/beyond-spec-calls.txt");

function specLines(file = specFile): string[] {
  return readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

const contractLines = () => Object.values(calls as Record<string, CallDef>).map(notation);

describe("contract:list against the specification's call list", () => {
  it("finds the spec list in the repository", () => {
    expect(existsSync(specFile), `${specFile} is missing`).toBe(true);
    expect(specLines().length).toBeGreaterThan(0);
  });

  it("the contract has no call twice", () => {
    const lines = contractLines();
    const dup = lines.filter((l, i) => lines.indexOf(l) !== i);
    expect(dup).toEqual([]);
    const routes = Object.values(calls as Record<string, CallDef>).map((c) => `${c.method} ${c.path}`);
    expect(routes.filter((l, i) => routes.indexOf(l) !== i)).toEqual([]);
  });

  it("npm run contract:list prints one notation line per call", () => {
    const out = execFileSync(
      process.execPath,
      [join(repoRoot, "node_modules/tsx/dist/cli.mjs"), join(repoRoot, "packages/contract/scripts/list.ts")],
      {
        cwd: repoRoot,
        encoding: "utf8",
      },
    );
    expect(out.trim().split("\n")).toEqual(contractLines());
  });

  it("declares its additions apart from SPEC's calls, each once and none of them a SPEC call", () => {
    const beyond = specLines(beyondSpecFile);
    expect(beyond.filter((l, i) => beyond.indexOf(l) !== i)).toEqual([]);
    expect(beyond.filter((l) => specLines().includes(l))).toEqual([]);
  });

  it("every SPEC call is in the contract and the contract has no call that neither SPEC nor its declared additions name", () => {
    const spec = new Set([...specLines(), ...specLines(beyondSpecFile)]);
    const mine = new Set(contractLines());
    const missing = [...spec].filter((l) => !mine.has(l)).sort();
    const extra = [...mine].filter((l) => !spec.has(l)).sort();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect([...mine].sort()).toEqual([...spec].sort());
  });
});
