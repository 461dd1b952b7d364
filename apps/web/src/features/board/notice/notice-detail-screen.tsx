import { useRouter } from "next/router";
import type { NoticeDetail } from "@evsafe/contract";
import { AppScreen } from "@/session-frame/components/app-screen";
import { formatKstDate } from "@/shared/format-time";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { ErrorState } from "@/shared/ui/states";
import { HtmlContent } from "../components/html-content";
import type { BoardHtmlProps } from "../server";
import { BackButton } from "@/shared/ui/back-button";

/**
 * /board/notice/{id}: a notice, its body sanitised on the web server (props, not the browser's cache: see
 * server.ts), with the neighbouring notices and the way back to the list.
 */
export function NoticeDetailScreen(props: BoardHtmlProps<NoticeDetail>) {
  const router = useRouter();
  return (
    <AppScreen title="공지사항" tab="menu" back={<BackButton fallback={ROUTES.noticeBoard} />}>
      {props.data ? (
        <NoticeArticle notice={props.data} />
      ) : (
        <ErrorState title="공지사항을 불러오지 못했어요" message={props.failed} onRetry={() => void router.replace(router.asPath)} />
      )}
      <AppLink href={ROUTES.noticeBoard} className="self-center px-2 py-3 text-sm text-gray-600 underline">
        공지사항 목록으로
      </AppLink>
    </AppScreen>
  );
}

function NoticeArticle({ notice }: { notice: NoticeDetail }) {
  return (
    <article aria-labelledby="notice-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 border-b border-gray-200 pb-3">
        <p className="text-xs font-semibold text-gray-600">
          {notice.pinned ? "고정 · " : ""}
          {notice.ntcDivNm}
        </p>
        <h2 id="notice-title" className="break-keep text-lg font-bold text-gray-900">
          {notice.title}
        </h2>
        <p className="text-xs text-gray-600">{formatKstDate(notice.postedAt)}</p>
      </header>
      <HtmlContent html={notice.contents} />
      {(notice.prev || notice.next) && (
        <nav aria-label="이전글·다음글" className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200 text-sm">
          {notice.prev && <Neighbour label="이전글" id={notice.prev.ntcSn} title={notice.prev.title} />}
          {notice.next && <Neighbour label="다음글" id={notice.next.ntcSn} title={notice.next.title} />}
        </nav>
      )}
    </article>
  );
}

function Neighbour({ label, id, title }: { label: string; id: number; title: string }) {
  return (
    <AppLink href={`${ROUTES.noticeBoard}/${id}`} className="flex min-h-12 items-center gap-3 px-4 py-2 text-gray-900">
      <span className="shrink-0 font-semibold text-gray-600">{label}</span>
      <span className="truncate">{title}</span>
    </AppLink>
  );
}
