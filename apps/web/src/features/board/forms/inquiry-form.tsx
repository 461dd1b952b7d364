import { useRouter } from "next/router";
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useSWRConfig } from "swr";
import { z } from "zod";
import { InquiryCategorySchema, InquiryCreateSchema, INQUIRY_CONTENTS_MAX, INQUIRY_TITLE_MAX } from "@evsafe/contract/areas/customer";
import type { CodeItem } from "@evsafe/contract";
import { applyApiError } from "@/shared/form/api-errors";
import { describedBy, FieldError, FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatNumber } from "@/shared/format-number";
import { ROUTES } from "@/shared/routes";
import { checkPhotos, MAX_PHOTOS, PHOTO_ACCEPT } from "./attachments";
import { discardGroup, uploadInquiryPhotos } from "./upload";
import { useLeaveGuard } from "./leave-guard";

/** The form's own rules: the contract's, with the category's message in Korean (zod's enum default is English). */
const InquiryFormSchema = InquiryCreateSchema.omit({ atchFileSn: true }).extend({
  iqrDivCcd: z.enum(InquiryCategorySchema.options, { error: "문의 분류를 골라 주세요." }),
});
type InquiryFormValues = z.input<typeof InquiryFormSchema>;
const FIELDS = ["iqrDivCcd", "title", "contents"] as const;

export interface Photo {
  key: string;
  file: File;
  /** Object URL of the thumbnail, revoked when the photo is removed or the form goes. */
  url: string;
}

const TEXTAREA_CLASSES =
  "min-h-40 w-full rounded-lg border bg-white px-4 py-3 text-base text-neutral-900 outline-none focus:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-600";

let photoCount = 0;

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
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ atchFileSn: number; keys: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  /** Every thumbnail URL made, revoked when the form goes (written in handlers only). */
  const objectUrls = useRef(new Set<string>());
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { category: useId(), contents: useId(), photos: useId() };

  const title = watch("title") ?? "";
  const contents = watch("contents") ?? "";
  const dirty = !submitted && (title.trim() !== "" || contents.trim() !== "" || photos.length > 0);
  useLeaveGuard(dirty);

  // Thumbnails' object URLs go back when the form goes.
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = "";
    if (chosen.length === 0) return;
    const { accepted, errors } = checkPhotos(photos.length, chosen);
    setPhotoErrors(errors);
    if (accepted.length > 0) {
      const added = accepted.map((file) => ({ key: `p${++photoCount}`, file, url: URL.createObjectURL(file) }));
      added.forEach((p) => objectUrls.current.add(p.url));
      setPhotos((current) => [...current, ...added]);
    }
  };

  const removePhoto = (key: string) => {
    const gone = photos.find((p) => p.key === key);
    if (gone) {
      URL.revokeObjectURL(gone.url);
      objectUrls.current.delete(gone.url);
    }
    setPhotos((current) => current.filter((p) => p.key !== key));
    setPhotoErrors([]);
  };

  const choosePhotos = useCallback(async () => {
    setPhotoErrors([]);
    const bridge = await import("@/shared/bridge");
    await bridge.bridgeReady();
    if (bridge.hasBridge()) {
      // In the app the gallery needs the read-media permission (SPEC §6); the WebView's chooser opens after it.
      try {
        const { granted } = await bridge.request("permission.request", { permission: "READ_MEDIA_IMAGES" });
        if (!granted) {
          setPhotoErrors(["사진을 첨부하려면 휴대폰 설정에서 앱의 사진 접근을 허용해 주세요."]);
          return;
        }
      } catch (error) {
        const message = bridge.bridgeErrorMessage(error);
        if (message) setPhotoErrors([message]);
        return;
      }
    }
    fileInput.current?.click();
  }, []);

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
            photos.map((p) => p.file),
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
  const photoErrorId = `${ids.photos}-error`;

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

      <fieldset className="flex flex-col gap-2" aria-describedby={photoErrors.length > 0 ? photoErrorId : `${ids.photos}-hint`}>
        <legend className="text-sm font-medium text-neutral-800">
          사진 첨부 ({photos.length}/{MAX_PHOTOS})
        </legend>
        <p id={`${ids.photos}-hint`} className="text-sm text-neutral-600">
          JPG, PNG, GIF, WEBP, HEIC 사진을 {MAX_PHOTOS}장까지, 한 장에 10MB까지 올릴 수 있어요.
        </p>
        {photos.length > 0 && (
          <ul className="grid grid-cols-3 gap-2" data-testid="photo-list">
            {photos.map((photo, index) => (
              <li key={photo.key} className="relative">
                {/* A local object URL: next/image cannot optimise it, and a plain img costs no JS. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photo.url}
                  alt={`첨부 사진 ${index + 1}: ${photo.file.name}`}
                  className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
                />
                <button
                  type="button"
                  onClick={() => removePhoto(photo.key)}
                  disabled={pending}
                  aria-label={`사진 ${index + 1} 빼기`}
                  className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-full bg-black/60 text-lg text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_PHOTOS && (
          <button
            type="button"
            onClick={() => void choosePhotos()}
            disabled={pending}
            className="min-h-12 rounded-xl border border-dashed border-gray-400 text-base font-semibold text-gray-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            사진 추가
          </button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          onChange={onFiles}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-input"
        />
        {photoErrors.length > 0 && (
          <div id={photoErrorId} role="alert" data-testid="photo-errors">
            <ul className="flex flex-col gap-1 text-sm text-red-700">
              {photoErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {progress !== null && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids.photos}-progress`} className="text-sm text-gray-700">
              사진 올리는 중 {Math.round(progress * 100)}%
            </label>
            <progress id={`${ids.photos}-progress`} max={1} value={progress} className="h-2 w-full" />
          </div>
        )}
      </fieldset>

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
