// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyServiceStatus } from "@evsafe/contract";
import { obdInfo, STATUS_FIXTURES } from "@/testing/factories";

const state = vi.hoisted(() => ({ status: undefined as MyServiceStatus | undefined }));
vi.mock("@/shared/screen-data", () => ({
  useScreenData: () => ({
    data: obdInfo({ obdStatus: "REMOVED", obdStatusNm: "단말기 분리됨", installedDate: "2026-05-29", lastDataDate: "2026-11-27" }),
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
afterEach(cleanup);

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
});
