/**
 * The home screen, safety score views, alert lists and battery-care tips.
 * All derived from the caller's daily telemetry through the battery analysis (docs/thresholds.md).
 */
import { and, desc, eq, getTableColumns, gte } from "drizzle-orm";
import {
  ALERT_SEVERITY,
  ALERT_TYPE,
  batteryProfileOf,
  chargingAdvice,
  CHARGING_HABITS,
  findDetailModel,
  OBD_STATUS,
  OBD_STATUS_LABEL,
  severityToLevel,
  type AlertSeverity,
} from "@evsafe/contract";
import { charges, trips, users } from "../db/schema/core";
import type { AuthUser, Deps } from "../http/context";
import { notFound } from "../http/errors";
import { addDays, dayNumber, KST_OFFSET_MS, kstDate, kstDayStart } from "../http/time";
import { listAlerts, type AlertPageRow } from "./alerts";
import { METRIC_KEYS, METRICS, round, STATUS_LABEL } from "./battery-analysis";
import { GRADES, scoreDay, scoreMonths, STATUS_SCORE_CAP } from "./safety-score";
import { preparedRows } from "./prepared";
import { CALLER_COLUMNS, type CallerQuery } from "./tokens";
import { RECENT_DAYS, recentDays } from "./recent-days";
import {
  driveSummary,
  efficiency,
  findVehicle,
  lastTripBetween,
  metricView,
  summaryDaysBetween,
  tripView,
  vehicleView,
  daysBetween,
  CALLER_VEHICLE_COLUMNS_SQL,
  CALLER_VEHICLE_JOIN_SQL,
  type CallerVehicleColumns,
  type DaySummaryRow,
  type VehicleRow,
} from "./vehicle-data";

const avg = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Efficiency (km/kWh) over rows, null without driving. */
const rowsEfficiency = (rows: readonly DaySummaryRow[]) =>
  efficiency(
    rows.reduce((a, r) => a + r.distanceKm, 0),
    rows.reduce((a, r) => a + r.energyUsedKwh, 0),
  );

/**
 * main/info's one query: the caller (CALLER_COLUMNS, as authentication reads it: so it is also the call's
 * authentication, see MAIN_INFO_CALLER), their OBD status, first vehicle (findVehicle's, with its telemetry version)
 * and unread alert counts by type in one pass over the unread rows. `$1` is the user number. With the vehicle's
 * latest days cached (recent-days.ts) it is the call's only query.
 */
const MAIN_INFO_BASE_SQL = `
SELECT ${CALLER_COLUMNS}, u.obd_status AS "obdStatus",
  v.vehicle_id AS "vehicleId", v.telemetry_version AS "telemetryVersion", v.car_no AS "carNo", v.brand_dcd AS "brandDcd",
  v.mdl_dcd AS "mdlDcd", v.dtl_mdl_dcd AS "dtlMdlDcd", v.model_year AS "modelYear",
  v.battery_capacity_kwh AS "batteryCapacityKwh", v.odometer_km AS "odometerKm",
  c."unreadSafety", c."unreadWarning", c."unreadGeneral"
FROM users u
LEFT JOIN vehicles v ON v.vehicle_id = (SELECT min(vehicle_id) FROM vehicles WHERE user_no = u.user_no)
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE a.alim_type = '${ALERT_TYPE.SAFETY}')::int AS "unreadSafety",
    count(*) FILTER (WHERE a.alim_type = '${ALERT_TYPE.SAFETY}'
      AND a.severity IN ('${ALERT_SEVERITY.WARNING}', '${ALERT_SEVERITY.SERIOUS}'))::int AS "unreadWarning",
    count(*) FILTER (WHERE a.alim_type = '${ALERT_TYPE.GENERAL}')::int AS "unreadGeneral"
  FROM alerts a WHERE a.user_no = u.user_no AND a.read_at IS NULL
) c
WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`;

