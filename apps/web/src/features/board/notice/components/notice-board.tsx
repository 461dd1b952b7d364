import { useRouter } from "next/router";
import { useState } from "react";
import type { NoticeItem } from "@evsafe/contract";
import { ROUTES } from "@/shared/routes";
import { formatKstDate } from "@/shared/format-time";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { Skeleton } from "@/shared/ui/states";
import { useNoticeCategories, useNotices } from "../../api";
import { FilterChips } from "../../components/filter-chips";
import { categoryOf } from "../../params";

/** Notices shown at first and added by each 더 보기 (the API answers the whole list; it is short). */
export const NOTICE_PAGE_SIZE = 10;

export function NoticeBoard() {
  const router = useRouter();
  const category = categoryOf(router.query.category);
  const categories = useNoticeCategories();
  const notices = useNotices(category);
  const select = (code: string | null) =>
    void router.replace({ pathname: ROUTES.noticeBoard, query: code ? { category: code } : {} }, undefined, {
      shallow: true,
      scroll: false,
    });
  return (
    <>
      <AsyncContent
        state={categories}
        skeleton={<Skeleton className="h-11" />}
        loadingLabel="분류를 불러오는 중입니다"
        errorTitle="분류를 불러오지 못했어요"
      >
        {(codes) => (
          <FilterChips
            label="공지 분류"
            choices={[{ code: null, name: "전체" }, ...codes.map((c) => ({ code: c.codeNo, name: c.codeNm }))]}
            selected={category}
            onSelect={select}
          />
        )}
      </AsyncContent>
      <AsyncContent
        state={notices}
        skeleton={<ListSkeleton />}
        loadingLabel="공지사항을 불러오는 중입니다"
        errorTitle="공지사항을 불러오지 못했어요"
        empty={{ when: (items) => items.length === 0, title: "등록된 공지사항이 없어요", message: "다른 분류를 골라 보세요." }}
      >
        {(items) => <NoticeList key={category ?? "all"} items={items} />}
      </AsyncContent>
    </>
  );
}

function NoticeList({ items }: { items: NoticeItem[] }) {
  const [shown, setShown] = useState(NOTICE_PAGE_SIZE);
  return (
    <>
      <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200" data-testid="notice-list">
        {items.slice(0, shown).map((n) => (
          <li key={n.ntcSn}>
            <AppLink
              href={`${ROUTES.noticeBoard}/${n.ntcSn}`}
              className="flex min-h-20 flex-col justify-center gap-1 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="flex flex-wrap items-center gap-1 text-xs font-semibold text-gray-600">
                {n.pinned && <span className="rounded bg-brand-700 px-1.5 py-0.5 text-white">고정</span>}
                <span>{n.ntcDivNm}</span>
                {n.isNew && <span className="text-red-700">새 글</span>}
              </span>
              <span className="break-keep text-base font-semibold text-gray-900">{n.title}</span>
              <span className="text-xs text-gray-600">{formatKstDate(n.postedAt)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      {shown < items.length && (
        <button
          type="button"
          onClick={() => setShown((s) => s + NOTICE_PAGE_SIZE)}
          className="min-h-12 rounded-xl border border-gray-300 text-base font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          더 보기 ({items.length - shown}개 남음)
        </button>
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <>
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </>
  );
}
