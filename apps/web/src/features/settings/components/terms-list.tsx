import { formatKoreanDate } from "@/shared/format";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useAgreedTerms } from "../api";

/** The terms in effect (`common/agree-list`: every list's terms, the version in effect each), each opening its text. */
export function TermsList() {
  const state = useAgreedTerms();
  return (
    <AsyncContent
      state={state}
      skeleton={<Skeleton className="h-72" />}
      loadingLabel="약관 목록을 불러오는 중입니다"
      errorTitle="약관 목록을 불러오지 못했어요"
      empty={{ when: (terms) => terms.length === 0, title: "시행 중인 약관이 없어요" }}
    >
      {(terms) => (
        <ul className="-mx-2 flex flex-col divide-y divide-neutral-100">
          {terms.map((term) => (
            <li key={term.agreeId}>
              <AppLink
                href={`${ROUTES.termText}/${encodeURIComponent(term.termsCd)}`}
                className="flex min-h-12 items-center justify-between gap-3 rounded-lg px-2 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="flex flex-col">
                  <span className="text-base text-neutral-900">
                    {term.title}
                    <span className="ml-1 text-xs text-neutral-600">({term.required ? "필수" : "선택"})</span>
                  </span>
                  <span className="text-xs text-neutral-600">
                    버전 {term.version} · 시행일 {formatKoreanDate(term.effectiveDate)}
                  </span>
                </span>
                <span aria-hidden="true" className="text-neutral-400">
                  ›
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}
