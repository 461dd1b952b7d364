/**
 * Alerts (알림): safety alerts derived from the daily battery analysis, and general notices.
 * Rules (docs/thresholds.md §Alerts): a metric that enters caution or worse, or gets worse, raises an alert;
 * a metric that stays at warning or serious is reminded every 7 days; a metric that returns to safe after a
 * warning or worse says so (severity 01).
 */
import { and, count, eq, isNull } from "drizzle-orm";
import { notFound } from "../http/errors";
import {
  ALERT_SEVERITY,
  ALERT_SEVERITY_LABEL,
  ALERT_TYPE,
  ALERT_TYPE_LABEL,
  AlimPageQuerySchema,
  severityToLevel,
  type AlertSeverity,
} from "@evsafe/contract";
import type { AlertType } from "../db/schema/codes";
import { alerts } from "../db/schema/main";
import type { FastifyRequest } from "fastify";
import type { AuthUser, Deps } from "../http/context";
import { preparedRows } from "./prepared";
import { CALLER_COLUMNS, type CallerQuery } from "./tokens";
import {
  analyzeDay,
  formatMetric,
  isMetricKey,
  isWorse,
  METRICS,
  metricAction,
  metricAdvice,
  STATUS_LABEL,
  STATUS_ORDER,
  STATUS_SEVERITY,
  statusOfSeverity,
  subjectParticle,
  weakestCell,
  withWeakCell,
  type DailyMetrics,
  type MetricKey,
  type SafetyStatus,
} from "./battery-analysis";

export interface AlertDraft {
  day: string;
  metric: MetricKey;
  severity: AlertSeverity;
  title: string;
  message: string;
}

/** Days between reminders of a metric that stays at warning or serious. */
export const REMIND_EVERY_DAYS = 7;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** Safety alerts for a run of days (pure; rows may be unsorted). */
export function deriveSafetyAlerts(
  rows: readonly (Omit<DailyMetrics, "weakCellMv"> & { cellVoltagesMv: readonly number[] })[],
): AlertDraft[] {
  const sorted = [...rows].map(withWeakCell).sort((a, b) => a.day.localeCompare(b.day));
  const prev = new Map<MetricKey, SafetyStatus>();
  const lastAlert = new Map<MetricKey, { day: string; status: SafetyStatus }>();
  const out: AlertDraft[] = [];
  for (const row of sorted) {
    const analysis = analyzeDay(row);
    for (const m of analysis.metrics) {
      const before = prev.get(m.key) ?? "safe";
      const last = lastAlert.get(m.key);
      let emit = false;
      if (m.status !== "safe") {
        const since = last ? daysBetween(last.day, row.day) : Infinity;
        // New or worse than the last alert of the metric; a standing warning is reminded weekly, a caution monthly.
        if (!last || isWorse(m.status, last.status)) emit = true;
        else if (m.status !== "caution" && since >= REMIND_EVERY_DAYS) emit = true;
        else if (since >= 30) emit = true;
      } else if (last && before === "safe" && STATUS_ORDER.indexOf(last.status) >= STATUS_ORDER.indexOf("warning")) {
        // Back to safe two days running after a warning or worse.
        out.push({
          day: row.day,
          metric: m.key,
          severity: STATUS_SEVERITY.safe,
          title: `${METRICS[m.key].name} 정상 회복`,
          message: `${METRICS[m.key].name}${subjectParticle(METRICS[m.key].name)} ${formatMetric(m.key, m.value)}로 정상 범위로 돌아왔습니다. 계속해서 상태를 지켜보겠습니다.`,
        });
        lastAlert.delete(m.key);
      }
      if (emit) {
        let message = metricAdvice(m.key, m.status, m.value);
        const weak = weakestCell(row.cellVoltagesMv);
        // Name the suspect cell: always for the weak-cell rule, for the spread when one cell sits ≥ 2σ from the mean.
        if (weak && (m.key === "weakCell" || (m.key === "cellBalance" && Math.abs(weak.deviationMv) >= 2 * m.value))) {
          const cell = `${weak.index + 1}번 셀이 평균보다 ${Math.abs(Math.round(weak.deviationMv))} mV ${weak.deviationMv < 0 ? "낮습니다" : "높습니다"}.`;
          message += m.key === "weakCell" ? ` ${cell}` : ` 특히 ${cell}`;
        }
        out.push({
          day: row.day,
          metric: m.key,
          severity: STATUS_SEVERITY[m.status],
          title: `${METRICS[m.key].name} ${STATUS_LABEL[m.status]}`,
          message,
        });
        lastAlert.set(m.key, { day: row.day, status: m.status });
      }
      prev.set(m.key, m.status);
    }
  }
  return out;
}

