import { z } from "zod";
import { CodeItemSchema, FAQ_CATEGORY_LABEL, INQUIRY_CATEGORY_LABEL, NOTICE_CATEGORY_LABEL } from "../code-groups";
import { InquiryStatusSchema } from "../codes";
import { defineCall } from "../define";
import { IdSchema, OkSchema, TimestampSchema } from "../schemas";
import { FileItemSchema } from "./files";

// Calls of the 'customer' area (SPEC §7 "Customer"): notices, FAQ and the user's 1:1 inquiries.
// See docs/api-files-customer.md.

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
export const NoticeCategorySchema = z.enum(keys(NOTICE_CATEGORY_LABEL));
export const FaqCategorySchema = z.enum(keys(FAQ_CATEGORY_LABEL));
export const InquiryCategorySchema = z.enum(keys(INQUIRY_CATEGORY_LABEL));

/** Code groups of the customer centre as `codes/{code}` names them. */
export const CUSTOMER_CODE_GROUP = { NOTICE: "NTC_DIV", FAQ: "FAQ_DIV", INQUIRY_CATEGORY: "IQR_DIV", INQUIRY_STATUS: "IQR_STTS" } as const;

/** Notices younger than this many days carry `isNew`. */
export const NOTICE_NEW_DAYS = 7;
export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_CONTENTS_MAX = 2000;

export const NoticeItemSchema = z.object({
  ntcSn: z.number().int(),
  ntcDivCcd: NoticeCategorySchema,
  ntcDivNm: z.string(),
  title: z.string(),
  /** Pinned notices come first. */
  pinned: z.boolean(),
  /** Posted within the last NOTICE_NEW_DAYS days. */
  isNew: z.boolean(),
  viewCount: z.number().int().nonnegative(),
  postedAt: TimestampSchema,
});
export type NoticeItem = z.infer<typeof NoticeItemSchema>;

export const NoticeDetailSchema = NoticeItemSchema.extend({
  /** HTML sanitised by the server: basic formatting, https images, links with rel=noopener; no scripts. */
  contents: z.string(),
  /** Neighbours in the list's order (newer / older), for 이전글·다음글 links. */
  prev: z.object({ ntcSn: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ ntcSn: z.number().int(), title: z.string() }).nullable(),
});
export type NoticeDetail = z.infer<typeof NoticeDetailSchema>;

export const FaqItemSchema = z.object({
  faqSn: z.number().int(),
  faqDivCcd: FaqCategorySchema,
  faqDivNm: z.string(),
  question: z.string(),
  /** HTML sanitised by the server, like notice contents. */
  answer: z.string(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const InquiryItemSchema = z.object({
  iqrSn: z.number().int(),
  iqrDivCcd: InquiryCategorySchema,
  iqrDivNm: z.string(),
  title: z.string(),
  iqrSttsDivCcd: InquiryStatusSchema,
  iqrSttsNm: z.string(),
  hasAttachment: z.boolean(),
  /** Only while not answered (01 awaiting, 06 processing). */
  deletable: z.boolean(),
  createdAt: TimestampSchema,
  answeredAt: TimestampSchema.nullable(),
});
export type InquiryItem = z.infer<typeof InquiryItemSchema>;

export const InquiryDetailSchema = InquiryItemSchema.extend({
  /** Plain text as the user wrote it (render as text, not HTML). */
  contents: z.string(),
  atchFileSn: z.number().int().nullable(),
  files: z.array(FileItemSchema),
  /** Present once answered (status 02). Plain text. */
  answer: z.object({ contents: z.string(), answeredAt: TimestampSchema }).nullable(),
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

export const InquiryCreateSchema = z.object({
  iqrDivCcd: InquiryCategorySchema,
  title: z
    .string()
    .trim()
    .min(2, "제목을 2자 이상 입력해 주세요.")
    .max(INQUIRY_TITLE_MAX, `제목은 ${INQUIRY_TITLE_MAX}자 이하로 입력해 주세요.`),
  contents: z
    .string()
    .trim()
    .min(10, "문의 내용을 10자 이상 입력해 주세요.")
    .max(INQUIRY_CONTENTS_MAX, `문의 내용은 ${INQUIRY_CONTENTS_MAX}자 이하로 입력해 주세요.`),
  /** An attachment group uploaded by the same user (files/upload). */
  atchFileSn: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type InquiryCreate = z.input<typeof InquiryCreateSchema>;

const CodeListSchema = z.array(CodeItemSchema);

export const customerCalls = {
  getNoticeCategory: defineCall({
    method: "GET",
    path: "notice/category",
    auth: "public",
    summary: "공지사항 분류 목록",
    response: CodeListSchema,
  }),
  getNotices: defineCall({
    method: "GET",
    path: "notice",
    auth: "public",
    summary: "공지사항 목록 (고정 공지 먼저, 최신순)",
    query: z.object({ ntcDivCcd: NoticeCategorySchema.optional() }),
    response: z.array(NoticeItemSchema),
  }),
  getNotice: defineCall({
    method: "GET",
    path: "notice/{id}",
    auth: "public",
    summary: "공지사항 상세",
    params: z.object({ id: IdSchema }),
    response: NoticeDetailSchema,
  }),
  getFaqCategory: defineCall({
    method: "GET",
    path: "faq/category",
    auth: "public",
    summary: "자주 묻는 질문 분류 목록",
    response: CodeListSchema,
  }),
  getFaqs: defineCall({
    method: "GET",
    path: "faq",
    auth: "public",
    summary: "자주 묻는 질문 목록",
    query: z.object({ faqDivCcd: FaqCategorySchema.optional() }),
    response: z.array(FaqItemSchema),
  }),
  getAskStatus: defineCall({
    method: "GET",
    path: "ask/status",
    auth: "user",
    summary: "1:1 문의 답변 상태 코드",
    response: CodeListSchema,
  }),
  getAskCategory: defineCall({
    method: "GET",
    path: "ask/category",
    auth: "user",
    summary: "1:1 문의 분류 목록",
    response: CodeListSchema,
  }),
  getAsks: defineCall({
    method: "GET",
    path: "ask",
    auth: "user",
    summary: "내 1:1 문의 목록 (최신순)",
    query: z.object({ iqrSttsDivCcd: InquiryStatusSchema.optional() }),
    response: z.array(InquiryItemSchema),
  }),
  postAsk: defineCall({
    method: "POST",
    path: "ask",
    auth: "user",
    summary: "1:1 문의 등록",
    body: InquiryCreateSchema,
    response: InquiryDetailSchema,
  }),
  getAsk: defineCall({
    method: "GET",
    path: "ask/{id}",
    auth: "user",
    summary: "내 1:1 문의 상세 (답변 포함)",
    params: z.object({ id: IdSchema }),
    response: InquiryDetailSchema,
  }),
  deleteAsk: defineCall({
    method: "DELETE",
    path: "ask/{id}",
    auth: "user",
    summary: "1:1 문의 삭제 (답변 전에만)",
    params: z.object({ id: IdSchema }),
    response: OkSchema,
  }),
};
