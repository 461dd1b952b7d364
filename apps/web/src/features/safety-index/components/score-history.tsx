import { DailyScores } from "@/domain/daily-scores";
import { ScoreChart } from "@/shared/chart/score-chart";
import type { calls, Result } from "@evsafe/contract";
import { AsyncContent } from "@/shared/ui/async-content";
import { severityStyle } from "@/shared/ui/severity";
import { Skeleton } from "@/shared/ui/states";
import { useSafetyIndexCard } from "../api";

/** The daily index of the last 30 days. */
export function DailyTrend() {
  return (
    <section aria-labelledby="daily-title" className="rounded-2xl border border-gray-200 p-4" data-testid="daily-trend">
      <h2 id="daily-title" className="text-base font-bold text-gray-900">
        최근 30일 추이
      </h2>
      <div className="mt-3">
        <DailyScores title="일별 안전 점수" />
      </div>
    </section>
  );
}

/** Where the monthly index went over the months shown, in words (the chart's summary). */
export function monthlySummary(items: readonly { month: string; score: number }[]): string {
  if (items.length === 0) return "";
  const sorted = [...items].sort((a, b) => a.month.localeCompare(b.month));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const label = (m: string) => `${m.slice(0, 4)}년 ${Number(m.slice(5, 7))}월`;
  if (sorted.length === 1) return `${label(last.month)} 평균 ${last.score}점이에요.`;
  const change = last.score - first.score;
  const trend = change === 0 ? "변함없어요" : change > 0 ? `${change}점 올랐어요` : `${-change}점 내려갔어요`;
  return `${label(first.month)} ${first.score}점에서 ${label(last.month)} ${last.score}점으로 ${trend}.`;
}

/**
 * The monthly index of the last 12 months (`safe-data/sds/result-score/month`): a chart and the same as a table.
 * A failed read says so in one line with 다시 시도; the rest of the screen stays.
 */
export function MonthlyHistory() {
  return (
    <section aria-labelledby="monthly-title" className="rounded-2xl border border-gray-200 p-4" data-testid="monthly-history">
      <h2 id="monthly-title" className="text-base font-bold text-gray-900">
        월별 안전 점수
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <AsyncContent
          state={useSafetyIndexCard("getSdsResultScoreMonth")}
          variant="card"
          skeleton={<Skeleton className="h-56" />}
          loadingLabel="월별 안전 점수를 불러오는 중입니다"
          errorTitle="월별 안전 점수를 불러오지 못했어요"
        >
          {(data) => <Months data={data} />}
        </AsyncContent>
      </div>
    </section>
  );
}

function Months({ data }: { data: Result<(typeof calls)["getSdsResultScoreMonth"]> }) {
  const items = [...data.items].sort((a, b) => a.month.localeCompare(b.month));
  if (items.length === 0) return <p className="text-sm text-gray-600">아직 한 달 치 안전 점수가 없어요.</p>;
  return (
    <>
      <ScoreChart title="월평균 안전 점수" summary={monthlySummary(items)} points={items.map((m) => ({ x: m.month, y: m.score }))} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">월별 안전 점수: 평균, 최저와 최고, 등급, 데이터가 있는 날</caption>
          <thead>
            <tr className="border-b border-gray-200 text-xs text-gray-600">
              <th scope="col" className="py-1.5 font-medium">
                월
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                평균
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                최저~최고
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                등급
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                일수
              </th>
            </tr>
          </thead>
          <tbody>
            {[...items].reverse().map((m) => (
              <tr key={m.month} className="border-b border-gray-100">
                <th scope="row" className="py-1.5 font-normal text-gray-800">
                  {m.month.slice(0, 4)}.{m.month.slice(5, 7)}
                </th>
                <td className="py-1.5 text-right font-semibold text-gray-900">{m.score}점</td>
                <td className="py-1.5 text-right text-gray-700">
                  {m.minScore}~{m.maxScore}
                </td>
                <td className={`py-1.5 text-right font-semibold ${severityStyle(m.severity).text}`}>
                  {m.grade} {m.gradeName}
                </td>
                <td className="py-1.5 text-right text-gray-700">{m.days}일</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
