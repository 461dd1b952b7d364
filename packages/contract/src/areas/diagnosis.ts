import { z } from "zod";
import { AlertSeveritySchema, DateStringSchema, DiagnosisTypeSchema, MonthStringSchema, YnSchema } from "../codes";
import { defineCall } from "../define";
import { BoolResultSchema, Str, TimestampSchema } from "../schemas";

// Calls of the 'diagnosis' area (SPEC §7 "Diagnosis", plus main/diagnosis-info, the home card).
// Design notes: docs/diagnosis.md.

/** The eight daily metrics with a `<metric>/status/statistics` call. */
export const STAT_METRICS = [
  "pack-voltage",
  "module-temp-balance",
  "cell-voltage-balance",
  "energy-use-efficiency",
  "energy-efficiency",
  "trip-charge-ratio",
  "voltage-by-soc",
  "rapid-acceleration",
] as const;
export const StatMetricSchema = z.enum(STAT_METRICS);
export type StatMetric = z.infer<typeof StatMetricSchema>;
/** Metrics judged by the diagnosis: the eight above plus insulation resistance and state of health. */
export const DIAGNOSIS_METRICS = [...STAT_METRICS, "insulation", "soh"] as const;
export const DiagnosisMetricSchema = z.enum(DIAGNOSIS_METRICS);
export type DiagnosisMetric = z.infer<typeof DiagnosisMetricSchema>;

export const DiagnosisGradeSchema = z.enum(["A", "B", "C", "D", "E"]);

export const DiagnosisFindingSchema = z.object({
  metric: DiagnosisMetricSchema,
  name: z.string(),
  /** Value judged (mean, minimum or latest of the last 7 days of the window, see docs); null without data. */
  value: z.number().nullable(),
  unit: z.string(),
  severity: AlertSeveritySchema.nullable(),
  severityNm: z.string().nullable(),
  score: z.number().int().nullable(),
  /** What was measured and what it means (Korean). */
  explanation: z.string(),
  /** Recommended action (Korean). */
  action: z.string(),
  /** The bands the value was judged against, in Korean words with their units (for this vehicle). */
  threshold: z.string(),
  /** Days of the 30-day window at caution or worse. */
  daysAtRisk: z.number().int(),
});
export type DiagnosisFinding = z.infer<typeof DiagnosisFindingSchema>;

export const DiagnosisStepItemSchema = z.object({
  step: z.number().int(),
  diagnosisType: DiagnosisTypeSchema,
  diagnosisTypeNm: z.string(),
  title: z.string(),
  description: z.string(),
  metrics: z.array(z.object({ metric: DiagnosisMetricSchema, name: z.string(), description: z.string() })),
});

export const DiagnosisItemsSchema = z.object({
  intro: z.object({
    step: z.number().int(),
    title: z.string(),
    description: z.string(),
    requiredDays: z.number().int(),
    windowDays: z.number().int(),
  }),
  types: z.array(z.object({ diagnosisType: DiagnosisTypeSchema, diagnosisTypeNm: z.string(), title: z.string(), description: z.string() })),
  steps: z.array(DiagnosisStepItemSchema),
  resultStep: z.number().int(),
});
export type DiagnosisItems = z.infer<typeof DiagnosisItemsSchema>;

export const DiagnosisTypeResultSchema = z.object({
  diagnosisType: DiagnosisTypeSchema,
  diagnosisTypeNm: z.string(),
  score: z.number().int(),
  grade: DiagnosisGradeSchema,
  gradeName: z.string(),
  severity: AlertSeveritySchema,
  severityNm: z.string(),
  summary: z.string(),
  findings: z.array(DiagnosisFindingSchema),
});
export type DiagnosisTypeResult = z.infer<typeof DiagnosisTypeResultSchema>;

export const DiagnosisVehicleSchema = z.object({
  carNo: z.string(),
  brandNm: z.string(),
  mdlNm: z.string(),
  dtlMdlNm: z.string(),
});

