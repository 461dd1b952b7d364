import type { FileItem } from "@evsafe/contract";
import { Skeleton } from "@/shared/ui/states";
import { useFileImage } from "./use-file-image";

/** One photo of a form or a view: chosen on this phone (`src`, a local object URL) or already stored (`stored`). */
export interface PickedPhoto {
  key: string;
  name: string;
  src?: string;
  stored?: FileItem;
}

/** A square thumbnail: the local file at once, a stored one once its bytes are read (a square skeleton until then). */
export function Thumbnail({ photo, alt }: { photo: PickedPhoto; alt: string }) {
  const image = useFileImage(photo.src ? null : (photo.stored ?? null));
  const src = photo.src ?? image.url;
  if (src) {
    // A local object URL: next/image cannot optimise it, and a plain img costs no JS.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={alt} className="aspect-square w-full rounded-lg bg-gray-100 object-cover" />;
  }
  if (image.state === "failed") {
    return (
      <p className="flex aspect-square w-full items-center justify-center rounded-lg bg-gray-100 p-1 text-center text-xs text-neutral-700">
        사진을 불러오지 못했어요
      </p>
    );
  }
  return <Skeleton className="aspect-square w-full" />;
}
