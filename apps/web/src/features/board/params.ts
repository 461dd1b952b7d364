import type { InquiryItem } from "@evsafe/contract";
import { INQUIRY_STATUS } from "@evsafe/contract/constants/account";

export type InquiryStatus = InquiryItem["iqrSttsDivCcd"];

/** A category code in the address (`?category=02`): two digits, else none (전체). The API refuses unknown ones. */
export function categoryOf(value: unknown): string | null {
  return typeof value === "string" && /^\d{2}$/.test(value) ? value : null;
}

/** The inquiry statuses the list filters by (SPEC §7 `ask/status`): 답변대기, 처리중, 답변완료. */
export const INQUIRY_STATUSES: readonly InquiryStatus[] = [INQUIRY_STATUS.AWAITING, INQUIRY_STATUS.PROCESSING, INQUIRY_STATUS.ANSWERED];

export function inquiryStatusOf(value: unknown): InquiryStatus | null {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(value) ? (value as InquiryStatus) : null;
}

/** `/board/qna/12` → 12; anything that is not a positive whole number → null. */
export function idOf(value: unknown): number | null {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
