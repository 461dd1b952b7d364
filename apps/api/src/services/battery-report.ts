/**
 * The battery health report and the certificates a member shares of it (docs/report.md): the state of health over
 * the car's whole history with a least-squares projection and its prediction interval, where the car stands among
 * cars of the same detail model and model year, cell balance and temperature by month, and the period's alerts.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, between, count, desc, eq, gt, gte, isNull, lte, sql } from "drizzle-orm";
import {
  ALERT_SEVERITY_LABEL,
  ALERT_TYPE,
  CERTIFICATE_MAX_ACTIVE,
  CERTIFICATE_PAGE_PATH,
  CERTIFICATE_VALID_DAYS,
  COHORT_MIN_SIZE,
  COHORT_YEAR_SPAN,
  type BatteryReport,
  type Certificate,
  type CertificateSnapshot,
  type CertificateStatus,
  type CreateShareBody,
  type ReportShare,
} from "@evsafe/contract";
import { dailyBattery, users, vehicles } from "../db/schema/core";
import { alerts } from "../db/schema/main";
import { reportShares } from "../db/schema/report";
import type { Deps } from "../http/context";
import { badRequest, notFound, unprocessable } from "../http/errors";
import { addDays, kstDate } from "../http/time";
import { alertNextStep } from "./alerts";
import { analyzeDay, isMetricKey, METRICS, round, STATUS_LABEL, STATUS_SEVERITY, type MetricKey } from "./battery-analysis";
import { gradeOfScore } from "@evsafe/contract/constants/score";
import { scoreMonths } from "./safety-score";
import { daysBetween as dailyRowsBetween, findVehicle, vehicleView, type VehicleRow } from "./vehicle-data";

/** Fewest days of data before a projection is drawn: a shorter line says more about noise than about ageing. */
export const PROJECTION_MIN_DAYS = 60;
/** Months ahead of the period's end the projection shows. */
export const PROJECTION_HORIZONS_MONTHS = [12, 24, 36] as const;
/**
 * Narrowest half-width of the interval (percentage points): the accuracy of the battery management system's own SoH
 * estimate, which no fit over its readings can beat (docs/report.md "Limits").
 */
export const SOH_ESTIMATE_ACCURACY_PCT = 2;
/** Two-sided 90 % prediction interval. */
const INTERVAL_Z = 1.6449;
const DAYS_PER_YEAR = 365.25;

type HistoryRow = {
  day: string;
  sohPct: number;
  cellSigmaMv: number;
  moduleTempMax: number;
  moduleTempSigma: number;
};

const lastDayOfMonth = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
const addMonthsToMonth = (month: string, n: number) => {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
};
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** Student's t quantile, by the Cornish–Fisher expansion around the normal one (close enough from 5 degrees up). */
function tQuantile(z: number, df: number): number {
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
}

export interface LinearFit {
  slopePerDay: number;
  intercept: number;
  /** Residual standard deviation. */
  s: number;
  n: number;
  meanX: number;
  sxx: number;
}

/** Ordinary least squares of y on x. Null with fewer than three points or no spread in x. */
export function fitLine(xs: readonly number[], ys: readonly number[]): LinearFit | null {
  const n = xs.length;
  if (n < 3) return null;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - meanX) ** 2;
    sxy += (xs[i]! - meanX) * (ys[i]! - meanY);
  }
  if (sxx === 0) return null;
  const slopePerDay = sxy / sxx;
  const intercept = meanY - slopePerDay * meanX;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += (ys[i]! - (intercept + slopePerDay * xs[i]!)) ** 2;
  return { slopePerDay, intercept, s: Math.sqrt(sse / (n - 2)), n, meanX, sxx };
}

/**
 * The fitted value at x and its 90 % prediction interval (one new day's SoH, not only the line's), never narrower
 * than the SoH estimate's own accuracy.
 */
export function predict(fit: LinearFit, x: number): { value: number; low: number; high: number } {
  const value = fit.intercept + fit.slopePerDay * x;
  const statistical = tQuantile(INTERVAL_Z, fit.n - 2) * fit.s * Math.sqrt(1 + 1 / fit.n + (x - fit.meanX) ** 2 / fit.sxx);
  const half = Math.max(statistical, SOH_ESTIMATE_ACCURACY_PCT);
  return { value, low: value - half, high: value + half };
}

const clampPct = (v: number) => round(Math.min(100, Math.max(0, v)), 1);

