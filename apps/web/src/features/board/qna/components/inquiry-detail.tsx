import { useRouter } from "next/router";
import { useState } from "react";
import { useSWRConfig } from "swr";
import type { FileItem, InquiryDetail as Inquiry } from "@evsafe/contract";
import { isHandledByPolicy } from "@/shared/api-error";
import { formatKstDate } from "@/shared/format-time";
import { openModal } from "@/shared/modal";
import { ROUTES } from "@/shared/routes";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useInquiry } from "../../api";
import { openAttachment } from "@/shared/attachments/open-attachment";
import { StatusBadge } from "./status-badge";

export function InquiryDetail({ id }: { id: number | null }) {
  const state = useInquiry(id);
  if (id === null) return <NotFound />;
  return (
    <AsyncContent
      state={state}
      skeleton={
        <>
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </>
      }
      loadingLabel="문의를 불러오는 중입니다"
      errorTitle="문의를 불러오지 못했어요"
      refusal={(error) => (error.status === 404 ? <NotFound /> : null)}
    >
      {(inquiry) => <InquiryBody inquiry={inquiry} />}
    </AsyncContent>
  );
}

function NotFound() {
  return (
    <EmptyState title="문의를 찾을 수 없어요" message="삭제되었거나 다른 계정의 문의예요.">
      <AppLink href={ROUTES.inquiryBoard} className="text-sm font-semibold text-brand-700 underline">
        문의 목록으로
      </AppLink>
    </EmptyState>
  );
}

/** Every cached list of the member's inquiries (each status filter has its own key). */
const isInquiryList = (key: unknown) => Array.isArray(key) && key[0] === "getAsks";

function InquiryBody({ inquiry }: { inquiry: Inquiry }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [deleting, setDeleting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onDelete = async () => {
    if (deleting) return;
    const yes = await openModal({
      type: "remove",
      title: "문의 삭제",
      message: "이 문의를 삭제할까요? 첨부한 사진도 함께 삭제되고, 되돌릴 수 없어요.",
    });
    if (!yes) return;
    setDeleting(true);
    setMessage(null);
    try {
      const { callWithPolicy } = await import("@/shared/api-client");
      await callWithPolicy("deleteAsk", { params: { id: inquiry.iqrSn } });
      await mutate(isInquiryList);
      await router.replace(ROUTES.inquiryBoard);
    } catch (error) {
      setDeleting(false);
      if (!isHandledByPolicy(error)) setMessage(error instanceof Error && error.message ? error.message : "문의를 삭제하지 못했어요.");
    }
  };

  return (
    <article aria-labelledby="inquiry-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 border-b border-gray-200 pb-3">
        <p className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
          <StatusBadge status={inquiry.iqrSttsDivCcd} name={inquiry.iqrSttsNm} />
          <span>{inquiry.iqrDivNm}</span>
        </p>
        <h2 id="inquiry-title" className="break-keep text-lg font-bold text-gray-900">
          {inquiry.title}
        </h2>
        <p className="text-xs text-gray-600">{formatKstDate(inquiry.createdAt)} 작성</p>
      </header>
      <p className="whitespace-pre-wrap break-words text-base leading-relaxed text-gray-800" data-testid="inquiry-contents">
        {inquiry.contents}
      </p>
      {inquiry.files.length > 0 && <Attachments files={inquiry.files} />}
      <section aria-labelledby="inquiry-answer" className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-4" data-testid="inquiry-answer">
        <h3 id="inquiry-answer" className="text-base font-bold text-gray-900">
          답변
        </h3>
        {inquiry.answer ? (
          <>
            <p className="whitespace-pre-wrap break-words text-base leading-relaxed text-gray-800">{inquiry.answer.contents}</p>
            <p className="text-xs text-gray-600">{formatKstDate(inquiry.answer.answeredAt)} 답변</p>
          </>
        ) : (
          <p className="text-sm text-gray-700">답변을 준비하고 있어요. 답변이 등록되면 알림으로 알려 드려요.</p>
        )}
      </section>
      {inquiry.deletable && (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" onClick={() => void onDelete()} disabled={deleting} aria-busy={deleting}>
            {deleting ? "삭제하는 중" : "문의 삭제"}
          </Button>
          <p role="alert" className="min-h-5 text-center text-sm text-red-700">
            {message}
          </p>
        </div>
      )}
      <AppLink href={ROUTES.inquiryBoard} className="self-center px-2 py-3 text-sm text-gray-600 underline">
        문의 목록으로
      </AppLink>
    </article>
  );
}

function Attachments({ files }: { files: FileItem[] }) {
  const [status, setStatus] = useState<string | null>(null);
  const open = async (file: FileItem) => {
    setStatus(`${file.orgFileNm} 여는 중`);
    setStatus(await openAttachment(file));
  };
  return (
    <section aria-labelledby="inquiry-files" className="flex flex-col gap-2">
      <h3 id="inquiry-files" className="text-base font-bold text-gray-900">
        첨부한 사진 {files.length}장
      </h3>
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <li key={file.fileSn}>
            <button
              type="button"
              onClick={() => void open(file)}
              className="flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border border-gray-300 px-4 text-left text-sm text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="truncate">{file.orgFileNm}</span>
              <span className="shrink-0 font-semibold text-brand-700">열기</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm text-gray-600" data-testid="attachment-status">
        {status}
      </p>
    </section>
  );
}
