// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VehicleChoice } from "@/domain/vehicle-picker/vehicle-picker";
import { readWizard } from "../wizard";

const router = vi.hoisted(() => ({ replace: vi.fn(async () => true), push: vi.fn(async () => true), asPath: "/service/signup/vehicle" }));
vi.mock("next/router", () => ({ useRouter: () => router }));
const api = vi.hoisted(() => ({
  carNoTaken: vi.fn(async () => ({ taken: false, byMe: false })),
  checkCarSupport: vi.fn(),
}));
vi.mock("../api", () => ({ ...api, useRejoinOffer: () => ({ data: { vehicle: null } }) }));
// The catalogue's pickers read the API: one button picks a whole car here.
vi.mock("@/domain/vehicle-picker/vehicle-picker", () => ({
  NO_VEHICLE: { brandDcd: null, mdlDcd: null, dtlMdlDcd: null },
  VehiclePicker: ({ value, onChange }: { value: VehicleChoice; onChange: (c: VehicleChoice) => void }) => (
    <button type="button" onClick={() => onChange({ brandDcd: "KIA", mdlDcd: "RAY", dtlMdlDcd: "RAY-2023" })}>
      {value.dtlMdlDcd ? `골랐음 ${value.dtlMdlDcd}` : "차 고르기"}
    </button>
  ),
}));

const { VehicleStep, PICK_VEHICLE_MESSAGE, TAKEN_MESSAGE } = await import("../forms/vehicle-form");

const SUPPORTED = { obdSupported: true, reasonCode: null, reason: null };
const plate = () => screen.getByLabelText("차량 번호") as HTMLInputElement;
const next = () => screen.getByRole("button", { name: /다음|확인하는 중/ });

beforeEach(() => {
  sessionStorage.clear();
  router.push.mockClear();
  api.carNoTaken.mockReset().mockResolvedValue({ taken: false, byMe: false });
  api.checkCarSupport.mockReset().mockResolvedValue(SUPPORTED);
});
afterEach(cleanup);

describe("step 1 on the house form path", () => {
  it("says what is missing beside each field, focuses the first one and sends nothing", async () => {
    render(<VehicleStep />);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "다음" })));
    expect(await screen.findByText(PICK_VEHICLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("차량 번호를 입력해 주세요.")).toBeInTheDocument();
    expect(plate()).toHaveAttribute("aria-invalid", "true");
    // The picker comes first: the focus goes to it (its message inside), not to the plate.
    expect(document.activeElement).toContainElement(screen.getByText(PICK_VEHICLE_MESSAGE));
    // A car picked: the picker's message goes; the plate's stays and gets the focus on the next 다음.
    fireEvent.click(screen.getByRole("button", { name: "차 고르기" }));
    expect(screen.queryByText(PICK_VEHICLE_MESSAGE)).toBeNull();
    await act(async () => fireEvent.click(next()));
    await waitFor(() => expect(plate()).toHaveFocus());
    expect(api.checkCarSupport).not.toHaveBeenCalled();
  });

  it("a plate another member has is said beside the field, focused, with the input kept; two taps ask once", async () => {
    api.checkCarSupport.mockResolvedValue({ obdSupported: true, reasonCode: "ALREADY_REGISTERED", reason: "등록된 차량" });
    api.carNoTaken.mockResolvedValue({ taken: true, byMe: false });
    render(<VehicleStep />);
    fireEvent.click(await screen.findByRole("button", { name: "차 고르기" }));
    fireEvent.change(plate(), { target: { value: "12가 3456" } });
    await act(async () => {
      fireEvent.click(next());
      fireEvent.click(next());
    });
    await waitFor(() => expect(screen.getByText(TAKEN_MESSAGE)).toBeInTheDocument());
    expect(api.checkCarSupport).toHaveBeenCalledTimes(1);
    expect(api.checkCarSupport).toHaveBeenCalledWith("12가3456", "RAY-2023");
    expect(plate()).toHaveFocus();
    expect(plate().value).toBe("12가 3456");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("a free, supported car is kept in the wizard and step 2 opens", async () => {
    render(<VehicleStep />);
    fireEvent.click(await screen.findByRole("button", { name: "차 고르기" }));
    fireEvent.change(plate(), { target: { value: "12가3456" } });
    await act(async () => fireEvent.click(next()));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/service/signup/delivery"));
    expect(readWizard().vehicle).toEqual({ brandDcd: "KIA", mdlDcd: "RAY", dtlMdlDcd: "RAY-2023", carNo: "12가3456" });
  });
});
