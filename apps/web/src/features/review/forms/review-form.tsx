import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { REVIEW_CONTENT_MAX, ReviewBodySchema, type Review } from "@evsafe/contract/areas/review";
import { applyApiError } from "@/shared/form/api-errors";
import { FieldError, FormMessage, SubmitButton } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatNumber } from "@/shared/format-number";
import { RATING_LABELS } from "../ratings";

/** No star picked: the contract's own rule only speaks of the range, which a driver who picked nothing did not break. */
export const RATING_REQUIRED_MESSAGE = "별점을 선택해 주세요";

/** The contract's review body, with a Korean message for a rating not picked yet. */
const ReviewFormSchema = z.object({
  rating: z.number({ error: RATING_REQUIRED_MESSAGE }).pipe(ReviewBodySchema.shape.rating),
  content: ReviewBodySchema.shape.content,
});
type ReviewFormValues = z.input<typeof ReviewFormSchema>;
type ReviewFormBody = z.output<typeof ReviewFormSchema>;

const FIELDS = ["rating", "content"] as const;

export interface ReviewFormProps {
  /** The review being edited; none for a new one. */
  initial?: Pick<Review, "rating" | "content">;
  /** POST (new) or PUT (edit) review; the saved review comes back. */
  save: (body: ReviewFormBody) => Promise<Review>;
  onSaved: (review: Review) => void;
  onCancel?: () => void;
}

/**
 * Writing or editing the member's review: 1–5 stars as a labelled radio group and the text with its counter, the
 * contract's rules with their Korean messages next to each field, one send at a time, and the input kept when the
 * save fails (the reason is said above the form).
 */
export function ReviewForm({ initial, save, onSaved, onCancel }: ReviewFormProps) {
  const form = useZodForm(ReviewFormSchema, {
    defaultValues: (initial ?? { content: "" }) as ReviewFormValues,
  });
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
      try {
        onSaved(await save(values));
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
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 has-[:checked]:bg-brand-50">
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
              <span className="text-base text-neutral-900">
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
