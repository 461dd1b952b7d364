import { batteryProfileOf, type AdviceInput } from "@evsafe/contract/advice";
import type { MainInfo } from "@evsafe/contract";

/** What the advice table needs to know of the member's battery, context aside. */
export type CarBattery = Omit<AdviceInput, "context">;

/**
 * The member's battery as every piece of advice reads it: chemistry and recall from the catalogue by `main/info`'s
 * detail model, its level, and whether its health is falling (the SoH metric below 안전). One function, so the
 * charging coaching and the car's own screen never judge the same battery differently.
 */
export function carBatteryOf(info: MainInfo): CarBattery {
  return {
    ...batteryProfileOf(info.vehicle?.dtlMdlDcd),
    state: info.status,
    degrading: info.metrics.some((m) => m.key === "soh" && m.status !== "safe"),
  };
}
