import { useRouter } from "next/router";
import type { MouseEvent } from "react";
import { formatKoreanDate } from "@/shared/format";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import type { TermTextProps } from "./terms-props";
import { BackButton } from "@/shared/ui/back-button";

/**
 * /signup/term/{termsCd}: a term's text, sanitised on the server, readable at 360 px (long words wrap, tables
 * scroll sideways). Back returns to the list it was opened from, whose ticks the journey state kept.
 */
export function TermTextScreen({ flow, fromList, term }: TermTextProps) {
  const router = useRouter();
  const listPath = flow === "oauth-signup" ? `${ROUTES.termsOnboarding}?flow=oauth-signup` : ROUTES.termsOnboarding;
  const back = (e: MouseEvent<HTMLAnchorElement>) => {
    // Opened from the list: back in history (its scroll and ticks come back); opened directly: the link's target.
    if (fromList && window.history.length > 1) {
      e.preventDefault();
      router.back();
    }
  };
  return (
    <main className="flex flex-1 flex-col gap-4 px-safe py-8">
      <BackButton fallback={listPath} />
      {term ? (
        <>
          <div className="flex flex-col gap-1">
            <h1 className="break-keep text-xl font-bold text-gray-900">{term.title}</h1>
            <p className="text-sm text-gray-600">
              버전 {term.version} · 시행일 {formatKoreanDate(term.effectiveDate)}
            </p>
          </div>
          <div
            className="min-w-0 whitespace-pre-line [&_a]:underline [&_h2]:font-bold [&_h3]:font-bold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_ul]:list-disc [&_ul]:pl-5 break-words text-[15px] leading-relaxed text-gray-800"
            // Sanitised on the server (server/sanitize-terms.ts): no script, style or resource survives.
            dangerouslySetInnerHTML={{ __html: term.html }}
          />
        </>
      ) : (
        <>
          <h1 className="text-xl font-bold text-gray-900">약관</h1>
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
          </p>
        </>
      )}
      <AppLink href={listPath} onClick={back} className={`${SECONDARY_LINK} mt-auto`}>
        약관 목록으로 돌아가기
      </AppLink>
    </main>
  );
}
