// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VehicleChoice } from "@/domain/vehicle-picker/vehicle-picker";
import { DEFAULT_ANSWERS, readTrialAnswers, saveTrialAnswers } from "../trial/trial-state";

const router = vi.hoisted(() => ({
  query: {} as Record<string, string>,
  push: vi.fn(async () => true),
  replace: vi.fn(async () => true),
  back: vi.fn(),
}));
vi.mock("next/router", () => ({ useRouter: () => router }));
// The catalogue's pickers read the API: one button picks a whole car here.
vi.mock("@/domain/vehicle-picker/vehicle-picker", () => ({
  NO_VEHICLE: { brandDcd: null, mdlDcd: null, dtlMdlDcd: null },
  VehiclePicker: ({ value, onChange }: { value: VehicleChoice; onChange: (c: VehicleChoice) => void }) => (
    <button type="button" onClick={() => onChange({ brandDcd: "HD", mdlDcd: "IONIQ5", dtlMdlDcd: "IONIQ5-LR" })}>
      {value.dtlMdlDcd ? `골랐음 ${value.dtlMdlDcd}` : "차 고르기"}
    </button>
  ),
}));
vi.mock("../trial/trial-result", () => ({ TrialResult: () => <p>결과</p> }));

const { TrialForm, SOC_ORDER_MESSAGE } = await import("../forms/trial-form");

const WITH_CAR = { ...DEFAULT_ANSWERS, brandDcd: "HD", mdlDcd: "IONIQ5", dtlMdlDcd: "IONIQ5-LR" };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  router.query = {};
  router.push.mockClear();
  router.replace.mockClear();
});
afterEach(cleanup);

describe("the trial diagnosis on the house form path", () => {
  it("step 1 without a car says so beside the picker, focused, and does not move on; a car picked goes on", async () => {
    render(<TrialForm />);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "다음" })));
    const problem = await screen.findByText("제조사, 모델, 세부 모델을 모두 골라 주세요.");
    // The picker (its message inside) has the focus, not the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(problem);
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "차 고르기" }));
    expect(screen.queryByText("제조사, 모델, 세부 모델을 모두 골라 주세요.")).toBeNull();
    // Two taps in one frame move on once.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "다음" }));
      fireEvent.click(screen.getByRole("button", { name: "다음" }));
    });
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith({ query: { step: "2" } }, undefined, { shallow: true });
    expect(readTrialAnswers()).toMatchObject({ dtlMdlDcd: "IONIQ5-LR" });
  });

  it("a number typed wrong is said beside its field, which gets the focus; the input stays and is kept in the tab", async () => {
    saveTrialAnswers(WITH_CAR);
    router.query = { step: "2" };
    render(<TrialForm />);
    const distance = await screen.findByLabelText("총 주행거리 (km)");
    fireEvent.change(distance, { target: { value: "삼만" } });
    // Said once the field is left, before 다음.
    await act(async () => fireEvent.blur(distance));
    expect(screen.getByText("총 주행거리: 숫자로 입력해 주세요.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "배달·운송" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "다음" })));
    await waitFor(() => expect(screen.getByText("총 주행거리: 숫자로 입력해 주세요.")).toBeInTheDocument());
    expect(field("총 주행거리 (km)")).toHaveFocus();
    expect(field("총 주행거리 (km)")).toHaveAttribute("aria-invalid", "true");
    expect(field("총 주행거리 (km)").value).toBe("삼만");
    expect(router.push).not.toHaveBeenCalled();
    expect(readTrialAnswers()).toMatchObject({ totalDrvDistance: "삼만", drivePurpose: "04" });
  });

  it("a charge that ends below its start is said beside the end, and no result is shown", async () => {
    saveTrialAnswers({ ...WITH_CAR, chargeStartSoc: "90", chargeEndSoc: "30" });
    router.query = { step: "3" };
    render(<TrialForm />);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "결과 보기" })));
    await waitFor(() => expect(screen.getByText(SOC_ORDER_MESSAGE)).toBeInTheDocument());
    expect(field("충전을 마칠 때 배터리 잔량 (%)")).toHaveFocus();
    expect(field("충전을 시작할 때 배터리 잔량 (%)")).not.toHaveAttribute("aria-invalid");
    expect(router.push).not.toHaveBeenCalled();
  });
});