function projectionOf(rows: readonly HistoryRow[], month: string) {
  if (rows.length < PROJECTION_MIN_DAYS) return null;
  const first = rows[0]!.day;
  const fit = fitLine(
    rows.map((r) => daysBetween(first, r.day)),
    rows.map((r) => r.sohPct),
  );
  if (!fit) return null;
  const points = PROJECTION_HORIZONS_MONTHS.map((ahead) => {
    const target = addMonthsToMonth(month, ahead);
    const p = predict(fit, daysBetween(first, lastDayOfMonth(target)));
    return { month: target, sohPct: clampPct(p.value), lowPct: clampPct(p.low), highPct: clampPct(p.high) };
  });
  const slopePctPerYear = round(fit.slopePerDay * DAYS_PER_YEAR, 2);
  const spanDays = daysBetween(first, rows[rows.length - 1]!.day) + 1;
  const note =
    spanDays < DAYS_PER_YEAR
      ? `${rows.length}일의 데이터로 그은 직선입니다. 1년이 안 되는 기록이라 계절에 따른 변화가 섞여 있을 수 있어, 범위를 넓게 보세요.`
      : `${rows.length}일의 데이터로 그은 직선입니다. 배터리 열화는 처음에 빠르고 나중에 느려지는 경우가 많아 먼 미래일수록 실제와 달라질 수 있습니다.`;
  return { slopePctPerYear, basedOnDays: rows.length, points, note };
}

