import type { calls, Query } from "@evsafe/contract";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Button } from "@/shared/ui/button";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { severityLabel, severityStyle } from "@/shared/ui/severity";
import { Skeleton } from "@/shared/ui/states";
import { FindingList } from "../components/finding-card";
import { worstFirst } from "../wizard";
import { useTrialResult } from "../api";

export type MockQuery = Query<(typeof calls)["getMockDiagnosisResult"]>;

/**
 * The trial's estimate (`safe-diagnosis/result/mock`): the overall score and grade with the estimated battery health,
 * each diagnosis type with its findings (the member's result cards: what was seen, what it means, what to do), the recommendations, why a real
 * diagnosis with the OBD device is more precise, and the way to sign up. Severity is said in words as well as colour.
 */
export function TrialResult({ query, onEdit }: { query: MockQuery; onEdit: () => void }) {
  const result = useTrialResult(query);
  return (
    <AsyncContent
      state={result}
      skeleton={<Skeleton className="h-96" />}
      loadingLabel="체험 진단 결과를 계산하는 중입니다"
      errorTitle="체험 진단 결과를 불러오지 못했어요"
    >
      {(r) => {
        const overall = severityStyle(r.severity);
        return (
          <div className="flex flex-col gap-5" data-testid="trial-result">
            <section aria-labelledby="trial-result-title" className={`rounded-2xl p-5 ${overall.bg}`}>
              <p className="text-sm text-gray-700">
                {r.brandNm} {r.mdlNm} · {r.dtlMdlNm}
              </p>
              <h2 id="trial-result-title" className="mt-1 text-lg font-bold text-gray-900">
                예상 배터리 안전 점수
              </h2>
              <p className="mt-2 flex items-baseline gap-2">
                <span className="text-4xl font-extrabold text-gray-900">{r.score}</span>
                <span className="text-base text-gray-700">점</span>
                <span className={`ml-auto rounded-full bg-white px-3 py-1 text-sm font-bold ${overall.text}`}>
                  {r.grade}등급 · {severityLabel(r.severity) ?? r.severityNm}
                </span>
              </p>
              <p className="mt-2 text-sm text-gray-800">예상 배터리 건강도(SoH) {r.estimatedSoh}%</p>
              <p className="mt-3 text-sm leading-relaxed text-gray-800">{r.summary}</p>
            </section>

            {r.types.map((t) => {
              const style = severityStyle(t.severity);
              return (
                <section
                  key={t.diagnosisType}
                  aria-labelledby={`trial-type-${t.diagnosisType}`}
                  className="rounded-2xl border border-gray-200 p-4"
                >
                  <h3 id={`trial-type-${t.diagnosisType}`} className="flex items-center gap-2 text-base font-bold text-gray-900">
                    <span aria-hidden="true" className={`size-2.5 rounded-full ${style.dot}`} />
                    {t.diagnosisTypeNm}
                    <span className={`ml-auto text-sm font-semibold ${style.text}`}>
                      {t.score}점 · {t.severityNm}
                    </span>
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-gray-700">{t.summary}</p>
                  {t.findings.length > 0 && (
                    <div className="mt-3">
                      <FindingList findings={worstFirst(t.findings)} headingLevel={4} />
                    </div>
                  )}
                </section>
              );
            })}

            {r.recommendations.length > 0 && (
              <section aria-labelledby="trial-recommendations" className="rounded-2xl bg-gray-50 p-4">
                <h3 id="trial-recommendations" className="text-base font-bold text-gray-900">
                  배터리를 오래 쓰는 습관
                </h3>
                <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-gray-800">
                  {r.recommendations.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="trial-next" className="rounded-2xl border border-brand-600 p-4">
              <h3 id="trial-next" className="text-base font-bold text-gray-900">
                실제 데이터로 매일 진단받으세요
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-700">{r.disclaimer}</p>
              <div className="mt-3 flex flex-col gap-2">
                <AppLink href={ROUTES.termsOnboarding} className={PRIMARY_LINK}>
                  회원가입하고 서비스 시작하기
                </AppLink>
                <AppLink href={ROUTES.signIn} className={SECONDARY_LINK}>
                  로그인
                </AppLink>
              </div>
            </section>
            <Button variant="secondary" onClick={onEdit}>
              답변 고치기
            </Button>
          </div>
        );
      }}
    </AsyncContent>
  );
}
