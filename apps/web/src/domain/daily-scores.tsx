import { useApi } from "@/shared/fetcher";
import { Skeleton } from "@/shared/ui/states";
import { ScoreChart } from "@/shared/chart/score-chart";

/**
 * The safety score of each day of the last 30 (`safe-data/sds/score`, the API's default window) as a ScoreChart
 * named `title`, with its loading, failed and empty states in place: /home's trend and /safety-index's history.
 */
export function DailyScores({ title }: { title: string }) {
  const { data, error } = useApi("getSdsScore");
  if (error) return <p className="text-sm text-gray-600">점수 추이를 불러오지 못했어요.</p>;
  if (!data) return <Skeleton className="h-56" />;
  if (data.items.length === 0) return <p className="text-sm text-gray-600">최근 30일 동안 점수가 계산된 날이 없어요.</p>;
  return (
    <ScoreChart
      title={title}
      summary={`점수가 있는 ${data.items.length}일의 평균 ${data.average}점, 최저 ${data.min}점, 최고 ${data.max}점이에요.`}
      points={data.items.map((p) => ({ x: p.day, y: p.score }))}
    />
  );
}
