import { afterEach, describe, expect, it, vi } from "vitest";
import { CHART_DRAW_MEASURE, firstDrawHooks } from "../draw-timing";

afterEach(() => {
  vi.restoreAllMocks();
  performance.clearMeasures();
});

/** Runs a hook list as uPlot would (its functions take the chart; these ignore it). */
const fire = (hooks: readonly unknown[] | undefined) => hooks?.forEach((h) => (h as () => void)());

describe("firstDrawHooks: the main-thread time of a chart's first drawing", () => {
  it("adds the constructor's part and the paint's part, leaving out what ran between them", () => {
    const now = vi.spyOn(performance, "now");
    now.mockReturnValue(100);
    const hooks = firstDrawHooks();
    now.mockReturnValue(103); // a scale set inside the constructor belongs to its part
    fire(hooks.setScale);
    now.mockReturnValue(108); // end of the constructor: 8 ms
    fire(hooks.init);
    now.mockReturnValue(150); // the rest of React's commit ran meanwhile; the paint starts
    fire(hooks.setScale);
    now.mockReturnValue(152);
    fire(hooks.setScale); // the y scale: still the same part
    now.mockReturnValue(156); // painted: 6 ms
    fire(hooks.draw);
    now.mockReturnValue(300);
    fire(hooks.draw); // a redraw (resize, cursor) is not the first drawing
    const measures = performance.getEntriesByName(CHART_DRAW_MEASURE);
    expect(measures).toHaveLength(1);
    expect(measures[0]!.startTime).toBe(100);
    expect(measures[0]!.duration).toBe(14);
  });

  it("records nothing for a chart destroyed before its first paint", () => {
    const hooks = firstDrawHooks();
    fire(hooks.init);
    expect(performance.getEntriesByName(CHART_DRAW_MEASURE)).toHaveLength(0);
  });
});
