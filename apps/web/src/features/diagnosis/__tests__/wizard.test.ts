import { describe, expect, it, vi } from "vitest";
import { diagnosisHref, viewOf } from "../diagnosis-route";
import { continueStep, resetSteps, resumeTarget, runStep, worstFirst } from "../wizard";
import { scorePoints, scoreSummary } from "../views/history-view";

describe("the journey's addresses", () => {
  it("reads each screen from the query and writes it back", () => {
    const cases = [
      [{}, "/diagnosis"],
      [{ step: "2", id: "57" }, "/diagnosis?step=2&id=57"],
      [{ step: "1" }, "/diagnosis?step=1"],
      [{ step: "result", id: "57" }, "/diagnosis?step=result&id=57"],
      [{ step: "result" }, "/diagnosis?step=result"],
      [{ view: "history" }, "/diagnosis?view=history"],
    ] as const;
    for (const [query, href] of cases) expect(diagnosisHref(viewOf(query))).toBe(href);
  });

  it("anything else is the intro, and a bad id is no id", () => {
    for (const step of ["0", "5", "x", "1.5", ""]) expect(viewOf({ step })).toEqual({ kind: "intro" });
    expect(viewOf({ step: "3", id: "abc" })).toEqual({ kind: "step", step: 3, id: null });
    expect(viewOf({ step: "3", id: "0" })).toEqual({ kind: "step", step: 3, id: null });
    expect(viewOf({ step: ["2", "3"], id: ["8"] })).toEqual({ kind: "step", step: 2, id: 8 });
  });
});

describe("resume", () => {
  const inProgress = (currentStep: number) => ({ diagnosisId: 9, status: "IN_PROGRESS" as const, currentStep });

  it("a step done or next stays; a step ahead of the next goes to the next", () => {
    expect(resumeTarget(inProgress(2), 1)).toEqual({ id: 9, step: 1 });
    expect(resumeTarget(inProgress(2), 3)).toEqual({ id: 9, step: 3 });
    expect(resumeTarget(inProgress(2), 4)).toEqual({ id: 9, step: 3 });
    expect(resumeTarget(inProgress(0), 4)).toEqual({ id: 9, step: 1 });
  });

  it("nothing in progress (completed, none, not read yet): no target, the intro", () => {
    expect(resumeTarget({ diagnosisId: 9, status: "COMPLETED", currentStep: 4 }, 2)).toBeNull();
    expect(resumeTarget({ diagnosisId: null, status: null, currentStep: null }, 1)).toBeNull();
    expect(resumeTarget(undefined, 1)).toBeNull();
  });

  it("continues from the step after the last one done", () => {
    expect(continueStep({ currentStep: 0 })).toBe(1);
    expect(continueStep({ currentStep: 2 })).toBe(3);
    expect(continueStep({ currentStep: 4 })).toBe(4);
  });
});

describe("running a step", () => {
  it("one call per step in flight; the answer is kept under the diagnosis it names", async () => {
    resetSteps();
    let answer!: (v: unknown) => void;
    const call = vi.fn(() => new Promise((r) => (answer = r)));
    const a = runStep(42, 2, call as never);
    const b = runStep(42, 2, call as never);
    expect(a).toBe(b);
    answer({ diagnosisId: 42, step: 2 });
    await a;
    expect(call).toHaveBeenCalledOnce();
    expect(call).toHaveBeenCalledWith("doDiagnosisStep", { params: { a: "42", b: 2 } });
  });

  it("a failed call can run again (재시도)", async () => {
    resetSteps();
    const call = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValueOnce({ diagnosisId: 42, step: 3 });
    await expect(runStep(42, 3, call)).rejects.toThrow("x");
    await expect(runStep(42, 3, call)).resolves.toEqual({ diagnosisId: 42, step: 3 });
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe("worst first", () => {
  it("serious (04) → safe (01), no verdict (null) last, the API's order among equals", () => {
    const f = (name: string, severity: "01" | "02" | "03" | "04" | null) => ({ name, severity });
    const sorted = worstFirst([f("a", "01"), f("b", null), f("c", "03"), f("d", "04"), f("e", "01"), f("g", "02"), f("h", "03")]);
    expect(sorted.map((x) => x.name)).toEqual(["d", "c", "h", "g", "a", "e", "b"]);
  });
});

describe("history chart data", () => {
  const item = (diagnosisId: number, diagnosisDate: string, score: number) => ({
    diagnosisId,
    diagnosisDate,
    score,
    grade: "A" as const,
    gradeName: "안전",
    severity: "01" as const,
    severityNm: "안전",
    summary: "",
    types: [],
  });

  it("oldest first, one point a day (its last diagnosis), and a sentence saying where it went", () => {
    const months = [
      { month: "2026-11", items: [item(9, "2026-11-22", 80), item(8, "2026-11-22", 70), item(7, "2026-11-01", 90)] },
      { month: "2026-10", items: [item(5, "2026-10-03", 60)] },
    ];
    const points = scorePoints(months);
    expect(points).toEqual([
      { x: "2026-10-03", y: 60 },
      { x: "2026-11-01", y: 90 },
      { x: "2026-11-22", y: 80 },
    ]);
    expect(scoreSummary(points)).toBe("진단 3회의 종합 점수가 60점에서 80점으로 올랐어요. 가장 높을 때 90점, 가장 낮을 때 60점이에요.");
    expect(scoreSummary([{ x: "2026-11-22", y: 80 }])).toBe("진단 1회, 종합 점수 80점이에요.");
  });
});
