import dynamic from "next/dynamic";
import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import { COHORT_YEAR_SPAN } from "@evsafe/contract/constants/report";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { TrendChart, type TrendBand } from "@/shared/chart/trend-chart";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { formatKstDate } from "@/shared/format-time";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { SeverityBadge } from "@/shared/ui/severity-badge";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useReport, type BatteryReport } from "../api";
import { ReportSkeleton, reportHref } from "../parts";

const SECTION = "flex flex-col gap-2 rounded-2xl border border-gray-200 p-4";
const H2 = "text-base font-bold text-gray-900";

/** The certificate panel loads after the report: it is an action, not what the page is read for. */
const CertificatePanel = dynamic(() => import("./certificate-panel").then((m) => m.CertificatePanel), {
  ssr: false,
  loading: () => <Skeleton className="h-32" />,
});

/** `2026-10` → `2026년 10월`. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

const shiftMonth = (month: string, n: number) => {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
};

type Bands = BatteryReport["bands"]["soh"];

/** The chart bands of a metric's level boundaries (the API's rulebook), open-ended past the serious one. */
export function chartBands(b: Bands): TrendBand[] {
  const OPEN = 1e6;
  if (b.direction === "lower") {
    return [
      { from: -OPEN, to: b.caution, severity: ALERT_SEVERITY.SAFE },
      { from: b.caution, to: b.warning, severity: ALERT_SEVERITY.CAUTION },
      { from: b.warning, to: b.serious, severity: ALERT_SEVERITY.WARNING },
      { from: b.serious, to: OPEN, severity: ALERT_SEVERITY.SERIOUS },
    ];
  }
  return [
    { from: b.caution, to: OPEN, severity: ALERT_SEVERITY.SAFE },
    { from: b.warning, to: b.caution, severity: ALERT_SEVERITY.CAUTION },
    { from: b.serious, to: b.warning, severity: ALERT_SEVERITY.WARNING },
    { from: -OPEN, to: b.serious, severity: ALERT_SEVERITY.SERIOUS },
  ];
}

/** The month's report: its states through `<AsyncContent>`, the API's own empty state for a car without data. */
export function ReportBody({ month }: { month: string | null }) {
  return (
    <AsyncContent
      state={useReport(month)}
      skeleton={<ReportSkeleton />}
      loadingLabel="배터리 리포트를 불러오는 중입니다"
      errorTitle="배터리 리포트를 불러오지 못했어요"
    >
      {(report) => <Report report={report} />}
    </AsyncContent>
  );
}

function Report({ report: r }: { report: BatteryReport }) {
  return (
    <>
      <MonthNav report={r} />
      {!r.hasData ? (
        <EmptyState title={r.emptyTitle ?? "리포트를 만들 데이터가 아직 없어요"} message={r.emptyMessage} />
      ) : (
        <>
          <Summary report={r} />
          <SohHistory report={r} />
          <Projection report={r} />
          <Cohort report={r} />
          <BalanceAndTemperature report={r} />
          <PeriodAlerts report={r} />
          <CertificatePanel month={r.month} />
        </>
      )}
    </>
  );
}

