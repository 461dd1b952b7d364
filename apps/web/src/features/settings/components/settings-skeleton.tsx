import { Skeleton } from "@/shared/ui/states";

/** The flicker list's height (five rows of two lines), so nothing moves when it arrives. */
export function FlickerSettingSkeleton() {
  return <Skeleton className="h-[22rem]" />;
}

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
