import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import {
  CUSTOMER_CODE_GROUP,
  FAQ_CATEGORY_LABEL,
  INQUIRY_CATEGORY_LABEL,
  INQUIRY_STATUS,
  INQUIRY_STATUS_LABEL,
  NOTICE_CATEGORY_LABEL,
  NOTICE_NEW_DAYS,
  type CodeItem,
  type FaqItem,
  type InquiryDetail,
  type InquiryItem,
  type NoticeDetail,
  type NoticeItem,
  InquiryCreateSchema,
} from "@evsafe/contract";
import type { z } from "zod";
import type { Deps } from "../http/context";
import { conflict, notFound, unprocessable } from "../http/errors";
import type { FaqCategory, InquiryStatus, NoticeCategory } from "../db/schema/codes";
import { faqs, inquiries, notices } from "../db/schema/customer";
import { deleteFileGroupsOf, listFileItems, ownsFileGroup } from "./files";
import { sanitizeRichText } from "./html";

type Labels = Record<string, string>;
const label = (labels: Labels, code: string) => labels[code] ?? code;

/** A label map as `codes/{code}` items; `contents` carries a one-line hint where useful. */
function codeItems(groupCd: string, labels: Labels, hints: Labels = {}): CodeItem[] {
  return Object.entries(labels).map(([codeNo, codeNm]) => ({ groupCd, codeNo, codeNm, contents: hints[codeNo] ?? null }));
}

export const noticeCategories = () => codeItems(CUSTOMER_CODE_GROUP.NOTICE, NOTICE_CATEGORY_LABEL);
export const faqCategories = () => codeItems(CUSTOMER_CODE_GROUP.FAQ, FAQ_CATEGORY_LABEL);
export const inquiryCategories = () =>
  codeItems(CUSTOMER_CODE_GROUP.INQUIRY_CATEGORY, INQUIRY_CATEGORY_LABEL, {
    "01": "앱 사용 방법, 알림 설정, 서비스 가입 관련 문의",
    "02": "OBD 단말기 배송, 설치, 연결 상태 관련 문의",
    "03": "결제 수단, 영수증, 해지 및 환불 관련 문의",
    "04": "배터리 진단 결과와 안전 점수 해석 관련 문의",
    "05": "그 밖의 문의",
  });
export const inquiryStatuses = () =>
  codeItems(CUSTOMER_CODE_GROUP.INQUIRY_STATUS, INQUIRY_STATUS_LABEL, {
    [INQUIRY_STATUS.AWAITING]: "문의가 접수되어 담당자 배정을 기다리고 있습니다.",
    [INQUIRY_STATUS.PROCESSING]: "담당자가 내용을 확인하고 있습니다.",
    [INQUIRY_STATUS.ANSWERED]: "답변이 등록되었습니다.",
  });

// ---------------------------------------------------------------------------------------------------------------
// Notices

/** Pinned first, then newest first; ties by id so the order is stable. */
const NOTICE_ORDER = [desc(notices.pinned), desc(notices.postedAt), desc(notices.ntcSn)];

function toNoticeItem(deps: Deps, n: typeof notices.$inferSelect): NoticeItem {
  return {
    ntcSn: n.ntcSn,
    ntcDivCcd: n.ntcDivCcd,
    ntcDivNm: label(NOTICE_CATEGORY_LABEL, n.ntcDivCcd),
    title: n.title,
    pinned: n.pinned,
    isNew: deps.now().getTime() - n.postedAt.getTime() < NOTICE_NEW_DAYS * 86_400_000 && n.postedAt <= deps.now(),
    viewCount: n.viewCount,
    postedAt: n.postedAt.toISOString(),
  };
}

/** Notices already posted (a scheduled one with a future postedAt stays hidden). */
const posted = (deps: Deps) => lte(notices.postedAt, deps.now());

export async function listNotices(deps: Deps, ntcDivCcd?: NoticeCategory): Promise<NoticeItem[]> {
  const rows = await deps.db
    .select()
    .from(notices)
    .where(and(posted(deps), ntcDivCcd ? eq(notices.ntcDivCcd, ntcDivCcd) : undefined))
    .orderBy(...NOTICE_ORDER);
  return rows.map((n) => toNoticeItem(deps, n));
}

