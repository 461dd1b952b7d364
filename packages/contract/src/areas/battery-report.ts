import { z } from "zod";
import { AlertSeveritySchema, DateStringSchema, MonthStringSchema } from "../codes";
import { defineCall } from "../define";
import { TimestampSchema } from "../schemas";

// Part of the 'main' area (areas/main.ts spreads these into `mainCalls`): the monthly battery health report and the
// certificate a member shares of it, beyond SPEC (packages/contract/spec/beyond-spec-calls.txt, docs/report.md).
// Its own module so that main.ts's schemas stay as they were; it imports nothing from main.ts.

const Grade = z.enum(["A", "B", "C", "D", "E"]);

export const ReportQuerySchema = z.object({
  /** The month of the report; without it the current month (the on-demand report). */
  month: MonthStringSchema.optional(),
});

/** One month of the car's history. */
export const ReportMonthSchema = z.object({
  month: MonthStringSchema,
  days: z.number().int(),
  sohPct: z.number(),
  /** Mean and highest daily cell-voltage σ (mV). */
  cellSigmaAvgMv: z.number(),
  cellSigmaMaxMv: z.number(),
  /** Highest module temperature (°C) and the mean daily module-temperature σ (°C). */
  moduleTempMaxC: z.number(),
  moduleTempSigmaAvgC: z.number(),
});

/** A projected SoH with its 90 % prediction interval. */
export const SohProjectionPointSchema = z.object({
  month: MonthStringSchema,
  sohPct: z.number(),
  lowPct: z.number(),
  highPct: z.number(),
});

export const SohProjectionSchema = z.object({
  /** Slope of the least-squares line, percentage points per year (negative = losing capacity). */
  slopePctPerYear: z.number(),
  /** Days of data the line is fitted to. */
  basedOnDays: z.number().int(),
  points: z.array(SohProjectionPointSchema),
  /** Korean sentence: what the line says and how far it can be trusted. */
  note: z.string(),
});

export const ReportCohortSchema = z.object({
  /** Cars of the same detail model and model year ±1 with data, this car included. */
  size: z.number().int(),
  minSize: z.number().int(),
  /** Share of the cohort with a lower SoH (ties count half), 0–100; null below `minSize`. */
  percentile: z.number().int().min(0).max(100).nullable(),
  /** Korean sentence describing the comparison, or why there is none. */
  message: z.string(),
});

export const ReportAlertSchema = z.object({
  id: z.number().int(),
  day: DateStringSchema.nullable(),
  severity: AlertSeveritySchema,
  severityName: z.string(),
  title: z.string(),
  metricName: z.string().nullable(),
  /** What the product advised. */
  nextStep: z.string().nullable(),
  /** When the member opened the alert; null = not yet read. */
  readAt: TimestampSchema.nullable(),
});

export const ReportVehicleSchema = z.object({
  brandNm: z.string(),
  mdlNm: z.string(),
  dtlMdlNm: z.string(),
  modelYear: z.number().int(),
  carNo: z.string(),
  batteryCapacityKwh: z.number(),
  odometerKm: z.number(),
});

/** A metric's level boundaries (docs/thresholds.md §1); `lower` = a lower value is better. */
export const ReportBandsSchema = z.object({
  direction: z.enum(["lower", "higher"]),
  caution: z.number(),
  warning: z.number(),
  serious: z.number(),
});

export const BatteryReportSchema = z.object({
  month: MonthStringSchema,
  /** The month's first and last calendar day (the last is today for the current month). */
  periodStart: DateStringSchema,
  periodEnd: DateStringSchema,
  /** The months a report can be read for, newest first (months with data). */
  months: z.array(MonthStringSchema),
  vehicle: ReportVehicleSchema.nullable(),
  /** Data exists for the month. */
  hasData: z.boolean(),
  /** Korean empty state when there is nothing to report; null with data. */
  emptyTitle: z.string().nullable(),
  emptyMessage: z.string().nullable(),
  /** First and last day with data in the whole history up to the period's end. */
  measuredFrom: DateStringSchema.nullable(),
  measuredTo: DateStringSchema.nullable(),
  /** SoH on the period's last day with data, and its level (docs/thresholds.md §1). */
  sohPct: z.number().nullable(),
  sohSeverity: AlertSeveritySchema.nullable(),
  sohStatusName: z.string().nullable(),
  /** The month's safety score (mean of its days) and its grade: the contract's A–E, named by its level. */
  score: z.number().int().nullable(),
  grade: Grade.nullable(),
  gradeName: z.string().nullable(),
  severity: AlertSeveritySchema.nullable(),
  history: z.array(ReportMonthSchema),
  /** The level boundaries of the charted metrics, from the same rulebook as the alerts. */
  bands: z.object({ soh: ReportBandsSchema, cellBalance: ReportBandsSchema, moduleTempMax: ReportBandsSchema }),
  projection: SohProjectionSchema.nullable(),
  cohort: ReportCohortSchema.nullable(),
  alerts: z.array(ReportAlertSchema),
});
export type BatteryReport = z.infer<typeof BatteryReportSchema>;

