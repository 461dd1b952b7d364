import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formatKstClock, formatKstDate, formatKstDateTime, formatKstTime, kstDay, kstToday } from "../format-time";

// 2026-11-28 in Seoul, just after midnight (still the 27th in UTC) and just before the next midnight.
const EARLY = ["2026-11-27T15:30:00Z", "2026-11-27T15:30:00.000Z", "2026-11-28T00:30:00+09:00", "2026-11-27T10:30:00-05:00"];
const LATE = ["2026-11-28T14:30:00Z", "2026-11-28T14:30:00.000+00:00", "2026-11-28T23:30:00+09:00"];

// Device time zones a phone or a server may run in: UTC (servers), west of UTC (the day behind Seoul's longest),
// Seoul itself, and east of Seoul (the day ahead).
const ZONES = ["UTC", "America/Los_Angeles", "Asia/Seoul", "Pacific/Kiritimati"];
const originalTz = process.env.TZ;

describe.each(ZONES)("in time zone %s", (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });
  afterEach(() => vi.useRealTimers());

  it("runs in that zone (the device's clock really differs from Seoul's)", () => {
    const localHour = new Date("2026-11-27T15:30:00Z").getHours();
    expect(localHour).toBe({ UTC: 15, "America/Los_Angeles": 7, "Asia/Seoul": 0, "Pacific/Kiritimati": 5 }[zone]);
  });

  it("kstDay: the Seoul calendar day at 00:30 and 23:30 KST, whatever offset the API wrote", () => {
    for (const t of EARLY) expect(kstDay(t), t).toBe("2026-11-28");
    for (const t of LATE) expect(kstDay(t), t).toBe("2026-11-28");
    expect(kstDay(new Date("2026-11-27T15:30:00Z"))).toBe("2026-11-28");
    expect(kstDay(Date.parse("2026-11-28T14:30:00Z"))).toBe("2026-11-28");
    // The year turns in Seoul nine hours before it does in UTC.
    expect(kstDay("2026-12-31T15:30:00Z")).toBe("2027-01-01");
    expect(kstDay("2026-12-31T14:30:00Z")).toBe("2026-12-31");
  });

  it("kstToday: today in Seoul at 00:30 and 23:30 KST", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T15:30:00Z"));
    expect(kstToday()).toBe("2026-11-28");
    vi.setSystemTime(new Date("2026-11-28T14:30:00Z"));
    expect(kstToday()).toBe("2026-11-28");
    vi.setSystemTime(new Date("2026-11-28T15:30:00Z"));
    expect(kstToday()).toBe("2026-11-29");
    expect(kstToday(new Date("2026-11-27T15:30:00Z"))).toBe("2026-11-28");
    expect(kstToday(Date.parse("2026-11-27T14:30:00Z"))).toBe("2026-11-27");
  });

  it("formatKstDate: the Korean date of the Seoul day", () => {
    for (const t of [...EARLY, ...LATE]) expect(formatKstDate(t), t).toBe("2026년 11월 28일");
    expect(formatKstDate("2026-12-31T15:30:00Z")).toBe("2027년 1월 1일");
  });

  it("formatKstClock: the Seoul time of day, 24 hours", () => {
    for (const t of EARLY) expect(formatKstClock(t), t).toBe("00:30");
    for (const t of LATE) expect(formatKstClock(t), t).toBe("23:30");
  });

  it("formatKstDateTime: Seoul day and time", () => {
    for (const t of EARLY) expect(formatKstDateTime(t), t).toBe("2026년 11월 28일 00:30");
    for (const t of LATE) expect(formatKstDateTime(t), t).toBe("2026년 11월 28일 23:30");
  });

  it("formatKstTime: month, day and 12-hour time in Seoul", () => {
    for (const t of EARLY) expect(formatKstTime(t), t).toBe("11월 28일 오전 12:30");
    for (const t of LATE) expect(formatKstTime(t), t).toBe("11월 28일 오후 11:30");
  });

  it("a timestamp without an offset is Seoul's wall clock; a plain date is that Seoul day", () => {
    expect(formatKstDateTime("2026-11-28T00:30:00")).toBe("2026년 11월 28일 00:30");
    expect(formatKstDateTime("2026-11-28T23:30")).toBe("2026년 11월 28일 23:30");
    expect(kstDay("2026-11-28")).toBe("2026-11-28");
    expect(formatKstDate("2026-11-28")).toBe("2026년 11월 28일");
  });

  it("text that is not a time comes back as it was", () => {
    for (const f of [kstDay, formatKstDate, formatKstDateTime, formatKstClock, formatKstTime]) expect(f("알 수 없음")).toBe("알 수 없음");
  });
});
