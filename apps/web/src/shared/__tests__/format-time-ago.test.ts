import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "../format-time-ago";

describe("formatTimeAgo", () => {
  const NOW = Date.parse("2026-11-28T12:00:00+09:00");
  it("says how long ago, rounded down: 방금 전, minutes, hours, days", () => {
    expect(formatTimeAgo(NOW - 30_000, NOW)).toBe("방금 전");
    expect(formatTimeAgo(NOW - 12 * 60_000, NOW)).toBe("12분 전");
    expect(formatTimeAgo(NOW - 3 * 3_600_000, NOW)).toBe("3시간 전");
    expect(formatTimeAgo(NOW - (3 * 3_600_000 + 59 * 60_000), NOW)).toBe("3시간 전");
    expect(formatTimeAgo(NOW - 2 * 86_400_000, NOW)).toBe("2일 전");
    expect(formatTimeAgo(Date.parse("2026-11-28T09:00:00+09:00"), NOW)).toBe("3시간 전");
  });
  it("reads a moment in the future (a clock set back) as 방금 전", () => {
    expect(formatTimeAgo(NOW + 60_000, NOW)).toBe("방금 전");
  });
});
