import { useEffect, useRef } from "react";
import { ALERT_SEVERITY, ALERT_TYPE, MONTHLY_REPORT_METRIC } from "@evsafe/contract/constants/alerts";
import { REPORT_PAGE_PATH } from "@evsafe/contract/constants/report";
import type { AlimItem } from "@evsafe/contract";
import { useServiceStatus } from "@/session-frame/api";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { hasServiceAccess, serviceViewOf } from "@/session-frame/service-view";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { severityStyle } from "@/shared/ui/severity";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useAlertOpened, useCarOfAlert, useRecentSafetyAlerts, useRevalidateReadMarks, useScoreToday } from "../api";
import { alertDay, groupAlerts, kstDay, monthDay, type AlertGroup } from "../grouping";
import { isMetricKey, METRIC_GUIDE, METRIC_STATISTIC, metricNextStep } from "../metric-guide";
import { SafetyActions } from "@/shared/ui/safety-actions";
import { SeverityBadge } from "@/shared/ui/severity-badge";

/**
 * /alerts/{id}: opening it marks the alert read (PUT alim/{id}/read answers the alert), and with it the earlier
 * reminders of the same condition the list showed as one entry; then /home's counts and the lists are revalidated.
 */
export function AlertDetail({ id }: { id: number | null }) {
  const opened = useAlertOpened(id);
  if (id === null) return <NotFound />;
  return (
    <AsyncContent
      state={opened}
      skeleton={<DetailSkeleton />}
      loadingLabel="알림을 불러오는 중입니다"
      errorTitle="알림을 불러오지 못했어요"
      refusal={(error) => (error.status === 404 ? <NotFound /> : null)}
    >
      {(item) => <AlertBody item={item} />}
    </AsyncContent>
  );
}

function AlertBody({ item }: { item: AlimItem }) {
  const revalidate = useRevalidateReadMarks();
  const isSafety = item.alimType === ALERT_TYPE.SAFETY;
  const metric = isMetricKey(item.metric) ? item.metric : null;
  const { data: recent } = useRecentSafetyAlerts(isSafety && metric !== null);
  const group = recent ? (groupAlerts(recent.items).find((g) => g.items.some((i) => i.id === item.id)) ?? null) : null;
  useMarkGroupRead(item, group, revalidate);

  const style = severityStyle(item.severity);
  const statistic = metric ? METRIC_STATISTIC[metric] : null;
  // The API's step for this alert, else the metric's own at that level (an API that sends none).
  const nextStep = isSafety ? item.nextStep || metricNextStep(item.metric, item.severity) : null;
  return (
    <article aria-labelledby="alert-title" className="flex flex-col gap-4">
      <header className={`flex flex-col gap-2 rounded-2xl p-4 ${isSafety ? style.bg : "bg-gray-50"}`}>
        <SeverityBadge severity={item.severity} notice={!isSafety} />
        <h2 id="alert-title" className="break-keep text-lg font-bold text-gray-900">
          {item.title}
        </h2>
        <p className="text-sm text-gray-700">
          {item.alimTypeName} · {isSafety && item.day ? `${formatKoreanDate(item.day)} 측정` : formatKoreanDate(kstDay(item.createdAt))}
        </p>
        <p className="break-keep text-base leading-relaxed text-gray-900" data-testid="alert-message">
          {item.message}
        </p>
      </header>

      {metric && (
        <section aria-labelledby="alert-metric" className="flex flex-col gap-2">
          <h3 id="alert-metric" className="text-base font-bold text-gray-900">
            {item.metricName ?? "측정 항목"} 알아보기
          </h3>
          <dl className="flex flex-col gap-2 text-sm text-gray-700">
            <div data-testid="alert-bands">
              <dt className="font-semibold text-gray-900">판단 기준</dt>
              <dd>{METRIC_GUIDE[metric].bands}</dd>
            </div>
            <div data-testid="alert-meaning">
              <dt className="font-semibold text-gray-900">무슨 뜻인가요</dt>
              <dd className="break-keep leading-relaxed">{METRIC_GUIDE[metric].meaning}</dd>
            </div>
          </dl>
        </section>
      )}

      {metric && <CurrentState metric={metric} />}

      {group && group.count > 1 && <Reminders group={group} />}

      {isSafety ? (
        <section aria-labelledby="alert-next" className="flex flex-col gap-2">
          <h3 id="alert-next" className="text-base font-bold text-gray-900">
            다음에 할 일
          </h3>
          {nextStep && (
            <p className="break-keep text-sm font-semibold leading-relaxed text-gray-900" data-testid="alert-next-step">
              {nextStep}
            </p>
          )}
          <p className="break-keep text-sm leading-relaxed text-gray-700">{NEXT_STEP[item.severity]}</p>
          <AlertSafetyActions severity={item.severity} />
          {statistic && (
            <AppLink href={statisticHref(statistic, item.day)} className={PRIMARY_LINK} data-testid="alert-statistic">
              {item.metricName ?? "측정 항목"} 날짜별 추이 보기
            </AppLink>
          )}
          <AppLink href={SESSION_ROUTES.diagnosis} className={statistic ? SECONDARY_LINK : PRIMARY_LINK}>
            안전 진단 받기
          </AppLink>
          <AppLink href={SESSION_ROUTES.safetyIndex} className={SECONDARY_LINK}>
            안전 지수 보기
          </AppLink>
          {item.severity === ALERT_SEVERITY.WARNING && (
            <AppLink href={SESSION_ROUTES.fireSafety} className={SECONDARY_LINK}>
              배터리 화재 대처법
            </AppLink>
          )}
        </section>
      ) : (
        <MonthlyReportLink item={item} />
      )}
      <AppLink href={SESSION_ROUTES.alerts} className="self-center px-2 py-3 text-sm text-gray-600 underline">
        알림 목록으로
      </AppLink>
    </article>
  );
}

