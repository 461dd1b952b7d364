import { eq } from "drizzle-orm";
import type { Review } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest, conflict, notFound } from "../http/errors";
import { reviews } from "../db/schema/review";
import { kstIso } from "./common";

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (r: ReviewRow): Review => ({
  reviewId: r.reviewId,
  rating: r.rating,
  content: r.content,
  createdAt: kstIso(r.createdAt),
  updatedAt: kstIso(r.updatedAt),
});

/** Control characters other than line breaks are dropped; the web renders the text as text. */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim();

const NO_REVIEW = "작성한 리뷰가 없습니다.";

export async function getReview(deps: Deps, userNo: number): Promise<Review | null> {
  const [row] = await deps.db.select().from(reviews).where(eq(reviews.userNo, userNo));
  return row ? toReview(row) : null;
}

/** One review per user: a second one answers 409 (the unique user_no settles concurrent writes). */
export async function createReview(deps: Deps, userNo: number, body: { rating: number; content: string }): Promise<Review> {
  const now = deps.now();
  const content = clean(body.content);
  if (!content) throw badRequest("리뷰 내용을 입력해 주세요.");
  const [row] = await deps.db
    .insert(reviews)
    .values({ userNo, rating: body.rating, content, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: reviews.userNo })
    .returning();
  if (!row) throw conflict("이미 리뷰를 작성하셨습니다. 작성한 리뷰를 수정해 주세요.", "REVIEW_EXISTS");
  return toReview(row);
}

export async function updateReview(deps: Deps, userNo: number, body: { rating: number; content: string }): Promise<Review> {
  const content = clean(body.content);
  if (!content) throw badRequest("리뷰 내용을 입력해 주세요.");
  const [row] = await deps.db
    .update(reviews)
    .set({ rating: body.rating, content, updatedAt: deps.now() })
    .where(eq(reviews.userNo, userNo))
    .returning();
  if (!row) throw notFound(NO_REVIEW);
  return toReview(row);
}

export async function deleteReview(deps: Deps, userNo: number) {
  const deleted = await deps.db.delete(reviews).where(eq(reviews.userNo, userNo)).returning({ id: reviews.reviewId });
  if (deleted.length === 0) throw notFound(NO_REVIEW);
  return { ok: true as const };
}