/** main/info's caller query (route.ts `caller`): authentication reads everything the call needs in its one query. */
export const MAIN_INFO_CALLER: CallerQuery<AuthUser & MainInfoBaseRow> = { name: "main_info_caller", sql: MAIN_INFO_BASE_SQL };

export type MainInfoBaseRow = Pick<typeof users.$inferSelect, "userName" | "obdStatus"> & {
  unreadSafety: number;
  unreadWarning: number;
  unreadGeneral: number;
} & (
    | Pick<
        VehicleRow,
        "vehicleId" | "telemetryVersion" | "carNo" | "brandDcd" | "mdlDcd" | "dtlMdlDcd" | "modelYear" | "batteryCapacityKwh" | "odometerKm"
      >
    | { vehicleId: null }
  );

/** Runs MAIN_INFO_BASE_SQL, prepared (prepared.ts). */
async function mainInfoBase(deps: Deps, userNo: number): Promise<MainInfoBaseRow> {
  if (!Number.isSafeInteger(userNo)) throw notFound("회원 정보를 찾을 수 없습니다.");
  const [row] = await preparedRows<MainInfoBaseRow>(deps, MAIN_INFO_CALLER.name, MAIN_INFO_CALLER.sql, [userNo]);
  if (!row) throw notFound("회원 정보를 찾을 수 없습니다.");
  return row;
}

/** `read`: the caller's row as MAIN_INFO_CALLER read it when authenticating, else it is read here. */
export async function getMainInfo(deps: Deps, userNo: number, read?: MainInfoBaseRow) {
  const row = read ?? (await mainInfoBase(deps, userNo));
  const { userName, unreadSafety, unreadWarning, unreadGeneral } = row;
  const v = row.vehicleId === null ? null : row;
  const obdStatus = Object.hasOwn(OBD_STATUS_LABEL, row.obdStatus) ? row.obdStatus : OBD_STATUS.NOT_INSTALLED;
  const recent = v ? await recentDays(deps, v) : null;
  const latest = recent?.rows[0];
  const base = {
    userName,
    hasVehicle: v !== null,
    hasData: latest !== undefined,
    vehicle: v ? vehicleView(v) : null,
    obdStatus,
    obdStatusName: OBD_STATUS_LABEL[obdStatus],
    unreadAlimCount: unreadSafety + unreadGeneral,
    unreadSafetyAlimCount: unreadSafety,
    unreadWarningAlimCount: unreadWarning,
    unreadGeneralAlimCount: unreadGeneral,
  };
  if (!v || !recent || !latest) {
    const [emptyTitle, emptyMessage] = !v
      ? ["등록된 차량이 없습니다", "차량을 등록하고 OBD 단말기를 설치하면 배터리 안전 상태를 매일 확인할 수 있습니다."]
      : obdStatus === OBD_STATUS.NOT_INSTALLED
        ? [
            "OBD 단말기 설치 전입니다",
            "단말기를 받으시면 차량의 OBD 포트에 연결해 주세요. 연결 후 첫 주행이 끝나면 배터리 상태가 표시됩니다.",
          ]
        : obdStatus === OBD_STATUS.REMOVED
          ? ["OBD 단말기가 분리되었습니다", "단말기를 다시 연결하면 배터리 상태 수집이 재개됩니다."]
          : ["데이터를 수집하고 있습니다", "단말기가 연결되었습니다. 첫 주행이 끝나고 하루 안에 배터리 상태가 표시됩니다."];
    return {
      ...base,
      latestDay: null,
      soc: null,
      soh: null,
      rangeKm: null,
      safetyScore: null,
      grade: null,
      gradeName: null,
      status: null,
      severity: null,
      level: null,
      metrics: [],
      emptyTitle,
      emptyMessage,
    };
  }
  // The day's judgement and the 30-day efficiency depend on the rows alone: computed once per telemetry version.
  const { s, metrics, eff } = recent.memo("mainInfo", (rows) => {
    const day = scoreDay(rows[0]!);
    return { s: day, metrics: day.analysis.metrics.map(metricView), eff: rowsEfficiency(rows) };
  });
  return {
    ...base,
    latestDay: latest.day,
    soc: round(latest.socAvg, 1),
    soh: round(latest.sohPct, 1),
    rangeKm: eff ? Math.round((latest.socAvg / 100) * v.batteryCapacityKwh * (latest.sohPct / 100) * eff) : null,
    safetyScore: s.score,
    grade: s.grade,
    gradeName: s.gradeName,
    status: s.status,
    severity: s.severity,
    level: severityToLevel(s.severity),
    metrics,
    emptyTitle: null,
    emptyMessage: null,
  };
}

