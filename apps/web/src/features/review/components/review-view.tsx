import type { ReactNode } from "react";
import type { Review } from "../api";
import { ratingLabel } from "../ratings";
import { formatKstDate } from "@/shared/format-time";

/** The member's review as written, with its photos and when it was written or last changed. */
export function ReviewView({ review, photos = null }: { review: Review; photos?: ReactNode }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4" aria-label="내 리뷰" data-testid="my-review">
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className="tracking-widest text-amber-500">
          {"★".repeat(review.rating)}
          <span className="text-neutral-300">{"★".repeat(5 - review.rating)}</span>
        </span>
        <span className="text-base font-semibold text-neutral-900">
          별점 {review.rating}점 · {ratingLabel(review.rating)}
        </span>
      </p>
      <p className="whitespace-pre-line break-words text-base text-neutral-900">{review.content}</p>
      {photos}
      <p className="text-sm text-neutral-600">
        {edited ? `${formatKstDate(review.updatedAt)}에 수정했어요` : `${formatKstDate(review.createdAt)}에 작성했어요`}
      </p>
    </article>
  );
}
