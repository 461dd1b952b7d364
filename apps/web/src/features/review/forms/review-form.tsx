import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { REVIEW_CONTENT_MAX, REVIEW_PHOTOS_MAX, ReviewBodySchema, type Review } from "@evsafe/contract/areas/review";
import type { FileItem } from "@evsafe/contract";
import { isHandledByPolicy } from "@/shared/api-error";
import { PhotoPicker } from "@/shared/attachments/photo-picker";
import { useFormPhotos } from "@/shared/attachments/use-form-photos";
import { discardGroup, uploadPhotos } from "@/shared/attachments/upload-photos";
import { applyApiError } from "@/shared/form/api-errors";
import { FieldError, FormMessage, SubmitButton } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatNumber } from "@/shared/format-number";
import { RATING_LABELS } from "../ratings";
import { reviewApi, type ReviewSave } from "../api";

/** No star picked: the contract's own rule only speaks of the range, which a driver who picked nothing did not break. */
export const RATING_REQUIRED_MESSAGE = "별점을 선택해 주세요";

/** The contract's review body, with a Korean message for a rating not picked yet. */
const ReviewFormSchema = z.object({
  rating: z.number({ error: RATING_REQUIRED_MESSAGE }).pipe(ReviewBodySchema.shape.rating),
  content: ReviewBodySchema.shape.content,
});
type ReviewFormValues = z.input<typeof ReviewFormSchema>;

const FIELDS = ["rating", "content"] as const;

export interface ReviewFormProps {
  /** The review being edited; none for a new one. */
  initial?: Pick<Review, "rating" | "content" | "atchFileSn">;
  /** The stored photos of the review being edited. */
  initialPhotos?: readonly FileItem[];
  /** POST (new) or PUT (edit) review; the saved review comes back. */
  save: (body: ReviewSave) => Promise<Review>;
  onSaved: (review: Review) => void;
  onCancel?: () => void;
}

const PHOTO_FAILED = "사진을 올리지 못했어요. 잠시 후 다시 시도해 주세요.";

/**
 * Writing or editing the member's review: 1–5 stars as a labelled radio group, the text with its counter and up to
 * REVIEW_PHOTOS_MAX photos, the contract's rules with their Korean messages next to each field, one send at a time,
 * and the input kept when the save fails (the reason is said above the form, a photo's beside the photos).
 *
 * Saving applies the photo changes first, each step remembered so that a retry after a failure goes on from there:
 * removed stored photos are deleted (`DELETE files/{a}/{b}`), new ones uploaded plain as `REVIEW` (the first
 * `POST files/upload`, the others `PUT files/add/{sn}`), then the review is saved with the group (null without photos:
 * the API then deletes the review's old group).
 */