/** `vehicle`: the caller's vehicle as VEHICLE_CALLER read it when authenticating (null: none), else it is read here. */
export async function getScoreInfo(deps: Deps, userNo: number, vehicle?: VehicleRow | null) {
  const v = vehicle !== undefined ? vehicle : await findVehicle(deps, userNo);
  const recent = v ? await recentDays(deps, v) : null;
  // Each cached day's score, computed once per telemetry version.
  const scores = recent?.memo("dayScores", (rows) => rows.map(scoreDay)) ?? [];
  const [s, p] = scores;
  if (!s) {
    return {
      hasData: false,
      day: null,
      score: null,
      grade: null,
      gradeName: null,
      severity: null,
      previousDay: null,
      previousScore: null,
      change: null,
      trend: null,
      average30: null,
      trendText: null,
    };
  }
  const change = p ? s.score - p.score : null;
  const trend = change === null ? null : change > 0 ? "up" : change < 0 ? "down" : "flat";
  const trendText =
    change === null
      ? "첫 진단 결과입니다."
      : change > 0
        ? `지난 진단보다 ${change}점 올랐습니다.`
        : change < 0
          ? `지난 진단보다 ${-change}점 내려갔습니다.`
          : "지난 진단과 같은 점수입니다.";
  return {
    hasData: true,
    day: s.day,
    score: s.score,
    grade: s.grade,
    gradeName: s.gradeName,
    severity: s.severity,
    previousDay: p?.day ?? null,
    previousScore: p?.score ?? null,
    change,
    trend: trend as "up" | "down" | "flat" | null,
    average30: Math.round(avg(scores.map((d) => d.score))),
    trendText,
  };
}

type TripRow = typeof trips.$inferSelect;
const TRIP_KEYS = Object.keys(getTableColumns(trips)) as (keyof TripRow)[];

/**
 * main/drive-info's caller query (route.ts `caller`): VEHICLE_CALLER's row and the vehicle's last trip that started
 * from `$2` to before `$3` (dayNumber of KST days), its columns named `trip:<key>`.
 */
export const DRIVE_INFO_CALLER: CallerQuery<AuthUser & CallerVehicleColumns & { [K in keyof TripRow as `trip:${K}`]: TripRow[K] | null }> =
  {
    name: "drive_info_caller",
    sql: `SELECT ${CALLER_COLUMNS}, ${CALLER_VEHICLE_COLUMNS_SQL},
  ${Object.entries(getTableColumns(trips))
    .map(([key, column]) => `t.${column.name} AS "trip:${key}"`)
    .join(", ")}
FROM users u ${CALLER_VEHICLE_JOIN_SQL}
LEFT JOIN LATERAL (
  SELECT * FROM trips WHERE vehicle_id = v.vehicle_id
    AND started_at >= to_timestamp($2::bigint * 86400 - ${KST_OFFSET_MS / 1000})
    AND started_at < to_timestamp($3::bigint * 86400 - ${KST_OFFSET_MS / 1000})
  ORDER BY started_at DESC LIMIT 1
) t ON true
WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`,
    params: (deps) => {
      const today = kstDate(deps.now());
      return [dayNumber(addDays(today, -LAST_TRIP_DAYS)), dayNumber(addDays(today, 1))];
    },
  };

