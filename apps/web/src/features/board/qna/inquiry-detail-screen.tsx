import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame/components/app-screen";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { idOf } from "../params";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

const InquiryDetail = dynamic(() => import("./components/inquiry-detail").then((m) => m.InquiryDetail), {
  loading: () => <InquiryDetailSkeleton />,
});

/** /board/qna/{id}: an inquiry with its photos and, once answered, the answer; deletable until answered. */
export function InquiryDetailScreen() {
  const { query } = useRouter();
  return (
    <AppScreen title="1:1 문의" tab="menu" back={<BackButton fallback={ROUTES.inquiryBoard} />}>
      <InquiryDetail key={String(query.id)} id={idOf(query.id)} />
    </AppScreen>
  );
}

export function InquiryDetailSkeleton() {
  return (
    <LoadingState label="문의를 불러오는 중입니다">
      <Skeleton className="h-24" />
      <Skeleton className="h-40" />
    </LoadingState>
  );
}
