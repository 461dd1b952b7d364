import { DATA_ARRIVAL } from "@/shared/data-arrival";
import type { AlertSeverity, MetricStatistics } from "@evsafe/contract";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { severityStyle } from "@/shared/ui/severity";
import { SeverityBadge } from "@/shared/ui/severity-badge";
import { useServiceStatus } from "@/session-frame/api";
import { serviceViewOf } from "@/session-frame/service-view";
import { useAllMetricStatistics } from "../api";
import { paidDay } from "../dates";
import { formatMetricValue, METRICS, shownDay, statusLabel, worstFirst, type MetricInfo } from "../metrics";
import { ListSkeleton } from "./skeletons";

const CARD =
  "flex min-h-[86px] flex-col justify-center gap-1.5 rounded-2xl border border-gray-200 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50";

/** `2026-11-26` → `11월 26일`. */
const monthDay = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/** The address of a metric on a day. */
export const metricHref = (metric: string, day: string) => `${SESSION_ROUTES.statistics}/${metric}?date=${day}`;

/**
 * The eight metrics of `date` (today), in the list's fixed order, then the driving figures. `afterEnd`: the instance
 * outside the service gate, drawn only for an ended service, as of a day no later than its last paid one.
 */
export function MetricList({ date, afterEnd = false }: { date: string; afterEnd?: boolean }) {
  const status = useServiceStatus().data;
  if (!afterEnd) return <Metrics date={date} />;
  return status && serviceViewOf(status) === "ended" ? <Metrics date={paidDay(date, status)} /> : null;
}

function Metrics({ date }: { date: string }) {
  const state = useAllMetricStatistics(date);
  return (
    <>
      <AsyncContent
        state={state}
        skeleton={<ListSkeleton />}
        loadingLabel="배터리 지표를 불러오는 중입니다"
        errorTitle="배터리 지표를 불러오지 못했어요"
      >
        {(all) => <MetricCards all={all} />}
      </AsyncContent>
      <AppLink href={SESSION_ROUTES.driving} className={CARD} data-testid="driving-card">
        <span className="flex items-center justify-between gap-2 text-base font-bold text-gray-900">
          주행·충전 통계
          <span aria-hidden="true" className="text-gray-400">
            ›
          </span>
        </span>
        <span className="text-sm text-gray-600">주행 거리, 충전량과 충전 습관 코칭</span>
      </AppLink>
    </>
  );
}

interface Row {
  info: MetricInfo;
  shown: ReturnType<typeof shownDay>;
  severity: MetricStatistics["severity"];
}

/** The line above the cards: the metrics at caution or worse, worst first, or that all are safe. */
export function riskSummary(rows: readonly Row[]): string {
  const risky = worstFirst(rows.filter((r) => r.severity !== null && r.severity !== "01"));
  const known = rows.filter((r) => r.shown !== null).length;
  if (known === 0) return `최근 30일 동안 판단할 수 있는 데이터가 없어요. 차량을 운행하거나 충전하면 데이터가 모여요. ${DATA_ARRIVAL}`;
  if (risky.length === 0) return `데이터가 있는 ${known}개 지표가 모두 안전 범위예요.`;
  return `살펴볼 지표 ${risky.length}개: ${risky.map((r) => `${r.info.name}(${statusLabel(r.severity)})`).join(", ")}`;
}

export function MetricCards({ all }: { all: readonly MetricStatistics[] }) {
  const rows: Row[] = METRICS.map((info) => {
    const stats = all.find((s) => s.metric === info.metric);
    const shown = stats ? shownDay(stats) : null;
    return { info, shown, severity: shown?.severity ?? null };
  });
  // The summary takes the colours of the worst level it reports, as every other mark of that level does.
  const worst = rows.reduce<AlertSeverity | null>((w, r) => (r.severity !== null && r.severity > (w ?? "01") ? r.severity : w), null);
  const summaryStyle = worst ? severityStyle(worst) : null;
  return (
    <>
      <p
        className={`rounded-2xl p-4 text-sm font-semibold leading-relaxed ${summaryStyle ? `${summaryStyle.bg} ${summaryStyle.text}` : "bg-gray-50 text-gray-800"}`}
        data-testid="metrics-summary"
      >
        {riskSummary(rows)}
      </p>
      <ul className="flex flex-col gap-3" aria-label="배터리 지표">
        {rows.map(({ info, shown }) => (
          <li key={info.metric}>
            <MetricCard info={info} shown={shown} today={all[0]?.date ?? ""} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One metric: its name, the value of the day shown with its unit and day, and its level as shape and word. */
export function MetricCard({ info, shown, today }: { info: MetricInfo; shown: Row["shown"]; today: string }) {
  const style = severityStyle(shown?.severity);
  const day = shown ? (shown.day === today ? "오늘" : `${monthDay(shown.day)} 기준`) : null;
  return (
    <AppLink href={metricHref(info.metric, shown?.day ?? today)} className={CARD} data-testid={`metric-card-${info.metric}`}>
      <span className="flex items-center justify-between gap-2">
        <span className="text-base font-bold text-gray-900">{info.name}</span>
        {shown ? (
          <SeverityBadge severity={shown.severity} />
        ) : (
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-bold text-gray-700">데이터 없음</span>
        )}
      </span>
      <span className="flex items-baseline justify-between gap-2">
        {shown ? (
          <span className="text-sm text-gray-700">
            <strong className={`text-lg font-bold ${style.text}`}>{formatMetricValue(info, shown.value)}</strong>
            <span className="ml-1.5 text-xs text-gray-600">{day}</span>
          </span>
        ) : (
          <span className="text-sm text-gray-600">최근 30일 데이터가 없어요</span>
        )}
        <span aria-hidden="true" className="text-gray-400">
          ›
        </span>
      </span>
    </AppLink>
  );
}
