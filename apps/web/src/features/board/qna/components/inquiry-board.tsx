import { useRouter } from "next/router";
import type { InquiryItem } from "@evsafe/contract";
import { formatKstDate } from "@/shared/format-time";
import { ROUTES } from "@/shared/routes";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { Skeleton } from "@/shared/ui/states";
import { useInquiries, useInquiryStatuses } from "../../api";
import { FilterChips } from "../../components/filter-chips";
import { INQUIRY_STATUSES, inquiryStatusOf } from "../../params";
import { StatusBadge } from "./status-badge";

export function InquiryBoard() {
  const router = useRouter();
  const status = inquiryStatusOf(router.query.status);
  const statuses = useInquiryStatuses();
  const inquiries = useInquiries(status);
  const select = (code: string | null) =>
    void router.replace({ pathname: ROUTES.inquiryBoard, query: code ? { status: code } : {} }, undefined, {
      shallow: true,
      scroll: false,
    });
  return (
    <>
      <AsyncContent
        state={statuses}
        skeleton={<Skeleton className="h-11" />}
        loadingLabel="답변 상태를 불러오는 중입니다"
        errorTitle="답변 상태를 불러오지 못했어요"
      >
        {(codes) => (
          <FilterChips
            label="답변 상태"
            choices={[
              { code: null, name: "전체" },
              ...codes.filter((c) => inquiryStatusOf(c.codeNo) !== null).map((c) => ({ code: c.codeNo, name: c.codeNm })),
            ].sort((a, b) => order(a.code) - order(b.code))}
            selected={status}
            onSelect={select}
          />
        )}
      </AsyncContent>
      <AsyncContent
        state={inquiries}
        skeleton={
          <>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </>
        }
        loadingLabel="문의 내역을 불러오는 중입니다"
        errorTitle="문의 내역을 불러오지 못했어요"
        empty={{
          when: (items) => items.length === 0,
          title: status ? "이 상태의 문의가 없어요" : "남긴 문의가 없어요",
          message: "궁금한 점이나 불편한 점을 문의하기로 알려 주세요.",
        }}
      >
        {(items) => <InquiryList items={items} />}
      </AsyncContent>
    </>
  );
}

/** 전체 first, then the statuses in the order a question goes through them. */
const order = (code: string | null) => (code === null ? -1 : INQUIRY_STATUSES.indexOf(code as never));

function InquiryList({ items }: { items: InquiryItem[] }) {
  return (
    <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200" data-testid="inquiry-list">
      {items.map((item) => (
        <li key={item.iqrSn}>
          <AppLink
            href={`${ROUTES.inquiryBoard}/${item.iqrSn}`}
            className="flex min-h-20 flex-col justify-center gap-1 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
              <StatusBadge status={item.iqrSttsDivCcd} name={item.iqrSttsNm} />
              <span>{item.iqrDivNm}</span>
              {item.hasAttachment && <span>사진 첨부</span>}
            </span>
            <span className="break-keep text-base font-semibold text-gray-900">{item.title}</span>
            <span className="text-xs text-gray-600">{formatKstDate(item.createdAt)} 작성</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
