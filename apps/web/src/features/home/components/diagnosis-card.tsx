import { SESSION_ROUTES } from "@/session-frame";
import { formatKoreanDate } from "@/shared/format";
import { AppLink } from "@/shared/ui/app-link";
import { severityStyle } from "@/shared/ui/severity";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useHomeCard, type HomeCardData } from "../api";

/**
 * The latest diagnosis (`main/diagnosis-info`) or the prompt to run one, opening /diagnosis. A card that cannot be
 * read is left out: the links below the dashboard open /diagnosis as well.
 */
export function DiagnosisCard() {
  return (
    <AsyncContent
      state={useHomeCard("getMainDiagnosisInfo")}
      variant="card"
      onError="hide"
      skeleton={<Skeleton className="h-20" />}
      loadingLabel="최근 진단을 불러오는 중입니다"
      errorTitle="최근 진단을 불러오지 못했어요"
    >
      {(data) => <LatestDiagnosis data={data} />}
    </AsyncContent>
  );
}

function LatestDiagnosis({ data }: { data: HomeCardData<"getMainDiagnosisInfo"> }) {
  const latest = data.latest;
  return (
    <AppLink
      href={SESSION_ROUTES.diagnosis}
      className="flex min-h-12 flex-col gap-1 rounded-2xl border border-gray-200 px-4 py-3"
      data-testid="diagnosis-card"
    >
      <span className="text-sm font-bold text-gray-900">배터리 정밀 진단</span>
      {latest ? (
        <span className="text-sm text-gray-700">
          <time dateTime={latest.diagnosisDate}>{formatKoreanDate(latest.diagnosisDate)}</time> 진단 · 정밀 진단 점수{" "}
          <strong className={severityStyle(latest.severity).text}>
            {latest.score}점 · {latest.grade}등급 · {latest.severityNm}
          </strong>
          {data.recommendNew && " · 새로 진단해 보세요"}
        </span>
      ) : (
        <span className="text-sm text-gray-700">{data.message}</span>
      )}
    </AppLink>
  );
}
