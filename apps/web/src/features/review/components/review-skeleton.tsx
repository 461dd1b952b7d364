import { Skeleton } from "@/shared/ui/states";

/** The form's size, so the page does not move when its code or the review arrives. */
export const FORM_SKELETON = <Skeleton className="h-[30rem]" />;

/** One row of square thumbnails with their buttons: the size the photos take, however many there are (at most three). */
export const PHOTOS_SKELETON = (
  <div className="grid grid-cols-3 gap-2">
    {[0, 1, 2].map((i) => (
      <div key={i} className="flex flex-col gap-1">
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="h-11" />
      </div>
    ))}
  </div>
);