/** Detail with sanitised HTML; counts a view. prev = the newer neighbour, next = the older one in the list order. */
export async function getNotice(deps: Deps, ntcSn: number): Promise<NoticeDetail> {
  const [row] = await deps.db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1` })
    .where(and(eq(notices.ntcSn, ntcSn), posted(deps)))
    .returning();
  if (!row) throw notFound("공지사항을 찾을 수 없습니다.");
  const order = await deps.db
    .select({ ntcSn: notices.ntcSn, title: notices.title })
    .from(notices)
    .where(posted(deps))
    .orderBy(...NOTICE_ORDER);
  const i = order.findIndex((o) => o.ntcSn === ntcSn);
  return {
    ...toNoticeItem(deps, row),
    contents: sanitizeRichText(row.contents),
    prev: i > 0 ? order[i - 1]! : null,
    next: i >= 0 && i < order.length - 1 ? order[i + 1]! : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// FAQ

export async function listFaqs(deps: Deps, faqDivCcd?: FaqCategory): Promise<FaqItem[]> {
  const rows = await deps.db
    .select()
    .from(faqs)
    .where(faqDivCcd ? eq(faqs.faqDivCcd, faqDivCcd) : undefined)
    .orderBy(asc(faqs.faqDivCcd), asc(faqs.sortOrder), asc(faqs.faqSn));
  return rows.map((f) => ({
    faqSn: f.faqSn,
    faqDivCcd: f.faqDivCcd,
    faqDivNm: label(FAQ_CATEGORY_LABEL, f.faqDivCcd),
    question: f.question,
    answer: sanitizeRichText(f.answer),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Inquiries

const isDeletable = (status: string) => status !== INQUIRY_STATUS.ANSWERED;

function toInquiryItem(r: typeof inquiries.$inferSelect): InquiryItem {
  return {
    iqrSn: r.iqrSn,
    iqrDivCcd: r.iqrDivCcd,
    iqrDivNm: label(INQUIRY_CATEGORY_LABEL, r.iqrDivCcd),
    title: r.title,
    iqrSttsDivCcd: r.iqrSttsDivCcd,
    iqrSttsNm: label(INQUIRY_STATUS_LABEL, r.iqrSttsDivCcd),
    hasAttachment: r.atchFileSn !== null,
    deletable: isDeletable(r.iqrSttsDivCcd),
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.iqrSttsDivCcd === INQUIRY_STATUS.ANSWERED && r.answeredAt ? r.answeredAt.toISOString() : null,
  };
}

export async function listInquiries(deps: Deps, userNo: number, status?: InquiryStatus): Promise<InquiryItem[]> {
  const rows = await deps.db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.userNo, userNo), status ? eq(inquiries.iqrSttsDivCcd, status) : undefined))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.iqrSn));
  return rows.map(toInquiryItem);
}

async function ownedInquiry(deps: Deps, userNo: number, iqrSn: number) {
  const [r] = await deps.db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.iqrSn, iqrSn), eq(inquiries.userNo, userNo)));
  if (!r) throw notFound("문의 내역을 찾을 수 없습니다.");
  return r;
}

export async function getInquiry(deps: Deps, userNo: number, iqrSn: number): Promise<InquiryDetail> {
  const r = await ownedInquiry(deps, userNo, iqrSn);
  const answered = r.iqrSttsDivCcd === INQUIRY_STATUS.ANSWERED && r.answer !== null && r.answeredAt !== null;
  return {
    ...toInquiryItem(r),
    contents: r.contents,
    atchFileSn: r.atchFileSn,
    files: r.atchFileSn === null ? [] : await listFileItems(deps, r.atchFileSn),
    answer: answered ? { contents: r.answer!, answeredAt: r.answeredAt!.toISOString() } : null,
  };
}

export async function createInquiry(deps: Deps, userNo: number, input: z.output<typeof InquiryCreateSchema>): Promise<InquiryDetail> {
  const atchFileSn = input.atchFileSn ?? null;
  if (atchFileSn !== null) {
    if (!(await ownsFileGroup(deps, userNo, atchFileSn))) throw notFound("첨부 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.");
    const [used] = await deps.db.select({ iqrSn: inquiries.iqrSn }).from(inquiries).where(eq(inquiries.atchFileSn, atchFileSn));
    if (used) throw conflict("이미 다른 문의에 첨부된 파일입니다. 파일을 새로 올려 주세요.");
  }
  const [row] = await deps.db
    .insert(inquiries)
    .values({
      userNo,
      iqrDivCcd: input.iqrDivCcd,
      title: input.title,
      contents: input.contents,
      atchFileSn,
      iqrSttsDivCcd: INQUIRY_STATUS.AWAITING,
      createdAt: deps.now(),
    })
    .returning({ iqrSn: inquiries.iqrSn });
  return getInquiry(deps, userNo, row!.iqrSn);
}

/** Deletes the user's inquiry while it has no answer (01, 06), together with its attachments. */
export async function deleteInquiry(deps: Deps, userNo: number, iqrSn: number): Promise<{ ok: true }> {
  const r = await ownedInquiry(deps, userNo, iqrSn);
  if (!isDeletable(r.iqrSttsDivCcd)) throw unprocessable("답변이 완료된 문의는 삭제할 수 없습니다.", "INQUIRY_ANSWERED");
  const [deleted] = await deps.db
    .delete(inquiries)
    .where(
      and(
        eq(inquiries.iqrSn, iqrSn),
        eq(inquiries.userNo, userNo),
        inArray(inquiries.iqrSttsDivCcd, [INQUIRY_STATUS.AWAITING, INQUIRY_STATUS.PROCESSING]),
      ),
    )
    .returning({ atchFileSn: inquiries.atchFileSn });
  // Answered between the read and the delete.
  if (!deleted) throw unprocessable("답변이 완료된 문의는 삭제할 수 없습니다.", "INQUIRY_ANSWERED");
  if (deleted.atchFileSn !== null) await deleteFileGroupsOf(deps, userNo, [deleted.atchFileSn]);
  return { ok: true };
}
