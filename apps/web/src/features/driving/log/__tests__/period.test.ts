import { describe, expect, it } from "vitest";
import { customRangeErrors, logRangeOf, presetRange } from "../period";

// 2026-11-22 is a Sunday; Korean weeks run Monday to Sunday.
const TODAY = "2026-11-22";

describe("log periods", () => {
  it("names the weeks and months a driver means", () => {
    expect(presetRange("this-week", TODAY)).toEqual({ start: "2026-11-16", end: TODAY });
    expect(presetRange("last-week", TODAY)).toEqual({ start: "2026-11-09", end: "2026-11-15" });
    expect(presetRange("this-week", "2026-11-16")).toEqual({ start: "2026-11-16", end: "2026-11-16" });
    expect(presetRange("this-month", TODAY)).toEqual({ start: "2026-11-01", end: TODAY });
    expect(presetRange("last-month", "2026-03-05")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(presetRange("last-month", "2026-01-10")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
  });

  it("reads the address: a preset, a valid custom range, and null for a custom range that breaks a rule", () => {
    expect(logRangeOf({}, TODAY)).toEqual({ start: "2026-11-16", end: TODAY });
    expect(logRangeOf({ period: "last-week" }, TODAY)).toEqual({ start: "2026-11-09", end: "2026-11-15" });
    expect(logRangeOf({ period: "nonsense" }, TODAY)).toEqual({ start: "2026-11-16", end: TODAY });
    expect(logRangeOf({ period: "custom", start: "2026-10-01", end: "2026-10-31" }, TODAY)).toEqual({
      start: "2026-10-01",
      end: "2026-10-31",
    });
    expect(logRangeOf({ period: "custom", start: "2026-10-31", end: "2026-10-01" }, TODAY)).toBeNull();
    expect(logRangeOf({ period: "custom", start: "2026-02-30", end: "2026-03-01" }, TODAY)).toBeNull();
  });

  it("says in Korean what is wrong with a chosen range, under the field at fault", () => {
    expect(customRangeErrors("", TODAY, TODAY)).toEqual({ start: "시작일을 선택해 주세요." });
    expect(customRangeErrors("2026-11-01", "2026-11-30", TODAY)).toEqual({ end: "오늘 이후의 날짜는 선택할 수 없어요." });
    expect(customRangeErrors("2026-11-10", "2026-11-01", TODAY)).toEqual({ end: "종료일은 시작일과 같거나 뒤여야 해요." });
    expect(customRangeErrors("2024-01-01", TODAY, TODAY)).toEqual({ end: "기간은 최대 366일까지 볼 수 있어요." });
    expect(customRangeErrors("2026-11-01", TODAY, TODAY)).toEqual({});
  });
});
