import { DailyScores } from "@/domain/daily-scores";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useHomeCard } from "../api";

/**
 * The safety score over the last 30 days with the change since the day before (`main/score-info`). Without that
 * read the chart stays and only the sentence of change is left out.
 */
export function ScoreTrend() {
  return (
    <section aria-labelledby="trend-title" className="rounded-2xl border border-gray-200 p-4" data-testid="score-trend">
      <h2 id="trend-title" className="text-base font-bold text-gray-900">
        안전 점수 추이
      </h2>
      <AsyncContent
        state={useHomeCard("getMainScoreInfo")}
        variant="card"
        onError="hide"
        skeleton={<Skeleton className="mt-1 h-5 w-2/3" />}
        loadingLabel="점수 변화를 불러오는 중입니다"
        errorTitle="점수 변화를 불러오지 못했어요"
      >
        {(info) => info.trendText && <p className="mt-1 text-sm text-gray-700">{info.trendText}</p>}
      </AsyncContent>
      <div className="mt-3">
        <DailyScores title="최근 30일 안전 점수" />
      </div>
    </section>
  );
}
