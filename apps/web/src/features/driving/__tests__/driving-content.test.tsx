// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { mainInfo } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { DrivingContent } from "../components/driving-content";

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  router: { pathname: "/driving", query: {} as Record<string, string>, replace: vi.fn(() => Promise.resolve(true)) },
}));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("next/router", () => ({ useRouter: () => mocks.router }));
vi.mock("@/shared/chart/chart-canvas", () => ({ ChartCanvas: () => null }));
// The bars are BarChart's own test (bar-chart.test.tsx): here a figure with its title and summary.
vi.mock("@/shared/chart/bar-chart", () => ({
  BarChart: ({ title, summary }: { title: string; summary: string }) => <figure aria-label={title}>{summary}</figure>,
}));

const day = (label: string, km: number, kwh: number) => ({
  label,
  distanceKm: km,
  energyKwh: km / 5,
  efficiencyKmPerKwh: km ? 5 : null,
  chargedKwh: kwh,
  tripCount: km ? 2 : 0,
  chargeCount: kwh ? 1 : 0,
  fastChargeCount: 0,
  socAvg: km ? 60 : null,
  safetyScore: km ? 90 : null,
});
const summary = {
  startDate: "2026-11-18",
  endDate: "2026-11-24",
  distanceKm: 60,
  energyKwh: 12,
  efficiencyKmPerKwh: 5,
  chargedKwh: 20,
  tripCount: 4,
  chargeCount: 1,
  fastChargeCount: 0,
  drivingDays: 2,
  rapidAccelCount: 1,
  rapidDecelCount: 1,
  fastChargeRatioPct: 0,
  socAvg: 60,
  safetyScore: 90,
};
const charge = (id: number, endSoc: number, chargeType: "FAST" | "SLOW") => ({
  chargeId: id,
  startedAt: "2026-11-20T12:00:00.000Z",
  endedAt: "2026-11-20T14:00:00.000Z",
  startSoc: 40,
  endSoc,
  chargedKwh: 20,
  chargeType,
  chargeTypeName: chargeType === "FAST" ? "급속" : "완속",
  maxCellTemp: 30,
});

const ANSWERS: Answers = {
  getVehicleStatistics: {
    period: "week",
    unit: "day",
    startDate: "2026-11-18",
    endDate: "2026-11-24",
    summary,
    series: [day("2026-11-18", 0, 0), day("2026-11-19", 20, 0), day("2026-11-20", 40, 20)],
  },
  getVehicleTripCharge: {
    period: "month",
    startDate: "2026-10-26",
    endDate: "2026-11-24",
    trips: [],
    charges: [charge(1, 95, "SLOW"), charge(2, 100, "SLOW"), charge(3, 79, "SLOW"), charge(4, 80, "FAST")],
    summary: {
      tripCount: 4,
      distanceKm: 60,
      chargeCount: 4,
      fastChargeCount: 1,
      slowChargeCount: 3,
      chargedKwh: 80,
      avgChargeStartSoc: 40,
      avgChargeEndSoc: 88.5,
    },
  },
  // The coaching's car: an NCM IONIQ 5 of the catalogue (its chemistry picks the advice).
  getMainInfo: mainInfo({ vehicle: { ...mainInfo().vehicle!, dtlMdlDcd: "IONIQ5_LR_2WD" } }),
  getVehicleBatteryData: { hasData: false, battery: null },
  getMainVehicleStatusStatistics: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요."),
  getBatteryManagementTip: {
    basedOnDays: 30,
    tips: [{ code: "GOOD_HABIT", title: "좋은 습관 유지하기", content: "지금처럼 충전하세요.", reason: null, severity: "01" }],
  },
};

