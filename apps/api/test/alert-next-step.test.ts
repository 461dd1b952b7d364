/**
 * Acting on a warning and no praise without data (docs/alerts.md "Detail", docs/safety-content.md): every safety
 * alert of 주의 or worse carries what to do next; main/info counts the unread warnings that hold marketing dialogs
 * back; the battery tips never praise a driver whose car has sent no data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../src/db/seed/accounts";
import { alertNextStep } from "../src/services/alerts";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an alert's next step", () => {
  it("every seeded safety alert of 주의, 경고 or 심각 has a non-empty next step; recoveries and notices have none", async () => {
    let checked = 0;
    for (const { loginId } of DEMO_ACCOUNTS) {
      const safety = await t.ok("getAlim", { as: loginId, query: { size: 100 } });
      for (const item of safety.items) {
        if (item.severity === "01") expect(item.nextStep).toBeNull();
        else {
          expect(item.nextStep, `${loginId} ${item.title}`).toMatch(/[가-힣].*[.요]$/);
          checked++;
        }
      }
      const general = await t.ok("getAlimGeneral", { as: loginId, query: { size: 100 } });
      for (const item of general.items) expect(item.nextStep).toBeNull();
    }
    // demowarn's degrading battery raises warnings: the walk above must have seen some.
    expect(checked).toBeGreaterThan(0);
  });

  it("the read mark answers the same next step, and a warning's says to have the car inspected", async () => {
    const list = await t.ok("getAlim", { as: "demowarn", query: { size: 100 } });
    const warning = list.items.find((i) => i.severity === "03")!;
    expect(warning.nextStep).toContain("서비스센터");
    const read = await t.ok("putAlimRead", { as: "demowarn", params: { id: warning.id } });
    expect(read.nextStep).toBe(warning.nextStep);
  });

  it("an alert whose metric the rulebook does not know still gets its level's step", () => {
    expect(alertNextStep("01", "unknownMetric", "02")).toMatch(/안전 진단/);
    expect(alertNextStep("01", null, "03")).toMatch(/서비스센터/);
    expect(alertNextStep("01", null, "04")).toMatch(/119/);
    expect(alertNextStep("01", "cellBalance", "01")).toBeNull();
    expect(alertNextStep("02", null, "03")).toBeNull();
  });
});

describe("main/info's unread warnings", () => {
  it("counts demowarn's unread 경고·심각 safety alerts, and none for a healthy battery", async () => {
    const list = await t.ok("getAlim", { as: "demowarn", query: { size: 100 } });
    const unreadWarnings = list.items.filter((i) => !i.read && (i.severity === "03" || i.severity === "04")).length;
    expect(list.totalCount).toBeLessThanOrEqual(100);
    const info = await t.ok("getMainInfo", { as: "demowarn" });
    expect(info.unreadWarningAlimCount).toBe(unreadWarnings);
    expect(info.unreadWarningAlimCount).toBeGreaterThan(0);
    expect(info.unreadWarningAlimCount).toBeLessThanOrEqual(info.unreadSafetyAlimCount);
    expect((await t.ok("getMainInfo", { as: "demoempty" })).unreadWarningAlimCount).toBe(0);
    // The healthy demo battery holds nothing back: its promotion notice (the e2e journey's) still opens.
    const demo = await t.ok("getMainInfo", { as: "demo" });
    expect(demo.unreadWarningAlimCount).toBe(0);
    expect(demo.status === "warning" || demo.status === "serious").toBe(false);
  });
});

describe("battery tips without data", () => {
  it("demoempty gets no tip at all, never GOOD_HABIT's praise", async () => {
    const empty = await t.ok("getBatteryManagementTip", { as: "demoempty" });
    expect(empty).toEqual({ basedOnDays: 0, tips: [] });
  });

  it("GOOD_HABIT, when given, names the days of data it is based on", async () => {
    for (const { loginId } of DEMO_ACCOUNTS) {
      const res = await t.api("getBatteryManagementTip", { as: loginId });
      if (res.statusCode !== 200) continue;
      const { basedOnDays, tips } = (res.json() as { results: { basedOnDays: number; tips: { code: string; reason: string | null }[] } })
        .results;
      const good = tips.find((x) => x.code === "GOOD_HABIT");
      if (!good) continue;
      expect(basedOnDays).toBeGreaterThan(0);
      expect(good.reason).toContain(`최근 ${basedOnDays}일 데이터`);
    }
  });
});
