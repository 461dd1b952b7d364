import { describe, expect, it } from "vitest";
import { drivingPeriodOf, drivingQuery, presetRange, spanDays, statusRangeOf, validateRange } from "../period";

const TODAY = "2026-11-26";

describe("validateRange", () => {
  it("accepts a range up to today of at most 366 days", () => {
    expect(validateRange("2026-11-01", "2026-11-26", TODAY)).toEqual({});
    expect(validateRange("2026-11-26", "2026-11-26", TODAY)).toEqual({});
    expect(validateRange("2025-11-26", "2026-11-26", TODAY)).toEqual({}); // 366 days
  });
  it("says what is wrong next to the field it concerns", () => {
    expect(validateRange("", "", TODAY)).toEqual({ start: "시작일을 골라 주세요.", end: "종료일을 골라 주세요." });
    expect(validateRange("2026-11-20", "2026-11-10", TODAY)).toEqual({ end: "종료일은 시작일과 같거나 그 뒤여야 해요." });
    expect(validateRange("2026-11-20", "2026-11-27", TODAY)).toEqual({ end: "종료일은 오늘 이후로 고를 수 없어요." });
    expect(validateRange("2026-12-01", "2026-12-02", TODAY)).toEqual({
      start: "시작일은 오늘 이후로 고를 수 없어요.",
      end: "종료일은 오늘 이후로 고를 수 없어요.",
    });
    expect(validateRange("2025-11-25", "2026-11-26", TODAY)).toEqual({
      end: "기간은 최대 366일까지 고를 수 있어요. 지금은 367일이에요.",
    });
    expect(validateRange("2026-02-30", "2026-03-01", TODAY).start).toBe("시작일을 날짜 형식(YYYY-MM-DD)으로 골라 주세요.");
  });
});

describe("presets and the address", () => {
  it("resolves the presets up to today", () => {
    expect(presetRange("7d", TODAY)).toEqual({ preset: "7d", start: "2026-11-20", end: TODAY });
    expect(presetRange("30d", TODAY)).toEqual({ preset: "30d", start: "2026-10-28", end: TODAY });
    expect(presetRange("3m", TODAY)).toEqual({ preset: "3m", start: "2026-08-27", end: TODAY });
    expect(presetRange("3m", "2026-05-31")).toEqual({ preset: "3m", start: "2026-03-01", end: "2026-05-31" });
    expect(presetRange("ytd", TODAY)).toEqual({ preset: "ytd", start: "2026-01-01", end: TODAY });
    expect(spanDays("2026-11-20", TODAY)).toBe(7);
  });
  it("reads the periods from the query, falling back to the defaults for anything the API would refuse", () => {
    expect(drivingPeriodOf({})).toBe("week");
    expect(drivingPeriodOf({ period: "year" })).toBe("year");
    expect(drivingPeriodOf({ period: "decade" })).toBe("week");
    expect(statusRangeOf({}, TODAY)).toEqual(presetRange("30d", TODAY));
    expect(statusRangeOf({ range: "3m" }, TODAY)).toEqual(presetRange("3m", TODAY));
    expect(statusRangeOf({ range: "custom", start: "2026-09-01", end: "2026-09-30" }, TODAY)).toEqual({
      preset: "custom",
      start: "2026-09-01",
      end: "2026-09-30",
    });
    expect(statusRangeOf({ range: "custom", start: "2026-09-30", end: "2026-09-01" }, TODAY)).toEqual(presetRange("30d", TODAY));
    expect(statusRangeOf({ range: "custom", start: "2026-11-01", end: "2026-12-01" }, TODAY)).toEqual(presetRange("30d", TODAY));
  });
  it("writes only what differs from the defaults", () => {
    expect(drivingQuery("week", presetRange("30d", TODAY))).toEqual({});
    expect(drivingQuery("year", presetRange("ytd", TODAY))).toEqual({ period: "year", range: "ytd" });
    expect(drivingQuery("month", { preset: "custom", start: "2026-09-01", end: "2026-09-30" })).toEqual({
      period: "month",
      range: "custom",
      start: "2026-09-01",
      end: "2026-09-30",
    });
  });
});
