import { describe, expect, it } from "vitest";
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

  it("a share of sessions ending above 80 % over the 20 % reference brings the suggestion to set the limit to 80 %", () => {
    const c = coachCharging([slow(90), slow(85), slow(78), slow(80), slow(70)]);
    expect(c.kind).toBe("judged");
    if (c.kind !== "judged") return;
    const high = c.habits.find((h) => h.key === "highSoc")!;
    expect(high).toMatchObject({ count: 2, total: 5, sharePct: 40, referencePct: 20, isOver: true });
    expect(high.statement).toBe("충전 5회 중 2회(40%)가 80%를 넘겨 끝났어요. 권장 기준은 20% 이하예요.");
    expect(high.suggestion).toMatch(/^차량의 충전 한도를 80%로 설정하고, 100% 충전은 장거리 운행 전에만 하세요\./);
    const dc = c.habits.find((h) => h.key === "fastCharge")!;
    expect(dc).toMatchObject({ count: 0, sharePct: 0, referencePct: 40, isOver: false, suggestion: null });
    expect(c.verdict).toBe("배터리 수명을 줄이는 충전 습관이 1가지 있어요.");
  });

  it("DC fast charging over the 40 % reference brings its own suggestion; exactly 80 % and exactly the reference are within", () => {
    const c = coachCharging([fast(80), fast(80), fast(79), slow(80), slow(75)]);
    if (c.kind !== "judged") throw new Error(c.kind);
    const [high, dc] = c.habits;
    expect(high).toMatchObject({ count: 0, isOver: false, suggestion: null });
    expect(dc).toMatchObject({ count: 3, sharePct: 60, isOver: true });
    expect(dc!.statement).toBe("충전 5회 중 3회(60%)가 급속 충전이었어요. 권장 기준은 40% 이하예요.");
    expect(dc!.suggestion).toMatch(/완속 충전기를 쓰고, 급속 충전은 장거리 이동 중에만 80%까지/);
    const atReference = coachCharging([fast(70), fast(70), slow(70), slow(70), slow(90)]);
    if (atReference.kind !== "judged") throw new Error(atReference.kind);
    expect(atReference.habits.map((h) => [h.sharePct, h.isOver])).toEqual([
      [20, false],
      [40, false],
    ]);
  });

  it("habits under both references: no suggestion, and says to keep charging this way", () => {
    const c = coachCharging([slow(80), slow(75), slow(70), fast(80)]);
    if (c.kind !== "judged") throw new Error(c.kind);
    expect(c.habits.every((h) => h.suggestion === null)).toBe(true);
    expect(c.verdict).toBe("충전 습관이 권장 기준 안에 있어요. 지금처럼 충전하세요.");
  });
});