function historyOf(rows: readonly HistoryRow[]) {
  const byMonth = new Map<string, HistoryRow[]>();
  for (const r of rows) {
    const m = r.day.slice(0, 7);
    const list = byMonth.get(m) ?? [];
    list.push(r);
    byMonth.set(m, list);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [...byMonth.entries()].map(([month, list]) => ({
    month,
    days: list.length,
    sohPct: round(mean(list.map((r) => r.sohPct)), 1),
    cellSigmaAvgMv: round(mean(list.map((r) => r.cellSigmaMv)), 1),
    cellSigmaMaxMv: round(Math.max(...list.map((r) => r.cellSigmaMv)), 1),
    moduleTempMaxC: round(Math.max(...list.map((r) => r.moduleTempMax)), 1),
    moduleTempSigmaAvgC: round(mean(list.map((r) => r.moduleTempSigma)), 2),
  }));
}

/**
 * Where a SoH stands among the cars of the same detail model and model year ±1: the share of them with a lower
 * SoH on their own latest day up to `until` (ties count half). Only the count and the percentile leave this function.
 */
async function cohortOf(deps: Deps, v: VehicleRow, sohPct: number, until: string) {
  const rows = await deps.db
    .selectDistinctOn([dailyBattery.vehicleId], { soh: dailyBattery.sohPct })
    .from(dailyBattery)
    .innerJoin(vehicles, eq(vehicles.vehicleId, dailyBattery.vehicleId))
    .where(
      and(
        eq(vehicles.dtlMdlDcd, v.dtlMdlDcd),
        between(vehicles.modelYear, v.modelYear - COHORT_YEAR_SPAN, v.modelYear + COHORT_YEAR_SPAN),
        lte(dailyBattery.day, until),
      ),
    )
    .orderBy(dailyBattery.vehicleId, desc(dailyBattery.day));
  const size = rows.length;
  const years = `${v.modelYear - COHORT_YEAR_SPAN}~${v.modelYear + COHORT_YEAR_SPAN}년식`;
  if (size < COHORT_MIN_SIZE) {
    return {
      size,
      minSize: COHORT_MIN_SIZE,
      percentile: null,
      message: `같은 차종(${years}) 차량이 서비스에 ${size}대뿐이라 비교 순위를 표시하지 않습니다. ${COHORT_MIN_SIZE}대 이상 모이면 보여 드려요.`,
    };
  }
  const others = rows.map((r) => Number(r.soh));
  const below = others.filter((s) => s < sohPct).length;
  const ties = others.filter((s) => s === sohPct).length;
  // This car is one of the ties: it is not "lower than itself".
  const percentile = Math.round(((below + Math.max(0, ties - 1) / 2) / Math.max(1, size - 1)) * 100);
  return {
    size,
    minSize: COHORT_MIN_SIZE,
    percentile: Math.min(100, Math.max(0, percentile)),
    message: `같은 차종(${years}) ${size}대 중 이 차보다 배터리 건강도가 낮은 차량이 ${Math.min(100, Math.max(0, percentile))}%입니다.`,
  };
}

/** A metric's level boundaries from the rulebook the alerts use. */
const bandsOf = (key: MetricKey) => {
  const { bands, direction } = METRICS[key];
  return { direction: direction === "lower" ? ("lower" as const) : ("higher" as const), ...bands };
};

const EMPTY_NO_VEHICLE = { title: "등록된 차량이 없어요", message: "서비스에 가입하고 차량을 등록하면 배터리 리포트를 받아 볼 수 있어요." };
const EMPTY_NO_DATA = {
  title: "리포트를 만들 데이터가 아직 없어요",
  message: "OBD 단말기가 배터리 데이터를 모으면 이 달의 리포트가 만들어져요. 하루 이상 운행한 뒤 다시 확인해 주세요.",
};

/** The report of `month` (default: the current month) for the caller's car. */
export async function getBatteryReport(deps: Deps, userNo: number, month?: string): Promise<BatteryReport> {
  const today = kstDate(deps.now());
  const thisMonth = today.slice(0, 7);
  const m = month ?? thisMonth;
  if (m > thisMonth) throw badRequest("아직 오지 않은 달의 리포트는 볼 수 없습니다.");
  const periodStart = `${m}-01`;
  const periodEnd = m === thisMonth ? today : lastDayOfMonth(m);
  const base = {
    month: m,
    periodStart,
    periodEnd,
    months: [] as string[],
    vehicle: null,
    hasData: false,
    measuredFrom: null,
    measuredTo: null,
    sohPct: null,
    sohSeverity: null,
    sohStatusName: null,
    score: null,
    grade: null,
    gradeName: null,
    severity: null,
    history: [],
    bands: { soh: bandsOf("soh"), cellBalance: bandsOf("cellBalance"), moduleTempMax: bandsOf("moduleTempMax") },
    projection: null,
    cohort: null,
    alerts: [],
  };
  const v = await findVehicle(deps, userNo);
  if (!v) return { ...base, emptyTitle: EMPTY_NO_VEHICLE.title, emptyMessage: EMPTY_NO_VEHICLE.message };
  const rows: HistoryRow[] = await deps.db
    .select({
      day: dailyBattery.day,
      sohPct: dailyBattery.sohPct,
      cellSigmaMv: dailyBattery.cellSigmaMv,
      moduleTempMax: dailyBattery.moduleTempMax,
      moduleTempSigma: dailyBattery.moduleTempSigma,
    })
    .from(dailyBattery)
    .where(and(eq(dailyBattery.vehicleId, v.vehicleId), lte(dailyBattery.day, periodEnd)))
    .orderBy(asc(dailyBattery.day));
  const monthRows = rows.filter((r) => r.day >= periodStart);
  const monthOfDay = sql<string>`substr(${dailyBattery.day}::text, 1, 7)`;
  const allMonths = await deps.db
    .selectDistinct({ m: monthOfDay })
    .from(dailyBattery)
    .where(eq(dailyBattery.vehicleId, v.vehicleId))
    .orderBy(desc(monthOfDay));
  const view = vehicleView(v);
  const vehicle = {
    brandNm: view.brandNm,
    mdlNm: view.mdlNm,
    dtlMdlNm: view.dtlMdlNm,
    modelYear: view.modelYear,
    carNo: view.carNo,
    batteryCapacityKwh: view.batteryCapacityKwh,
    odometerKm: view.odometerKm,
  };
  const withVehicle = { ...base, vehicle, months: allMonths.map((r) => r.m) };
  if (monthRows.length === 0) return { ...withVehicle, emptyTitle: EMPTY_NO_DATA.title, emptyMessage: EMPTY_NO_DATA.message };

  const last = monthRows[monthRows.length - 1]!;
  // The month's days in full, judged and scored as every other screen judges and scores them.
  const monthDays = await dailyRowsBetween(deps, v.vehicleId, periodStart, periodEnd);
  const soh = analyzeDay(monthDays[monthDays.length - 1]!).metrics.find((x) => x.key === "soh")!;
  const [monthScore] = scoreMonths(monthDays);
  const alertRows = await deps.db
    .select({
      id: alerts.id,
      day: alerts.day,
      severity: alerts.severity,
      metric: alerts.metric,
      title: alerts.title,
      readAt: alerts.readAt,
    })
    .from(alerts)
    .where(and(eq(alerts.userNo, userNo), eq(alerts.alimType, ALERT_TYPE.SAFETY), gte(alerts.day, periodStart), lte(alerts.day, periodEnd)))
    .orderBy(desc(alerts.day), desc(alerts.id))
    .limit(100);
  return {
    ...withVehicle,
    hasData: true,
    emptyTitle: null,
    emptyMessage: null,
    measuredFrom: rows[0]!.day,
    measuredTo: last.day,
    sohPct: round(last.sohPct, 1),
    sohSeverity: STATUS_SEVERITY[soh.status],
    sohStatusName: STATUS_LABEL[soh.status],
    score: monthScore!.score,
    grade: monthScore!.grade,
    gradeName: monthScore!.gradeName,
    // The grade's own level, so the grade letter and its name never disagree with the colour shown.
    severity: gradeOfScore(monthScore!.score).severity,
    history: historyOf(rows),
    projection: projectionOf(rows, m),
    cohort: await cohortOf(deps, v, last.sohPct, periodEnd),
    alerts: alertRows.map((a) => {
      const severity = a.severity;
      return {
        id: a.id,
        day: a.day,
        severity,
        severityName: ALERT_SEVERITY_LABEL[severity],
        title: a.title,
        metricName: a.metric && isMetricKey(a.metric) ? METRICS[a.metric].name : null,
        nextStep: alertNextStep(ALERT_TYPE.SAFETY, a.metric, severity),
        readAt: a.readAt ? a.readAt.toISOString() : null,
      };
    }),
  };
}

// ---- Certificates ----

/** The signed text of a certificate: every field the public page shows, in a fixed order. */
function signedText(row: { shareId: string; issuedAt: Date; expiresAt: Date; snapshot: CertificateSnapshot }): string {
  const s = row.snapshot;
  const fields = [
    s.brandNm,
    s.mdlNm,
    s.dtlMdlNm,
    s.modelYear,
    s.sohPct,
    s.sohStatusName,
    s.grade,
    s.gradeName,
    s.severity,
    s.measuredFrom,
    s.measuredTo,
    s.measuredDays,
    s.carNo ?? "",
    s.ownerName ?? "",
  ];
  return ["evsafe-certificate-v1", row.shareId, row.issuedAt.toISOString(), row.expiresAt.toISOString(), JSON.stringify(fields)].join("\n");
}

export function signCertificate(key: Buffer, row: Parameters<typeof signedText>[0]): string {
  return createHmac("sha256", key).update(signedText(row)).digest("base64url");
}

function signatureMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

type ShareRow = typeof reportShares.$inferSelect;

function shareView(deps: Deps, row: ShareRow): ReportShare {
  const signature = signCertificate(deps.config.certificateKey, row);
  const now = deps.now();
  return {
    shareId: row.shareId,
    signature,
    path: `${CERTIFICATE_PAGE_PATH}/${row.shareId}?s=${signature}`,
    month: row.month,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    status: row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "valid",
    snapshot: row.snapshot,
  };
}

/** The caller's certificates, newest first. */
export async function listShares(deps: Deps, userNo: number) {
  const rows = await deps.db
    .select()
    .from(reportShares)
    .where(eq(reportShares.userNo, userNo))
    .orderBy(desc(reportShares.issuedAt))
    .limit(50);
  return { items: rows.map((r) => shareView(deps, r)) };
}

/** Issues a certificate of the caller's report of `month` (default: the current month). */
export async function createShare(deps: Deps, userNo: number, body: CreateShareBody): Promise<ReportShare> {
  const vehicleRow = await findVehicle(deps, userNo);
  const report = await getBatteryReport(deps, userNo, body.month);
  if (!report.vehicle || !vehicleRow) throw unprocessable("등록된 차량이 없어 인증서를 발급할 수 없습니다.");
  if (!report.hasData || report.sohPct === null || !report.grade || !report.measuredFrom || !report.measuredTo) {
    throw unprocessable("이 기간에 수집된 배터리 데이터가 없어 인증서를 발급할 수 없습니다.");
  }
  const now = deps.now();
  const [active] = await deps.db
    .select({ n: count() })
    .from(reportShares)
    .where(and(eq(reportShares.userNo, userNo), isNull(reportShares.revokedAt), gt(reportShares.expiresAt, now)));
  if (Number(active?.n ?? 0) >= CERTIFICATE_MAX_ACTIVE) {
    throw unprocessable(`유효한 인증서는 ${CERTIFICATE_MAX_ACTIVE}개까지 둘 수 있습니다. 쓰지 않는 인증서를 철회한 뒤 다시 발급해 주세요.`);
  }
  let ownerName: string | null = null;
  if (body.showOwnerName) {
    const [u] = await deps.db.select({ userName: users.userName }).from(users).where(eq(users.userNo, userNo));
    ownerName = u?.userName ?? null;
  }
  const v = report.vehicle;
  const [days] = await deps.db
    .select({ n: count() })
    .from(dailyBattery)
    .where(
      and(
        eq(dailyBattery.vehicleId, vehicleRow.vehicleId),
        gte(dailyBattery.day, report.measuredFrom),
        lte(dailyBattery.day, report.measuredTo),
      ),
    );
  const snapshot: CertificateSnapshot = {
    brandNm: v.brandNm,
    mdlNm: v.mdlNm,
    dtlMdlNm: v.dtlMdlNm,
    modelYear: v.modelYear,
    sohPct: report.sohPct,
    sohStatusName: report.sohStatusName ?? "",
    grade: report.grade,
    gradeName: report.gradeName ?? "",
    severity: report.severity ?? "01",
    measuredFrom: report.measuredFrom,
    measuredTo: report.measuredTo,
    measuredDays: Number(days?.n ?? 0),
    carNo: body.showCarNo ? v.carNo : null,
    ownerName,
  };
  // Milliseconds dropped: the signed text must read the same after a round trip through the database.
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const row: ShareRow = {
    shareId: randomBytes(16).toString("base64url"),
    userNo,
    vehicleId: vehicleRow.vehicleId,
    month: report.month,
    snapshot,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + CERTIFICATE_VALID_DAYS * 86_400_000),
    revokedAt: null,
  };
  await deps.db.insert(reportShares).values(row);
  return shareView(deps, row);
}

