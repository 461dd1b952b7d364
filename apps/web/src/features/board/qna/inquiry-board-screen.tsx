import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { PRIMARY_LINK } from "@/shared/ui/link-styles";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";

const InquiryBoard = dynamic(() => import("./components/inquiry-board").then((m) => m.InquiryBoard), {
  loading: () => (
    <LoadingState label="문의 내역을 불러오는 중입니다">
      <Skeleton className="h-11" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </LoadingState>
  ),
});

/** /board/qna (1:1 문의, SPEC §2): the member's inquiries by status (`?status=`), and a new one. */
export function InquiryBoardScreen() {
  return (
    <AppScreen title="1:1 문의" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <AppLink href={`${ROUTES.inquiryBoard}/new`} className={PRIMARY_LINK}>
        문의하기
      </AppLink>
      <InquiryBoard />
    </AppScreen>
  );
}