/** The last trip of a DRIVE_INFO_CALLER row, as lastTripBetween answers it. */
export function callerLastTrip(row: typeof DRIVE_INFO_CALLER extends CallerQuery<infer R> ? R : never): TripRow | undefined {
  if (row["trip:tripId"] === null) return undefined;
  return Object.fromEntries(TRIP_KEYS.map((key) => [key, row[`trip:${key}`]])) as TripRow;
}

/** Days back drive-info looks for the last trip (and today). */
const LAST_TRIP_DAYS = 30;

/** Monday of the KST week of a day. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * `vehicle` as in getScoreInfo; `trip`: the last trip DRIVE_INFO_CALLER read with the vehicle (undefined: none), when
 * `vehicle` came from it.
 */
export async function getDriveInfo(deps: Deps, userNo: number, read?: { vehicle: VehicleRow | null; lastTrip: TripRow | undefined }) {
  const today = kstDate(deps.now());
  const weekStart = mondayOf(today);
  const monthStart = `${today.slice(0, 7)}-01`;
  const v = read ? read.vehicle : await findVehicle(deps, userNo);
  const from = weekStart < monthStart ? weekStart : monthStart;
  const [cache, lastTrip] = v
    ? await Promise.all([
        recentDays(deps, v),
        read ? read.lastTrip : lastTripBetween(deps, v.vehicleId, addDays(today, -LAST_TRIP_DAYS), today),
      ])
    : [null, undefined];
  const recent = cache?.rows ?? [];
  // The week's and month's days are usually all among the cached latest ones (they hold every day since their oldest,
  // or all the vehicle has); a month whose start is older than that reads its days.
  const cached = recent.length < RECENT_DAYS || recent.at(-1)!.day <= from;
  const summaries = (rows: readonly DaySummaryRow[]) => {
    const latest = rows[0];
    return {
      hasData: latest !== undefined,
      latestDay: latest?.day ?? null,
      lastDay: latest ? driveSummary([latest], latest.day, latest.day) : null,
      efficiency30: rowsEfficiency(rows),
    };
  };
  const periods = (rows: readonly DaySummaryRow[]) => ({
    week: driveSummary(
      rows.filter((r) => r.day >= weekStart),
      weekStart,
      today,
    ),
    month: driveSummary(
      rows.filter((r) => r.day >= monthStart),
      monthStart,
      today,
    ),
  });
  // From the cached days, computed once per telemetry version; the week and month also depend on today, so the
  // version's one holder keeps the last day's (one, however many days the version lasts).
  const { hasData, latestDay, lastDay, efficiency30 } = cache ? cache.memo("driveSummaries", summaries) : summaries(recent);
  let week, month;
  if (!v || !cache) ({ week, month } = periods([]));
  else if (!cached) ({ week, month } = periods(await summaryDaysBetween(deps, v.vehicleId, from, today)));
  else {
    const held = cache.memo("drivePeriods", () => ({ today: "", periods: periods([]) }));
    if (held.today !== today) {
      held.periods = periods(recent.filter((r) => r.day >= from && r.day <= today).reverse());
      held.today = today;
    }
    ({ week, month } = held.periods);
  }
  return { hasData, latestDay, lastTrip: lastTrip ? tripView(lastTrip) : null, lastDay, week, month, efficiency30 };
}

/** `read`: the row of ALERT_PAGE_CALLERS as authentication read it (listAlerts). */
export const getAlim = (deps: Deps, userNo: number, page: number, size: number, read?: AlertPageRow) =>
  listAlerts(deps, userNo, ALERT_TYPE.SAFETY, page, size, read);
export const getAlimGeneral = (deps: Deps, userNo: number, page: number, size: number, read?: AlertPageRow) =>
  listAlerts(deps, userNo, ALERT_TYPE.GENERAL, page, size, read);

