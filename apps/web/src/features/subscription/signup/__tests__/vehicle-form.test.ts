import { describe, expect, it } from "vitest";
import { carNoProblem, earlierModelYear, startingVehicle } from "../forms/vehicle-form";

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

describe("step 1 when joining again: the car of the earlier period", () => {
  const EARLIER = { brandDcd: "B01", mdlDcd: "M01", dtlMdlDcd: "D01", carNo: "12가3456", modelYear: 2023 };
  const FINISHED = { brandDcd: "B02", mdlDcd: "M02", dtlMdlDcd: "D02", carNo: "34나5678" };

  it("starts with the earlier car, picked and its plate filled, and says so", () => {
    expect(startingVehicle(null, EARLIER)).toEqual({
      choice: { brandDcd: "B01", mdlDcd: "M01", dtlMdlDcd: "D01" },
      carNo: "12가3456",
      fromEarlier: true,
    });
  });

  it("a finished step (back, reload) wins over the earlier car, and is not said to be from earlier", () => {
    expect(startingVehicle(FINISHED, EARLIER)).toEqual({
      choice: { brandDcd: "B02", mdlDcd: "M02", dtlMdlDcd: "D02" },
      carNo: "34나5678",
      fromEarlier: false,
    });
  });

  it("a member who never joined starts empty", () => {
    expect(startingVehicle(null, null)).toBeNull();
  });

  it("keeps the earlier car's model year only while the member sends that same car", () => {
    expect(earlierModelYear(EARLIER, "D01", "12가3456")).toEqual({ modelYear: 2023 });
    expect(earlierModelYear(EARLIER, "D09", "12가3456")).toEqual({});
    expect(earlierModelYear(EARLIER, "D01", "99가9999")).toEqual({});
    expect(earlierModelYear({ ...EARLIER, modelYear: null }, "D01", "12가3456")).toEqual({});
    expect(earlierModelYear(null, "D01", "12가3456")).toEqual({});
  });
});
