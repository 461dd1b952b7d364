import type { DiagnosisResult } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { SafetyActions } from "@/shared/ui/safety-actions";
import { severityLabel, severityStyle } from "@/shared/ui/severity";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useDiagnosisResult, useNewestResultState } from "../api";
import { FindingList, memberFinding } from "../components/finding-card";
import { SaveResult } from "../components/save-result";
import { HEADING_FOCUS, useHeadingFocus } from "../components/heading-focus";
import { diagnosisHref } from "../diagnosis-route";
import { resultFindings } from "../wizard";

/**
 * Step 5, the result (safe-diagnosis/result, or `?id=` for one from the history): the overall and per-type scores
 * with grades in words, every finding as a card (what was measured against which bands, what it means, what to
 * do) worst first, then save or share (a printable page), the history and the way home.
 */
export function ResultView({ id, focusHeading }: { id: number | null; focusHeading: boolean }) {
  const newest = useNewestResultState(id === null);
  if (id === null && newest.diagnosed === undefined && !newest.error) return <Skeleton className="h-[36rem]" />;
  if (id === null && newest.diagnosed === false) {
    return (
      <div className="flex flex-col gap-3" data-testid="no-result">
        <EmptyState title="아직 완료된 진단이 없어요" message="진단을 마치면 결과를 여기에서 볼 수 있어요." />
        <AppLink href={diagnosisHref({ kind: "intro" })} className={PRIMARY_LINK}>
          진단하러 가기
        </AppLink>
      </div>
    );
  }
  return (
    <>
      {id === null && newest.completed === false && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="newer-in-progress">
          마치지 않은 새 진단이 있어요. 아래는 마지막으로 완료된 진단의 결과예요.{" "}
          <AppLink href={diagnosisHref({ kind: "intro" })} className="font-semibold underline">
            이어서 진단하기
          </AppLink>
        </p>
      )}
      <ResultRead id={id} focusHeading={focusHeading} />
    </>
  );
}

function ResultRead({ id, focusHeading }: { id: number | null; focusHeading: boolean }) {
  const result = useDiagnosisResult(id);
  return (
    <AsyncContent
      state={result}
      skeleton={<Skeleton className="h-[36rem]" />}
      loadingLabel="진단 결과를 불러오는 중입니다"
      errorTitle="진단 결과를 불러오지 못했어요"
    >
      {(r) => <Result result={r} focusHeading={focusHeading} />}
    </AsyncContent>
  );
}

function Result({ result: r, focusHeading }: { result: DiagnosisResult; focusHeading: boolean }) {
  const ref = useHeadingFocus<HTMLHeadingElement>(focusHeading);
  const overall = severityStyle(r.severity);
  const findings = resultFindings(r);
  const flagged = findings.filter((f) => f.severity && f.severity !== "01").length;
  return (
    <div className="flex flex-col gap-5" data-testid="diagnosis-result">
      <section aria-labelledby="result-title" className={`rounded-2xl p-5 ${overall.bg} print:border print:border-gray-300`}>
        <h2 id="result-title" ref={ref} tabIndex={-1} className={`text-lg font-bold text-gray-900 ${HEADING_FOCUS}`}>
          진단 결과
        </h2>
        <p className="mt-1 text-xs text-gray-700">
          <time dateTime={r.diagnosisDate}>{formatKoreanDate(r.diagnosisDate)}</time> 진단 · {r.vehicle.brandNm} {r.vehicle.mdlNm} (
          {r.vehicle.carNo})
        </p>
        <p className="mt-3 flex items-baseline gap-2">
          <span className="text-4xl font-extrabold text-gray-900">{r.score}</span>
          <span className="text-base text-gray-700">점</span>
          <span className={`ml-auto rounded-full bg-white px-3 py-1 text-sm font-bold ${overall.text}`}>
            {r.grade}등급 · {severityLabel(r.severity) ?? r.severityNm}
          </span>
        </p>
        <p className="mt-3 text-sm leading-relaxed text-gray-800">{r.summary}</p>
        <p className="mt-2 text-xs text-gray-600">
          <time dateTime={r.dataFrom}>{formatKoreanDate(r.dataFrom)}</time> ~ <time dateTime={r.dataTo}>{formatKoreanDate(r.dataTo)}</time>{" "}
          중 {r.dataDays}일의 데이터로 진단했어요.
        </p>
      </section>

      <section aria-labelledby="result-types">
        <h3 id="result-types" className="text-base font-bold text-gray-900">
          유형별 점수
        </h3>
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {r.types.map((t) => {
            const s = severityStyle(t.severity);
            return (
              <li key={t.diagnosisType} className={`rounded-xl px-2 py-3 text-center ${s.bg}`}>
                <p className="text-xs text-gray-700">{t.diagnosisTypeNm}</p>
                <p className={`mt-1 text-lg font-bold ${s.text}`}>{t.score}점</p>
                <p className={`text-xs font-semibold ${s.text}`}>
                  {t.grade}등급 · {severityLabel(t.severity) ?? t.severityNm}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="result-findings" className="flex flex-col gap-3">
        <div>
          <h3 id="result-findings" className="text-base font-bold text-gray-900">
            점검 항목별 결과
          </h3>
          <p className="mt-0.5 text-sm text-gray-700">
            {flagged > 0
              ? `${findings.length}개 항목 중 ${flagged}개에 살펴볼 점이 있어요. 심각한 것부터 보여 드려요.`
              : `${findings.length}개 항목 모두 정상이에요.`}
          </p>
        </div>
        <FindingList findings={findings.map(memberFinding)} headingLevel={4} />
      </section>

      {(r.severity === "03" || r.severity === "04") && (
        <section aria-labelledby="result-next" className="flex flex-col gap-2 print:hidden" data-testid="result-next">
          <h3 id="result-next" className="text-base font-bold text-gray-900">
            다음에 할 일
          </h3>
          <p className="break-keep text-sm leading-relaxed text-gray-800">{RESULT_NEXT_STEP[r.severity]}</p>
          <SafetyActions severity={r.severity} brand={{ brandNm: r.vehicle.brandNm }} />
        </section>
      )}

      <div className="flex flex-col gap-2 print:hidden">
        <SaveResult result={r} />
        <AppLink href={diagnosisHref({ kind: "history" })} className={SECONDARY_LINK}>
          진단 이력 보기
        </AppLink>
        <AppLink href={ROUTES.home} className={PRIMARY_LINK}>
          홈으로
        </AppLink>
      </div>
    </div>
  );
}

/** What a result of 경고 or 심각 asks first, above the service-centre call (each card says what to do about its item). */
const RESULT_NEXT_STEP = {
  "03": "경고 항목이 있어요. 가까운 서비스센터에서 점검을 받고, 점검 전까지 항목별 안내를 따라 주세요.",
  "04": "심각 항목이 있어요. 운행과 충전을 멈추고 서비스센터에 바로 연락하세요. 연기나 타는 냄새가 나면 차에서 멀리 떨어진 뒤 119에 신고하세요.",
} as const;
