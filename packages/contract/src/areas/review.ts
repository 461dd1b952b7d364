import { z } from "zod";
import { defineCall } from "../define";
import { OkSchema, TimestampSchema } from "../schemas";

// Calls of the 'review' area (SPEC §7 "Review and ad"): one app review per user.

export const REVIEW_CONTENT_MAX = 1000;
/**
 * Photos on one review (a plain `REVIEW` attachment group): a glimpse of the car, the device or a screen beside a
 * short text, one row of thumbnails on a phone (docs/settings.md "Review photos").
 */
export const REVIEW_PHOTOS_MAX = 3;

export const ReviewBodySchema = z.object({
  rating: z.number().int().min(1, "별점은 1~5점으로 선택해 주세요").max(5, "별점은 1~5점으로 선택해 주세요"),
  content: z
    .string()
    .trim()
    .min(1, "리뷰 내용을 입력해 주세요")
    .max(REVIEW_CONTENT_MAX, `리뷰는 ${REVIEW_CONTENT_MAX}자까지 입력할 수 있습니다`),
  /**
   * The review's photos: the caller's own plain `REVIEW` group (`files/upload?fileType=REVIEW`). `null` removes the
   * photos; left out on PUT, the review keeps the group it has.
   */
  atchFileSn: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;

export const ReviewSchema = z.object({
  reviewId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  /** The photos' attachment group (`GET files/{sn}` lists them), or null without photos. */
  atchFileSn: z.number().int().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

export const reviewCalls = {
  postReview: defineCall({
    method: "POST",
    path: "review",
    auth: "user",
    summary: "앱 리뷰 작성 (1인 1회)",
    body: ReviewBodySchema,
    response: ReviewSchema,
  }),
  getReview: defineCall({
    method: "GET",
    path: "review",
    auth: "user",
    summary: "내 리뷰 조회 (없으면 null)",
    response: ReviewSchema.nullable(),
  }),
  putReview: defineCall({
    method: "PUT",
    path: "review",
    auth: "user",
    summary: "내 리뷰 수정",
    body: ReviewBodySchema,
    response: ReviewSchema,
  }),
  deleteReview: defineCall({
    method: "DELETE",
    path: "review",
    auth: "user",
    summary: "내 리뷰 삭제",
    response: OkSchema,
  }),
};