/** True when the caller has no telemetry at all (no vehicle, or no day collected). `vehicle` as in getScoreInfo. */
export async function isEmpty(deps: Deps, userNo: number, vehicle?: VehicleRow | null) {
  const v = vehicle !== undefined ? vehicle : await findVehicle(deps, userNo);
  if (!v) return { result: true };
  return { result: (await recentDays(deps, v)).rows.length === 0 };
}

export async function getResultScore(deps: Deps, userNo: number) {
  const v = await findVehicle(deps, userNo);
  const [latest] = v ? (await recentDays(deps, v)).rows : [];
  if (!latest) {
    return {
      hasData: false,
      day: null,
      score: null,
      grade: null,
      gradeName: null,
      status: null,
      severity: null,
      level: null,
      metrics: [],
      summary: null,
    };
  }
  const s = scoreDay(latest);
  const flagged = s.analysis.metrics.filter((m) => m.status !== "safe");
  const summary =
    flagged.length === 0
      ? "모든 항목이 안전 범위입니다."
      : `${flagged.map((m) => `${m.name}(${STATUS_LABEL[m.status]})`).join(", ")} 항목을 확인해 주세요.`;
  return {
    hasData: true,
    day: latest.day,
    score: s.score,
    grade: s.grade,
    gradeName: s.gradeName,
    status: s.status,
    severity: s.severity,
    level: severityToLevel(s.severity),
    metrics: s.analysis.metrics.map((m) => ({ ...metricView(m), weightPct: Math.round(METRICS[m.key].weight * 100) })),
    summary,
  };
}

/** `vehicle` as in getScoreInfo. */
export async function getScoreSeries(deps: Deps, userNo: number, days: number, vehicle?: VehicleRow | null) {
  const v = vehicle !== undefined ? vehicle : await findVehicle(deps, userNo);
  const recent = v ? await recentDays(deps, v) : null;
  const [latest] = recent?.rows ?? [];
  // The series ends on the latest day with data (yesterday for an active device).
  const endDate = latest?.day ?? addDays(kstDate(deps.now()), -1);
  const startDate = addDays(endDate, -(days - 1));
  const toItem = (r: DaySummaryRow) => {
    const s = scoreDay(r);
    return { day: r.day, score: s.score, grade: s.grade, severity: s.severity };
  };
  // Up to RECENT_DAYS days the range's rows are all among the cached latest ones (the home card's 30 days):
  // scored once per telemetry version. A longer range reads its days.
  const items =
    !v || !recent || !latest
      ? []
      : days <= RECENT_DAYS
        ? recent.memo(`scoreSeries${days}`, (rows) =>
            rows
              .filter((r) => r.day >= startDate)
              .reverse()
              .map(toItem),
          )
        : (await daysBetween(deps, v.vehicleId, startDate, endDate)).map(toItem);
  const scores = items.map((i) => i.score);
  return {
    startDate,
    endDate,
    items,
    average: scores.length ? Math.round(avg(scores)) : null,
    min: scores.length ? Math.min(...scores) : null,
    max: scores.length ? Math.max(...scores) : null,
  };
}

export async function getMonthScores(deps: Deps, userNo: number) {
  const v = await findVehicle(deps, userNo);
  if (!v) return { items: [] };
  const today = kstDate(deps.now());
  const from = `${addDays(`${today.slice(0, 7)}-01`, -335).slice(0, 7)}-01`; // 12 calendar months incl. this one
  const rows = await daysBetween(deps, v.vehicleId, from, today);
  return { items: scoreMonths(rows) };
}

