// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { MockDiagnosisQuerySchema } from "@evsafe/contract/areas/diagnosis";
import { mockQuery, NUMBER_FIELDS, numberProblem, SOC_ORDER_MESSAGE, stepProblems } from "../forms/trial-form";
import { DEFAULT_ANSWERS, readTrialAnswers, saveTrialAnswers, TRIAL_STORAGE_KEY } from "../trial/trial-state";

const answers = { ...DEFAULT_ANSWERS, brandDcd: "KIA", mdlDcd: "RAY_EV", dtlMdlDcd: "RAY_EV_2023" };
afterEach(() => sessionStorage.clear());

describe("the trial diagnosis's answers", () => {
  it("checks each number against the contract's range, in Korean", () => {
    for (const [field, { min, max }] of Object.entries(NUMBER_FIELDS) as [keyof typeof NUMBER_FIELDS, { min: number; max: number }][]) {
      const at = (n: number) => MockDiagnosisQuerySchema.shape[field].safeParse(String(n)).success;
      expect([at(min), at(max), at(max + 1)], field).toEqual([true, true, false]);
      expect(numberProblem(field, String(max))).toBeNull();
      expect(numberProblem(field, String(max + 1))).toMatch(/사이로 입력해 주세요\.$/);
    }
    expect(numberProblem("totalDrvDistance", "30,000")).toBeNull();
    expect(numberProblem("chargeCountOfMonth", "여덟")).toBe("한 달 충전 횟수: 숫자로 입력해 주세요.");
    expect(numberProblem("totalDrvDistance", "1000001")).toBe("총 주행거리: 0~1,000,000km 사이로 입력해 주세요.");
  });

  it("asks for the car first, and a charge that ends above where it starts", () => {
    expect(stepProblems(0, DEFAULT_ANSWERS)).toEqual({ vehicle: "제조사, 모델, 세부 모델을 모두 골라 주세요." });
    expect(stepProblems(0, answers)).toEqual({});
    expect(stepProblems(2, { ...answers, chargeStartSoc: "80", chargeEndSoc: "30" })).toEqual({ chargeEndSoc: SOC_ORDER_MESSAGE });
    expect(stepProblems(1, { ...answers, ownershipPeriod: "" })).toHaveProperty("ownershipPeriod");
  });

  it("builds the mock call's query only when every answer is there", () => {
    expect(mockQuery(DEFAULT_ANSWERS)).toBeNull();
    expect(mockQuery(answers)).toMatchObject({ dtlMdlDcd: "RAY_EV_2023", ownershipPeriod: 24, chargeEndSoc: 80, chargeType: "01" });
  });

  it("keeps the answers in the tab, so back and a reload find them", () => {
    expect(readTrialAnswers()).toEqual(DEFAULT_ANSWERS);
    saveTrialAnswers({ ...answers, totalDrvDistance: "52000" });
    expect(JSON.parse(sessionStorage.getItem(TRIAL_STORAGE_KEY)!)).toMatchObject({ dtlMdlDcd: "RAY_EV_2023", totalDrvDistance: "52000" });
    expect(readTrialAnswers()).toMatchObject({ brandDcd: "KIA", totalDrvDistance: "52000" });
    sessionStorage.setItem(TRIAL_STORAGE_KEY, "{not json");
    expect(readTrialAnswers().ownershipPeriod).toBeDefined();
  });
});
