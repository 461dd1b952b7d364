import { describe, expect, it } from "vitest";
import { mainInfo } from "@/testing/factories";
import { carBatteryOf } from "../car-battery";

const vehicle = mainInfo().vehicle!;

describe("carBatteryOf", () => {
  it("reads chemistry and recall from the catalogue by the detail model", () => {
    const kona = carBatteryOf(mainInfo({ vehicle: { ...vehicle, dtlMdlDcd: "KONA_EV_LR_2019" } }));
    expect(kona).toMatchObject({ chemistry: "NCM", recalled: true });
    const ioniq = carBatteryOf(mainInfo({ vehicle: { ...vehicle, dtlMdlDcd: "IONIQ5_LR_2WD" } }));
    expect(ioniq).toMatchObject({ chemistry: "NCM", recalled: false });
    const modelY = carBatteryOf(mainInfo({ vehicle: { ...vehicle, dtlMdlDcd: "MODEL_Y_RWD" } }));
    expect(modelY).toMatchObject({ chemistry: "LFP", recalled: false });
  });

  it("knows nothing of a car outside the catalogue or of a member without a car", () => {
    expect(carBatteryOf(mainInfo({ vehicle: { ...vehicle, dtlMdlDcd: "UNKNOWN_MODEL" } }))).toMatchObject({
      chemistry: null,
      recalled: false,
    });
    expect(carBatteryOf(mainInfo({ vehicle: null, hasVehicle: false }))).toMatchObject({ chemistry: null, recalled: false });
  });

  it("takes the level from main/info and calls the pack degrading only when its SoH is below 안전", () => {
    expect(carBatteryOf(mainInfo({ status: "warning" })).state).toBe("warning");
    expect(carBatteryOf(mainInfo()).degrading).toBe(false);
    const falling = mainInfo().metrics.map((m) => (m.key === "soh" ? { ...m, status: "caution" as const } : m));
    expect(carBatteryOf(mainInfo({ metrics: falling })).degrading).toBe(true);
  });
});
