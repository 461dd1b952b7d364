import { SESSION_ROUTES } from "@/session-frame/routes";
import { AppLink } from "@/shared/ui/app-link";

/** The way on to the eight battery metrics (/statistics), each with its own 30 days and bands. */
export function StatisticsLink() {
  return (
    <AppLink
      href={SESSION_ROUTES.statistics}
      className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-gray-200 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50"
      data-testid="statistics-link"
    >
      <span className="flex flex-col gap-0.5">
        <span className="text-base font-bold text-gray-900">배터리 지표 자세히 보기</span>
        <span className="text-sm text-gray-600">셀 전압·온도·전비 등 8가지 지표의 날짜별 값과 기준</span>
      </span>
      <span aria-hidden="true" className="text-gray-400">
        ›
      </span>
    </AppLink>
  );
}
