// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_VEHICLE, VehiclePicker, type VehicleChoice } from "../vehicle-picker";

const BRANDS = [
  { brandDcd: "KIA", brandNm: "기아", brandEngNm: "Kia", isImport: false, modelCount: 1 },
  { brandDcd: "TESLA", brandNm: "테슬라", brandEngNm: "Tesla", isImport: true, modelCount: 1 },
];
const MODELS: Record<string, unknown[]> = {
  KIA: [{ brandDcd: "KIA", mdlDcd: "RAY_EV", mdlNm: "레이 EV", carDivCd: "04", carDivNm: "경차", obdSupported: true }],
  TESLA: [{ brandDcd: "TESLA", mdlDcd: "MODEL_3", mdlNm: "모델 3", carDivCd: "01", carDivNm: "승용", obdSupported: false }],
};
const detail = (mdlDcd: string, dtlMdlDcd: string, dtlMdlNm: string, obdSupported: boolean) => ({
  mdlDcd,
  dtlMdlDcd,
  dtlMdlNm,
  batteryCapacityKwh: 35.2,
  cellCount: 96,
  moduleCount: 8,
  chemistry: "LFP",
  chemistryNm: "리튬인산철(LFP)",
  yearFrom: 2023,
  yearTo: null,
  yearText: "2023년~",
  ratedEfficiencyKmPerKwh: 5.1,
  obdSupported,
});
const DETAILS: Record<string, unknown[]> = {
  RAY_EV: [detail("RAY_EV", "RAY_EV_2023", "레이 EV 2023", true)],
  MODEL_3: [detail("MODEL_3", "MODEL_3_LR", "모델 3 롱레인지 AWD", false)],
};
const reads = vi.hoisted(() => vi.fn());
vi.mock("@/shared/screen-data", () => ({
  useScreenData: (name: string, parts: { query: Record<string, string> } | null) => {
    reads(name, parts);
    const data =
      name === "getCarBrands"
        ? BRANDS
        : parts === null
          ? undefined
          : name === "getCarModels"
            ? MODELS[parts.query.brandDcd!]
            : DETAILS[parts.query.mdlDcd!];
    return { data, error: undefined, isLoading: data === undefined, retry: () => undefined, replace: () => undefined };
  },
}));
afterEach(cleanup);

function Harness({ onDetail }: { onDetail: (name: string | null) => void }) {
  const [value, setValue] = useState<VehicleChoice>(NO_VEHICLE);
  return (
    <VehiclePicker
      value={value}
      showObdSupport
      onChange={(next, d) => {
        setValue(next);
        onDetail(d?.dtlMdlNm ?? null);
      }}
    />
  );
}

describe("VehiclePicker (brand → model → detail model)", () => {
  it("opens each level once the one before is picked, and clears the later levels when an earlier one changes", () => {
    const onDetail = vi.fn();
    render(<Harness onDetail={onDetail} />);
    expect(screen.getByRole("group", { name: "제조사" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "모델" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /기아/ }));
    fireEvent.click(screen.getByRole("radio", { name: /레이 EV 경차/ }));
    fireEvent.click(screen.getByRole("radio", { name: /레이 EV 2023/ }));
    expect(onDetail).toHaveBeenLastCalledWith("레이 EV 2023");
    expect(screen.getByRole("radio", { name: /레이 EV 2023/ })).toBeChecked();
    // Another brand: its models, no detail level until a model is picked.
    fireEvent.click(screen.getByRole("radio", { name: /테슬라/ }));
    expect(onDetail).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("group", { name: "세부 모델" })).toBeNull();
    expect(screen.getByRole("radio", { name: /모델 3/ })).not.toBeChecked();
  });

  it("marks the cars the OBD device cannot read", () => {
    render(<Harness onDetail={vi.fn()} />);
    fireEvent.click(screen.getByRole("radio", { name: /테슬라/ }));
    expect(screen.getByRole("radio", { name: /모델 3 승용 OBD 단말기 미지원/ })).toBeInTheDocument();
  });
});
