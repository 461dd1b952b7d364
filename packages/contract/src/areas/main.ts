// Calls of the 'main' area (SPEC §7): the home screen, safety score, alerts and the vehicle's battery data.
// Response shapes are ours (SPEC does not show them): docs/thresholds.md explains statuses, scores and alerts.
import { z } from "zod";
import { defineCall } from "../define";
import { AlertLevelSchema, AlertSeveritySchema, AlertTypeSchema, DateStringSchema, MonthStringSchema, ObdStatusSchema } from "../codes";
import { BoolResultSchema, IdSchema, TimestampSchema } from "../schemas";
import { batteryReportCalls } from "./battery-report";
import { drivingLogCalls, VehicleChargeSchema, VehicleTripSchema } from "./driving-log";

/** The battery metrics judged every day. */
export const SdsMetricKeySchema = z.enum(["cellBalance", "weakCell", "moduleTempBalance", "moduleTempMax", "insulation", "soh"]);
export type SdsMetricKey = z.infer<typeof SdsMetricKeySchema>;
export const SdsStatusSchema = z.enum(["safe", "caution", "warning", "serious"]);
export type SdsStatus = z.infer<typeof SdsStatusSchema>;
export const SdsGradeSchema = z.enum(["A", "B", "C", "D", "E"]);

/** One metric of a day, judged. */
export const SdsMetricStatusSchema = z.object({
  key: SdsMetricKeySchema,
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  status: SdsStatusSchema,
  /** ALERT_SEVERITY 01–04 of the status, and the `lv01`–`lv04` spelling. */
  severity: AlertSeveritySchema,
  level: AlertLevelSchema,
  statusName: z.string(),
  /** The boundary crossed (or, when safe, the first one to watch). */
  threshold: z.number(),
  /** Sub-score 0–100 of the metric. */
  score: z.number().int().min(0).max(100),
  /** Korean sentence: the value against its threshold and what to do. */
  advice: z.string(),
});
export type SdsMetricStatus = z.infer<typeof SdsMetricStatusSchema>;

export const MainVehicleSchema = z.object({
  vehicleId: z.number().int(),
  carNo: z.string(),
  brandDcd: z.string(),
  brandNm: z.string(),
  mdlDcd: z.string(),
  mdlNm: z.string(),
  dtlMdlDcd: z.string(),
  dtlMdlNm: z.string(),
  modelYear: z.number().int(),
  batteryCapacityKwh: z.number(),
  odometerKm: z.number(),
});

export const MainInfoSchema = z.object({
  userName: z.string(),
  hasVehicle: z.boolean(),
  /** Telemetry exists for the vehicle. */
  hasData: z.boolean(),
  vehicle: MainVehicleSchema.nullable(),
  obdStatus: ObdStatusSchema,
  obdStatusName: z.string(),
  /** The latest day with data (`YYYY-MM-DD`), and its values. */
  latestDay: DateStringSchema.nullable(),
  soc: z.number().nullable(),
  soh: z.number().nullable(),
  /** Estimated range at the latest SoC, from the last 30 days' efficiency. */
  rangeKm: z.number().nullable(),
  safetyScore: z.number().int().nullable(),
  grade: SdsGradeSchema.nullable(),
  gradeName: z.string().nullable(),
  status: SdsStatusSchema.nullable(),
  severity: AlertSeveritySchema.nullable(),
  level: AlertLevelSchema.nullable(),
  metrics: z.array(SdsMetricStatusSchema),
  unreadAlimCount: z.number().int(),
  unreadSafetyAlimCount: z.number().int(),
  unreadGeneralAlimCount: z.number().int(),
  /** Unread safety alerts of 경고 or 심각 (severity 03–04): marketing and promotion dialogs wait while there are any. */
  unreadWarningAlimCount: z.number().int(),
  /** Korean text for the empty state (no vehicle, device not installed, data not yet collected); null with data. */
  emptyTitle: z.string().nullable(),
  emptyMessage: z.string().nullable(),
});
export type MainInfo = z.infer<typeof MainInfoSchema>;

export const ScoreInfoSchema = z.object({
  hasData: z.boolean(),
  day: DateStringSchema.nullable(),
  score: z.number().int().nullable(),
  grade: SdsGradeSchema.nullable(),
  gradeName: z.string().nullable(),
  severity: AlertSeveritySchema.nullable(),
  previousDay: DateStringSchema.nullable(),
  previousScore: z.number().int().nullable(),
  /** score − previousScore. */
  change: z.number().int().nullable(),
  trend: z.enum(["up", "down", "flat"]).nullable(),
  /** Mean of the last 30 days with data. */
  average30: z.number().int().nullable(),
  trendText: z.string().nullable(),
});

