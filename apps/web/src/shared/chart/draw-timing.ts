import type uPlot from "uplot";

/** The name of the performance measure each chart records for its first drawing (read by `npm run bench:web`). */
export const CHART_DRAW_MEASURE = "evsafe:chart-draw";

type Hooks = Pick<uPlot.Hooks.Arrays, "init" | "setScale" | "draw">;

/**
 * uPlot hooks that time a chart's first drawing; create them right before `new uPlot(…)`. uPlot works in two
 * parts: its constructor builds the DOM (until `init`), then a microtask computes scales and axes and paints
 * (from the first `setScale` to `draw`). Between the two, the rest of React's commit runs, which is not the chart's
 * work, so the measure records the sum of both parts (its `duration`), once per chart.
 */
export function firstDrawHooks(): Hooks {
  const created = performance.now();
  let built: number | undefined;
  let painting: number | undefined;
  let done = false;
  return {
    init: [() => void (built ??= performance.now() - created)],
    // A setScale inside the constructor is part of the first part; the first one after it starts the second.
    setScale: [() => void (built !== undefined && (painting ??= performance.now()))],
    draw: [
      () => {
        if (done || built === undefined || painting === undefined) return;
        done = true;
        const end = performance.now();
        performance.measure(CHART_DRAW_MEASURE, { start: created, duration: built + (end - painting) });
      },
    ],
  };
}
