import { useRouter } from "next/router";
import { useServiceStatus } from "@/session-frame/api";
import { serviceViewOf } from "@/session-frame/service-view";
import { paidDay } from "../dates";
import type { MetricStatistics } from "@evsafe/contract";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { TrendChart } from "@/shared/chart/trend-chart";
import { useKstToday } from "@/shared/data-freshness";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { severityStyle } from "@/shared/ui/severity";
import { SeverityBadge, SeverityIcon } from "@/shared/ui/severity-badge";
import { useMetricStatistics } from "../api";
import type { DateNotice } from "../dates";
import {
  chartBands,
  chartRange,
  directionText,
  formatMetricValue,
  metricInfo,
  seriesSummary,
  shownDay,
  statusLabel,
  thresholdLines,
  withObject,
  type MetricInfo,
} from "../metrics";
import { DatePicker } from "./date-picker";
import { DetailSkeleton } from "./skeletons";

const SECTION = "flex flex-col gap-2 rounded-2xl border border-gray-200 p-4";
const H2 = "text-base font-bold text-gray-900";

export interface MetricDetailProps {
  metric: string;
  date: string;
  notice: DateNotice | null;
  asked: string | null;
}

/** The metric's day: the date picker, then the day's value, its 30 days, the thresholds and what to do. */
/** `afterEnd`: the instance outside the service gate, drawn only for an ended service, on a paid day at the latest. */
export function MetricDetail({ afterEnd = false, ...props }: MetricDetailProps & { afterEnd?: boolean }) {
  const status = useServiceStatus().data;
  if (!afterEnd) return <Detail {...props} />;
  return status && serviceViewOf(status) === "ended" ? <Detail {...props} date={paidDay(props.date, status)} /> : null;
}

function Detail({ metric, date, notice, asked }: MetricDetailProps) {
  const info = metricInfo(metric)!; // the page answered 404 for anything else
  const router = useRouter();
  const today = useKstToday();
  const state = useMetricStatistics(info, date);
  const openDay = (day: string) =>
    void router.push(`${SESSION_ROUTES.statistics}/${info.metric}?date=${day}`, undefined, { scroll: false });
  return (
    <>
      <AppLink
        href={SESSION_ROUTES.statistics}
        className="flex min-h-11 items-center self-start text-sm font-semibold text-gray-700 underline"
      >
        ‹ 배터리 지표 전체
      </AppLink>
      {notice && <AddressNotice notice={notice} asked={asked} date={date} />}
      <DatePicker date={date} today={today} onOpen={openDay} />
      <AsyncContent
        state={state}
        skeleton={<DetailSkeleton />}
        loadingLabel={`${withObject(info.name)} 불러오는 중입니다`}
        errorTitle={`${info.name} 통계를 불러오지 못했어요`}
      >
        {(stats) => <MetricDay info={info} stats={stats} onOpen={openDay} />}
      </AsyncContent>
    </>
  );
}

/** A typed address whose date could not be shown: what was asked, and that yesterday is shown instead. */
function AddressNotice({ notice, asked, date }: { notice: DateNotice; asked: string | null; date: string }) {
  const what = notice === "future" && asked ? `${formatKoreanDate(asked)}은 아직 오지 않은 날이라` : "주소의 날짜를 알아볼 수 없어서";
  return (
    <p role="note" className="rounded-2xl bg-amber-50 p-4 text-sm leading-relaxed text-amber-900" data-testid="date-notice">
      {what} 하루치 기록이 마무리된 어제({formatKoreanDate(date)})의 통계를 보여 드려요.
    </p>
  );
}

export function MetricDay({ info, stats, onOpen }: { info: MetricInfo; stats: MetricStatistics; onOpen: (day: string) => void }) {
  const latest = shownDay(stats);
  return (
    <>
      <DayCard info={info} stats={stats} latest={latest} onOpen={onOpen} />
      <TrendSection info={info} stats={stats} />
      <ThresholdSection info={info} stats={stats} />
      <section aria-labelledby="metric-meaning" className={SECTION}>
        <h2 id="metric-meaning" className={H2}>
          무엇을 뜻하나요
        </h2>
        <p className="break-keep text-sm leading-relaxed text-gray-700">{info.meaning}</p>
        {latest && (
          <>
            <h3 className="mt-2 text-sm font-bold text-gray-900">이렇게 하세요</h3>
            <p className="break-keep text-sm leading-relaxed text-gray-700" data-testid="metric-advice">
              {info.advice[latest.severity]}
            </p>
          </>
        )}
      </section>
      <AppLink href={SESSION_ROUTES.diagnosis} className="self-center px-2 py-3 text-sm text-gray-600 underline">
        안전 진단으로 전체 항목 확인하기
      </AppLink>
    </>
  );
}

