import { useRouter } from "next/router";
import { useServiceStatus } from "@/session-frame/api";
import { serviceViewOf } from "@/session-frame/service-view";
import { viewOf } from "../diagnosis-route";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { formatKoreanDate } from "@/shared/format";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import type { LazyViews } from "./diagnosis-views";

/**
 * /diagnosis after the service has ended (docs/service-life.md "After expiry"): below the ended panel, what the
 * paid period recorded — the history, and a result opened from it. The API answers those reads up to the last paid
 * day; nothing here starts a diagnosis (the intro and the steps need a running service).
 */
export function PaidPeriodViews({ views }: { views: Pick<LazyViews, "ResultView" | "HistoryView"> }) {
  const status = useServiceStatus().data;
  const view = viewOf(useRouter().query);
  if (!status?.serviceExpirationDate || serviceViewOf(status) !== "ended") return null;
  const { ResultView, HistoryView } = views;
  return (
    <div data-testid="paid-period" className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        이용 기간(<time dateTime={status.serviceExpirationDate}>{formatKoreanDate(status.serviceExpirationDate)}</time>까지)의 진단 기록과
        배터리 지표는 계속 볼 수 있어요.
      </p>
      {view.kind === "result" ? <ResultView id={view.id} focusHeading={false} /> : <HistoryView focusHeading={false} />}
      <AppLink href={SESSION_ROUTES.statistics} className={SECONDARY_LINK}>
        이용 기간의 배터리 지표 보기
      </AppLink>
    </div>
  );
}