/** The notice of a month's battery report opens that month's report (its `day` is the month's first day). */
function MonthlyReportLink({ item }: { item: AlimItem }) {
  if (item.metric !== MONTHLY_REPORT_METRIC || !item.day || !/^\d{4}-\d{2}-01$/.test(item.day)) return null;
  const month = item.day.slice(0, 7);
  return (
    <AppLink href={`${REPORT_PAGE_PATH}?month=${month}`} className={PRIMARY_LINK} data-testid="alert-report-link">
      {Number(month.slice(5, 7))}월 배터리 리포트 보기
    </AppLink>
  );
}

/**
 * The service-centre call (경고, 심각) and the fire guide and 119 (심각) for the member's car: its brand from main/info,
 * read only with service access (an ended service reads the alert with the neutral sentence instead of a number).
 */
function AlertSafetyActions({ severity }: { severity: AlimItem["severity"] }) {
  const status = useServiceStatus();
  const acts = severity === ALERT_SEVERITY.WARNING || severity === ALERT_SEVERITY.SERIOUS;
  const access = acts && status.data !== undefined && hasServiceAccess(serviceViewOf(status.data));
  const { data: info } = useCarOfAlert(access);
  return <SafetyActions severity={severity} brand={info?.vehicle ?? null} />;
}

