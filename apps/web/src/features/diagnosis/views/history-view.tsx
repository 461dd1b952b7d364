import { SCORE_SEVERITY_RANGES } from "@evsafe/contract/constants/score";
import type { calls, Result } from "@evsafe/contract";
import { TrendChart, type TrendPoint } from "@/shared/chart/trend-chart";
import { formatKoreanDate } from "@/shared/format";
import { kstToday } from "@/shared/format-time";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { PRIMARY_LINK } from "@/shared/ui/link-styles";
import { severityLabel, severityStyle } from "@/shared/ui/severity";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useDiagnosisHistory } from "../api";
import { HEADING_FOCUS, useHeadingFocus } from "../components/heading-focus";
import { diagnosisHref } from "../diagnosis-route";

type History = NonNullable<Result<(typeof calls)["getDiagnosisHistory"]>>;

/** `2026-11` → `2026년 11월`. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** Overall scores oldest first, one point a day (the day's last diagnosis), for the chart. */
export function scorePoints(months: History): TrendPoint[] {
  const byDay = new Map<string, number>();
  // Newest first from the API: the first item of a day is its last diagnosis.
  for (const item of months.flatMap((m) => m.items)) if (!byDay.has(item.diagnosisDate)) byDay.set(item.diagnosisDate, item.score);
  return [...byDay].map(([x, y]) => ({ x, y })).reverse();
}

/** The chart's sentence for screen readers and for everyone: where the score started, where it is, its range. */
export function scoreSummary(points: TrendPoint[]): string {
  if (points.length === 1) return `진단 1회, 종합 점수 ${points[0]!.y}점이에요.`;
  const ys = points.map((p) => p.y);
  const first = points[0]!.y;
  const last = points[points.length - 1]!.y;
  const trend = last > first ? "올랐어요" : last < first ? "내려갔어요" : "같아요";
  return `진단 ${points.length}회의 종합 점수가 ${first}점에서 ${last}점으로 ${trend}. 가장 높을 때 ${Math.max(...ys)}점, 가장 낮을 때 ${Math.min(...ys)}점이에요.`;
}

/**
 * The history (diagnosis-history over five years): the overall scores over time, then the diagnoses by month,
 * newest first, each with its date, score and grade, opening its full result.
 */
export function HistoryView({ focusHeading }: { focusHeading: boolean }) {
  const history = useDiagnosisHistory(kstToday());
  const ref = useHeadingFocus<HTMLHeadingElement>(focusHeading);
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4" data-testid="diagnosis-history">
      <h2 id="history-title" ref={ref} tabIndex={-1} className={`text-lg font-bold text-gray-900 ${HEADING_FOCUS}`}>
        진단 이력
      </h2>
      <AsyncContent
        state={history}
        skeleton={<Skeleton className="h-96" />}
        loadingLabel="진단 이력을 불러오는 중입니다"
        errorTitle="진단 이력을 불러오지 못했어요"
      >
        {(months) =>
          months === null || months.length === 0 ? (
            <EmptyState title="아직 받은 진단이 없어요" message="첫 진단을 마치면 여기에서 점수의 변화를 볼 수 있어요.">
              <AppLink href={diagnosisHref({ kind: "intro" })} className={`mt-3 ${PRIMARY_LINK}`}>
                진단하러 가기
              </AppLink>
            </EmptyState>
          ) : (
            <HistoryList months={months} />
          )
        }
      </AsyncContent>
    </section>
  );
}

function HistoryList({ months }: { months: History }) {
  const points = scorePoints(months);
  return (
    <div className="flex flex-col gap-5">
      <TrendChart
        title="종합 점수 변화"
        summary={scoreSummary(points)}
        points={points}
        unit="점"
        yMin={0}
        yMax={100}
        bands={SCORE_SEVERITY_RANGES}
      />
      {months.map((m) => (
        <section key={m.month} aria-labelledby={`history-${m.month}`}>
          <h3 id={`history-${m.month}`} className="text-sm font-bold text-gray-700">
            {monthLabel(m.month)}
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {m.items.map((item) => {
              const s = severityStyle(item.severity);
              return (
                <li key={item.diagnosisId}>
                  <AppLink
                    href={diagnosisHref({ kind: "result", id: item.diagnosisId })}
                    className={`flex min-h-12 flex-col rounded-xl p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${s.bg}`}
                    data-testid="history-item"
                  >
                    <span className="flex items-baseline gap-2">
                      <time dateTime={item.diagnosisDate} className="text-sm font-semibold text-gray-900">
                        {formatKoreanDate(item.diagnosisDate)}
                      </time>
                      <span className="ml-auto text-lg font-bold text-gray-900">{item.score}점</span>
                      <span className={`text-sm font-bold ${s.text}`}>
                        {item.grade}등급 · {severityLabel(item.severity) ?? item.severityNm}
                      </span>
                    </span>
                    <span className="mt-1 text-xs text-gray-700">
                      {item.types.map((t) => `${t.diagnosisTypeNm} ${t.score}점`).join(" · ")}
                    </span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
