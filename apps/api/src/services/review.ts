import { eq } from "drizzle-orm";
import { REVIEW_PHOTOS_MAX, type Review } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest, conflict, notFound, unprocessable } from "../http/errors";
import { fileGroups, fileItems } from "../db/schema/files";
import { inquiries } from "../db/schema/customer";
import { reviews } from "../db/schema/review";
import { kstIso } from "./common";
import { deleteFileGroupsOf } from "./files";

type ReviewRow = typeof reviews.$inferSelect;

/** What POST and PUT review take; `atchFileSn` left out keeps the review's photos on PUT. */
interface ReviewInput {
  rating: number;
  content: string;
  atchFileSn?: number | null;
}

const toReview = (r: ReviewRow): Review => ({
  reviewId: r.reviewId,
  rating: r.rating,
  content: r.content,
  atchFileSn: r.atchFileSn,
  createdAt: kstIso(r.createdAt),
  updatedAt: kstIso(r.updatedAt),
});

/** Control characters other than line breaks are dropped; the web renders the text as text. */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim();

const NO_REVIEW = "작성한 리뷰가 없습니다.";
const PHOTO_GROUP = "REVIEW_PHOTOS";

/**
 * The photos a review may carry: the member's own group (anyone else's answers 404, as the file calls do), stored
 * plain with the REVIEW purpose, holding only images and at most REVIEW_PHOTOS_MAX of them, and attached to no
 * inquiry. Everything a client can send here answers a Korean 4xx.
 */
async function checkPhotoGroup(deps: Deps, userNo: number, atchFileSn: number): Promise<void> {
  const [group] = await deps.db.select().from(fileGroups).where(eq(fileGroups.atchFileSn, atchFileSn));
  if (!group || group.userNo !== userNo) throw notFound("리뷰 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.");
  if (group.encrypted || group.fileType !== "REVIEW") {
    throw unprocessable("리뷰 사진은 리뷰 사진용(fileType=REVIEW)으로 올린 사진만 붙일 수 있습니다.", PHOTO_GROUP);
  }
  const items = await deps.db.select({ mimeType: fileItems.mimeType }).from(fileItems).where(eq(fileItems.atchFileSn, atchFileSn));
  if (items.some((i) => !i.mimeType.startsWith("image/"))) {
    throw unprocessable("리뷰에는 사진(JPG, PNG, GIF, WEBP, HEIC)만 붙일 수 있습니다. PDF 파일은 빼 주세요.", PHOTO_GROUP);
  }
  if (items.length > REVIEW_PHOTOS_MAX) {
    throw unprocessable(`리뷰 사진은 ${REVIEW_PHOTOS_MAX}장까지 붙일 수 있습니다. (지금 ${items.length}장)`, PHOTO_GROUP);
  }
  const [inquiry] = await deps.db.select({ iqrSn: inquiries.iqrSn }).from(inquiries).where(eq(inquiries.atchFileSn, atchFileSn));
  if (inquiry) throw conflict("1:1 문의에 첨부된 사진입니다. 리뷰 사진은 새로 올려 주세요.");
}

export async function getReview(deps: Deps, userNo: number): Promise<Review | null> {
  const [row] = await deps.db.select().from(reviews).where(eq(reviews.userNo, userNo));
  return row ? toReview(row) : null;
}

/** One review per user: a second one answers 409 (the unique user_no settles concurrent writes). */
export async function createReview(deps: Deps, userNo: number, body: ReviewInput): Promise<Review> {
  const now = deps.now();
  const content = clean(body.content);
  if (!content) throw badRequest("리뷰 내용을 입력해 주세요.");
  const atchFileSn = body.atchFileSn ?? null;
  if (atchFileSn !== null) await checkPhotoGroup(deps, userNo, atchFileSn);
  const [row] = await deps.db
    .insert(reviews)
    .values({ userNo, rating: body.rating, content, atchFileSn, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: reviews.userNo })
    .returning();
  if (!row) throw conflict("이미 리뷰를 작성하셨습니다. 작성한 리뷰를 수정해 주세요.", "REVIEW_EXISTS");
  return toReview(row);
}

/** Changes the review; a photo group it no longer carries is deleted with its files. */
export async function updateReview(deps: Deps, userNo: number, body: ReviewInput): Promise<Review> {
  const content = clean(body.content);
  if (!content) throw badRequest("리뷰 내용을 입력해 주세요.");
  const [before] = await deps.db.select({ atchFileSn: reviews.atchFileSn }).from(reviews).where(eq(reviews.userNo, userNo));
  if (!before) throw notFound(NO_REVIEW);
  const photosChange = body.atchFileSn !== undefined && body.atchFileSn !== before.atchFileSn;
  if (photosChange && body.atchFileSn != null) await checkPhotoGroup(deps, userNo, body.atchFileSn);
  const [row] = await deps.db
    .update(reviews)
    .set({ rating: body.rating, content, ...(photosChange ? { atchFileSn: body.atchFileSn } : {}), updatedAt: deps.now() })
    .where(eq(reviews.userNo, userNo))
    .returning();
  if (!row) throw notFound(NO_REVIEW);
  if (photosChange && before.atchFileSn !== null) await deleteFileGroupsOf(deps, userNo, [before.atchFileSn]);
  return toReview(row);
}

/** Deletes the review together with its photos. */
export async function deleteReview(deps: Deps, userNo: number) {
  const deleted = await deps.db
    .delete(reviews)
    .where(eq(reviews.userNo, userNo))
    .returning({ id: reviews.reviewId, atchFileSn: reviews.atchFileSn });
  if (deleted.length === 0) throw notFound(NO_REVIEW);
  const groups = deleted.flatMap((r) => (r.atchFileSn === null ? [] : [r.atchFileSn]));
  if (groups.length > 0) await deleteFileGroupsOf(deps, userNo, groups);
  return { ok: true as const };
}
