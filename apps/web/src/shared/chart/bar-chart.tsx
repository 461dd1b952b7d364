import { useEffect, useId, useRef, useState } from "react";
import type uPlot from "uplot";
import { formatNumber } from "@/shared/format-number";
import { axisTicks, longLabel, shortLabel, xPosition, type TrendPoint } from "./chart-data";

export interface BarChartProps {
  /** The chart's name (a heading of the figure). */
  title: string;
  /** One sentence that says what the chart shows (screen readers read it instead of the drawing). */
  summary: string;
  /** One bar per day (`YYYY-MM-DD`) or month (`YYYY-MM`), in order; a period's empty days are bars of 0. */
  points: TrendPoint[];
  /** Unit after a value: `km`, `kWh`. */
  unit: string;
  /** Fraction digits of the values in the readout and the table. */
  digits?: number;
  /** Height of the drawing in px. */
  height?: number;
}

const BAR = "#2563eb";
const AXIS = "#4b5563";
const GRID = "rgba(0, 0, 0, 0.06)";

/**
 * Amounts per day or month as bars, with TrendChart's contract: a figure whose caption is the title and a summary
 * sentence, a drawing that reads the bar touched (a tap or a drag on a phone, hover with a mouse), and the same
 * data as a table (표로 보기). The drawing's code (uPlot) loads only once the chart is on screen, in the browser.
 */
export function BarChart({ title, summary, points, unit, digits = 0, height = 160 }: BarChartProps) {
  const id = useId();
  const [reading, setReading] = useState<TrendPoint | null>(null);
  const value = (y: number) => `${formatNumber(y, digits)}${unit}`;
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2" data-testid="bar-chart">
      <figcaption>
        <h3 id={`${id}-title`} className="text-sm font-bold text-gray-900">
          {title}
        </h3>
        <p className="mt-0.5 text-xs leading-relaxed text-gray-600">{summary}</p>
      </figcaption>
      <p className="h-4 text-xs font-semibold text-gray-800" aria-hidden="true" data-testid="chart-reading">
        {reading ? `${longLabel(reading.x)} · ${value(reading.y)}` : points.length > 1 ? "막대를 누르면 값을 볼 수 있어요" : ""}
      </p>
      <div aria-hidden="true" style={{ height }} className="relative w-full touch-pan-y">
        <BarCanvas points={points} height={height} onRead={setReading} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 text-xs font-semibold text-gray-700">표로 보기</summary>
        <BarTable title={title} points={points} value={value} />
      </details>
    </figure>
  );
}

/** The chart's data as rows (date, value): what 표로 보기 opens. */
export function BarTable({ title, points, value }: { title: string; points: TrendPoint[]; value: (y: number) => string }) {
  const monthly = points.length > 0 && !/^\d{4}-\d{2}-\d{2}$/.test(points[0]!.x);
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-600">
          <th scope="col" className="py-1 font-medium">
            {monthly ? "월" : "날짜"}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            값
          </th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.x} className="border-b border-gray-100">
            <th scope="row" className="py-1 font-normal text-gray-700">
              {longLabel(p.x)}
            </th>
            <td className="py-1 text-right text-gray-900">{value(p.y)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The uPlot drawing: bars from zero, five labels at most on the axis, the touched bar reported to the readout. */
function BarCanvas({ points, height, onRead }: { points: TrendPoint[]; height: number; onRead: (p: TrendPoint) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const readRef = useRef(onRead);
  useEffect(() => {
    readRef.current = onRead;
  });
  // Callers build their points on every render: the chart is drawn again only when the data change.
  const dataKey = JSON.stringify(points);

  useEffect(() => {
    const el = host.current;
    const points = JSON.parse(dataKey) as TrendPoint[];
    if (!el || points.length === 0) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const xs = points.map((p) => xPosition(p.x));
      const ys = points.map((p) => p.y);
      const ticks = axisTicks(points.length).map((i) => xs[i]!);
      const labelAt = new Map(points.map((p, i) => [xs[i]!, shortLabel(p.x)]));
      const top = Math.max(...ys);
      const bars = UPlot.paths.bars!({ size: [0.7, 28], gap: 1 });
      chart = new UPlot(
        {
          width: Math.max(el.clientWidth, 200),
          height,
          legend: { show: false },
          padding: [8, 12, 0, 0],
          scales: {
            // Half a bar's room on either side, so the first and last bars are whole.
            x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
            y: { range: () => [0, top > 0 ? top * 1.1 : 1] },
          },
          cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
          axes: [
            {
              stroke: AXIS,
              grid: { show: false },
              ticks: { show: false },
              splits: () => ticks,
              values: (_u, splits) => splits.map((s) => labelAt.get(s) ?? ""),
              font: "11px sans-serif",
            },
            { stroke: AXIS, grid: { stroke: GRID }, ticks: { show: false }, size: 40, font: "11px sans-serif" },
          ],
          series: [{}, { stroke: BAR, fill: BAR, width: 0, paths: bars, points: { show: false } }],
          hooks: {
            setCursor: [
              (u) => {
                // Leaving the drawing keeps the last value read (a finger lifts right after the tap).
                const i = u.cursor.idx;
                if (i !== null && i !== undefined) readRef.current(points[i]!);
              },
            ],
          },
        },
        [xs, ys],
        el,
      );
      const drawn = chart;
      // A tap reads the nearest bar and leaves the cursor there (uPlot follows the mouse, not a finger).
      const readAtTouch = (e: PointerEvent) => {
        if (e.pointerType === "mouse") return;
        const rect = drawn.over.getBoundingClientRect();
        drawn.setCursor({ left: e.clientX - rect.left, top: rect.height / 2 });
      };
      drawn.over.addEventListener("pointerdown", readAtTouch);
      drawn.over.addEventListener("pointermove", readAtTouch);
      resize = new ResizeObserver(() => drawn.setSize({ width: Math.max(el.clientWidth, 200), height }));
      resize.observe(el);
    });
    return () => {
      cancelled = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [dataKey, height]);

  return <div ref={host} data-testid="chart-canvas" />;
}