const METRIC_DESCRIPTIONS: Record<(typeof METRIC_KEYS)[number], string> = {
  cellBalance: "충전 완료 시점 셀 전압의 표준편차입니다. 특정 셀의 열화·내부 단락이 있으면 편차가 커집니다.",
  weakCell:
    "충전 완료 시점에 평균에서 가장 멀리 벗어난 셀 하나의 전압 차이입니다. 셀 하나만 처지면 표준편차는 조금만 커지므로 따로 판정합니다.",
  moduleTempBalance: "모듈 온도의 표준편차입니다. 냉각 계통 이상이나 국부 발열이 있으면 커집니다.",
  moduleTempMax: "하루 중 가장 높은 모듈 온도입니다. 고온은 열화를 빠르게 하고 열폭주 위험을 높입니다.",
  insulation: "고전압 회로와 차체 사이 절연 저항을 작동 전압으로 나눈 값입니다. 국제 기준(UN ECE R100) 최소치는 직류 100 Ω/V입니다.",
  soh: "신품 대비 현재 사용 가능한 용량의 비율입니다.",
};

/** Static explanation of the safety score (built from the same rulebook the score uses). */
export function getSdsScoreNotice() {
  return {
    title: "배터리 안전 점수 안내",
    description:
      "안전 점수는 OBD 단말기가 매일 수집한 배터리 데이터를 5개 항목으로 진단해 0~100점으로 환산한 값입니다. 항목별 점수에 가중치를 곱해 더하고, 주의·경고·위험 기준을 넘은 항목이 있으면 점수 상한을 두어 위험 신호가 평균에 가려지지 않게 합니다.",
    metrics: METRIC_KEYS.map((k) => {
      const m = METRICS[k];
      return {
        key: k,
        name: m.name,
        unit: m.unit,
        weightPct: Math.round(m.weight * 100),
        description: METRIC_DESCRIPTIONS[k],
        cautionFrom: m.bands.caution,
        warningFrom: m.bands.warning,
        seriousFrom: m.bands.serious,
        direction: m.direction,
      };
    }),
    grades: GRADES.map((g) => ({ ...g })),
    notes: [
      `주의 항목이 있으면 최고 ${STATUS_SCORE_CAP.caution}점, 경고 항목이 있으면 최고 ${STATUS_SCORE_CAP.warning}점, 심각 항목이 있으면 최고 ${STATUS_SCORE_CAP.serious}점입니다.`,
      "월간 점수는 그 달 일별 점수의 평균입니다.",
      "점수는 참고용이며, 경고 이상이 표시되면 가까운 서비스센터에서 점검을 받으세요.",
    ],
  };
}

interface Tip {
  code: string;
  title: string;
  content: string;
  reason: string | null;
  severity: AlertSeverity;
}

/**
 * Static tip texts; which ones show depends on the caller's last 30 days. The tips about how far to charge
 * (CELL_BALANCE, FULL_CHARGE, GOOD_HABIT, BATTERY_RECALL) end with the sentences of the contract's advice table for
 * this car (chemistry, recall, level), added in `getBatteryTips`.
 */