/** What a certificate shows; the car number and the owner's name only when the owner chose so. */
export const CertificateSnapshotSchema = z.object({
  brandNm: z.string(),
  mdlNm: z.string(),
  dtlMdlNm: z.string(),
  modelYear: z.number().int(),
  sohPct: z.number(),
  sohStatusName: z.string(),
  grade: Grade,
  gradeName: z.string(),
  severity: AlertSeveritySchema,
  measuredFrom: DateStringSchema,
  measuredTo: DateStringSchema,
  measuredDays: z.number().int(),
  carNo: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type CertificateSnapshot = z.infer<typeof CertificateSnapshotSchema>;

export const CreateShareBodySchema = z.object({
  month: MonthStringSchema.optional(),
  /** Show the car number on the public page. */
  showCarNo: z.boolean().default(false),
  /** Show the owner's name on the public page. */
  showOwnerName: z.boolean().default(false),
});
export type CreateShareBody = z.infer<typeof CreateShareBodySchema>;

export const ReportShareSchema = z.object({
  shareId: z.string(),
  /** The signature the public link carries. */
  signature: z.string(),
  /** Path of the public page on the web origin: `{CERTIFICATE_PAGE_PATH}/{shareId}?s={signature}` (constants/report.ts). */
  path: z.string(),
  month: MonthStringSchema,
  issuedAt: TimestampSchema,
  expiresAt: TimestampSchema,
  revokedAt: TimestampSchema.nullable(),
  status: z.enum(["valid", "revoked", "expired"]),
  snapshot: CertificateSnapshotSchema,
});
export type ReportShare = z.infer<typeof ReportShareSchema>;

export const ReportSharesSchema = z.object({ items: z.array(ReportShareSchema) });

/** A share id as the link carries it (base64url); a longer or odd one is refused before any lookup. */
export const ShareIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "인증서 번호가 올바르지 않습니다");
export const ShareIdParamsSchema = z.object({ id: ShareIdSchema });
export const CertificateQuerySchema = z.object({
  s: z
    .string()
    .max(128, "인증서 서명이 올바르지 않습니다")
    .regex(/^[A-Za-z0-9_-]*$/, "인증서 서명이 올바르지 않습니다")
    .optional(),
});

export const CERTIFICATE_STATUSES = ["valid", "tampered", "revoked", "expired", "unknown"] as const;
export const CertificateStatusSchema = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof CertificateStatusSchema>;

/** The verification's answer: the status with Korean texts; the figures only for a valid certificate. */
export const CertificateSchema = z.object({
  status: CertificateStatusSchema,
  title: z.string(),
  message: z.string(),
  issuedAt: TimestampSchema.nullable(),
  expiresAt: TimestampSchema.nullable(),
  certificate: CertificateSnapshotSchema.nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const batteryReportCalls = {
  getBatteryReport: defineCall({
    method: "GET",
    path: "safe-data/report",
    auth: "service",
    summary: "배터리 건강 리포트(월간·현재 기간): SoH 이력과 예측, 같은 차종 비교, 셀 밸런스·온도, 알림",
    query: ReportQuerySchema,
    response: BatteryReportSchema,
  }),
  getReportShares: defineCall({
    method: "GET",
    path: "safe-data/report/shares",
    // A member whose service ended still sees and revokes what they shared.
    auth: "user",
    summary: "내가 발급한 배터리 인증서 목록",
    response: ReportSharesSchema,
  }),
  postReportShare: defineCall({
    method: "POST",
    path: "safe-data/report/shares",
    auth: "service",
    summary: "배터리 인증서 발급(공유 링크, 서명, 만료일)",
    body: CreateShareBodySchema,
    response: ReportShareSchema,
  }),
  deleteReportShare: defineCall({
    method: "DELETE",
    path: "safe-data/report/shares/{id}",
    auth: "user",
    summary: "배터리 인증서 철회",
    params: ShareIdParamsSchema,
    response: ReportShareSchema,
  }),
  getCertificate: defineCall({
    method: "GET",
    path: "certificates/{id}",
    auth: "public",
    summary: "배터리 인증서 확인(로그인 없이): 유효·변조·철회·만료·없음",
    params: ShareIdParamsSchema,
    query: CertificateQuerySchema,
    response: CertificateSchema,
  }),
  getCertificatePdf: defineCall({
    method: "GET",
    path: "certificates/{id}/pdf",
    auth: "public",
    kind: "binary",
    summary: "배터리 인증서 PDF 파일(로그인 없이, 유효한 인증서만): 앱에서 저장·인쇄용, 진위 확인 QR 코드 포함",
    params: ShareIdParamsSchema,
    query: CertificateQuerySchema,
    response: z.unknown(),
  }),
};
