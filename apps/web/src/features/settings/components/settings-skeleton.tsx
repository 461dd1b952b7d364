import { Skeleton } from "@/shared/ui/states";
import { FlickerSettingSkeleton } from "./flicker-setting";

/** The sections' sizes while their code loads: the same boxes the content draws, so nothing moves. */
export function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="설정을 불러오는 중입니다">
      <FlickerSettingSkeleton />
      <Skeleton className="h-16" />
      <Skeleton className="h-28" />
      <Skeleton className="h-72" />
    </div>
  );
}