const TIP_TEXT: Record<string, { title: string; content: string }> = {
  BATTERY_RECALL: {
    title: "배터리 리콜 확인",
    content: "",
  },
  CELL_BALANCE: {
    title: "셀 전압 편차 관리",
    content: "셀 전압 편차가 커지고 있습니다.",
  },
  INSULATION: {
    title: "절연 저항 점검",
    content:
      "절연 저항이 낮아지고 있습니다. 침수 도로 주행, 하부 충격, 세차 후 고압수 유입이 원인일 수 있으니 서비스센터에서 고전압 계통 점검을 받으세요.",
  },
  FAST_CHARGE: {
    title: "급속 충전 비율 줄이기",
    content:
      "급속 충전은 배터리 온도를 높이고 열화를 앞당깁니다. 가능하면 집이나 회사의 완속 충전기를 이용하고, 급속 충전은 80%까지만 하세요.",
  },
  FULL_CHARGE: {
    title: "100% 충전 줄이기",
    content: "높은 충전 상태로 오래 머물수록 셀의 노화가 빨라집니다.",
  },
  HIGH_TEMP: {
    title: "고온 관리",
    content: "배터리 온도가 높았던 날이 있습니다. 여름철에는 그늘이나 지하 주차장에 주차하고, 고속 주행 직후 연속 급속 충전은 피하세요.",
  },
  LOW_SOC: {
    title: "낮은 잔량 주행 줄이기",
    content: "잔량 20~30% 이하로 자주 내려가면 셀에 부담이 됩니다. 잔량 30% 전후에 충전하는 습관을 들이세요.",
  },
  RAPID_ACCEL: {
    title: "급가속·급감속 줄이기",
    content: "급가속과 급감속은 순간 전류를 키워 배터리 발열과 전비 저하로 이어집니다. 부드럽게 출발하고 회생 제동을 활용하세요.",
  },
  LOW_EFFICIENCY: {
    title: "전비 개선",
    content: "추운 날에는 출발 전 충전 중에 프리컨디셔닝(예약 공조)을 사용하고, 시트·핸들 열선을 활용하면 전비가 좋아집니다.",
  },
  GOOD_HABIT: {
    title: "좋은 습관 유지하기",
    content: "최근 배터리 사용 습관이 좋습니다. 완속 위주 충전과 그늘 주차 습관을 계속 유지하세요.",
  },
};

const TIP_ORDER: Record<AlertSeverity, number> = { "04": 0, "03": 1, "02": 2, "01": 3 };

