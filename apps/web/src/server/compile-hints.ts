import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * V8's explicit compile hint (Chrome 136 and later, Android's WebView included; other engines read a comment): a
 * script that starts with this line has all its functions compiled as it loads, off the main thread when the
 * browser streams it, instead of each one on the main thread at its first call (docs/performance.md "Charts").
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A string literal only the chart drawing's chunk holds: the class of uPlot's touch layer, made by every chart. */
export const CHART_CHUNK_MARKER = '"u-over"';

/**
 * Puts the hint at the top of the build's browser chunks that hold the chart drawing (uPlot with
 * shared/chart/chart-canvas.tsx), whose first drawing would otherwise compile most of uPlot while the driver waits.
 * Run by next.config.ts after every production compile; a chunk already hinted is left as it is. Returns the
 * chunks' file names.
 */
export function hintChartChunks(distDir: string): string[] {
  const dir = join(distDir, "static", "chunks");
  const hinted: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".js")) continue;
    const file = join(dir, name);
    const text = readFileSync(file, "utf8");
    if (!text.includes(CHART_CHUNK_MARKER)) continue;
    if (!text.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + text);
    hinted.push(name);
  }
  return hinted;
}
