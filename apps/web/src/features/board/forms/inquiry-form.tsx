import { useRouter } from "next/router";
import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import { z } from "zod";
import { InquiryCategorySchema, InquiryCreateSchema, INQUIRY_CONTENTS_MAX, INQUIRY_TITLE_MAX } from "@evsafe/contract/areas/customer";
import { FILES_PER_REQUEST } from "@evsafe/contract/areas/files";
import type { CodeItem } from "@evsafe/contract";
import { applyApiError } from "@/shared/form/api-errors";
import { describedBy, FieldError, FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatNumber } from "@/shared/format-number";
import { ROUTES } from "@/shared/routes";
import { PhotoPicker } from "@/shared/attachments/photo-picker";
import { useFormPhotos } from "@/shared/attachments/use-form-photos";
import { discardGroup, uploadInquiryPhotos } from "./upload";
import { useLeaveGuard } from "./leave-guard";

/** The form's own rules: the contract's, with the category's message in Korean (zod's enum default is English). */
const InquiryFormSchema = InquiryCreateSchema.omit({ atchFileSn: true }).extend({
  iqrDivCcd: z.enum(InquiryCategorySchema.options, { error: "문의 분류를 골라 주세요." }),
});
type InquiryFormValues = z.input<typeof InquiryFormSchema>;
const FIELDS = ["iqrDivCcd", "title", "contents"] as const;
/** One inquiry's photos go up in one request's worth (FILES_PER_REQUEST); the API's group limit is higher. */
const MAX_PHOTOS = FILES_PER_REQUEST;

const TEXTAREA_CLASSES =
  "min-h-40 w-full rounded-lg border bg-white px-4 py-3 text-base text-neutral-900 outline-none focus:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-600";

/**
 * A new 1:1 inquiry (`POST ask`): category, title and body under the contract's limits (with counters), and up to
 * MAX_PHOTOS photos checked before anything is sent, uploaded encrypted with a progress bar (forms/upload.ts). A
 * failed submit keeps everything; photos already uploaded are reused on the next try while they are unchanged.
 * Leaving with something typed asks first (forms/leave-guard.ts).
 */
export function InquiryForm({ categories }: { categories: readonly CodeItem[] }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const form = useZodForm(InquiryFormSchema, {
    defaultValues: { iqrDivCcd: undefined, title: "", contents: "" } as Partial<InquiryFormValues>,
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const {
    photos,
    add: addPhotos,
    remove: removePhoto,
    errors: photoErrors,
    setErrors: setPhotoErrors,
    progress,
    setProgress,
  } = useFormPhotos();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ atchFileSn: number; keys: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const ids = { category: useId(), contents: useId() };

  const title = watch("title") ?? "";
  const contents = watch("contents") ?? "";
  const dirty = !submitted && (title.trim() !== "" || contents.trim() !== "" || photos.length > 0);
  useLeaveGuard(dirty);

  const onValid = async (values: z.output<typeof InquiryFormSchema>) => {
    setFormError(null);
    let atchFileSn: number | null = null;
    if (photos.length > 0) {
      const keys = photos.map((p) => p.key).join(",");
      if (uploaded?.keys === keys) atchFileSn = uploaded.atchFileSn;
      else {
        if (uploaded) void discardGroup(uploaded.atchFileSn);
        setUploaded(null);
        setProgress(0);
        try {
          atchFileSn = await uploadInquiryPhotos(
            photos.map((p) => p.file!),
            setProgress,
          );
          setUploaded({ atchFileSn, keys });
        } catch (error) {
          setProgress(null);
          const { isHandledByPolicy } = await import("@/shared/api-error");
          if (!isHandledByPolicy(error)) {
            setPhotoErrors([
              error instanceof Error && error.message ? error.message : "사진을 올리지 못했어요. 잠시 후 다시 시도해 주세요.",
            ]);
          }
          return;
        }
      }
    }
    try {
      const { callWithPolicy } = await import("@/shared/api-client");
      await callWithPolicy("postAsk", { body: { ...values, atchFileSn } });
      setSubmitted(true);
      await mutate((key) => Array.isArray(key) && key[0] === "getAsks");
      await router.replace(ROUTES.inquiryBoard);
    } catch (error) {
      setProgress(null);
      setFormError(applyApiError(error, { fields: FIELDS }, setError));
    }
  };

  const [onSubmit, pending] = useSubmitOnce(handleSubmit(onValid));
  const errors = formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="문의 작성">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.category} className="text-sm font-medium text-neutral-800">
          문의 분류
        </label>
        <select
          id={ids.category}
          aria-invalid={errors.iqrDivCcd ? true : undefined}
          aria-describedby={describedBy(ids.category, false, Boolean(errors.iqrDivCcd))}
          className="h-12 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-600"
          defaultValue=""
          {...register("iqrDivCcd")}
        >
          <option value="" disabled>
            분류를 골라 주세요
          </option>
          {categories.map((c) => (
            <option key={c.codeNo} value={c.codeNo}>
              {c.codeNm}
            </option>
          ))}
        </select>
        <FieldError id={ids.category} message={errors.iqrDivCcd?.message} />
      </div>

      <TextField
        label="제목"
        maxLength={INQUIRY_TITLE_MAX}
        enterKeyHint="next"
        autoComplete="off"
        hint={<Counter length={title.length} max={INQUIRY_TITLE_MAX} />}
        error={errors.title?.message}
        {...register("title")}
      />

      <div className="flex flex-col gap-1">
        <label htmlFor={ids.contents} className="text-sm font-medium text-neutral-800">
          문의 내용
        </label>
        <textarea
          id={ids.contents}
          maxLength={INQUIRY_CONTENTS_MAX}
          rows={8}
          placeholder="언제, 어떤 화면에서, 무엇이 궁금하거나 불편했는지 적어 주세요. (10자 이상)"
          aria-invalid={errors.contents ? true : undefined}
          aria-describedby={describedBy(ids.contents, true, Boolean(errors.contents))}
          className={`${TEXTAREA_CLASSES} ${errors.contents ? "border-red-600" : "border-neutral-300"}`}
          {...register("contents")}
        />
        <div id={`${ids.contents}-hint`} className="text-sm text-neutral-600">
          <Counter length={contents.length} max={INQUIRY_CONTENTS_MAX} />
        </div>
        <FieldError id={ids.contents} message={errors.contents?.message} />
      </div>

      <PhotoPicker
        photos={photos}
        max={MAX_PHOTOS}
        onAdd={addPhotos}
        onRemove={removePhoto}
        errors={photoErrors}
        onErrors={setPhotoErrors}
        progress={progress}
        disabled={pending}
        removeVerb="빼기"
      />

      <FormMessage message={formError} />
      <SubmitButton pending={pending} pendingLabel="문의를 보내는 중…">
        문의 등록
      </SubmitButton>
    </form>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span aria-live="off" className={length > max ? "text-red-700" : undefined}>
      {formatNumber(length, 0)}/{formatNumber(max, 0)}자
    </span>
  );
}
