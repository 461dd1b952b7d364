import { describe, expect, it } from "vitest";
import { ADVICE_SENTENCES } from "@evsafe/contract/advice";
import { coachCharging, type ChargeSession } from "../coaching";

const slow = (endSoc: number): ChargeSession => ({ endSoc, chargeType: "SLOW" });
const fast = (endSoc: number): ChargeSession => ({ endSoc, chargeType: "FAST" });

describe("coachCharging", () => {
  it("says so when there is no session, and when there are too few to judge", () => {
    expect(coachCharging([])).toEqual({
      kind: "noData",
      message: "최근 30일 동안 충전 기록이 없어 충전 습관을 살펴볼 수 없어요.",
    });
    const few = coachCharging([slow(100), fast(95)]);
    expect(few.kind).toBe("tooFew");
    if (few.kind === "tooFew")
      expect(few.message).toBe("최근 30일 충전이 2회뿐이라 습관을 판단하기 어려워요. 충전 기록이 3회 이상 쌓이면 알려 드릴게요.");
  });

  it("NCM: a share of sessions ending above 90 % over the 20 % reference brings the advice table's 80–90 % sentence", () => {
    const c = coachCharging([slow(95), slow(100), slow(88), slow(90), slow(70)], { chemistry: "NCM" });
    expect(c.kind).toBe("judged");
    if (c.kind !== "judged") return;
    const high = c.habits.find((h) => h.key === "highSoc")!;
    expect(high).toMatchObject({ title: "90% 넘게 충전", count: 2, total: 5, sharePct: 40, referencePct: 20, isOver: true });
    expect(high.statement).toBe("충전 5회 중 2회(40%)가 90%를 넘겨 끝났어요. 권장 기준은 20% 이하예요.");
    expect(high.suggestion).toContain(ADVICE_SENTENCES.NICKEL_DAILY);
    expect(high.suggestion).toMatch(/충전 한도를 80~90%로 설정하고, 100% 충전은 장거리 운행 직전에만 하세요\./);
    const dc = c.habits.find((h) => h.key === "fastCharge")!;
    expect(dc).toMatchObject({ count: 0, sharePct: 0, referencePct: 40, isOver: false, suggestion: null });
    expect(c.verdict).toBe("배터리 수명을 줄이는 충전 습관이 1가지 있어요.");
    expect(c.note).toBeNull();
  });

  it("NCM: ending at 80–90 %, which the diagnosis recommends, is never flagged", () => {
    const c = coachCharging([slow(85), slow(90), slow(88), slow(82), slow(90)], { chemistry: "NCM" });
    if (c.kind !== "judged") throw new Error(c.kind);
    expect(c.habits.find((h) => h.key === "highSoc")).toMatchObject({ count: 0, isOver: false, suggestion: null });
    expect(c.verdict).toBe("충전 습관이 권장 기준 안에 있어요. 지금처럼 충전하세요.");
  });

  it("LFP: full charges are not a bad habit; the note says 100 % is fine and recommended weekly", () => {
    const c = coachCharging([slow(100), slow(100), slow(100), slow(95)], { chemistry: "LFP" });
    if (c.kind !== "judged") throw new Error(c.kind);
    expect(c.habits.map((h) => h.key)).toEqual(["fastCharge"]);
    expect(c.verdict).toBe("충전 습관이 권장 기준 안에 있어요. 지금처럼 충전하세요.");
    expect(c.note).toContain(ADVICE_SENTENCES.LFP_DAILY);
    expect(c.note).toContain("지하 주차장에는 90% 이하로");
  });

  it("a recalled or degrading pack: any session above 90 % is over, and nothing suggests 100 %", () => {
    for (const battery of [
      { chemistry: "NCM", recalled: true },
      { chemistry: "LFP", degrading: true },
      { chemistry: "NCM", state: "warning" as const },
    ]) {
      const over = coachCharging([slow(95), slow(85), slow(80), slow(80), slow(80), slow(80)], battery);
      if (over.kind !== "judged") throw new Error(over.kind);
      const high = over.habits.find((h) => h.key === "highSoc")!;
      expect(high).toMatchObject({ count: 1, referencePct: 0, isOver: true });
      expect(high.statement).toBe("충전 6회 중 1회(17%)가 90%를 넘겨 끝났어요. 지금은 한 번도 넘기지 않는 것이 좋아요.");
      expect(high.suggestion).toContain(ADVICE_SENTENCES.RESTRICTED_LIMIT);
      expect(over.note).toBeNull();
      const within = coachCharging([slow(85), slow(85), slow(85)], battery);
      if (within.kind !== "judged") throw new Error(within.kind);
      expect(within.note).toContain(ADVICE_SENTENCES.RESTRICTED_LIMIT);
      for (const text of [within.note!, high.suggestion!]) expect(text.replace(/100%까지 충전하지 말/g, "")).not.toContain("100%");
    }
  });

  it("an unknown chemistry (a car missing from the catalogue) gets the neutral sentence and no verdict on high charges", () => {
    for (const battery of [{}, { chemistry: null }, { chemistry: "XYZ" }]) {
      const c = coachCharging([slow(100), slow(95), slow(90)], battery);
      if (c.kind !== "judged") throw new Error(c.kind);
      expect(c.habits.map((h) => h.key)).toEqual(["fastCharge"]);
      expect(c.note).toContain(ADVICE_SENTENCES.UNKNOWN_DAILY);
    }
  });

  it("DC fast charging over the 40 % reference brings its own suggestion; exactly 80 % and exactly the reference are within", () => {
    const c = coachCharging([fast(90), fast(80), fast(79), slow(90), slow(75)], { chemistry: "NCM" });
    if (c.kind !== "judged") throw new Error(c.kind);
    const [high, dc] = c.habits;
    expect(high).toMatchObject({ key: "highSoc", count: 0, isOver: false, suggestion: null });
    expect(dc).toMatchObject({ count: 3, sharePct: 60, isOver: true });
    expect(dc!.statement).toBe("충전 5회 중 3회(60%)가 급속 충전이었어요. 권장 기준은 40% 이하예요.");
    expect(dc!.suggestion).toMatch(/완속 충전기를 쓰고, 급속 충전은 장거리 이동 중에만 80%까지/);
    const atReference = coachCharging([fast(70), fast(70), slow(70), slow(70), slow(95)], { chemistry: "NCM" });
    if (atReference.kind !== "judged") throw new Error(atReference.kind);
    expect(atReference.habits.map((h) => [h.sharePct, h.isOver])).toEqual([
      [20, false],
      [40, false],
    ]);
  });

  it("habits under both references: no suggestion, and says to keep charging this way", () => {
    const c = coachCharging([slow(90), slow(75), slow(70), fast(80)], { chemistry: "NCM" });
    if (c.kind !== "judged") throw new Error(c.kind);
    expect(c.habits.every((h) => h.suggestion === null)).toBe(true);
    expect(c.verdict).toBe("충전 습관이 권장 기준 안에 있어요. 지금처럼 충전하세요.");
  });
});
