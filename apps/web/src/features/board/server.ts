import type { FaqItem, NoticeDetail } from "@evsafe/contract";
import { withSession } from "@/auth/server/guard";
import { pageRead, SSR_API_BUDGET_MS, withMemberReads } from "@/session-frame/server";
import { api, ApiRequestError } from "@/shared/api-client";
import { sanitizeBoardHtml } from "@/server/sanitize-board-html";
import { categoryOf, idOf, inquiryStatusOf } from "./params";

/**
 * Server side of the customer centre. Its pages are for every signed-in member, whatever the service status (a
 * member whose service ended still asks and reads), so the reads are not gated on service access as
 * `withServicePrefetch` gates them. HTML bodies (a notice, FAQ answers) are read and sanitised here on every
 * navigation and handed to the page as props: the browser never renders the API's markup as it came.
 */

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** /board/notice?category=: the categories and that category's list (all without one). */
export const getNoticeBoardProps = withMemberReads((ctx) => {
  const category = categoryOf(firstOf(ctx.query.category));
  return [pageRead("getNoticeCategory"), pageRead("getNotices", { query: category ? { ntcDivCcd: category as never } : {} })];
});

/** /board/qna?status=: the status codes and the member's inquiries with that status (all without one). */
export const getInquiryBoardProps = withMemberReads((ctx) => {
  const status = inquiryStatusOf(firstOf(ctx.query.status));
  return [pageRead("getAskStatus"), pageRead("getAsks", { query: status ? { iqrSttsDivCcd: status } : {} })];
});

/** /board/qna/{id}: the inquiry with its answer; a malformed id is a 404. */
export const getInquiryDetailProps = withMemberReads((ctx) => {
  const id = idOf(firstOf(ctx.params?.id));
  return id === null ? null : [pageRead("getAsk", { params: { id } })];
});

/** /board/qna/new: the inquiry categories. */
export const getNewInquiryProps = withMemberReads(() => [pageRead("getAskCategory")]);

/** What a page made of sanitised HTML gets: its data, or the Korean message of a failed read. */
export type BoardHtmlProps<T> = { data: T; failed?: undefined } | { data?: undefined; failed: string };

const failureMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.message ? error.message : "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.";

/** /board/notice/{id}: the notice with its body sanitised; unknown or malformed id → 404. */
export const getNoticeDetailProps = withSession<BoardHtmlProps<NoticeDetail>>(async (ctx) => {
  const id = idOf(firstOf(ctx.params?.id));
  if (id === null) return { notFound: true };
  try {
    const notice = await api("getNotice", { params: { id }, token: ctx.session.accessToken, timeoutMs: SSR_API_BUDGET_MS * 2 });
    return { props: { data: { ...notice, contents: sanitizeBoardHtml(notice.contents) } } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { notFound: true };
    return { props: { failed: failureMessage(error) } };
  }
});

export interface FaqBoard {
  categories: { codeNo: string; codeNm: string }[];
  category: string | null;
  items: FaqItem[];
}

/** /board/faq?category=: the categories and that category's questions (all without one), answers sanitised. */
export const getFaqBoardProps = withSession<BoardHtmlProps<FaqBoard>>(async (ctx) => {
  const category = categoryOf(firstOf(ctx.query.category));
  const token = ctx.session.accessToken;
  const timeoutMs = SSR_API_BUDGET_MS * 2;
  try {
    const [codes, faqs] = await Promise.all([
      api("getFaqCategory", { token, timeoutMs }),
      api("getFaqs", { token, timeoutMs, query: category ? { faqDivCcd: category as never } : {} }),
    ]);
    return {
      props: {
        data: {
          categories: codes.map(({ codeNo, codeNm }) => ({ codeNo, codeNm })),
          category,
          items: faqs.map((item) => ({ ...item, answer: sanitizeBoardHtml(item.answer) })),
        },
      },
    };
  } catch (error) {
    return { props: { failed: failureMessage(error) } };
  }
});
