import { describe, expect, it } from "vitest";
import { alertDay, groupAlerts, kstDay, monthDay } from "../grouping";
import { alim } from "./fixtures";

describe("groupAlerts", () => {
  it("gathers the weekly reminders of one warning into one entry: first and last day, count, unread", () => {
    // Newest first, as the API lists them: the cell warning reminded every 7 days, another metric in between.
    const items = [
      alim(9, { day: "2026-11-21", read: false }),
      alim(8, { day: "2026-11-18", metric: "insulation", metricName: "절연 저항", title: "절연 저항 경고" }),
      alim(7, { day: "2026-11-14", read: false }),
      alim(6, { day: "2026-11-07", read: true }),
    ];
    const groups = groupAlerts(items);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[9, 7, 6], [8]]);
    expect(groups[0]).toMatchObject({ id: 9, count: 3, unreadCount: 2, firstDay: "2026-11-07", lastDay: "2026-11-21" });
    expect(groups[0]!.latest.id).toBe(9);
    expect(groups[1]).toMatchObject({ id: 8, count: 1, firstDay: "2026-11-18", lastDay: "2026-11-18" });
  });

  it("starts a new entry when the same metric changes level (worse, or back to safe)", () => {
    const items = [
      alim(5, { severity: "01", day: "2026-11-25", title: "셀 전압 편차 정상 회복" }),
      alim(4, { severity: "04", day: "2026-11-20" }),
      alim(3, { severity: "03", day: "2026-11-13" }),
      alim(2, { severity: "03", day: "2026-11-06" }),
      alim(1, { severity: "02", day: "2026-10-30" }),
    ];
    expect(groupAlerts(items).map((g) => g.items.map((i) => i.id))).toEqual([[5], [4], [3, 2], [1]]);
  });

  it("does not join a level that came back after a different one (caution, warning, caution again)", () => {
    const items = [
      alim(3, { severity: "02", day: "2026-11-20" }),
      alim(2, { severity: "03" }),
      alim(1, { severity: "02", day: "2026-11-01" }),
    ];
    expect(groupAlerts(items).map((g) => g.id)).toEqual([3, 2, 1]);
  });

  it("keeps general alerts (no metric) apart, and counts an id seen twice once (pages that shifted)", () => {
    const general = (id: number) => alim(id, { alimType: "02", metric: null, metricName: null, day: null, severity: "01" });
    expect(groupAlerts([general(3), general(2), general(2), general(1)]).map((g) => g.id)).toEqual([3, 2, 1]);
  });

  it("joins reminders across pages: the list groups what is loaded, whatever page it came on", () => {
    const page1 = [alim(4, { day: "2026-11-21" }), alim(3, { day: "2026-11-14" })];
    const page2 = [alim(2, { day: "2026-11-07" }), alim(1, { severity: "02", day: "2026-11-01" })];
    expect(groupAlerts(page1)).toHaveLength(1);
    expect(groupAlerts([...page1, ...page2]).map((g) => g.count)).toEqual([3, 1]);
  });
});

describe("days", () => {
  it("reads a time as its day in Korea, the telemetry day first", () => {
    expect(kstDay("2026-11-21T14:30:00.000Z")).toBe("2026-11-21");
    expect(kstDay("2026-11-21T15:00:00.000Z")).toBe("2026-11-22");
    expect(alertDay({ day: null, createdAt: "2026-11-21T15:30:00Z" })).toBe("2026-11-22");
    expect(alertDay({ day: "2026-11-20", createdAt: "2026-11-21T15:30:00Z" })).toBe("2026-11-20");
    expect(monthDay("2026-01-05")).toBe("1월 5일");
  });
});
