import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

const NoticeBoard = dynamic(() => import("./components/notice-board").then((m) => m.NoticeBoard), {
  loading: () => <NoticeBoardSkeleton />,
});

/** /board/notice (공지사항): the notices of a category (`?category=`), pinned first, newest first. */
export function NoticeBoardScreen() {
  return (
    <AppScreen title="공지사항" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <NoticeBoard />
    </AppScreen>
  );
}

export function NoticeBoardSkeleton() {
  return (
    <LoadingState label="공지사항을 불러오는 중입니다">
      <Skeleton className="h-11" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </LoadingState>
  );
}
