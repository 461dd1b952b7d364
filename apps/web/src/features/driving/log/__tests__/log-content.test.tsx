// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-client";
import { LogContent } from "../components/log-content";

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  router: { pathname: "/driving/log", query: {} as Record<string, string>, replace: vi.fn(() => Promise.resolve(true)) },
}));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("next/router", () => ({ useRouter: () => mocks.router }));

const tariff = {
  dcWonPerKwh: 347.2,
  acWonPerKwh: 290,
  isDefault: true,
  updatedAt: null,
  defaults: { dcWonPerKwh: 347.2, acWonPerKwh: 290, source: "환경부", asOf: "2025-06-30" },
};
const base = { startDate: "2026-11-23", endDate: "2026-11-24", hasVehicle: true, firstDataDay: "2026-05-01", latestDataDay: "2026-11-23" };
const TRIPS = {
  ...base,
  summary: { tripCount: 1, distanceKm: 1234.5, energyKwh: 200.1, efficiencyKmPerKwh: 6.17 },
  trips: [
    {
      tripId: 7,
      // 2026-11-23 08:05–08:40 KST, a Monday.
      startedAt: "2026-11-22T23:05:00.000Z",
      endedAt: "2026-11-22T23:40:00.000Z",
      durationMin: 35,
      distanceKm: 21.4,
      energyKwh: 3.9,
      efficiencyKmPerKwh: 5.49,
      startSoc: 80,
      endSoc: 74.6,
      avgSpeedKmh: 36.7,
      maxSpeedKmh: 70,
      rapidAccelCount: 1,
      rapidDecelCount: 0,
      outsideTempC: -2.5,
    },
  ],
};
const CHARGES = {
  ...base,
  chargeType: null,
  tariff,
  summary: { chargeCount: 1, fastChargeCount: 1, slowChargeCount: 0, chargedKwh: 40, costWon: 13888, distanceKm: 100, costPerKmWon: 138.9 },
  charges: [
    {
      chargeId: 3,
      startedAt: "2026-11-23T09:00:00.000Z",
      endedAt: "2026-11-23T09:40:00.000Z",
      durationMin: 40,
      startSoc: 20,
      endSoc: 80,
      chargedKwh: 40,
      chargeType: "FAST",
      current: "DC",
      chargeTypeName: "급속",
      placeType: "HIGHWAY",
      placeTypeName: "고속도로 휴게소",
      peakPowerKw: 95.2,
      avgPowerKw: 60,
      maxCellTemp: 35,
      wonPerKwh: 347.2,
      costWon: 13888,
    },
  ],
};

const answer = (answers: Answers) => mocks.api.mockImplementation(apiFrom(answers));

beforeEach(() => {
  // 2026-11-24 (a Tuesday) 10:00 KST.
  vi.useFakeTimers({ now: new Date("2026-11-24T01:00:00Z"), toFake: ["Date"] });
  answer({ getTripLog: TRIPS, getChargeLog: CHARGES });
  mocks.router.query = {};
  mocks.router.replace.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LogContent", () => {
  it("asks for this week (Monday to today) and lists each trip in Seoul time with its totals", async () => {
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    const link = await screen.findByRole("link", { name: /21.4km/ });
    expect(link).toHaveAttribute("href", "/driving/trips/7");
    expect(link).toHaveTextContent("11월 23일 (월)");
    expect(link).toHaveTextContent("08:05–08:40");
    expect(link).toHaveTextContent("바깥 -2.5°C");
    expect(screen.getByTestId("trip-summary")).toHaveTextContent("1,234.5km");
    expect(mocks.api).toHaveBeenCalledWith(
      "getTripLog",
      expect.objectContaining({ query: { startDate: "2026-11-23", endDate: "2026-11-24" } }),
    );
    fireEvent.click(within(screen.getByRole("group", { name: "기간 선택" })).getByRole("button", { name: "지난 주" }));
    expect(mocks.router.replace).toHaveBeenCalledWith(
      { pathname: "/driving/log", query: { period: "last-week" } },
      undefined,
      expect.objectContaining({ shallow: true }),
    );
  });

  it("lists the charges with place, DC/AC and cost, and the tariff they were priced with", async () => {
    mocks.router.query = { tab: "charges", type: "FAST", period: "last-week" };
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    const link = await screen.findByRole("link", { name: /급속\(DC\)/ });
    expect(link).toHaveTextContent("13,888원");
    expect(link).toHaveTextContent("고속도로 휴게소");
    expect(screen.getByTestId("charge-summary")).toHaveTextContent("138.9원");
    expect(screen.getByTestId("tariff-line")).toHaveTextContent("기본 요금으로 계산했어요: 급속 347.2원/kWh · 완속 290원/kWh");
    expect(mocks.api).toHaveBeenCalledWith(
      "getChargeLog",
      expect.objectContaining({ query: { startDate: "2026-11-16", endDate: "2026-11-22", chargeType: "FAST" } }),
    );
  });

  it("says why there is nothing: no data yet (and when it comes), or nothing in this period", async () => {
    answer({
      getTripLog: {
        ...TRIPS,
        firstDataDay: null,
        latestDataDay: null,
        trips: [],
        summary: { tripCount: 0, distanceKm: 0, energyKwh: 0, efficiencyKmPerKwh: null },
      },
    });
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    expect(await screen.findByText("아직 수집된 주행 기록이 없어요")).toBeInTheDocument();
    cleanup();
    answer({ getTripLog: { ...TRIPS, trips: [] } });
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    expect(await screen.findByText("이 기간에는 주행 기록이 없어요")).toBeInTheDocument();
    expect(screen.getByText(/가장 최근 데이터는 2026년 11월 23일이에요/)).toBeInTheDocument();
  });

  it("a failed read shows the inline error with 다시 시도", async () => {
    answer({ getTripLog: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") });
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    expect(await screen.findByText("주행 기록을 불러오지 못했어요")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });

  it("a chosen range with a mistake is said under its field and nothing is asked", async () => {
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    fireEvent.click(within(screen.getByRole("group", { name: "기간 선택" })).getByRole("button", { name: "직접 선택" }));
    // The form loads when 직접 선택 opens it.
    fireEvent.change(await screen.findByLabelText("시작일", {}, { timeout: 10_000 }), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("종료일"), { target: { value: "2026-11-10" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" })));
    expect(screen.getByText("종료일은 시작일과 같거나 뒤여야 해요.")).toBeInTheDocument();
    expect(screen.getByLabelText("종료일")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("종료일")).toHaveFocus();
    expect(mocks.router.replace).not.toHaveBeenCalled();
  });

  it("a right range puts it in the address once, even for two taps in one frame", async () => {
    renderWithSwr(<LogContent serverToday="2026-11-24" />);
    fireEvent.click(within(screen.getByRole("group", { name: "기간 선택" })).getByRole("button", { name: "직접 선택" }));
    fireEvent.change(await screen.findByLabelText("시작일", {}, { timeout: 10_000 }), { target: { value: "2026-11-02" } });
    fireEvent.change(screen.getByLabelText("종료일"), { target: { value: "2026-11-10" } });
    mocks.router.replace.mockClear();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" }));
      fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" }));
    });
    await waitFor(() => expect(mocks.router.replace).toHaveBeenCalledTimes(1));
    expect(mocks.router.replace).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ period: "custom", start: "2026-11-02", end: "2026-11-10" }) }),
      undefined,
      { shallow: true, scroll: false },
    );
  });
});
