import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDaysLeft, formatKoreanDate } from "../format";
import { formatNumber } from "../format-number";

const intl = (value: number, digits: number) => value.toLocaleString("ko-KR", { maximumFractionDigits: digits });

describe("formatNumber", () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints what toLocaleString('ko-KR') prints", () => {
    const values = [
      0,
      1,
      9,
      12.5,
      80,
      99.95,
      99.94,
      100,
      999.96,
      1000,
      1234.5,
      12345.67,
      123456,
      1234567.891,
      2_147_483_647,
      0.05,
      0.04,
      0.5,
      1.005,
      2.675,
      1.45,
      1.55,
      0.0001,
      1e-7,
      5e20,
      -1,
      -12.34,
      -1234.56,
      -0.04,
      -0,
      0.1 + 0.2,
    ];
    for (const v of values) for (const d of [0, 1, 2, 3]) expect(formatNumber(v, d), `${v} with ${d}`).toBe(intl(v, d));
    // a deterministic spread of values
    let x = 0.123;
    for (let i = 0; i < 500; i++) {
      x = (x * 7919.3 + 0.377) % 123456.789;
      for (const d of [0, 1, 2]) expect(formatNumber(x, d), `${x} with ${d}`).toBe(intl(x, d));
      expect(formatNumber(-x, 1)).toBe(intl(-x, 1));
    }
  });

  it("defaults to one decimal", () => {
    expect(formatNumber(12.345)).toBe("12.3");
    expect(formatNumber(80)).toBe("80");
  });

  it("does not use Intl for finite numbers (its first ko-KR formatter is a long task while the home screen hydrates)", () => {
    const toLocale = vi.spyOn(Number.prototype, "toLocaleString");
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    formatNumber(12345.67, 1);
    formatNumber(80, 0);
    expect(toLocale).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it("keeps Intl's text for what is not a plain number", () => {
    expect(formatNumber(Number.NaN)).toBe(intl(Number.NaN, 1));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY, 1));
    expect(formatNumber(1e22, 0)).toBe(intl(1e22, 0));
  });
});

describe("formatKoreanDate and formatDaysLeft", () => {
  it("format API dates and days left in Korean", () => {
    expect(formatKoreanDate("2026-12-02")).toBe("2026년 12월 2일");
    expect(formatKoreanDate("not a date")).toBe("not a date");
    expect(formatDaysLeft(0)).toBe("오늘 종료");
    expect(formatDaysLeft(12)).toBe("D-12");
    expect(formatDaysLeft(-1)).toBeNull();
    expect(formatDaysLeft(null)).toBeNull();
  });
});
