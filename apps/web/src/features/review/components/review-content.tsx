import { useState, type ComponentType } from "react";
import { useSingleFlight } from "@/shared/form/single-flight";
import { openModal } from "@/shared/modal";
import { AsyncContent } from "@/shared/ui/async-content";
import { useReview, useReviewPhotos, reviewApi, type Review } from "../api";
import type { ReviewFormProps } from "../forms/review-form";
import { FORM_SKELETON } from "./review-skeleton";
import { ReviewPhotos } from "./review-photos";
import { ReviewView } from "./review-view";

const DELETE_FAILED_MESSAGE = "리뷰를 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.";

/**
 * GET review: none yet → the form to write one; one → the review with its photos, 수정 and 삭제 (삭제 after a
 * confirmation; the API deletes the photos with it). What is saved or deleted replaces the cached answer, so the
 * screen changes without another read of the review; the photos' list is read again after an edit.
 */
export function ReviewContent({ ReviewForm }: { ReviewForm: ComponentType<ReviewFormProps> }) {
  const state = useReview();
  const photoGroup = state.data?.atchFileSn ?? null;
  const photos = useReviewPhotos(photoGroup);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const saved = (message: string) => (review: Review) => {
    state.replace(review);
    // The group may be the same with other files in it: read its list again.
    if (review.atchFileSn !== null && review.atchFileSn === photoGroup) photos.retry();
    setEditing(false);
    setNotice(message);
  };
  const cancelEdit = () => {
    // A failed save may have changed the photos already; the view shows the group as it is.
    if (photoGroup !== null) photos.retry();
    setEditing(false);
  };

  const [remove, removing] = useSingleFlight(async () => {
    setFailure(null);
    const yes = await openModal({ type: "remove", title: "리뷰 삭제", message: "리뷰를 삭제하시겠어요? 삭제한 리뷰는 되돌릴 수 없어요." });
    if (!yes) return;
    try {
      await reviewApi.remove();
      state.replace(null);
      setNotice("리뷰를 삭제했어요.");
    } catch (error) {
      setFailure((error as { message?: string }).message || DELETE_FAILED_MESSAGE);
    }
  });

  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-brand-700 empty:hidden">
        {notice}
      </p>
      <AsyncContent state={state} skeleton={FORM_SKELETON} loadingLabel="리뷰를 불러오는 중입니다" errorTitle="리뷰를 불러오지 못했어요">
        {(review) =>
          review === null ? (
            <>
              <p className="text-base text-neutral-700">EV 배터리 안전 알림 서비스는 어떠셨나요? 별점과 함께 의견을 남겨 주세요.</p>
              <ReviewForm save={reviewApi.create} onSaved={saved("리뷰를 등록했어요. 소중한 의견 고마워요.")} />
            </>
          ) : editing ? (
            review.atchFileSn === null ? (
              <ReviewForm initial={review} save={reviewApi.update} onSaved={saved("리뷰를 수정했어요.")} onCancel={cancelEdit} />
            ) : (
              <AsyncContent
                state={photos}
                skeleton={FORM_SKELETON}
                loadingLabel="리뷰 사진을 불러오는 중입니다"
                errorTitle="리뷰 사진을 불러오지 못했어요"
              >
                {(group) => (
                  <ReviewForm
                    initial={review}
                    initialPhotos={group.files}
                    save={reviewApi.update}
                    onSaved={saved("리뷰를 수정했어요.")}
                    onCancel={cancelEdit}
                  />
                )}
              </AsyncContent>
            )
          ) : (
            <>
              <ReviewView review={review} photos={review.atchFileSn === null ? null : <ReviewPhotos state={photos} />} />
              {failure && (
                <p role="alert" className="text-sm text-red-700">
                  {failure}
                </p>
              )}
              <div className="flex gap-2">
                <button
                  type="button"
                  className="min-h-12 flex-1 rounded-lg border border-neutral-300 px-4 text-base text-neutral-900"
                  onClick={() => {
                    setNotice(null);
                    setEditing(true);
                  }}
                  disabled={removing}
                >
                  수정
                </button>
                <button
                  type="button"
                  className="min-h-12 flex-1 rounded-lg border border-red-300 px-4 text-base text-red-700"
                  onClick={() => void remove()}
                  disabled={removing}
                  aria-busy={removing || undefined}
                >
                  삭제
                </button>
              </div>
            </>
          )
        }
      </AsyncContent>
    </>
  );
}
