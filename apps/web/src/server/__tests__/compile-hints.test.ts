import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHART_CHUNK_MARKER, COMPILE_HINT, hintChartChunks } from "../compile-hints";

describe("hintChartChunks", () => {
  let dist: string;
  const chunk = (name: string) => join(dist, "static", "chunks", name);

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(dist, "static", "chunks"), { recursive: true });
    writeFileSync(chunk("chart.js"), `(globalThis.TURBOPACK||[]).push([0,1,l=>{let o=${CHART_CHUNK_MARKER};}]);`);
    writeFileSync(chunk("home.js"), `(globalThis.TURBOPACK||[]).push([0,2,l=>{let o="u-off";}]);`);
    writeFileSync(chunk("chart.css.map"), `{"u-over":1}`);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("puts the hint on the first line of the chart's chunk only, as a comment before its code", () => {
    expect(hintChartChunks(dist)).toEqual(["chart.js"]);
    const text = readFileSync(chunk("chart.js"), "utf8");
    expect(text.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(text.slice(COMPILE_HINT.length)).toMatch(/^\(globalThis\.TURBOPACK/);
    expect(readFileSync(chunk("home.js"), "utf8")).not.toContain("allFunctionsCalledOnLoad");
    expect(readFileSync(chunk("chart.css.map"), "utf8")).toBe(`{"u-over":1}`);
  });

  it("hints a chunk once, however often it runs", () => {
    hintChartChunks(dist);
    expect(hintChartChunks(dist)).toEqual(["chart.js"]);
    expect(readFileSync(chunk("chart.js"), "utf8").split("allFunctionsCalledOnLoad")).toHaveLength(2);
  });
});