export const DiagnosisResultSchema = z.object({
  diagnosisId: z.number().int(),
  diagnosisDate: DateStringSchema,
  completedAt: TimestampSchema,
  /** The telemetry window the diagnosis judged. */
  dataFrom: DateStringSchema,
  dataTo: DateStringSchema,
  dataDays: z.number().int(),
  vehicle: DiagnosisVehicleSchema,
  score: z.number().int(),
  grade: DiagnosisGradeSchema,
  gradeName: z.string(),
  /** Worst severity over the three types. */
  severity: AlertSeveritySchema,
  severityNm: z.string(),
  summary: z.string(),
  types: z.array(DiagnosisTypeResultSchema),
  /** Actions for every finding at caution or worse, most severe first. */
  recommendations: z.array(z.string()),
});
export type DiagnosisResult = z.infer<typeof DiagnosisResultSchema>;

export const DiagnosisStepResultSchema = z.object({
  diagnosisId: z.number().int(),
  step: z.number().int(),
  diagnosisType: DiagnosisTypeSchema,
  diagnosisTypeNm: z.string(),
  title: z.string(),
  findings: z.array(DiagnosisFindingSchema),
  completed: z.boolean(),
  /** Next wizard step: 2–4, or 5 (result) after step 4. */
  nextStep: z.number().int(),
  /** The full result once step 4 is done. */
  result: DiagnosisResultSchema.nullable(),
});
export type DiagnosisStepResult = z.infer<typeof DiagnosisStepResultSchema>;

/** `safe-diagnosis/result?id=`: a past diagnosis of the caller's; without it, the newest completed one. */
export const DiagnosisResultQuerySchema = z.object({ id: z.coerce.number().int().min(1).max(999_999_999).optional() });

export const DiagnosisStatusSchema = z.enum(["IN_PROGRESS", "COMPLETED"]);
export const DiagnosisMaxIdSchema = z.object({
  diagnosisId: z.number().int().nullable(),
  status: DiagnosisStatusSchema.nullable(),
  currentStep: z.number().int().nullable(),
});

export const IMPOSSIBLE_REASONS = ["NO_VEHICLE", "NOT_INSTALLED", "INSTALLED_EMPTY_DATA", "REMOVED", "INSUFFICIENT_DATA"] as const;
export const ImpossibleReasonSchema = z.enum(IMPOSSIBLE_REASONS);
export const DiagnosisImpossibleSchema = z.object({
  result: z.boolean(),
  reasonCode: ImpossibleReasonSchema.nullable(),
  /** Korean sentence: why not, or that the diagnosis can run. */
  reason: z.string(),
  /** Days with data in the last 30 days. */
  dataDays: z.number().int(),
  requiredDays: z.number().int(),
});

/** A history entry: the result's headline without findings, and each type's score. */
export const DiagnosisHistoryItemSchema = DiagnosisResultSchema.pick({
  diagnosisId: true,
  diagnosisDate: true,
  score: true,
  grade: true,
  gradeName: true,
  severity: true,
  severityNm: true,
  summary: true,
}).extend({
  types: z.array(DiagnosisTypeResultSchema.pick({ diagnosisType: true, diagnosisTypeNm: true, score: true, severity: true })),
});
export const DiagnosisHistoryMonthSchema = z.object({ month: MonthStringSchema, items: z.array(DiagnosisHistoryItemSchema) });
export const DiagnosisHistoryQuerySchema = z.object({ startDate: DateStringSchema, endDate: DateStringSchema });

export const MetricStatisticsQuerySchema = z.object({ date: DateStringSchema });
export const MetricStatisticsSchema = z.object({
  metric: StatMetricSchema,
  metricNm: z.string(),
  description: z.string(),
  unit: z.string(),
  date: DateStringSchema,
  /** False when the vehicle sent no data usable for the metric that day (value and status are then null). */
  hasData: z.boolean(),
  value: z.number().nullable(),
  severity: AlertSeveritySchema.nullable(),
  severityNm: z.string().nullable(),
  message: z.string(),
  /** Supporting values of the day (Korean labels). */
  details: z.array(z.object({ label: z.string(), value: z.union([z.number(), z.string()]), unit: z.string() })),
  thresholds: z.object({
    direction: z.enum(["lower", "higher", "pattern"]),
    caution: z.number().nullable(),
    warning: z.number().nullable(),
    serious: z.number().nullable(),
    /** Korean description of the bands. */
    text: z.string(),
  }),
  /** The 30 days up to `date`; days without data are left out. */
  series: z.array(z.object({ date: DateStringSchema, value: z.number(), severity: AlertSeveritySchema })),
  seriesFrom: DateStringSchema,
  seriesTo: DateStringSchema,
  average: z.number().nullable(),
});
export type MetricStatistics = z.infer<typeof MetricStatisticsSchema>;

