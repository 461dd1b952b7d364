import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ROUTES } from "@/shared/routes";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { useInquiryCategories } from "../api";
import { BackButton } from "@/shared/ui/back-button";

const InquiryForm = dynamic(() => import("../forms/inquiry-form").then((m) => m.InquiryForm), {
  loading: () => <FormSkeleton />,
});

/** /board/qna/new: a new 1:1 inquiry with photos (POST ask; categories from ask/category). */
export function NewInquiryScreen() {
  const categories = useInquiryCategories();
  return (
    <AppScreen title="문의하기" tab="menu" back={<BackButton fallback={ROUTES.inquiryBoard} />}>
      <p className="break-keep text-sm leading-relaxed text-gray-700">
        답변은 보통 영업일 기준 1~2일 안에 드려요. 자주 묻는 질문에 답이 있을 수도 있어요.{" "}
        <AppLink href={ROUTES.faqBoard} className="py-1.5 font-semibold text-brand-700 underline">
          자주 묻는 질문 보기
        </AppLink>
      </p>
      <AsyncContent
        state={categories}
        skeleton={<FormSkeleton />}
        loadingLabel="문의 분류를 불러오는 중입니다"
        errorTitle="문의 분류를 불러오지 못했어요"
      >
        {(codes) => <InquiryForm categories={codes} />}
      </AsyncContent>
    </AppScreen>
  );
}

function FormSkeleton() {
  return (
    <LoadingState label="문의 작성 화면을 불러오는 중입니다">
      <Skeleton className="h-[4.5rem]" />
      <Skeleton className="h-[6.5rem]" />
      <Skeleton className="h-64" />
      <Skeleton className="h-24" />
      <Skeleton className="h-12" />
    </LoadingState>
  );
}
