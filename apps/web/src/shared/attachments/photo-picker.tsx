import { useCallback, useId, useRef, type ChangeEvent } from "react";
import { checkPhotos, MAX_PHOTO_MB, PHOTO_ACCEPT } from "./photo-checks";
import { Thumbnail, type PickedPhoto } from "./thumbnail";

export type { PickedPhoto };

export interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  /** How many the form takes in all. */
  max: number;
  /** Files that passed the checks, in the order chosen. */
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Korean sentences beside the field: the checks' refusals, the API's, the permission's. */
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
  /** Fraction of the upload sent, null while nothing is sent. */
  progress: number | null;
  disabled: boolean;
  /** The remove button's word: 삭제 for photos that are stored, 빼기 for an unsent form's. */
  removeVerb?: string;
}

/**
 * The photos of a form (an inquiry, a review): a labelled group with the limits in a sentence, thumbnails each with
 * its remove button, 사진 추가 (in the app after the gallery permission, SPEC §6), refusals beside the field before
 * anything is sent, and the upload's progress. The form keeps the photos; this draws them and checks new ones.
 */
export function PhotoPicker({ photos, max, onAdd, onRemove, errors, onErrors, progress, disabled, removeVerb = "삭제" }: PhotoPickerProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = "";
    if (chosen.length === 0) return;
    const { accepted, errors: refused } = checkPhotos(photos.length, chosen, max);
    onErrors(refused);
    if (accepted.length > 0) onAdd(accepted);
  };

  const choose = useCallback(async () => {
    onErrors([]);
    const bridge = await import("@/shared/bridge");
    await bridge.bridgeReady();
    if (bridge.hasBridge()) {
      // In the app the gallery needs the read-media permission (SPEC §6); the WebView's chooser opens after it.
      try {
        const { granted } = await bridge.request("permission.request", { permission: "READ_MEDIA_IMAGES" });
        if (!granted) {
          onErrors(["사진을 첨부하려면 휴대폰 설정에서 앱의 사진 접근을 허용해 주세요."]);
          return;
        }
      } catch (error) {
        const message = bridge.bridgeErrorMessage(error);
        if (message) onErrors([message]);
        return;
      }
    }
    fileInput.current?.click();
  }, [onErrors]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors.length > 0 ? `${id}-hint ${errorId}` : `${id}-hint`}>
      <legend className="text-sm font-medium text-neutral-800">
        사진 첨부 ({photos.length}/{max})
      </legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        JPG, PNG, GIF, WEBP, HEIC 사진을 {max}장까지, 한 장에 {MAX_PHOTO_MB}MB까지 올릴 수 있어요.
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" data-testid="photo-list">
          {photos.map((photo, index) => (
            <li key={photo.key} className="flex min-w-0 flex-col gap-1">
              <Thumbnail photo={photo} alt={`첨부 사진 ${index + 1}: ${photo.name}`} />
              <button
                type="button"
                onClick={() => onRemove(photo.key)}
                disabled={disabled}
                aria-label={`사진 ${index + 1} ${removeVerb}`}
                className="min-h-11 rounded-lg border border-neutral-300 text-sm font-semibold text-neutral-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60"
              >
                {removeVerb}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < max && (
        <button
          type="button"
          onClick={() => void choose()}
          disabled={disabled}
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
      {errors.length > 0 && (
        <div id={errorId} role="alert" data-testid="photo-errors">
          <ul className="flex flex-col gap-1 text-sm text-red-700">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-progress`} className="text-sm text-gray-700">
            사진 올리는 중 {Math.round(progress * 100)}%
          </label>
          <progress id={`${id}-progress`} max={1} value={progress} className="h-2 w-full" />
        </div>
      )}
    </fieldset>
  );
}
