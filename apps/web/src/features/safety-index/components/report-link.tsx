import { REPORT_PAGE_PATH } from "@evsafe/contract/constants/report";
import { AppLink } from "@/shared/ui/app-link";

/** The way on to the battery report of the current month (/safety-index/report), and its certificate. */
export function ReportLink() {
  return (
    <AppLink
      href={REPORT_PAGE_PATH}
      className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-gray-200 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50"
      data-testid="report-link"
    >
      <span className="flex flex-col gap-0.5">
        <span className="text-base font-bold text-gray-900">배터리 건강 리포트</span>
        <span className="text-sm text-gray-600">배터리 건강도 기록과 예상, 같은 차종 비교, 인증서 발급</span>
      </span>
      <span aria-hidden="true" className="text-gray-400">
        ›
      </span>
    </AppLink>
  );
}