/** Mock (non-member) diagnosis inputs; codes documented in docs/diagnosis.md. */
export const MOCK_DRIVE_PURPOSE_LABEL = { "01": "출퇴근", "02": "업무·영업", "03": "레저·여행", "04": "배달·운송" } as const;
export const MOCK_CHARGE_TYPE_LABEL = { "01": "완속 위주", "02": "급속 위주", "03": "완속·급속 반반" } as const;
const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const MockDiagnosisQuerySchema = z.object({
  dtlMdlDcd: Str(20),
  /** Months of ownership. */
  ownershipPeriod: intIn(0, 360),
  /** Odometer, km. */
  totalDrvDistance: intIn(0, 1_000_000),
  chargeCountOfMonth: intIn(0, 200),
  /** Sudden starts or stops in a typical week. */
  suddenStartOrStopCount: intIn(0, 500),
  drivePurpose: z.enum(["01", "02", "03", "04"]),
  chargeStartSoc: intIn(0, 100),
  chargeEndSoc: intIn(0, 100),
  chargeType: z.enum(["01", "02", "03"]),
  /** Had a battery safety inspection in the last 12 months. */
  safeInspection: YnSchema,
  /** Uses a battery monitoring / safety service. */
  safeService: YnSchema,
});
export const MockDiagnosisResultSchema = z.object({
  dtlMdlDcd: z.string(),
  dtlMdlNm: z.string(),
  brandNm: z.string(),
  mdlNm: z.string(),
  /** Estimated state of health, %. */
  estimatedSoh: z.number(),
  score: z.number().int(),
  grade: DiagnosisGradeSchema,
  gradeName: z.string(),
  severity: AlertSeveritySchema,
  severityNm: z.string(),
  summary: z.string(),
  types: z.array(
    z.object({
      diagnosisType: DiagnosisTypeSchema,
      diagnosisTypeNm: z.string(),
      score: z.number().int(),
      grade: DiagnosisGradeSchema,
      gradeName: z.string(),
      severity: AlertSeveritySchema,
      severityNm: z.string(),
      summary: z.string(),
      findings: z.array(z.object({ title: z.string(), severity: AlertSeveritySchema, explanation: z.string(), action: z.string() })),
    }),
  ),
  recommendations: z.array(z.string()),
  /** Why a real diagnosis with the OBD dongle is more precise. */
  disclaimer: z.string(),
});
export type MockDiagnosisResult = z.infer<typeof MockDiagnosisResultSchema>;

export const DiagnosisInfoSchema = z.object({
  hasDiagnosis: z.boolean(),
  canDiagnose: z.boolean(),
  impossibleReasonCode: ImpossibleReasonSchema.nullable(),
  /** Korean headline of the home card. */
  message: z.string(),
  latest: DiagnosisHistoryItemSchema.extend({ daysSince: z.number().int() }).nullable(),
  inProgress: z.object({ diagnosisId: z.number().int(), currentStep: z.number().int() }).nullable(),
  /** True when there is no diagnosis or the latest is older than 30 days. */
  recommendNew: z.boolean(),
});
export type DiagnosisInfo = z.infer<typeof DiagnosisInfoSchema>;

const statCall = <const P extends string>(path: P, summary: string) =>
  defineCall({
    method: "GET",
    path,
    auth: "service",
    paidPeriodRead: true,
    summary,
    query: MetricStatisticsQuerySchema,
    response: MetricStatisticsSchema,
  });

