import { useRouter } from "next/router";
import { useId, useMemo, useState } from "react";
import type { FaqItem } from "@evsafe/contract";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { EmptyState, ErrorState } from "@/shared/ui/states";
import { FilterChips } from "../components/filter-chips";
import { HtmlContent } from "../components/html-content";
import type { BoardHtmlProps, FaqBoard } from "../server";
import { searchFaqs } from "./search";
import { BackButton } from "@/shared/ui/back-button";

/**
 * /board/faq (자주 묻는 질문): a category's questions (`?category=`, all without one) as an accordion, answers
 * sanitised on the web server (server.ts), a search over the loaded questions, and the way to a 1:1 inquiry.
 */
export function FaqScreen(props: BoardHtmlProps<FaqBoard>) {
  const router = useRouter();
  return (
    <AppScreen title="자주 묻는 질문" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      {props.data ? (
        <FaqBoardView board={props.data} />
      ) : (
        <ErrorState title="자주 묻는 질문을 불러오지 못했어요" message={props.failed} onRetry={() => void router.replace(router.asPath)} />
      )}
      <section aria-labelledby="faq-more" className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-4">
        <h2 id="faq-more" className="text-base font-bold text-gray-900">
          찾는 답이 없나요?
        </h2>
        <AppLink href={ROUTES.inquiryBoard} className={SECONDARY_LINK}>
          1:1 문의하기
        </AppLink>
      </section>
    </AppScreen>
  );
}

function FaqBoardView({ board }: { board: FaqBoard }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const found = useMemo(() => searchFaqs(board.items, query), [board.items, query]);
  const searchId = useId();
  const select = (code: string | null) =>
    void router.replace({ pathname: ROUTES.faqBoard, query: code ? { category: code } : {} }, undefined, { scroll: false });
  return (
    <>
      <FilterChips
        label="질문 분류"
        choices={[{ code: null, name: "전체" }, ...board.categories.map((c) => ({ code: c.codeNo, name: c.codeNm }))]}
        selected={board.category}
        onSelect={select}
      />
      <div role="search" className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-gray-900">
          질문 검색
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="예: 충전, 단말기, 해지"
          className="min-h-12 rounded-xl border border-gray-300 px-4 text-base text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        <p role="status" className="min-h-5 text-sm text-gray-600">
          {query.trim() ? `${found.length}개의 질문을 찾았어요` : ""}
        </p>
      </div>
      {found.length === 0 ? (
        <EmptyState
          title={query.trim() ? "찾는 질문이 없어요" : "등록된 질문이 없어요"}
          message={query.trim() ? "다른 낱말로 찾아보거나 1:1 문의를 남겨 주세요." : null}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200" data-testid="faq-list">
          {found.map((item) => (
            <FaqEntry key={item.faqSn} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span aria-hidden="true" className="font-bold text-brand-700">
            Q
          </span>
          <span className="flex-1 break-keep font-semibold text-gray-900">{item.question}</span>
          <span
            aria-hidden="true"
            className={`text-gray-500 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
          >
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-4 pb-4">
        <p className="mb-1 text-xs font-semibold text-gray-600">{item.faqDivNm}</p>
        <HtmlContent html={item.answer} className="text-sm" />
      </div>
    </li>
  );
}