const UNKNOWN_SHARE = "인증서를 찾을 수 없습니다.";

/** Revokes one of the caller's certificates (idempotent); another member's or an unknown id is a 404. */
export async function revokeShare(deps: Deps, userNo: number, shareId: string): Promise<ReportShare> {
  const mine = and(eq(reportShares.shareId, shareId), eq(reportShares.userNo, userNo));
  await deps.db
    .update(reportShares)
    .set({ revokedAt: deps.now() })
    .where(and(mine, isNull(reportShares.revokedAt)));
  const [row] = await deps.db.select().from(reportShares).where(mine);
  if (!row) throw notFound(UNKNOWN_SHARE);
  return shareView(deps, row);
}

const STATUS_TEXT: Record<CertificateStatus, { title: string; message: string }> = {
  valid: {
    title: "유효한 인증서입니다",
    message: "이 인증서의 내용은 발급 후 바뀌지 않았고, 차량 소유자가 철회하지 않았습니다.",
  },
  tampered: {
    title: "변조된 링크입니다",
    message: "인증서 링크의 서명이 맞지 않습니다. 주소가 바뀌었거나 잘렸을 수 있으니 차량 소유자에게 링크를 다시 받아 주세요.",
  },
  revoked: {
    title: "철회된 인증서입니다",
    message: "차량 소유자가 이 인증서를 철회했습니다. 최신 인증서를 다시 요청해 주세요.",
  },
  expired: {
    title: "기간이 지난 인증서입니다",
    message: `인증서는 발급 후 ${CERTIFICATE_VALID_DAYS}일 동안 유효합니다. 차량 소유자에게 새 인증서를 요청해 주세요.`,
  },
  unknown: {
    title: "인증서를 찾을 수 없습니다",
    message: "이 번호로 발급된 인증서가 없습니다. 링크나 QR 코드를 다시 확인해 주세요.",
  },
};

/** The public check of a certificate: unknown, tampered, revoked, expired or valid; figures only when valid. */
export async function verifyCertificate(deps: Deps, shareId: string, signature: string | undefined): Promise<Certificate> {
  const answer = (status: CertificateStatus, row?: ShareRow): Certificate => ({
    status,
    ...STATUS_TEXT[status],
    issuedAt: row && status !== "tampered" ? row.issuedAt.toISOString() : null,
    expiresAt: row && status !== "tampered" ? row.expiresAt.toISOString() : null,
    certificate: row && status === "valid" ? row.snapshot : null,
  });
  const [row] = shareId.length <= 32 ? await deps.db.select().from(reportShares).where(eq(reportShares.shareId, shareId)) : [];
  if (!row) return answer("unknown");
  if (!signatureMatches(signCertificate(deps.config.certificateKey, row), signature)) return answer("tampered");
  if (row.revokedAt) return answer("revoked", row);
  if (row.expiresAt <= deps.now()) return answer("expired", row);
  return answer("valid", row);
}