export function ReviewForm({ initial, initialPhotos = [], save, onSaved, onCancel }: ReviewFormProps) {
  const form = useZodForm(ReviewFormSchema, {
    defaultValues: (initial ? { rating: initial.rating, content: initial.content } : { content: "" }) as ReviewFormValues,
  });
  const {
    photos,
    setPhotos,
    add: addPhotos,
    remove,
    errors: photoErrors,
    setErrors: setPhotoErrors,
    progress,
    setProgress,
  } = useFormPhotos(() => initialPhotos.map((f) => ({ key: `s${f.atchFileSn}-${f.fileSn}`, name: f.orgFileNm, stored: f })));
  /** Stored photos removed here, deleted when the form is saved. */
  const [removed, setRemoved] = useState<FileItem[]>([]);
  /** The photos' group: the review's, or the one the first upload made. */
  const [groupSn, setGroupSn] = useState<number | null>(initial?.atchFileSn ?? null);
  const removePhoto = (key: string) => {
    const stored = remove(key)?.stored;
    if (stored) setRemoved((current) => [...current, stored]);
  };

  /** The photo steps of a save; answers the group to save the review with, or undefined when a step failed. */
  const applyPhotos = async (): Promise<number | null | undefined> => {
    let sn = groupSn;
    try {
      for (const gone of removed) {
        await reviewApi.removePhoto(gone).catch((error: { status?: number }) => {
          // Already gone (an earlier try's answer was lost): nothing left to do.
          if (error.status !== 404) throw error;
        });
        setRemoved((current) => current.filter((r) => r !== gone));
      }
      const fresh = photos.filter((p) => p.file && !p.stored);
      if (fresh.length > 0) {
        setProgress(0);
        const group = await uploadPhotos(
          fresh.map((p) => p.file!),
          { encrypted: false, fileType: "REVIEW", atchFileSn: sn },
          setProgress,
          (file, uploaded) => {
            sn = uploaded.atchFileSn;
            setGroupSn(sn);
            const stored = uploaded.files[uploaded.files.length - 1];
            setPhotos((current) => current.map((p) => (p.file === file ? { ...p, stored } : p)));
          },
        );
        sn = group.atchFileSn;
      }
    } catch (error) {
      if (!isHandledByPolicy(error)) setPhotoErrors([error instanceof Error && error.message ? error.message : PHOTO_FAILED]);
      return undefined;
    } finally {
      setProgress(null);
    }
    if (photos.length > 0) return sn;
    // No photos left: a group no review carries yet (made by an earlier, failed try) goes.
    if (sn !== null && sn !== initial?.atchFileSn) {
      void discardGroup(sn);
      setGroupSn(null);
    }
    return null;
  };
  const { errors } = form.formState;
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const content = form.watch("content") ?? "";
  // The radios are controlled: react-hook-form matches a radio's text value against a number and would tick none.
  const rating = form.watch("rating");
  useEffect(() => {
    form.register("rating");
  }, [form]);
  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      setPhotoErrors([]);
      const atchFileSn = await applyPhotos();
      if (atchFileSn === undefined) return;
      try {
        onSaved(await save({ ...values, atchFileSn }));
      } catch (error) {
        setFailure(applyApiError(error, { fields: FIELDS }, form.setError));
      }
    }),
  );
  const ratingError = errors.rating?.message;
  const contentError = errors.content?.message;
  const over = content.trim().length > REVIEW_CONTENT_MAX;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={initial ? "리뷰 수정" : "리뷰 쓰기"}>
      <FormMessage message={failure} />
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend className="mb-2 text-base font-semibold text-neutral-900">별점</legend>
        <div className="flex flex-col gap-1">
          {RATING_LABELS.map(({ rating: value, label }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 rounded-lg px-2 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                name={`${id}-rating`}
                className="h-5 w-5 shrink-0 accent-brand-700"
                checked={rating === value}
                onChange={() => form.setValue("rating", value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
              />
              <span aria-hidden="true" className="w-24 shrink-0 tracking-widest text-amber-500">
                {"★".repeat(value)}
                <span className="text-neutral-300">{"★".repeat(5 - value)}</span>
              </span>
              <span className="min-w-0 text-base text-neutral-900">
                {value}점 · {label}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating`} message={ratingError} />
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-content`} className="text-base font-semibold text-neutral-900">
          리뷰 내용
        </label>
        <textarea
          id={`${id}-content`}
          rows={6}
          className="w-full rounded-lg border bg-white px-4 py-3 text-base text-neutral-900 outline-none focus:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-600"
          placeholder="서비스를 이용하며 좋았던 점이나 아쉬운 점을 적어 주세요."
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-content-count${contentError ? ` ${id}-content-error` : ""}`}
          {...form.register("content")}
        />
        <p id={`${id}-content-count`} className={`text-right text-sm ${over ? "text-red-700" : "text-neutral-600"}`}>
          {formatNumber(content.trim().length, 0)}/{formatNumber(REVIEW_CONTENT_MAX, 0)}자
        </p>
        <FieldError id={`${id}-content`} message={contentError} />
      </div>

      <PhotoPicker
        photos={photos}
        max={REVIEW_PHOTOS_MAX}
        onAdd={addPhotos}
        onRemove={removePhoto}
        errors={photoErrors}
        onErrors={setPhotoErrors}
        progress={progress}
        disabled={pending}
      />

      <div className="flex gap-2">
        {onCancel && (
          <button
            type="button"
            className="min-h-12 flex-1 rounded-lg border border-neutral-300 px-4 text-base text-neutral-900"
            onClick={onCancel}
            disabled={pending}
          >
            취소
          </button>
        )}
        <SubmitButton pending={pending} pendingLabel="저장하는 중…" className="flex-1">
          {initial ? "수정 저장" : "리뷰 등록"}
        </SubmitButton>
      </div>
    </form>
  );
}
