// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { BarChart } from "@/shared/chart/bar-chart";

// The drawing needs a canvas: a stand-in uPlot keeps what it was given, and moves its cursor when asked.
interface FakeOptions {
  scales: { y: { range: () => number[] } };
  hooks: { setCursor: ((u: unknown) => void)[] };
}
const drawn = vi.hoisted(() => ({ charts: [] as { opts: FakeOptions; data: number[][]; setCursor: (i: number) => void }[] }));
vi.mock("uplot", () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    over = document.createElement("div");
    cursor: { idx: number | null } = { idx: null };
    constructor(opts: FakeOptions, data: number[][]) {
      drawn.charts.push({
        opts,
        data,
        setCursor: (i) => {
          this.cursor.idx = i;
          for (const hook of opts.hooks.setCursor) hook(this);
        },
      });
    }
    setSize() {}
    setCursor() {}
    destroy() {}
  }
  return { default: FakePlot };
});
vi.mock("uplot/dist/uPlot.min.css", () => ({}));
globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
afterEach(() => {
  cleanup();
  drawn.charts.length = 0;
});

describe("BarChart", () => {
  it("is a figure named by its title, with its summary, a readout hint and the bars as a table (표로 보기)", () => {
    render(
      <BarChart
        title="일별 주행 거리"
        summary="주행한 날은 2일이에요."
        points={[
          { x: "2026-11-20", y: 12.34 },
          { x: "2026-11-21", y: 0 },
          { x: "2026-11-22", y: 1234.5 },
        ]}
        unit="km"
        digits={1}
      />,
    );
    const figure = screen.getByRole("figure", { name: "일별 주행 거리" });
    expect(figure).toHaveTextContent("주행한 날은 2일이에요.");
    expect(screen.getByTestId("chart-reading")).toHaveTextContent("막대를 누르면 값을 볼 수 있어요");
    expect(within(figure).getByText("표로 보기")).toBeInTheDocument();
    const rows = within(within(figure).getByRole("table", { name: "일별 주행 거리" }))
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["날짜값", "11월 20일12.3km", "11월 21일0km", "11월 22일1,234.5km"]);
  });

  it("draws one bar per point from zero, and reads the bar touched", async () => {
    render(
      <BarChart
        title="일별 충전량"
        summary="요약"
        points={[
          { x: "2026-11-20", y: 10 },
          { x: "2026-11-21", y: 30.25 },
        ]}
        unit="kWh"
        digits={1}
      />,
    );
    await vi.waitFor(() => expect(drawn.charts).toHaveLength(1));
    const [chart] = drawn.charts;
    expect(chart!.data[1]).toEqual([10, 30.25]);
    expect(chart!.opts.scales.y.range()).toEqual([0, 30.25 * 1.1]);
    act(() => chart!.setCursor(1));
    expect(screen.getByTestId("chart-reading")).toHaveTextContent("11월 21일 · 30.3kWh");
  });

  it("names the first column 월 for monthly bars", () => {
    render(<BarChart title="월별 충전량" summary="요약" points={[{ x: "2026-10", y: 100 }]} unit="kWh" />);
    const rows = screen.getAllByRole("row").map((r) => r.textContent);
    expect(rows).toEqual(["월값", "2026년 10월100kWh"]);
  });
});
