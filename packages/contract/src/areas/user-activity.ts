import { z } from "zod";
import { DeviceTypeSchema } from "../codes";
import { defineCall } from "../define";
import { OkSchema, PlainText, TimestampSchema } from "../schemas";

// Part of the 'user' area (areas/user.ts spreads these into `userCalls`; SPEC §7 "Auth and user"): the calls a
// signed-in visit makes on its own, in a module of their own so that the web client, which loads a call's schemas
// with its first use, builds these few rather than the whole area's (apps/web/docs/performance.md).

export const ActivityBodySchema = z
  .object({
    /** Screen the activity happened on (`/home`, `/menu`). */
    screen: PlainText(100, 0).optional(),
    deviceType: DeviceTypeSchema.optional(),
  })
  .optional();
export const LastActiveSchema = z.object({ lastActiveAt: TimestampSchema });

export const DeviceTypeBodySchema = z.object({ deviceType: DeviceTypeSchema });
export const DeviceTokenBodySchema = z.object({ deviceToken: PlainText(4096) });

export const userActivityCalls = {
  postActivityHistory: defineCall({
    method: "POST",
    path: "users/activity-history",
    auth: "user",
    summary: "사용자 활동 기록 (최근 활동 시각 갱신)",
    body: ActivityBodySchema,
    response: LastActiveSchema,
  }),
  putDeviceType: defineCall({
    method: "PUT",
    path: "users/device-type",
    auth: "user",
    summary: "단말 종류 저장 (AOS·iOS·N/A)",
    body: DeviceTypeBodySchema,
    response: OkSchema,
  }),
  putDeviceToken: defineCall({
    method: "PUT",
    path: "users/device-token",
    auth: "user",
    summary: "푸시 토큰 저장",
    body: DeviceTokenBodySchema,
    response: OkSchema,
  }),
};