/** The day: its value and level with the API's sentence and supporting figures, or that it has no data. */
function DayCard({
  info,
  stats,
  latest,
  onOpen,
}: {
  info: MetricInfo;
  stats: MetricStatistics;
  latest: ReturnType<typeof shownDay>;
  onOpen: (day: string) => void;
}) {
  const style = severityStyle(stats.severity);
  return (
    <section
      aria-labelledby="metric-day"
      className={`flex flex-col gap-2 rounded-2xl p-4 ${stats.hasData ? style.bg : "bg-gray-50"}`}
      data-testid="metric-day"
    >
      <h2 id="metric-day" className="text-sm font-semibold text-gray-700">
        {formatKoreanDate(stats.date)}
      </h2>
      {stats.hasData && stats.value !== null && stats.severity !== null ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <strong className={`text-2xl font-bold ${style.text}`} data-testid="metric-value">
              {formatMetricValue(info, stats.value)}
            </strong>
            <SeverityBadge severity={stats.severity} />
          </p>
          <p className="break-keep text-sm leading-relaxed text-gray-900" data-testid="metric-message">
            {stats.message}
          </p>
          {stats.details.length > 0 && (
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              {stats.details.map((d) => (
                <div key={d.label} className="contents">
                  <dt className="text-gray-700">{d.label}</dt>
                  <dd className="text-right font-semibold text-gray-900">
                    {typeof d.value === "number" ? formatNumber(d.value, 3) : d.value}
                    {d.unit && ` ${d.unit}`}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </>
      ) : (
        <>
          <p className="text-lg font-bold text-gray-900" data-testid="metric-no-data">
            이날은 데이터가 없어요
          </p>
          <p className="break-keep text-sm leading-relaxed text-gray-700">
            {withObject(info.name)} 판단할 데이터가 이날에는 모이지 않았어요. 오류가 아니라, 차량을 운행하거나 충전한 날에만 단말기가
            데이터를 모아요.
          </p>
          {latest && (
            <button
              type="button"
              onClick={() => onOpen(latest.day)}
              className="mt-1 min-h-11 self-start rounded-xl border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50"
            >
              데이터가 있는 마지막 날 보기 ({formatKoreanDate(latest.day)})
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The 30 days up to the day on the metric's bands; a pattern metric's rule in words under its line. */
function TrendSection({ info, stats }: { info: MetricInfo; stats: MetricStatistics }) {
  const values = stats.series.map((p) => p.value);
  const range = chartRange(values, stats.thresholds);
  return (
    <section aria-labelledby="metric-trend" className={SECTION}>
      <h2 id="metric-trend" className={H2}>
        최근 30일 추이
      </h2>
      <p className="text-xs text-gray-600">
        {formatKoreanDate(stats.seriesFrom)} ~ {formatKoreanDate(stats.seriesTo)}
      </p>
      {stats.series.length === 0 ? (
        <p className="text-sm text-gray-700">최근 30일 동안 데이터가 있는 날이 없어요.</p>
      ) : (
        <TrendChart
          title={`최근 30일 ${info.name}`}
          summary={seriesSummary(info, stats)}
          points={stats.series.map((p) => ({ x: p.date, y: p.value }))}
          unit={` ${info.unit}`}
          yMin={range?.yMin}
          yMax={range?.yMax}
          bands={chartBands(stats.thresholds)}
          digits={info.digits}
          height={180}
        />
      )}
      {stats.thresholds.direction === "pattern" && (
        <p className="break-keep text-xs leading-relaxed text-gray-700" data-testid="pattern-rule">
          이 지표는 그래프에 기준선이 없어요. 상태는 충전 습관으로 판단해요: {stats.thresholds.text}
        </p>
      )}
    </section>
  );
}

/** Each level's band in words from the answer, which way is worse, and the API's own wording of the bands. */
function ThresholdSection({ info, stats }: { info: MetricInfo; stats: MetricStatistics }) {
  const lines = thresholdLines(info, stats.thresholds);
  return (
    <section aria-labelledby="metric-thresholds" className={SECTION} data-testid="metric-thresholds">
      <h2 id="metric-thresholds" className={H2}>
        판단 기준
      </h2>
      <p className="break-keep text-sm leading-relaxed text-gray-700">{directionText(stats.thresholds.direction)}</p>
      {lines.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm">
          {lines.map((l) => (
            <li key={l.severity} className="flex items-center gap-2">
              <span className={`inline-flex w-14 shrink-0 items-center gap-1 font-bold ${severityStyle(l.severity).text}`}>
                <SeverityIcon severity={l.severity} />
                {statusLabel(l.severity)}
              </span>
              <span className="text-gray-900">{l.text}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="break-keep text-xs leading-relaxed text-gray-600">{stats.thresholds.text}</p>
    </section>
  );
}
