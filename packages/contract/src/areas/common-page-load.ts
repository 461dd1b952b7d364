import { z } from "zod";
import { DateStringSchema } from "../codes";
import { defineCall } from "../define";
import { TimestampSchema } from "../schemas";

// Part of the 'common' area (areas/common.ts spreads these into `commonCalls`; SPEC §7 "Common"): the calls a page
// load makes by itself (the landing page's live parts, the app's version check), in a module of their own so that
// the web client, which loads a call's schemas with its first use, builds these few rather than the whole area's
// (apps/web docs/performance.md).

export const HealthSchema = z.object({
  /** `UP` when the API and its database answer. A database failure answers 503 instead. */
  status: z.literal("UP"),
  database: z.literal("UP"),
  /** Round trip of `SELECT 1` in milliseconds. */
  dbLatencyMs: z.number().nonnegative(),
  /** Version of this business API (SPEC §3 app state `apiVersion`). */
  apiVersion: z.string(),
  serverTime: TimestampSchema,
});
export type Health = z.infer<typeof HealthSchema>;

/** Dotted version `1.2.3`. */
export const VersionStringSchema = z.string().regex(/^\d+\.\d+\.\d+$/, "버전은 1.2.3 형식이어야 합니다");

/** SPEC §3 app version response: the latest published version per platform (the client compares, SPEC §5). */
export const AppVersionSchema = z.object({
  appAosVer: VersionStringSchema,
  appIosVer: VersionStringSchema,
  aosStoreUrl: z.string(),
  iosStoreUrl: z.string(),
  aosReleaseNote: z.string().nullable(),
  iosReleaseNote: z.string().nullable(),
  aosReleasedDate: DateStringSchema,
  iosReleasedDate: DateStringSchema,
});
export type AppVersion = z.infer<typeof AppVersionSchema>;

/** EV fire-safety guide: what to do when the battery overheats, smokes or burns. */
export const FireWarningSectionSchema = z.object({
  sectionCd: z.string(),
  title: z.string(),
  items: z.array(z.string()),
});
export const FireWarningSchema = z.object({
  title: z.string(),
  /** One line shown in bold above the sections. */
  headline: z.string(),
  /** Number to call (119). */
  emergencyCall: z.string(),
  sections: z.array(FireWarningSectionSchema),
  updatedDate: DateStringSchema,
});
export type FireWarning = z.infer<typeof FireWarningSchema>;

export const commonPageLoadCalls = {
  healthCheck: defineCall({
    method: "GET",
    path: "health-check",
    auth: "public",
    summary: "서버·데이터베이스 상태 확인",
    response: HealthSchema,
  }),
  getAppVersionBiz: defineCall({
    method: "GET",
    path: "app-version/biz",
    auth: "public",
    summary: "플랫폼별 최신 앱 버전 조회",
    response: AppVersionSchema,
  }),
  getFireWarning: defineCall({
    method: "GET",
    path: "common/fire-warning",
    auth: "public",
    summary: "전기차 화재 안전 행동 요령",
    response: FireWarningSchema,
  }),
};
