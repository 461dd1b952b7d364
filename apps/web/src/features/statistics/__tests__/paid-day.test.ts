import { describe, expect, it } from "vitest";
import { paidDay } from "../dates";

describe("paidDay: the statistics' day after an ended service", () => {
  it("a day past the last paid day reads as that day; a day in the paid period stays; without an end nothing moves", () => {
    const ended = { serviceExpirationDate: "2026-11-07" };
    expect(paidDay("2026-11-22", ended)).toBe("2026-11-07");
    expect(paidDay("2026-11-07", ended)).toBe("2026-11-07");
    expect(paidDay("2026-10-20", ended)).toBe("2026-10-20");
    expect(paidDay("2026-11-22", { serviceExpirationDate: null })).toBe("2026-11-22");
    expect(paidDay("2026-11-22", undefined)).toBe("2026-11-22");
  });
});
