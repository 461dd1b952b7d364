import { ROUTES } from "@/shared/routes";

export interface StatusPageScreenProps {
  title: string;
  message: string;
}

/**
 * Korean 404/500 pages (pages/404.tsx, pages/_error.tsx). Plain links, so they work even before (or without)
 * hydration.
 */
export function StatusPageScreen({ title, message }: StatusPageScreenProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center pt-safe">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <p className="text-base leading-relaxed text-gray-600">{message}</p>
      <div className="mt-4 flex w-full max-w-xs flex-col gap-3">
        <a href={ROUTES.home} className="rounded-xl bg-gray-900 px-4 py-3 text-base font-semibold text-white">
          홈으로 가기
        </a>
        <a href={ROUTES.inquiryBoard} className="rounded-xl border border-gray-300 px-4 py-3 text-base font-semibold text-gray-800">
          문의하기
        </a>
      </div>
    </main>
  );
}

/** The 404 page's text (pages/404.tsx, and pages/_error.tsx for a 404 raised while rendering). */
export function NotFoundScreen() {
  return <StatusPageScreen title="페이지를 찾을 수 없습니다" message="주소가 바뀌었거나 없어진 페이지입니다. 홈에서 다시 찾아 주세요." />;
}
