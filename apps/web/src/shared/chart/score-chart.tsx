import { SCORE_SEVERITY_RANGES } from "@evsafe/contract/constants/score";
import { TrendChart, type TrendPoint } from "./trend-chart";

/** The lowest score drawn: a line of scores around 85 would look flat on a 0–100 axis. */
export function scoreFloor(min: number | null): number {
  if (min === null) return 0;
  return Math.max(0, Math.floor((min - 10) / 10) * 10);
}

/** Safety scores over time (days or months) on the grade bands: green from 85, then caution, warning, serious. */
export function ScoreChart({ title, summary, points }: { title: string; summary: string; points: TrendPoint[] }) {
  const min = points.length ? Math.min(...points.map((p) => p.y)) : null;
  return (
    <TrendChart title={title} summary={summary} points={points} unit="점" yMin={scoreFloor(min)} yMax={100} bands={SCORE_SEVERITY_RANGES} />
  );
}
