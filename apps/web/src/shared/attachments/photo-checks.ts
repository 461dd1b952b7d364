import { DEFAULT_FILE_MAX_BYTES } from "@evsafe/contract/constants/limits";
import { ALLOWED_FILE_KINDS } from "@evsafe/contract/areas/files";

/**
 * The checks photos pass in the browser before anything is sent, with the API's own limits
 * (docs/api-files-customer.md): images the API accepts (JPEG, PNG, GIF, WebP, HEIC; its PDFs are not photos), each at
 * most the API's default FILE_MAX_BYTES, at most as many as the form allows (an inquiry's, a review's). The API still
 * decides by the file's first bytes; its refusal is shown beside the field too.
 */
export const MAX_PHOTO_BYTES = DEFAULT_FILE_MAX_BYTES;
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

const IMAGE_KINDS = [
  ALLOWED_FILE_KINDS.jpg,
  ALLOWED_FILE_KINDS.png,
  ALLOWED_FILE_KINDS.gif,
  ALLOWED_FILE_KINDS.webp,
  ALLOWED_FILE_KINDS.heic,
];
const IMAGE_TYPES = new Set<string>(IMAGE_KINDS.map((k) => k.mimeType));
const IMAGE_EXTS = new Set<string>(IMAGE_KINDS.flatMap((k) => [...k.exts]));

/** For the file input: the image types above (a phone's gallery offers photos). */
export const PHOTO_ACCEPT = "image/*";

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? "").toLowerCase();

/** An image the API accepts, by its type or, when the browser gives none (HEIC on some phones), by its name. */
export function isAcceptedPhoto(file: Pick<File, "name" | "type">): boolean {
  if (file.type) return IMAGE_TYPES.has(file.type.toLowerCase()) || (file.type === "image/heif" && IMAGE_EXTS.has(extensionOf(file.name)));
  return IMAGE_EXTS.has(extensionOf(file.name));
}

export interface PhotoCheck<F> {
  /** The files kept, in the order chosen, after those already attached. */
  accepted: F[];
  /** One Korean sentence per refused file (or the count), shown beside the field. */
  errors: string[];
}

/** Which of `chosen` can join the `current` photos: accepted images under the size limit, up to `max` in all. */
export function checkPhotos<F extends Pick<File, "name" | "type" | "size">>(
  current: number,
  chosen: readonly F[],
  max: number,
): PhotoCheck<F> {
  const accepted: F[] = [];
  const errors: string[] = [];
  let overCount = 0;
  for (const file of chosen) {
    if (!isAcceptedPhoto(file)) errors.push(`${file.name}: 사진 파일(JPG, PNG, GIF, WEBP, HEIC)만 첨부할 수 있어요.`);
    else if (file.size > MAX_PHOTO_BYTES) errors.push(`${file.name}: 사진 한 장은 ${MAX_PHOTO_MB}MB까지 첨부할 수 있어요.`);
    else if (file.size === 0) errors.push(`${file.name}: 빈 파일은 첨부할 수 없어요.`);
    else if (current + accepted.length >= max) overCount += 1;
    else accepted.push(file);
  }
  if (overCount > 0) errors.push(`사진은 ${max}장까지 첨부할 수 있어요. ${overCount}장은 빼고 담았어요.`);
  return { accepted, errors };
}