/** Where a safety alert of a day is stamped: the end of the day's aggregate (23:30 KST). */
export const alertTimeOf = (day: string) => new Date(Date.parse(`${day}T23:30:00+09:00`));

export const AlimItemFields = {
  id: alerts.id,
  alimType: alerts.alimType,
  severity: alerts.severity,
  metric: alerts.metric,
  day: alerts.day,
  title: alerts.title,
  message: alerts.message,
  createdAt: alerts.createdAt,
  readAt: alerts.readAt,
};

export function toAlimItem(r: {
  id: number;
  alimType: AlertType;
  severity: AlertSeverity;
  metric: string | null;
  day: string | null;
  title: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}) {
  const { severity, alimType } = r;
  return {
    id: r.id,
    alimType,
    alimTypeName: ALERT_TYPE_LABEL[alimType],
    severity,
    severityName: ALERT_SEVERITY_LABEL[severity],
    level: severityToLevel(severity),
    metric: r.metric,
    metricName: r.metric && isMetricKey(r.metric) ? METRICS[r.metric].name : null,
    day: r.day,
    title: r.title,
    message: r.message,
    nextStep: alertNextStep(alimType, r.metric, severity),
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
    readAt: r.readAt ? r.readAt.toISOString() : null,
  };
}

/** The level's fallback when an alert names no metric the rulebook knows (an older row, a provider's code). */
const NEXT_STEP_OF_LEVEL: Partial<Record<AlertSeverity, string>> = {
  [ALERT_SEVERITY.CAUTION]: "안전 진단으로 다른 항목도 함께 확인하고, 안전 지수에서 추이를 지켜보세요.",
  [ALERT_SEVERITY.WARNING]: "가까운 서비스센터에서 점검을 받으세요.",
  [ALERT_SEVERITY.SERIOUS]:
    "운행과 충전을 멈추고 즉시 서비스센터에 연락하세요. 연기나 타는 냄새가 나면 차에서 멀리 떨어져 119에 신고하세요.",
};

/**
 * What to do next about a safety alert of 주의 or worse: the metric's action at that level (the sentence its
 * message ends with), else the level's. Null for a recovery (01) and for general notices.
 */
export function alertNextStep(alimType: string, metric: string | null, severity: AlertSeverity): string | null {
  if (alimType !== ALERT_TYPE.SAFETY || severity === ALERT_SEVERITY.SAFE) return null;
  const ofMetric = metric && isMetricKey(metric) ? metricAction(metric, statusOfSeverity(severity)) : null;
  return ofMetric ?? NEXT_STEP_OF_LEVEL[severity] ?? null;
}

/**
 * An alert list's one statement per alert type, also the call's authentication (route.ts `caller`): the caller
 * (CALLER_COLUMNS), both counts in one pass, and the page's items (`$2` rows from `$3`) as JSON, their times in epoch
 * milliseconds.
 */
const alertPageSql = (alimType: AlertType) => `
SELECT ${CALLER_COLUMNS}, c.n AS "totalCount", c.unread AS "unreadCount", (
  SELECT coalesce(json_agg(json_build_object('id', a.id, 'alimType', a.alim_type, 'severity', a.severity, 'metric', a.metric,
    'day', to_char(a.day, 'YYYY-MM-DD'), 'title', a.title, 'message', a.message,
    'createdAt', floor(extract(epoch FROM a.created_at) * 1000)::bigint,
    'readAt', floor(extract(epoch FROM a.read_at) * 1000)::bigint) ORDER BY a.created_at DESC, a.id DESC), '[]')
  FROM (
    SELECT * FROM alerts WHERE user_no = u.user_no AND alim_type = '${alimType}'
    ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
  ) a
) AS items
FROM users u
CROSS JOIN LATERAL (
  SELECT count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
  FROM alerts WHERE user_no = u.user_no AND alim_type = '${alimType}'
) c
WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`;

