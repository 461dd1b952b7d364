import type { TrendPoint } from "./chart-data";
import { ChartCanvas, ChartFigure } from "./trend-chart";

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

/**
 * Amounts per day or month as bars from zero, with TrendChart's contract (ChartFigure): a figure whose caption is
 * the title and a summary sentence, a drawing that reads the bar touched, and the same data as a table (표로 보기).
 */
export function BarChart({ title, summary, points, unit, digits = 0, height = 160 }: BarChartProps) {
  return (
    <ChartFigure title={title} summary={summary} points={points} unit={unit} digits={digits} height={height} kind="bar">
      {(onRead) => <ChartCanvas points={points} bands={[]} height={height} onRead={onRead} variant="bar" />}
    </ChartFigure>
  );
}