export const DriveSummarySchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  distanceKm: z.number(),
  energyKwh: z.number(),
  /** km/kWh; null without driving. */
  efficiencyKmPerKwh: z.number().nullable(),
  chargedKwh: z.number(),
  tripCount: z.number().int(),
  chargeCount: z.number().int(),
  fastChargeCount: z.number().int(),
  drivingDays: z.number().int(),
  rapidAccelCount: z.number().int(),
  rapidDecelCount: z.number().int(),
});
export type DriveSummary = z.infer<typeof DriveSummarySchema>;

export const DriveInfoSchema = z.object({
  hasData: z.boolean(),
  latestDay: DateStringSchema.nullable(),
  lastTrip: VehicleTripSchema.nullable(),
  /** The latest day with data. */
  lastDay: DriveSummarySchema.nullable(),
  /** This calendar week (Monday–today, KST) and month. */
  week: DriveSummarySchema,
  month: DriveSummarySchema,
  /** Mean efficiency of the last 30 days (km/kWh). */
  efficiency30: z.number().nullable(),
});

export const AlimItemSchema = z.object({
  id: z.number().int(),
  alimType: AlertTypeSchema,
  alimTypeName: z.string(),
  severity: AlertSeveritySchema,
  severityName: z.string(),
  level: AlertLevelSchema,
  metric: z.string().nullable(),
  metricName: z.string().nullable(),
  /** The telemetry day a safety alert concerns. */
  day: DateStringSchema.nullable(),
  title: z.string(),
  message: z.string(),
  /**
   * What the driver should do next (Korean), for a safety alert of 주의 or worse; null for a recovery or a notice.
   * Optional for an API that does not send it: the web then uses its own step for the metric.
   */
  nextStep: z.string().nullable().optional(),
  createdAt: TimestampSchema,
  read: z.boolean(),
  readAt: TimestampSchema.nullable(),
});
export type AlimItem = z.infer<typeof AlimItemSchema>;

export const AlimPageSchema = z.object({
  items: z.array(AlimItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  unreadCount: z.number().int(),
});

/** Optional paging of alert lists (SPEC lists the calls without query names). */
export const AlimPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** `alim/{id}/read`: one of the caller's alerts. */
export const AlimIdParamsSchema = z.object({ id: IdSchema });
/** `alim/read-all?alimType=`: every unread alert of one type (safety 01, general 02). */
export const AlimReadAllQuerySchema = z.object({ alimType: AlertTypeSchema });
/** What `alim/read-all` marked, and what stays unread of that type (always 0 unless one arrived meanwhile). */
export const AlimReadAllSchema = z.object({ marked: z.number().int(), unreadCount: z.number().int() });

export const ResultScoreSchema = z.object({
  hasData: z.boolean(),
  day: DateStringSchema.nullable(),
  score: z.number().int().nullable(),
  grade: SdsGradeSchema.nullable(),
  gradeName: z.string().nullable(),
  status: SdsStatusSchema.nullable(),
  severity: AlertSeveritySchema.nullable(),
  level: AlertLevelSchema.nullable(),
  /** Per-metric breakdown with its weight in the score (percent). */
  metrics: z.array(SdsMetricStatusSchema.extend({ weightPct: z.number() })),
  /** One Korean sentence summing up the day. */
  summary: z.string().nullable(),
});

export const ScorePointSchema = z.object({
  day: DateStringSchema,
  score: z.number().int(),
  grade: SdsGradeSchema,
  severity: AlertSeveritySchema,
});
export const ScoreSeriesSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  items: z.array(ScorePointSchema),
  average: z.number().int().nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});
export const ScoreSeriesQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const MonthScoreSchema = z.object({
  month: MonthStringSchema,
  score: z.number().int(),
  minScore: z.number().int(),
  maxScore: z.number().int(),
  grade: SdsGradeSchema,
  gradeName: z.string(),
  status: SdsStatusSchema,
  severity: AlertSeveritySchema,
  days: z.number().int(),
});
export const MonthScoresSchema = z.object({ items: z.array(MonthScoreSchema) });

export const SdsScoreNoticeSchema = z.object({
  title: z.string(),
  description: z.string(),
  metrics: z.array(
    z.object({
      key: SdsMetricKeySchema,
      name: z.string(),
      unit: z.string(),
      weightPct: z.number(),
      description: z.string(),
      cautionFrom: z.number(),
      warningFrom: z.number(),
      seriousFrom: z.number(),
      direction: z.enum(["lower", "higher"]),
    }),
  ),
  grades: z.array(
    z.object({
      grade: SdsGradeSchema,
      gradeName: z.string(),
      minScore: z.number().int(),
      maxScore: z.number().int(),
      severity: AlertSeveritySchema,
      description: z.string(),
    }),
  ),
  notes: z.array(z.string()),
});