beforeEach(() => {
  // 2026-11-24 10:00 KST: the phone's day once hydrated.
  vi.useFakeTimers({ now: new Date("2026-11-24T01:00:00Z"), toFake: ["Date"] });
  mocks.api.mockImplementation(apiFrom(ANSWERS));
  mocks.router.query = {};
  mocks.router.replace.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("DrivingContent", () => {
  it("draws each read in its own state: figures, coaching with its suggestion, empty battery, failed statistics, tips", async () => {
    renderWithSwr(<DrivingContent serverToday="2026-11-24" />);
    expect(await screen.findByRole("figure", { name: "일별 주행 거리" })).toHaveTextContent(
      "주행한 날은 2일, 모두 60km예요. 가장 많은 날은 11월 20일(40km)이에요.",
    );
    const coaching = screen.getByTestId("charging-coaching");
    expect(await within(coaching).findByTestId("coaching-verdict")).toHaveTextContent("배터리 수명을 줄이는 충전 습관이 1가지 있어요.");
    expect(within(coaching).getByTestId("habit-highSoc")).toHaveTextContent("충전 4회 중 2회(50%)가 90%를 넘겨 끝났어요.");
    expect(within(coaching).getByTestId("habit-suggestion")).toHaveTextContent(
      "충전 한도를 80~90%로 설정하고, 100% 충전은 장거리 운행 직전에만 하세요.",
    );
    expect(within(coaching).getAllByTestId("habit-suggestion")).toHaveLength(1);
    expect(within(screen.getByTestId("battery-card")).getByText("아직 배터리 데이터가 없어요")).toBeInTheDocument();
    const status = screen.getByTestId("status-period");
    expect(within(status).getByTestId("status-range")).toHaveTextContent("최근 30일 · 2026년 10월 26일 ~ 2026년 11월 24일 (30일)");
    expect(await within(status).findByText("기간별 배터리 통계를 불러오지 못했어요")).toBeInTheDocument();
    expect(within(status).getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
    expect(await screen.findByText("좋은 습관 유지하기")).toBeInTheDocument();
  });

  it("an LFP car (Model Y RWD) is not told its full charges are a bad habit: the note says 100 % is fine", async () => {
    mocks.api.mockImplementation(
      apiFrom({ ...ANSWERS, getMainInfo: mainInfo({ vehicle: { ...mainInfo().vehicle!, dtlMdlDcd: "MODEL_Y_RWD" } }) }),
    );
    renderWithSwr(<DrivingContent serverToday="2026-11-24" />);
    const coaching = screen.getByTestId("charging-coaching");
    expect(await within(coaching).findByTestId("coaching-note")).toHaveTextContent("리튬인산철 배터리는 평소 100%까지 충전해도 괜찮아요.");
    expect(within(coaching).queryByTestId("habit-highSoc")).toBeNull();
    expect(within(coaching).getByTestId("coaching-verdict")).toHaveTextContent("충전 습관이 권장 기준 안에 있어요.");
  });

  it("asks for the range in the address and switches the figures' period in place", async () => {
    renderWithSwr(<DrivingContent serverToday="2026-11-24" />);
    await screen.findByRole("figure", { name: "일별 주행 거리" });
    expect(mocks.api).toHaveBeenCalledWith(
      "getMainVehicleStatusStatistics",
      expect.objectContaining({ query: { startDate: "2026-10-26", endDate: "2026-11-24" } }),
    );
    fireEvent.click(screen.getByRole("button", { name: "월" }));
    expect(mocks.router.replace).toHaveBeenCalledWith({ pathname: "/driving", query: { period: "month" } }, undefined, {
      shallow: true,
      scroll: false,
    });
    fireEvent.click(screen.getByRole("button", { name: "최근 7일" }));
    expect(mocks.router.replace).toHaveBeenLastCalledWith({ pathname: "/driving", query: { range: "7d" } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it("no praise without data: a car that has sent nothing gets no GOOD_HABIT, and each empty part says what is missing and when it comes", async () => {
    mocks.api.mockImplementation(
      apiFrom({
        ...ANSWERS,
        // An API that still sends the general praise with no day of data: the screen does not repeat it.
        getBatteryManagementTip: {
          basedOnDays: 0,
          tips: [
            { code: "GOOD_HABIT", title: "좋은 습관 유지하기", content: "최근 배터리 사용 습관이 좋습니다.", reason: null, severity: "01" },
          ],
        },
      }),
    );
    renderWithSwr(<DrivingContent serverToday="2026-11-24" />);
    const tips = screen.getByTestId("battery-tips");
    expect(await within(tips).findByText("아직 팁을 고를 주행·충전 데이터가 없어요")).toBeInTheDocument();
    expect(tips).toHaveTextContent("단말기가 데이터를 보내면 다음 날 아침부터 볼 수 있어요.");
    expect(screen.queryByText("좋은 습관 유지하기")).toBeNull();
    expect(document.body).not.toHaveTextContent(/습관이 좋습니다/);
    expect(within(screen.getByTestId("battery-card")).getByTestId("empty-state")).toHaveTextContent(
      "단말기가 데이터를 보내면 다음 날 아침부터 볼 수 있어요.",
    );
  });
});
