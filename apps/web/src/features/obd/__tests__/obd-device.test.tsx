// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyServiceStatus, ObdInfo } from "@evsafe/contract";
import { obdInfo, STATUS_FIXTURES } from "@/testing/factories";

const state = vi.hoisted(() => ({ status: undefined as MyServiceStatus | undefined, obd: undefined as ObdInfo | undefined }));
vi.mock("@/shared/screen-data", () => ({
  useScreenData: () => ({
    data:
      state.obd ?? obdInfo({ obdStatus: "REMOVED", obdStatusNm: "단말기 분리됨", installedDate: "2026-05-29", lastDataDate: "2026-11-27" }),
    error: undefined,
    isLoading: false,
    retry: () => undefined,
  }),
}));
vi.mock("@/session-frame", async (original) => ({
  ...(await original<typeof import("@/session-frame")>()),
  useServiceStatus: () => ({ data: state.status }),
}));
const { ObdDevice } = await import("../obd-device");
afterEach(() => {
  cleanup();
  state.obd = undefined;
});

describe("/obd's body", () => {
  it("a service that has ended says so and offers re-joining, not a reconnection guide", () => {
    state.status = STATUS_FIXTURES.cancelled();
    render(<ObdDevice />);
    expect(screen.getByRole("heading", { name: "서비스 이용 기간이 끝났어요" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "서비스 다시 가입하기" })).toHaveAttribute("href", "/service/signup/vehicle");
    expect(screen.queryByText("단말기 연결이 끊겼어요")).toBeNull();
    expect(screen.queryByRole("heading", { name: "다시 연결하는 방법" })).toBeNull();
  });

  it("a service in use with the device out of the car says the connection is lost", () => {
    state.status = STATUS_FIXTURES.inUse();
    render(<ObdDevice />);
    expect(screen.getByRole("heading", { name: "단말기 연결이 끊겼어요" })).toBeInTheDocument();
    expect(screen.queryByText("서비스 이용 기간이 끝났어요")).toBeNull();
  });

  it("a device kept from the earlier period (no delivery) says it reconnects, not that it is on its way", () => {
    state.status = STATUS_FIXTURES.inUse();
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const waiting = { obdStatus: "INSTALLED_EMPTY_DATA", obdStatusNm: "설치됨", installedDate: today, lastDataDate: null } as const;
    state.obd = obdInfo({ ...waiting, deliveryStatus: null, deliveryStatusNm: null });
    render(<ObdDevice />);
    expect(screen.getByRole("heading", { name: "단말기가 다시 연결되기를 기다리고 있어요" })).toBeInTheDocument();
    expect(screen.getByTestId("obd-kept-device")).toHaveTextContent("지난번에 쓰시던 단말기를 그대로 써요");
    expect(screen.queryByText("아직 배터리 데이터가 들어오지 않았어요")).toBeNull();
    cleanup();
    // A new device, delivered this period, keeps the first-data wording.
    state.obd = obdInfo({ ...waiting, deliveryStatus: "03", deliveryStatusNm: "배송완료" });
    render(<ObdDevice />);
    expect(screen.getByRole("heading", { name: "아직 배터리 데이터가 들어오지 않았어요" })).toBeInTheDocument();
    expect(screen.queryByTestId("obd-kept-device")).toBeNull();
  });
});
