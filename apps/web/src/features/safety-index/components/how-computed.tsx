import { formatNumber } from "@/shared/format-number";
import type { calls, Result } from "@evsafe/contract";
import { AsyncContent } from "@/shared/ui/async-content";
import { severityStyle } from "@/shared/ui/severity";
import { Skeleton } from "@/shared/ui/states";
import { useSafetyIndexCard } from "../api";

/**
 * How the index is computed (`common/notice/sds-score`): the metrics with their weights and bands, the grades.
 * An explanation, not the member's data: left out when it cannot be read.
 */
export function HowComputed() {
  return (
    <AsyncContent
      state={useSafetyIndexCard("getNoticeSdsScore")}
      variant="card"
      onError="hide"
      skeleton={<Skeleton className="h-32" />}
      loadingLabel="안전 지수 계산 방법을 불러오는 중입니다"
      errorTitle="안전 지수 계산 방법을 불러오지 못했어요"
    >
      {(data) => <Explanation data={data} />}
    </AsyncContent>
  );
}

function Explanation({ data }: { data: Result<(typeof calls)["getNoticeSdsScore"]> }) {
  return (
    <section aria-labelledby="how-title" className="rounded-2xl bg-gray-50 p-4" data-testid="how-computed">
      <h2 id="how-title" className="text-base font-bold text-gray-900">
        {data.title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-gray-700">{data.description}</p>
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-gray-900">항목별 반영 비중과 기준</summary>
        <ul className="mt-1 flex flex-col gap-2">
          {data.metrics.map((m) => {
            const bands = (from: number) => `${formatNumber(from, 1)}${m.unit}`;
            // "lower" is better (σ, temperature): a band starts at its boundary; "higher" is better: below it.
            const edge = m.direction === "lower" ? "이상" : "미만";
            return (
              <li key={m.key} className="rounded-xl bg-white p-3 text-sm">
                <p className="font-semibold text-gray-900">
                  {m.name} <span className="font-normal text-gray-600">· 비중 {formatNumber(m.weightPct, 0)}%</span>
                </p>
                <p className="mt-1 text-xs leading-relaxed text-gray-700">{m.description}</p>
                <p className="mt-1 text-xs text-gray-700">
                  주의 {bands(m.cautionFrom)} {edge} · 경고 {bands(m.warningFrom)} {edge} · 심각 {bands(m.seriousFrom)} {edge}
                </p>
              </li>
            );
          })}
        </ul>
      </details>
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-gray-900">등급 안내</summary>
        <ul className="mt-1 flex flex-col gap-2">
          {data.grades.map((g) => (
            <li key={g.grade} className="rounded-xl bg-white p-3 text-sm">
              <p className={`font-semibold ${severityStyle(g.severity).text}`}>
                {g.grade}등급 {g.gradeName} · {g.minScore}~{g.maxScore}점
              </p>
              <p className="mt-1 text-xs leading-relaxed text-gray-700">{g.description}</p>
            </li>
          ))}
        </ul>
      </details>
      {data.notes.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-xs leading-relaxed text-gray-600">
          {data.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