export const BatteryDataSchema = z.object({
  hasData: z.boolean(),
  battery: z
    .object({
      day: DateStringSchema,
      soc: z.number(),
      soh: z.number(),
      packVoltage: z.number(),
      packVoltageMin: z.number(),
      packVoltageMax: z.number(),
      insulationOhmPerV: z.number(),
      cellCount: z.number().int(),
      moduleCount: z.number().int(),
      /** Cell voltages (mV) of the latest end-of-charge snapshot, cell 1 first. */
      cellVoltagesMv: z.array(z.number()),
      cellVoltageAvgMv: z.number(),
      cellVoltageMaxMv: z.number(),
      cellVoltageMinMv: z.number(),
      /** 1-based numbers of the highest and lowest cell. */
      maxCellNo: z.number().int(),
      minCellNo: z.number().int(),
      cellSigmaMv: z.number(),
      moduleTemps: z.array(z.number()),
      moduleTempMax: z.number(),
      moduleTempMin: z.number(),
      moduleTempSigma: z.number(),
      status: SdsStatusSchema,
      severity: AlertSeveritySchema,
      metrics: z.array(SdsMetricStatusSchema),
    })
    .nullable(),
});

/** `week` (last 7 days), `month` (last 30 days), `year` (last 12 months, monthly) or a calendar month `YYYY-MM`. */
export const VehiclePeriodParamSchema = z.object({
  x: z
    .string()
    .trim()
    .regex(/^(week|month|year|\d{4}-(0[1-9]|1[0-2]))$/, "기간은 week, month, year 또는 YYYY-MM 형식이어야 합니다"),
});

export const StatisticsPointSchema = z.object({
  /** `YYYY-MM-DD` (daily) or `YYYY-MM` (monthly). */
  label: z.string(),
  distanceKm: z.number(),
  energyKwh: z.number(),
  efficiencyKmPerKwh: z.number().nullable(),
  chargedKwh: z.number(),
  tripCount: z.number().int(),
  chargeCount: z.number().int(),
  fastChargeCount: z.number().int(),
  socAvg: z.number().nullable(),
  safetyScore: z.number().int().nullable(),
});
export const VehicleStatisticsSchema = z.object({
  period: z.string(),
  unit: z.enum(["day", "month"]),
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  summary: DriveSummarySchema.extend({
    fastChargeRatioPct: z.number().nullable(),
    socAvg: z.number().nullable(),
    safetyScore: z.number().int().nullable(),
  }),
  series: z.array(StatisticsPointSchema),
});

export const TripChargeSchema = z.object({
  period: z.string(),
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  trips: z.array(VehicleTripSchema),
  charges: z.array(VehicleChargeSchema),
  summary: z.object({
    tripCount: z.number().int(),
    distanceKm: z.number(),
    chargeCount: z.number().int(),
    fastChargeCount: z.number().int(),
    slowChargeCount: z.number().int(),
    chargedKwh: z.number(),
    avgChargeStartSoc: z.number().nullable(),
    avgChargeEndSoc: z.number().nullable(),
  }),
});

export const StatusStatisticsQuerySchema = z.object({ startDate: DateStringSchema, endDate: DateStringSchema });
export const StatusStatisticsSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  items: z.array(
    z.object({
      day: DateStringSchema,
      socAvg: z.number(),
      socMin: z.number(),
      socMax: z.number(),
      sohPct: z.number(),
      packVoltageAvg: z.number(),
      cellSigmaMv: z.number(),
      moduleTempSigma: z.number(),
      moduleTempMax: z.number(),
      insulationOhmPerV: z.number(),
      distanceKm: z.number(),
      efficiencyKmPerKwh: z.number().nullable(),
      safetyScore: z.number().int(),
      status: SdsStatusSchema,
      severity: AlertSeveritySchema,
    }),
  ),
});

export const BatteryTipSchema = z.object({
  code: z.string(),
  title: z.string(),
  content: z.string(),
  /** Why this tip was chosen, from the driver's own data (Korean); null for the general tip. */
  reason: z.string().nullable(),
  severity: AlertSeveritySchema,
});
export const BatteryTipsSchema = z.object({
  basedOnDays: z.number().int(),
  tips: z.array(BatteryTipSchema),
});

