import { ScoreChart } from "@/shared/chart/score-chart";
import { useApi } from "@/shared/fetcher";
import { Skeleton } from "@/shared/ui/states";

/** The safety score over the last 30 days (`safe-data/sds/score`) with the change since the day before (`main/score-info`). */
export function ScoreTrend() {
  const { data: info } = useApi("getMainScoreInfo");
  const { data: series, error } = useApi("getSdsScore"); // the API's default window, 30 days
  return (
    <section aria-labelledby="trend-title" className="rounded-2xl border border-gray-200 p-4" data-testid="score-trend">
      <h2 id="trend-title" className="text-base font-bold text-gray-900">
        안전 점수 추이
      </h2>
      {info?.trendText && <p className="mt-1 text-sm text-gray-700">{info.trendText}</p>}
      <div className="mt-3">
        {error ? (
          <p className="text-sm text-gray-600">점수 추이를 불러오지 못했어요.</p>
        ) : !series ? (
          <Skeleton className="h-56" />
        ) : series.items.length === 0 ? (
          <p className="text-sm text-gray-600">최근 30일 동안 점수가 계산된 날이 없어요.</p>
        ) : (
          <ScoreChart
            title="최근 30일 안전 점수"
            summary={`점수가 있는 ${series.items.length}일의 평균 ${series.average}점, 최저 ${series.min}점, 최고 ${series.max}점이에요.`}
            points={series.items.map((p) => ({ x: p.day, y: p.score }))}
          />
        )}
      </div>
    </section>
  );
}
