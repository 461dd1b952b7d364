import { Skeleton } from "@/shared/ui/states";

/** The form's size, so the page does not move when its code or the review arrives. */
export const FORM_SKELETON = <Skeleton className="h-[30rem]" />;
