import { describe, expect, it } from "vitest";
import { carNoProblem } from "../forms/vehicle-form";

describe("step 1: the number plate as typed", () => {
  it.each(["12가3456", "123가4567", "서울12가3456", " 12가 3456 ", "123-가-4567"])("takes %j (spaces and dashes dropped)", (plate) => {
    expect(carNoProblem(plate)).toBeNull();
  });

  it("asks for a plate when there is none", () => {
    expect(carNoProblem("  ")).toBe("차량 번호를 입력해 주세요.");
  });

  it.each(["1가3456", "12가345", "12A3456", "가나12가3456a", "1234가5678"])("says the format is wrong for %j, with an example", (plate) => {
    expect(carNoProblem(plate)).toBe("차량 번호 형식이 올바르지 않습니다 (예: 12가3456)");
  });
});
