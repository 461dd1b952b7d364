import dynamic from "next/dynamic";
import { useId, useState, type ReactNode } from "react";
import { formatNumber } from "@/shared/format-number";
import { longLabel, type TrendBand, type TrendPoint } from "./chart-data";

export type { TrendBand, TrendPoint } from "./chart-data";

/** The drawing (uPlot) loads only when a chart is on screen: no route carries it in its first-load JS. */
export const ChartCanvas = dynamic(() => import("./chart-canvas").then((m) => m.ChartCanvas), {
  ssr: false,
  loading: () => null,
});

export interface TrendChartProps {
  /** The chart's name (a heading of the figure). */
  title: string;
  /** One sentence that says what the chart shows (screen readers read it instead of the drawing). */
  summary: string;
  points: TrendPoint[];
  /** Unit after a value: `점`, `km/kWh`. */
  unit: string;
  yMin?: number;
  yMax?: number;
  /** Threshold bands behind the line. */
  bands?: readonly TrendBand[];
  /** Fraction digits of the values in the readout and the table. */
  digits?: number;
  /** Height of the drawing in px. */
  height?: number;
}

/**
 * A line over time with its threshold bands: a figure whose caption is the title and a summary sentence, a
 * drawing that reads a value where it is touched, and the same data as a table (표로 보기) for anyone who
 * prefers it or cannot see the drawing.
 */
export function TrendChart({ title, summary, points, unit, yMin, yMax, bands = [], digits = 0, height = 160 }: TrendChartProps) {
  return (
    <ChartFigure title={title} summary={summary} points={points} unit={unit} digits={digits} height={height} kind="line">
      {(onRead) => <ChartCanvas points={points} bands={bands} yMin={yMin} yMax={yMax} height={height} onRead={onRead} />}
    </ChartFigure>
  );
}

export interface ChartFigureProps {
  title: string;
  summary: string;
  points: TrendPoint[];
  unit: string;
  digits: number;
  height: number;
  /** What is touched to read a value: the line's graph or a bar. */
  kind: "line" | "bar";
  /** The drawing, given the callback that shows the value it reads. */
  children: (onRead: (point: TrendPoint) => void) => ReactNode;
}

/**
 * What every chart of the app is (docs/performance.md "Charts"): a figure named by its title, the summary sentence
 * in its caption, a readout of the value touched, the drawing (hidden from screen readers, a box of fixed height so
 * nothing moves while it loads), and the same data as a table behind 표로 보기.
 */
export function ChartFigure({ title, summary, points, unit, digits, height, kind, children }: ChartFigureProps) {
  const id = useId();
  const [reading, setReading] = useState<TrendPoint | null>(null);
  const value = (y: number) => `${formatNumber(y, digits)}${unit}`;
  const hint = kind === "bar" ? "막대를 누르면 값을 볼 수 있어요" : "그래프를 누르면 값을 볼 수 있어요";
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2" data-testid={kind === "bar" ? "bar-chart" : "trend-chart"}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-sm font-bold text-gray-900">
          {title}
        </h3>
        <p className="mt-0.5 text-xs leading-relaxed text-gray-600">{summary}</p>
      </figcaption>
      <p className="h-4 text-xs font-semibold text-gray-800" aria-hidden="true" data-testid="chart-reading">
        {reading ? `${longLabel(reading.x)} · ${value(reading.y)}` : points.length > 1 ? hint : ""}
      </p>
      <div aria-hidden="true" style={{ height }} className="relative w-full touch-pan-y">
        {children(setReading)}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-3.5 text-xs font-semibold text-gray-700">표로 보기</summary>
        <ChartTable title={title} points={points} value={value} />
      </details>
    </figure>
  );
}

/** The chart's data as rows (day or month, value): what 표로 보기 opens. */
function ChartTable({ title, points, value }: { title: string; points: TrendPoint[]; value: (y: number) => string }) {
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