/** The metric's statistic on the alert's day (the day it concerns), or its latest when the alert has none. */
function statisticHref(statistic: string, day: string | null): string {
  const href = `${SESSION_ROUTES.statistics}/${statistic}`;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${href}?date=${day}` : href;
}

/** What to do at each level, beside the alert's own advice. */
const NEXT_STEP: Record<AlimItem["severity"], string> = {
  [ALERT_SEVERITY.SAFE]: "정상 범위로 돌아왔어요. 안전 지수에서 추이를 계속 확인해 보세요.",
  [ALERT_SEVERITY.CAUTION]: "당장 위험하지는 않지만 추이를 지켜봐야 해요. 안전 진단으로 다른 항목도 함께 확인해 보세요.",
  [ALERT_SEVERITY.WARNING]: "가까운 서비스센터에서 점검을 받으세요. 점검 전까지 급속 충전과 100% 충전은 피하는 것이 좋아요.",
  [ALERT_SEVERITY.SERIOUS]:
    "안전한 곳에 차를 세우고 서비스센터에 바로 연락하세요. 연기나 타는 냄새가 나면 차에서 멀리 떨어진 뒤 119에 신고하세요.",
};

/**
 * The metric today (safe-data/sds/result-score: value, threshold, verdict and advice of the latest day), for a member
 * whose service gives access to it; an expired member reads the alert without it (the call would be refused).
 */
function CurrentState({ metric }: { metric: NonNullable<AlimItem["metric"]> }) {
  const status = useServiceStatus();
  const access = status.data !== undefined && hasServiceAccess(serviceViewOf(status.data));
  const { data: score } = useScoreToday(access);
  const now = score?.metrics.find((m) => m.key === metric);
  if (!score || !now || !score.day) return null;
  const style = severityStyle(now.severity);
  return (
    <section aria-labelledby="alert-now" className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4" data-testid="alert-now">
      <h3 id="alert-now" className="text-base font-bold text-gray-900">
        지금 상태 <span className="text-sm font-normal text-gray-600">({formatKoreanDate(score.day)} 기준)</span>
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-900">
        <SeverityBadge severity={now.severity} />
        <span>
          {now.name} <strong className={style.text}>{`${formatNumber(now.value)} ${now.unit}`}</strong> · 기준{" "}
          {`${formatNumber(now.threshold)} ${now.unit}`}
        </span>
      </p>
      <p className="break-keep text-sm leading-relaxed text-gray-700">{now.advice}</p>
    </section>
  );
}

/** The reminders of the same condition the list shows as one entry: how often, since when, each day. */
function Reminders({ group }: { group: AlertGroup }) {
  return (
    <section aria-labelledby="alert-reminders" className="flex flex-col gap-2" data-testid="alert-reminders">
      <h3 id="alert-reminders" className="text-base font-bold text-gray-900">
        같은 상태 알림 {group.count}회
      </h3>
      <p className="text-sm text-gray-700">
        처음 {formatKoreanDate(group.firstDay)}, 마지막 {formatKoreanDate(group.lastDay)}. 상태가 계속되는 동안 경고·심각은 7일마다, 주의는
        30일마다 다시 알려 드려요.
      </p>
      <ul className="flex flex-wrap gap-2 text-xs text-gray-700">
        {group.items.map((i) => (
          <li key={i.id} className="rounded-full bg-gray-100 px-2 py-1">
            {monthDay(alertDay(i))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The other unread reminders of the opened condition are read with it; each alert once, then the counts refresh. */
function useMarkGroupRead(item: AlimItem, group: AlertGroup | null, revalidate: () => Promise<unknown>) {
  const done = useRef(new Set<number>());
  useEffect(() => {
    if (done.current.has(item.id)) return;
    done.current.add(item.id);
    void revalidate();
  }, [item.id, revalidate]);
  useEffect(() => {
    const others = (group?.items ?? []).filter((i) => !i.read && i.id !== item.id && !done.current.has(i.id));
    if (others.length === 0) return;
    for (const i of others) done.current.add(i.id);
    void (async () => {
      const { api } = await import("@/shared/api-client");
      // A failure leaves that reminder unread in the list: nothing the driver must act on here.
      await Promise.allSettled(others.map((i) => api("putAlimRead", { params: { id: i.id } })));
      await revalidate();
    })();
  }, [group, item.id, revalidate]);
}

function NotFound() {
  return (
    <EmptyState title="알림을 찾을 수 없어요" message="지워졌거나 다른 계정의 알림이에요.">
      <AppLink href={SESSION_ROUTES.alerts} className={SECONDARY_LINK}>
        알림 목록으로
      </AppLink>
    </EmptyState>
  );
}

function DetailSkeleton() {
  return (
    <>
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
      <Skeleton className="h-12" />
    </>
  );
}
