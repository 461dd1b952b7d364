// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { MetricStatistics } from "@evsafe/contract";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-client";
import { MetricList } from "../components/metric-list";
import { METRICS } from "../metrics";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));

const TODAY = "2026-11-26";

function stats(metric: MetricStatistics["metric"], over: Partial<MetricStatistics> = {}): MetricStatistics {
  return {
    metric,
    metricNm: "",
    description: "",
    unit: "",
    date: TODAY,
    hasData: true,
    value: 10,
    severity: "01",
    severityNm: "안전",
    message: "",
    details: [],
    thresholds: { direction: "lower", caution: 20, warning: 30, serious: 45, text: "" },
    series: [{ date: TODAY, value: 10, severity: "01" }],
    seriesFrom: "2026-10-28",
    seriesTo: TODAY,
    average: 10,
    ...over,
  };
}

function answers(over: Partial<Record<MetricStatistics["metric"], Partial<MetricStatistics> | Error>> = {}): Answers {
  return Object.fromEntries(
    METRICS.map((m) => {
      const o = over[m.metric];
      return [m.call, o instanceof Error ? o : stats(m.metric, o)];
    }),
  );
}

function show(a: Answers) {
  mocks.api.mockImplementation(apiFrom(a));
  return renderWithSwr(<MetricList date={TODAY} />);
}

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("the metrics list", () => {
  it("each metric's value with its unit and its level as a word beside the colour, in the fixed order; the driving card last", async () => {
    show(
      answers({
        "cell-voltage-balance": { value: 33, severity: "03" },
        "voltage-by-soc": { value: 180, severity: "04" },
        "energy-efficiency": {
          hasData: false,
          value: null,
          severity: null,
          series: [{ date: "2026-11-25", value: 5.03, severity: "02" }],
        },
        "rapid-acceleration": { hasData: false, value: null, severity: null, series: [] },
      }),
    );
    const list = await screen.findByRole("list", { name: "배터리 지표" });
    const cards = within(list).getAllByRole("link");
    expect(cards.map((c) => c.getAttribute("data-testid"))).toEqual(METRICS.map((m) => `metric-card-${m.metric}`));

    const cell = screen.getByTestId("metric-card-cell-voltage-balance");
    expect(cell).toHaveTextContent("셀 전압 편차경고33 mV오늘");
    expect(cell.querySelector("[data-icon]")).toHaveAttribute("data-icon", "triangle-filled");
    expect(cell).toHaveAttribute("href", "/statistics/cell-voltage-balance?date=2026-11-26");
    expect(screen.getByTestId("metric-card-voltage-by-soc")).toHaveTextContent("심각180 mV");
    // No data today: the latest day with data, and the card opens that day.
    const eff = screen.getByTestId("metric-card-energy-efficiency");
    expect(eff).toHaveTextContent("주의5.03 km/kWh11월 25일 기준");
    expect(eff).toHaveAttribute("href", "/statistics/energy-efficiency?date=2026-11-25");
    expect(screen.getByTestId("metric-card-rapid-acceleration")).toHaveTextContent("데이터 없음최근 30일 데이터가 없어요");
    expect(screen.getByTestId("metric-card-pack-voltage")).toHaveTextContent("안전10 V");

    expect(screen.getByTestId("metrics-summary")).toHaveTextContent("살펴볼 지표 3개: 충전량별 전압(심각), 셀 전압 편차(경고), 전비(주의)");
    expect(screen.getByRole("link", { name: /주행·충전 통계/ })).toHaveAttribute("href", "/driving");
  });

  it("all safe: says so", async () => {
    show(answers());
    expect(await screen.findByTestId("metrics-summary")).toHaveTextContent("데이터가 있는 8개 지표가 모두 안전 범위예요.");
  });

  it("loading: the list's skeleton announced; the driving card already there", () => {
    show({});
    expect(screen.getByRole("status")).toHaveTextContent("배터리 지표를 불러오는 중입니다");
    expect(screen.getByRole("link", { name: /주행·충전 통계/ })).toBeInTheDocument();
  });

  it("a failed read: the inline error, and 다시 시도 asks again for what failed", async () => {
    let fail = true;
    const a = answers();
    a.getPackVoltageStatistics = () => (fail ? new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") : stats("pack-voltage"));
    show(a);
    expect(await screen.findByRole("heading", { name: "배터리 지표를 불러오지 못했어요" })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("list", { name: "배터리 지표" })).toBeInTheDocument();
  });
});