export async function getBatteryTips(deps: Deps, userNo: number) {
  const v = await findVehicle(deps, userNo);
  const today = kstDate(deps.now());
  const since = addDays(today, -30);
  const rows = v ? await daysBetween(deps, v.vehicleId, since, today) : [];
  const tips: Tip[] = [];
  const add = (code: string, severity: AlertSeverity, reason: string | null, advice?: string) => {
    const text = TIP_TEXT[code]!;
    tips.push({ code, title: text.title, content: [text.content, advice].filter(Boolean).join(" "), reason, severity });
  };
  // The car's battery as the advice table reads it: chemistry and recall from the catalogue, the latest day's level,
  // and whether its health is falling (SoH at 주의 or worse).
  const profile = batteryProfileOf(v?.dtlMdlDcd);
  const latestDay = rows.length > 0 ? scoreDay(rows[rows.length - 1]!) : null;
  const adviceFor = (context: "daily" | "cellBalance") =>
    chargingAdvice({
      ...profile,
      state: latestDay?.analysis.status ?? null,
      degrading: latestDay ? latestDay.analysis.metrics.find((m) => m.key === "soh")!.status !== "safe" : false,
      context,
    });
  const daily = adviceFor("daily");
  if (v && rows.length > 0) {
    const ch = await deps.db
      .select({ chargeType: charges.chargeType, endSoc: charges.endSoc, maxCellTemp: charges.maxCellTemp })
      .from(charges)
      .where(and(eq(charges.vehicleId, v.vehicleId), gte(charges.startedAt, kstDayStart(since))))
      .orderBy(desc(charges.startedAt));
    const s = latestDay!;
    const cell = s.analysis.metrics.find((m) => m.key === "cellBalance")!;
    if (cell.status !== "safe")
      add(
        "CELL_BALANCE",
        cell.severity,
        `최근 셀 전압 편차가 ${cell.value} mV입니다(주의 기준 ${METRICS.cellBalance.bands.caution} mV).`,
        adviceFor("cellBalance").text,
      );
    const ins = s.analysis.metrics.find((m) => m.key === "insulation")!;
    if (ins.status !== "safe")
      add(
        "INSULATION",
        ins.severity,
        `최근 절연 저항이 ${Math.round(ins.value)} Ω/V입니다(주의 기준 ${METRICS.insulation.bands.caution} Ω/V).`,
      );
    const fast = ch.filter((c) => c.chargeType === "FAST").length;
    if (ch.length >= CHARGING_HABITS.MIN_SESSIONS && (fast / ch.length) * 100 > CHARGING_HABITS.FAST_SHARE_MAX_PCT) {
      add(
        "FAST_CHARGE",
        ALERT_SEVERITY.CAUTION,
        `최근 30일 충전 ${ch.length}회 중 급속 충전이 ${fast}회(${Math.round((fast / ch.length) * 100)}%)입니다.`,
      );
    }
    // Full charges are a habit to change only where the advice says so: not for LFP in good health (100 % is
    // recommended there), and not when the chemistry is unknown (no specific advice).
    const full = ch.filter((c) => c.endSoc >= 98).length;
    if (full >= 2 && (daily.fullCharge === "longTripOnly" || daily.fullCharge === "never")) {
      add("FULL_CHARGE", ALERT_SEVERITY.CAUTION, `최근 30일 동안 100%까지 충전한 횟수가 ${full}회입니다.`, daily.text);
      if (daily.fullCharge === "never") tips[tips.length - 1]!.title = "100% 충전 멈추기";
    }
    const hot = rows.filter((r) => r.moduleTempMax >= METRICS.moduleTempMax.bands.caution - 5).length;
    const hotCharge = ch.filter((c) => c.maxCellTemp >= METRICS.moduleTempMax.bands.caution - 5).length;
    if (hot + hotCharge > 0)
      add(
        "HIGH_TEMP",
        ALERT_SEVERITY.CAUTION,
        `최근 30일 중 배터리 온도가 ${METRICS.moduleTempMax.bands.caution - 5}°C를 넘은 기록이 ${hot + hotCharge}번 있습니다.`,
      );
    const low = rows.filter((r) => r.socMin < 25).length;
    if (low >= 3) add("LOW_SOC", ALERT_SEVERITY.SAFE, `최근 30일 중 ${low}일은 잔량이 25% 아래로 내려갔습니다.`);
    const km = rows.reduce((a, r) => a + r.distanceKm, 0);
    const accel = rows.reduce((a, r) => a + r.rapidAccelCount + r.rapidDecelCount, 0);
    if (km > 100 && (accel / km) * 100 > 6)
      add("RAPID_ACCEL", ALERT_SEVERITY.SAFE, `100km당 급가속·급감속이 ${round((accel / km) * 100, 1)}회입니다.`);
    const eff = rowsEfficiency(rows);
    if (eff !== null && eff < 5) add("LOW_EFFICIENCY", ALERT_SEVERITY.SAFE, `최근 30일 평균 전비가 ${eff} km/kWh입니다.`);
  }
  // A battery-fire recall of the model is said whatever the data (after the measured tips of the same level).
  if (v && profile.recalled) {
    const recalls = findDetailModel(v.dtlMdlDcd)?.batteryRecalls ?? [];
    add(
      "BATTERY_RECALL",
      ALERT_SEVERITY.CAUTION,
      recalls.map((r) => `${r.year}년 ${r.description}`).join(", ") + "이 있었던 차종입니다.",
      daily.text,
    );
  }
  tips.sort((a, b) => TIP_ORDER[a.severity] - TIP_ORDER[b.severity]);
  // Praise only what the data shows: without a day of data there is no tip at all (the screen says what is missing).
  if (tips.length === 0 && rows.length > 0)
    add("GOOD_HABIT", ALERT_SEVERITY.SAFE, `최근 ${rows.length}일 데이터에서 개선이 필요한 습관이 발견되지 않았습니다.`, daily.text);
  // At most five tips; the recall notice is never the one cut.
  const shown = tips.slice(0, 5);
  const recall = tips.find((x) => x.code === "BATTERY_RECALL");
  if (recall && !shown.includes(recall)) shown[shown.length - 1] = recall;
  return { basedOnDays: rows.length, tips: shown };
}
