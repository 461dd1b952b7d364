import { DATA_ARRIVAL } from "@/shared/data-arrival";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { severityStyle } from "@/shared/ui/severity";
import { EmptyState } from "@/shared/ui/states";
import type { ResultScore } from "../api";

/** The safety score of the latest day and what it is made of (each metric's value, status, sub-score and weight). */
export function ScoreBreakdown({ score }: { score: ResultScore }) {
  if (!score.hasData || score.score === null) {
    return (
      <EmptyState
        title="아직 안전 점수를 계산할 데이터가 없어요"
        message={`단말기가 모은 하루치 배터리 데이터로 그날의 안전 점수를 계산해요. ${DATA_ARRIVAL}`}
      />
    );
  }
  const style = severityStyle(score.severity);
  return (
    <>
      <section aria-labelledby="index-title" className={`rounded-2xl p-5 ${style.bg}`} data-testid="index-card">
        <h2 id="index-title" className="text-sm font-semibold text-gray-700">
          배터리 안전 점수
        </h2>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="text-4xl font-extrabold text-gray-900">{score.score}</span>
          <span className="text-base text-gray-700">점 / 100점</span>
        </p>
        <p className="mt-2 text-sm text-gray-800">
          {score.grade && (
            <strong className={style.text}>
              {score.grade}등급{score.gradeName ? ` · ${score.gradeName}` : ""}
            </strong>
          )}
        </p>
        {score.summary && <p className="mt-3 text-sm leading-relaxed text-gray-700">{score.summary}</p>}
        {score.day && (
          <p className="mt-2 text-xs text-gray-700">
            <time dateTime={score.day}>{formatKoreanDate(score.day)}</time> 데이터 기준
          </p>
        )}
      </section>

      <section aria-labelledby="metrics-title">
        <h2 id="metrics-title" className="mb-2 text-base font-bold text-gray-900">
          항목별 점수
        </h2>
        <ul className="flex flex-col gap-2">
          {score.metrics.map((m) => {
            const s = severityStyle(m.severity);
            return (
              <li key={m.key} className="rounded-xl border border-gray-200 p-4" data-testid={`metric-${m.key}`}>
                <div className="flex items-center gap-2">
                  <h3 className="text-sm font-bold text-gray-900">{m.name}</h3>
                  <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-bold ${s.bg} ${s.text}`}>{m.statusName}</span>
                </div>
                <p className="mt-1 text-sm text-gray-700">
                  측정값 {formatNumber(m.value, 2)}
                  {m.unit} · 점수 {m.score}점 · 반영 비중 {formatNumber(m.weightPct, 0)}%
                </p>
                <div
                  role="meter"
                  aria-label={`${m.name} 점수`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={m.score}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-gray-100"
                >
                  <div className={`h-full rounded-full ${s.bar}`} style={{ width: `${m.score}%` }} />
                </div>
                <p className="mt-2 text-xs leading-relaxed text-gray-600">{m.advice}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
