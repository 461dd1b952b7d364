import type { DiagnosisInfo } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { AppLink } from "@/shared/ui/app-link";
import { severityStyle } from "@/shared/ui/severity";
import { diagnosisHref } from "../diagnosis-route";

type Latest = NonNullable<DiagnosisInfo["latest"]>;

/** The latest completed diagnosis: date, overall score and grade, the summary and the three diagnosis types. */
export function LatestDiagnosis({ latest }: { latest: Latest }) {
  const style = severityStyle(latest.severity);
  return (
    <section aria-labelledby="latest-title" className={`rounded-2xl p-5 ${style.bg}`} data-testid="latest-diagnosis">
      <h2 id="latest-title" className="text-sm font-semibold text-gray-700">
        최근 정밀 진단 점수
      </h2>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-gray-900">{latest.score}</span>
        <span className="text-base text-gray-700">점</span>
        <span className={`ml-auto text-sm font-bold ${style.text}`}>
          {latest.grade}등급 · {latest.severityNm}
        </span>
      </p>
      <p className="mt-1 text-xs text-gray-600">
        <time dateTime={latest.diagnosisDate}>{formatKoreanDate(latest.diagnosisDate)}</time> 진단
        {latest.daysSince > 0 ? ` · ${latest.daysSince}일 전` : " · 오늘"}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-gray-800">{latest.summary}</p>
      <p className="mt-2 text-xs leading-relaxed text-gray-600" data-testid="score-kinds">
        정밀 진단 점수는 진단한 날까지 30일의 데이터로 배터리 상태·효율·사용성을 함께 본 점수예요. 홈과 안전 지수의 안전 점수는 매일 하루의
        배터리 데이터로 새로 계산해서, 두 점수는 다를 수 있어요.
      </p>
      <ul className="mt-4 grid grid-cols-3 gap-2">
        {latest.types.map((t) => {
          const s = severityStyle(t.severity);
          return (
            <li key={t.diagnosisType} className="rounded-xl bg-white/80 px-2 py-3 text-center">
              <p className="text-xs text-gray-600">{t.diagnosisTypeNm}</p>
              <p className={`mt-1 text-lg font-bold ${s.text}`}>{t.score}점</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-2 text-sm font-semibold">
        <AppLink
          href={diagnosisHref({ kind: "result", id: latest.diagnosisId })}
          className="flex min-h-12 items-center justify-center rounded-xl bg-white px-3 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          결과 자세히 보기
        </AppLink>
        <AppLink
          href={diagnosisHref({ kind: "history" })}
          className="flex min-h-12 items-center justify-center rounded-xl bg-white px-3 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          진단 이력
        </AppLink>
      </div>
    </section>
  );
}
