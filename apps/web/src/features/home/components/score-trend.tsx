import { DailyScores } from "@/domain/daily-scores";
import { useHomeRead } from "../api";

/** The safety score over the last 30 days with the change since the day before (`main/score-info`). */
export function ScoreTrend() {
  const { data: info } = useHomeRead("getMainScoreInfo");
  return (
    <section aria-labelledby="trend-title" className="rounded-2xl border border-gray-200 p-4" data-testid="score-trend">
      <h2 id="trend-title" className="text-base font-bold text-gray-900">
        안전 점수 추이
      </h2>
      {info?.trendText && <p className="mt-1 text-sm text-gray-700">{info.trendText}</p>}
      <div className="mt-3">
        <DailyScores title="최근 30일 안전 점수" />
      </div>
    </section>
  );
}
