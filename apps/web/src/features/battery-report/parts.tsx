import { REPORT_PAGE_PATH } from "@evsafe/contract/constants/report";
import { Skeleton } from "@/shared/ui/states";

/** The report's skeleton: summary, chart, a section. */
export function ReportSkeleton() {
  return (
    <>
      <Skeleton className="h-36" />
      <Skeleton className="h-48" />
      <Skeleton className="h-24" />
    </>
  );
}

/** The address of a month's report (the current month without one). */
export const reportHref = (month: string | null) => (month ? `${REPORT_PAGE_PATH}?month=${month}` : REPORT_PAGE_PATH);
