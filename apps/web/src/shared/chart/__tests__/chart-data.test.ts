import { describe, expect, it } from "vitest";
import { axisTicks, longLabel, shortLabel, xPosition } from "../chart-data";

describe("trend chart data", () => {
  it("places days and months so that gaps stay gaps", () => {
    expect(xPosition("2026-11-03") - xPosition("2026-11-01")).toBe(2);
    expect(xPosition("2026-03-01") - xPosition("2026-02-28")).toBe(1);
    expect(xPosition("2026-01") - xPosition("2025-11")).toBe(2);
    expect(() => xPosition("11/3")).toThrow();
  });

  it("labels days and months the Korean way, short on the axis and long in the table", () => {
    expect(shortLabel("2026-11-03")).toBe("11/3");
    expect(shortLabel("2026-09")).toBe("2026.09");
    expect(longLabel("2026-11-03")).toBe("11월 3일");
    expect(longLabel("2026-09")).toBe("2026년 9월");
  });

  it("labels at most five points on the axis, always the first and the last", () => {
    expect(axisTicks(3)).toEqual([0, 1, 2]);
    expect(axisTicks(30)).toEqual([0, 7, 15, 22, 29]);
    expect(axisTicks(0)).toEqual([]);
  });
});
