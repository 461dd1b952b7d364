import type { ResultScore } from "../api";
import { HowComputed } from "./how-computed";
import { ReportLink } from "./report-link";
import { DailyTrend, MonthlyHistory } from "./score-history";
import { ScoreBreakdown } from "./score-breakdown";
import { StatisticsLink } from "./statistics-link";

/** Today's index and its metrics, the way on to each metric's statistics, then the index over 30 days and 12 months, and how it is computed. */
export function SafetyIndexDetails({ score }: { score: ResultScore }) {
  const hasData = score.hasData && score.score !== null;
  return (
    <>
      <ScoreBreakdown score={score} />
      <StatisticsLink />
      {hasData && <ReportLink />}
      {hasData && <DailyTrend />}
      {hasData && <MonthlyHistory />}
      <HowComputed />
    </>
  );
}
