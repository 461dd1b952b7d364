// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { TrendChart } from "../trend-chart";

// The drawing needs a canvas; its readout callback is what the figure shows.
vi.mock("../chart-canvas", () => ({
  ChartCanvas: ({ onRead }: { onRead: (p: { x: string; y: number } | null) => void }) => (
    <button type="button" onClick={() => onRead({ x: "2026-11-02", y: 81 })}>
      canvas
    </button>
  ),
}));
afterEach(cleanup);

describe("TrendChart", () => {
  const points = [
    { x: "2026-11-01", y: 88 },
    { x: "2026-11-02", y: 81 },
  ];

  it("is a figure named by its title, with the summary and the data as a table", () => {
    render(<TrendChart title="최근 30일 안전 점수" summary="평균 84점이에요." points={points} unit="점" />);
    const figure = screen.getByRole("figure", { name: "최근 30일 안전 점수" });
    expect(figure).toHaveTextContent("평균 84점이에요.");
    const table = within(figure).getByRole("table", { name: "최근 30일 안전 점수" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["날짜값", "11월 1일88점", "11월 2일81점"]);
  });

  it("shows the value read where the drawing is touched", async () => {
    render(<TrendChart title="점수" summary="요약" points={points} unit="점" />);
    expect(screen.getByTestId("chart-reading")).toHaveTextContent("그래프를 누르면 값을 볼 수 있어요");
    fireEvent.click(await screen.findByText("canvas"));
    expect(screen.getByTestId("chart-reading")).toHaveTextContent("11월 2일 · 81점");
  });
});