/** The month shown, with the months before and after it that have a report. */
function MonthNav({ report: r }: { report: BatteryReport }) {
  const oldest = r.months.at(-1);
  const newest = r.months[0];
  const prev = shiftMonth(r.month, -1);
  const next = shiftMonth(r.month, 1);
  const link = "flex min-h-11 items-center px-2 text-sm font-semibold text-gray-700 underline";
  return (
    <nav aria-label="리포트 기간" className="flex items-center justify-between gap-2">
      {oldest && prev >= oldest ? (
        <AppLink href={reportHref(prev)} className={link} data-testid="report-prev">
          ‹ {Number(prev.slice(5, 7))}월
        </AppLink>
      ) : (
        <span />
      )}
      <div className="flex flex-col items-center text-center">
        <h2 className="text-lg font-bold text-gray-900" data-testid="report-month">
          {monthLabel(r.month)} 리포트
        </h2>
        <p className="text-xs text-gray-600">
          {formatKoreanDate(r.periodStart)} ~ {formatKoreanDate(r.periodEnd)}
        </p>
      </div>
      {newest && next <= newest ? (
        <AppLink href={reportHref(next)} className={link} data-testid="report-next">
          {Number(next.slice(5, 7))}월 ›
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Summary({ report: r }: { report: BatteryReport }) {
  const v = r.vehicle!;
  return (
    <section aria-labelledby="report-summary" className={SECTION} data-testid="report-summary">
      <h2 id="report-summary" className={H2}>
        {v.brandNm} {v.dtlMdlNm} · {v.modelYear}년식
      </h2>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <p className="flex flex-col">
          <span className="text-sm text-gray-600">배터리 건강도(SoH)</span>
          <span className="text-3xl font-extrabold text-gray-900" data-testid="report-soh">
            {formatNumber(r.sohPct!, 1)}%
          </span>
        </p>
        {r.sohSeverity && <SeverityBadge severity={r.sohSeverity} />}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800" data-testid="report-grade">
        이 달 안전 점수 {r.score}점 · {r.grade}등급
        {r.severity && <SeverityBadge severity={r.severity} />}
      </p>
      <p className="text-xs text-gray-600">
        측정 {formatKoreanDate(r.measuredFrom!)} ~ {formatKoreanDate(r.measuredTo!)} · 주행거리 {formatNumber(v.odometerKm, 0)}km
      </p>
    </section>
  );
}

function SohHistory({ report: r }: { report: BatteryReport }) {
  const first = r.history[0];
  const last = r.history.at(-1);
  const summary =
    first && last && r.history.length > 1
      ? `${monthLabel(first.month)} ${formatNumber(first.sohPct, 1)}%에서 ${monthLabel(last.month)} ${formatNumber(last.sohPct, 1)}%로 바뀌었어요.`
      : "데이터가 쌓이면 월별 변화를 보여 드려요.";
  return (
    <section aria-labelledby="report-history" className={SECTION}>
      <h2 id="report-history" className={H2}>
        배터리 건강도 기록
      </h2>
      <TrendChart
        title="월 평균 SoH"
        summary={summary}
        points={r.history.map((h) => ({ x: h.month, y: h.sohPct }))}
        unit="%"
        digits={1}
        bands={chartBands(r.bands.soh)}
      />
    </section>
  );
}

function Projection({ report: r }: { report: BatteryReport }) {
  const p = r.projection;
  return (
    <section aria-labelledby="report-projection" className={SECTION} data-testid="report-projection">
      <h2 id="report-projection" className={H2}>
        앞으로의 예상
      </h2>
      {p === null ? (
        <p className="break-keep text-sm text-gray-700">60일 이상 데이터가 쌓이면 앞으로의 배터리 건강도를 예상해 드려요.</p>
      ) : (
        <>
          <p className="break-keep text-sm text-gray-800">
            지금 추세라면 1년에 {formatNumber(Math.abs(p.slopePctPerYear), 1)}%포인트씩 {p.slopePctPerYear <= 0 ? "줄어들어요" : "늘어나요"}
            .
          </p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">예상 배터리 건강도와 90% 예측 범위</caption>
            <thead>
              <tr className="border-b border-gray-200 text-xs text-gray-600">
                <th scope="col" className="py-1 font-medium">
                  시점
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  예상 (90% 범위)
                </th>
              </tr>
            </thead>
            <tbody>
              {p.points.map((x) => (
                <tr key={x.month} className="border-b border-gray-100">
                  <th scope="row" className="py-1.5 font-normal text-gray-700">
                    {monthLabel(x.month)}
                  </th>
                  <td className="py-1.5 text-right">
                    <span className="block font-semibold text-gray-900">{formatNumber(x.sohPct, 1)}%</span>
                    <span className="block text-xs text-gray-700">
                      {formatNumber(x.lowPct, 1)}~{formatNumber(x.highPct, 1)}%
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="break-keep text-xs leading-relaxed text-gray-600">{p.note}</p>
          <details className="text-sm">
            <summary className="flex min-h-11 cursor-pointer items-center text-xs font-semibold text-gray-700">어떻게 계산하나요</summary>
            <p className="break-keep text-xs leading-relaxed text-gray-700">
              지금까지의 일별 배터리 건강도에 최소제곱법으로 직선을 맞추고, 그 직선에서 흩어진 정도로 90% 예측 범위를 구했어요. 배터리 관리
              시스템의 추정 오차(±2%포인트)보다 좁게 잡지는 않아요. 열화는 보통 처음에 빠르고 나중에 느려지므로 먼 미래일수록 실제와 달라질
              수 있어요.
            </p>
          </details>
        </>
      )}
    </section>
  );
}

function Cohort({ report: r }: { report: BatteryReport }) {
  const c = r.cohort!;
  const v = r.vehicle!;
  return (
    <section aria-labelledby="report-cohort" className={SECTION} data-testid="report-cohort">
      <h2 id="report-cohort" className={H2}>
        같은 차종과 비교
      </h2>
      <p className="text-xs text-gray-600">
        {v.dtlMdlNm} {v.modelYear - COHORT_YEAR_SPAN}~{v.modelYear + COHORT_YEAR_SPAN}년식 · 서비스에 등록된 {c.size}대
      </p>
      {c.percentile !== null && (
        <p className="text-2xl font-extrabold text-gray-900" data-testid="report-percentile">
          상위 {100 - c.percentile}%
        </p>
      )}
      <p className="break-keep text-sm text-gray-800">{c.message}</p>
    </section>
  );
}

function BalanceAndTemperature({ report: r }: { report: BatteryReport }) {
  const cell = r.history.map((h) => ({ x: h.month, y: h.cellSigmaMaxMv }));
  const temp = r.history.map((h) => ({ x: h.month, y: h.moduleTempMaxC }));
  const worstCell = Math.max(...cell.map((p) => p.y));
  const hottest = Math.max(...temp.map((p) => p.y));
  const { cellBalance, moduleTempMax } = r.bands;
  return (
    <section aria-labelledby="report-balance" className={SECTION}>
      <h2 id="report-balance" className={H2}>
        셀 균형과 온도
      </h2>
      <TrendChart
        title="셀 전압 편차 (월 최대)"
        summary={`가장 컸던 달의 편차는 ${formatNumber(worstCell, 1)}mV예요. ${formatNumber(cellBalance.caution, 0)}mV 이상이면 주의예요.`}
        points={cell}
        unit="mV"
        digits={1}
        bands={chartBands(cellBalance)}
        yMin={0}
        yMax={Math.ceil(Math.max(cellBalance.warning + 5, worstCell + 5))}
      />
      <TrendChart
        title="모듈 최고 온도 (월 최고)"
        summary={`가장 뜨거웠던 달은 ${formatNumber(hottest, 1)}°C였어요. ${formatNumber(moduleTempMax.caution, 0)}°C 이상이면 주의예요.`}
        points={temp}
        unit="°C"
        digits={1}
        bands={chartBands(moduleTempMax)}
      />
    </section>
  );
}

function PeriodAlerts({ report: r }: { report: BatteryReport }) {
  return (
    <section aria-labelledby="report-alerts" className={SECTION} data-testid="report-alerts">
      <h2 id="report-alerts" className={H2}>
        이 달의 안전 알림
      </h2>
      {r.alerts.length === 0 ? (
        <p className="text-sm text-gray-700">이 기간에는 안전 알림이 없었어요.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {r.alerts.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={a.severity} />
                <AppLink
                  href={`${SESSION_ROUTES.alerts}/${a.id}`}
                  className="flex min-h-11 items-center text-sm font-semibold text-gray-900 underline"
                >
                  {a.title}
                </AppLink>
              </div>
              <p className="text-xs text-gray-600">
                {a.day ? `${formatKoreanDate(a.day)} 측정` : ""} · {a.readAt ? `${formatKstDate(a.readAt)} 확인함` : "아직 확인하지 않음"}
              </p>
              {a.nextStep && <p className="break-keep text-sm text-gray-800">안내한 조치: {a.nextStep}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