export const mainCalls = {
  getMainInfo: defineCall({
    method: "GET",
    path: "main/info",
    auth: "service",
    summary: "메인 화면 정보(차량·OBD 상태·SoC·SoH·안전 점수·미확인 알림)",
    response: MainInfoSchema,
  }),
  getMainScoreInfo: defineCall({
    method: "GET",
    path: "main/score-info",
    auth: "service",
    summary: "안전 점수 현재·이전·추세",
    response: ScoreInfoSchema,
  }),
  getMainDriveInfo: defineCall({
    method: "GET",
    path: "main/drive-info",
    auth: "service",
    summary: "최근 주행 정보(주행거리·전비·이번 주/달 주행)",
    response: DriveInfoSchema,
  }),
  getAlim: defineCall({
    method: "GET",
    path: "alim",
    auth: "user",
    summary: "안전 알림 목록(최신순)",
    query: AlimPageQuerySchema,
    listQuery: false,
    response: AlimPageSchema,
  }),
  getAlimGeneral: defineCall({
    method: "GET",
    path: "alim/general",
    auth: "user",
    summary: "일반 알림 목록(최신순)",
    query: AlimPageQuerySchema,
    listQuery: false,
    response: AlimPageSchema,
  }),
  // Beyond SPEC §7 (packages/contract/spec/beyond-spec-calls.txt): GET has no side effects, so reading an alert
  // is its own write (docs/thresholds.md §4).
  putAlimRead: defineCall({
    method: "PUT",
    path: "alim/{id}/read",
    auth: "user",
    summary: "알림 읽음 처리(이미 읽은 알림은 그대로): 읽음 처리된 알림을 돌려줌",
    params: AlimIdParamsSchema,
    response: AlimItemSchema,
  }),
  putAlimReadAll: defineCall({
    method: "PUT",
    path: "alim/read-all",
    auth: "user",
    summary: "한 종류(안전 01·일반 02)의 읽지 않은 알림을 모두 읽음 처리",
    query: AlimReadAllQuerySchema,
    response: AlimReadAllSchema,
  }),
  getMainIsEmpty: defineCall({
    method: "GET",
    path: "main/is-empty",
    auth: "service",
    summary: "수집된 차량 데이터가 없는지 여부",
    response: BoolResultSchema,
  }),
  getSdsResultScore: defineCall({
    method: "GET",
    path: "safe-data/sds/result-score",
    auth: "service",
    summary: "최근 안전 진단 점수와 항목별 결과",
    response: ResultScoreSchema,
  }),
  getSdsScore: defineCall({
    method: "GET",
    path: "safe-data/sds/score",
    auth: "service",
    summary: "일별 안전 점수 추이(기본 30일)",
    query: ScoreSeriesQuerySchema,
    listQuery: false,
    response: ScoreSeriesSchema,
  }),
  getSdsResultScoreMonth: defineCall({
    method: "GET",
    path: "safe-data/sds/result-score/month",
    auth: "service",
    summary: "월별 안전 점수(최근 12개월)",
    response: MonthScoresSchema,
  }),
  getNoticeSdsScore: defineCall({
    method: "GET",
    path: "common/notice/sds-score",
    auth: "public",
    summary: "안전 점수 산정 방법과 등급 안내",
    response: SdsScoreNoticeSchema,
  }),
  getVehicleBatteryData: defineCall({
    method: "GET",
    path: "vehicle/battery-data",
    auth: "service",
    summary: "최근 배터리 데이터(셀 전압·모듈 온도·팩 전압·SoC·SoH·절연)",
    response: BatteryDataSchema,
  }),
  getVehicleStatistics: defineCall({
    method: "GET",
    path: "vehicle/statistics/{x}",
    auth: "service",
    summary: "기간별 주행·충전 통계(week|month|year|YYYY-MM)",
    params: VehiclePeriodParamSchema,
    response: VehicleStatisticsSchema,
  }),
  getVehicleTripCharge: defineCall({
    method: "GET",
    path: "vehicle/trip-charge/{x}",
    auth: "service",
    summary: "기간별 주행·충전 기록(week|month|year|YYYY-MM)",
    params: VehiclePeriodParamSchema,
    response: TripChargeSchema,
  }),
  getMainVehicleStatusStatistics: defineCall({
    method: "GET",
    path: "main/vehicle/status/statistics",
    auth: "service",
    summary: "기간 내 일별 배터리 주요 지표",
    query: StatusStatisticsQuerySchema,
    response: StatusStatisticsSchema,
  }),
  getBatteryManagementTip: defineCall({
    method: "GET",
    path: "main/battery-management-tip",
    auth: "service",
    summary: "내 데이터 기반 배터리 관리 팁",
    response: BatteryTipsSchema,
  }),
  ...drivingLogCalls,
  ...batteryReportCalls,
};