type AlimRow = Parameters<typeof toAlimItem>[0];
export type AlertPageRow = AuthUser & {
  totalCount: number;
  unreadCount: number;
  items: (Omit<AlimRow, "createdAt" | "readAt"> & { createdAt: number; readAt: number | null })[];
};

/** The page's `page` and `size` as the call's query gives them (the route refuses the call when they are not valid). */
function pageParams(req: FastifyRequest | undefined): number[] {
  const q = AlimPageQuerySchema.safeParse(req?.query ?? {});
  const { page, size } = q.success ? q.data : { page: 1, size: 1 };
  return [size, (page - 1) * size];
}

/** alim's and alim/general's caller queries. */
export const ALERT_PAGE_CALLERS: Record<"01" | "02", CallerQuery<AlertPageRow>> = {
  [ALERT_TYPE.SAFETY]: { name: "alert_page_safety", sql: alertPageSql(ALERT_TYPE.SAFETY), params: (_deps, req) => pageParams(req) },
  [ALERT_TYPE.GENERAL]: { name: "alert_page_general", sql: alertPageSql(ALERT_TYPE.GENERAL), params: (_deps, req) => pageParams(req) },
};

/**
 * A page of the caller's alerts of one type, newest first. `read`: the row of the type's ALERT_PAGE_CALLERS query as
 * authentication read it for this page, else it is read here.
 */
export async function listAlerts(deps: Deps, userNo: number, alimType: "01" | "02", page: number, size: number, read?: AlertPageRow) {
  const query = ALERT_PAGE_CALLERS[alimType];
  const row = read ?? (await preparedRows<AlertPageRow>(deps, query.name, query.sql, [userNo, size, (page - 1) * size]))[0];
  const totalCount = row?.totalCount ?? 0;
  return {
    items: (row?.items ?? []).map((a) =>
      toAlimItem({ ...a, createdAt: new Date(a.createdAt), readAt: a.readAt === null ? null : new Date(a.readAt) }),
    ),
    page,
    size,
    totalCount,
    totalPages: Math.ceil(totalCount / size),
    unreadCount: row?.unreadCount ?? 0,
  };
}

const UNKNOWN_ALERT = "알림을 찾을 수 없습니다.";

/**
 * Marks one of the caller's alerts read and returns it. Idempotent: an alert already read keeps the time it was
 * first read. Another member's alert answers the same 404 as an unknown id, so ids cannot be probed.
 */
export async function markAlertRead(deps: Deps, userNo: number, id: number) {
  const mine = and(eq(alerts.id, id), eq(alerts.userNo, userNo));
  await deps.db
    .update(alerts)
    .set({ readAt: deps.now() })
    .where(and(mine, isNull(alerts.readAt)));
  const [row] = await deps.db.select(AlimItemFields).from(alerts).where(mine);
  if (!row) throw notFound(UNKNOWN_ALERT);
  return toAlimItem(row);
}

/** Marks every unread alert of one type of the caller's read: how many it marked, and what stays unread. */
export async function markAllAlertsRead(deps: Deps, userNo: number, alimType: "01" | "02") {
  const ofType = and(eq(alerts.userNo, userNo), eq(alerts.alimType, alimType));
  const marked = await deps.db
    .update(alerts)
    .set({ readAt: deps.now() })
    .where(and(ofType, isNull(alerts.readAt)))
    .returning({ id: alerts.id });
  const [unread] = await deps.db
    .select({ n: count() })
    .from(alerts)
    .where(and(ofType, isNull(alerts.readAt)));
  return { marked: marked.length, unreadCount: Number(unread?.n ?? 0) };
}