export const diagnosisCalls = {
  isDiagnosed: defineCall({
    method: "GET",
    path: "safe-diagnosis/is-diagnosed",
    auth: "service",
    summary: "완료된 배터리 진단이 한 번이라도 있는지",
    response: BoolResultSchema,
  }),
  isDiagnosisCompleted: defineCall({
    method: "GET",
    path: "safe-diagnosis/is-completed",
    auth: "service",
    summary: "가장 최근 진단이 4단계까지 모두 완료되었는지",
    response: BoolResultSchema,
  }),
  getDiagnosisMaxId: defineCall({
    method: "GET",
    path: "safe-diagnosis/max-id",
    auth: "service",
    summary: "가장 최근 진단 번호와 진행 상태 (없으면 null)",
    response: DiagnosisMaxIdSchema,
  }),
  getDiagnosisItems: defineCall({
    method: "GET",
    path: "safe-diagnosis/item",
    auth: "service",
    summary: "진단 마법사 항목: 진단 유형, 1~4단계와 점검 지표",
    response: DiagnosisItemsSchema,
  }),
  doDiagnosisStep: defineCall({
    method: "GET",
    path: "safe-diagnosis/do/{a}/{b}",
    auth: "service",
    summary: "진단 단계 실행: a = 진단 번호 또는 new(새 진단), b = 단계 1~4. 4단계 후 결과 포함",
    params: z.object({ a: Str(12), b: z.coerce.number().int().min(1).max(4) }),
    response: DiagnosisStepResultSchema,
  }),
  getDiagnosisResult: defineCall({
    method: "GET",
    path: "safe-diagnosis/result",
    auth: "service",
    paidPeriodRead: true,
    // SPEC §7 lists the call without a query: the optional id opens a past result (docs/diagnosis.md).
    listQuery: false,
    summary: "완료된 진단 결과 (유형별 점수·등급·소견·권장 조치): id가 없으면 가장 최근 진단, 있으면 그 진단",
    query: DiagnosisResultQuerySchema,
    response: DiagnosisResultSchema,
  }),
  getDiagnosisReport: defineCall({
    method: "GET",
    path: "safe-diagnosis/result/report",
    auth: "service",
    paidPeriodRead: true,
    kind: "binary",
    summary: "진단 결과 보고서 파일(HTML, 인쇄·정비소 제시용): id가 없으면 가장 최근 진단",
    query: DiagnosisResultQuerySchema,
    response: z.unknown(),
  }),
  isImpossibleDiagnosis: defineCall({
    method: "GET",
    path: "safe-diagnosis/is-impossible-diagnosis",
    auth: "service",
    summary: "진단 불가 여부와 사유 (차량·단말기·데이터 부족)",
    response: DiagnosisImpossibleSchema,
  }),
  getDiagnosisHistory: defineCall({
    method: "GET",
    path: "diagnosis-history",
    auth: "service",
    paidPeriodRead: true,
    summary: "기간 내 진단 이력, 월(YYYY-MM)별로 묶음 (없으면 null)",
    query: DiagnosisHistoryQuerySchema,
    response: z.array(DiagnosisHistoryMonthSchema).nullable(),
  }),
  getPackVoltageStatistics: statCall("pack-voltage/status/statistics", "팩 전압 상태와 30일 추이"),
  getModuleTempBalanceStatistics: statCall("module-temp-balance/status/statistics", "모듈 온도 편차 상태와 30일 추이"),
  getCellVoltageBalanceStatistics: statCall("cell-voltage-balance/status/statistics", "셀 전압 편차 상태와 30일 추이"),
  getEnergyUseEfficiencyStatistics: statCall(
    "energy-use-efficiency/status/statistics",
    "에너지 사용 효율(충전 에너지 대비 주행 사용 비율) 상태와 30일 추이",
  ),
  getEnergyEfficiencyStatistics: statCall("energy-efficiency/status/statistics", "전비(km/kWh) 상태와 30일 추이"),
  getTripChargeRatioStatistics: statCall("trip-charge-ratio/status/statistics", "주행·충전 비율과 충전 습관 상태, 30일 추이"),
  getVoltageBySocStatistics: statCall("voltage-by-soc/status/statistics", "충전량(SoC)별 전압 이상 상태와 30일 추이"),
  getRapidAccelerationStatistics: statCall("rapid-acceleration/status/statistics", "급가속·급감속 상태와 30일 추이"),
  getMockDiagnosisResult: defineCall({
    method: "GET",
    path: "safe-diagnosis/result/mock",
    auth: "public",
    listQuery: false,
    summary: "비회원 체험 진단: 차량·이용 습관 입력으로 유형별 예상 결과",
    query: MockDiagnosisQuerySchema,
    response: MockDiagnosisResultSchema,
  }),
  getMainDiagnosisInfo: defineCall({
    method: "GET",
    path: "main/diagnosis-info",
    auth: "service",
    summary: "홈 화면 진단 카드: 최근 진단 요약 또는 첫 진단 안내",
    response: DiagnosisInfoSchema,
  }),
};
