import { useState } from "react";
import { ALERT_TYPE } from "@evsafe/contract/constants/alerts";
import { useSingleFlight } from "@/shared/form/single-flight";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useAlertPages, useRevalidateReadMarks, type AlertListCall } from "../api";
import { groupAlerts } from "../grouping";
import { AlertEntry } from "./alert-entry";

const READ_ALL_FAILED = "읽음으로 표시하지 못했어요. 잠시 후 다시 시도해 주세요.";

/**
 * One tab's alerts, newest first: an entry per alert or per condition reminded (grouped), unread ones marked, 더 보기
 * for the next page, and 모두 읽음으로 표시 while any is unread. Loading, empty (알림이 없어요) and error states.
 */
export function AlertList({ call, kind }: { call: AlertListCall; kind: "safety" | "general" }) {
  const list = useAlertPages(call);
  const revalidate = useRevalidateReadMarks();
  const [failure, setFailure] = useState<string | null>(null);
  const [readAll, marking] = useSingleFlight(async () => {
    const { api } = await import("@/shared/api-client");
    try {
      await api("putAlimReadAll", { query: { alimType: kind === "safety" ? ALERT_TYPE.SAFETY : ALERT_TYPE.GENERAL } });
    } catch (error) {
      setFailure((error as { message?: string }).message || READ_ALL_FAILED);
      return;
    }
    setFailure(null);
    await Promise.all([list.refresh(), revalidate()]);
  });
  const label = kind === "safety" ? "안전 알림" : "일반 알림";

  return (
    <AsyncContent
      state={list.state}
      skeleton={<ListSkeleton />}
      loadingLabel={`${label}을 불러오는 중입니다`}
      errorTitle={`${label}을 불러오지 못했어요`}
      empty={{
        when: (items) => items.length === 0,
        title: "알림이 없어요",
        message:
          kind === "safety"
            ? "배터리에 이상 징후가 보이면 여기에서 알려 드려요."
            : "서비스 안내와 월간 리포트가 오면 여기에서 볼 수 있어요.",
      }}
    >
      {(items) => (
        <>
          <div className="flex min-h-11 items-center justify-between gap-2">
            <p className="text-sm text-gray-700" aria-live="polite">
              {list.unreadCount > 0 ? (
                <>
                  읽지 않은 알림 <strong className="text-gray-900">{list.unreadCount}건</strong>
                </>
              ) : (
                "모두 읽었어요"
              )}
            </p>
            {list.unreadCount > 0 && (
              <button
                type="button"
                onClick={() => void readAll()}
                disabled={marking}
                className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
              >
                모두 읽음으로 표시
              </button>
            )}
          </div>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <ul className="flex flex-col gap-2" aria-label={`${label} 목록`}>
            {groupAlerts(items).map((group) => (
              <li key={group.id}>
                <AlertEntry group={group} notice={kind === "general"} />
              </li>
            ))}
          </ul>
          {list.moreFailed && (
            <p role="alert" className="text-sm text-red-700">
              다음 알림을 불러오지 못했어요. 다시 시도해 주세요.
            </p>
          )}
          {(list.hasMore || list.moreFailed) && (
            <button
              type="button"
              onClick={list.moreFailed ? list.state.retry : list.loadMore}
              disabled={list.isLoadingMore}
              aria-busy={list.isLoadingMore}
              className="min-h-12 rounded-xl border border-gray-300 bg-white text-base font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
            >
              {list.isLoadingMore ? "불러오는 중…" : list.moreFailed ? "다시 시도" : "더 보기"}
            </button>
          )}
        </>
      )}
    </AsyncContent>
  );
}

function ListSkeleton() {
  return (
    <>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </>
  );
}
