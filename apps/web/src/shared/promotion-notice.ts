import { kstDay } from "./format-time";
import { STORAGE_KEYS, storage } from "./storage";

/** SPEC §9: the promotion extends the free trial by 6 months. */
export const PROMOTION_EXTENSION_MONTHS = 6;

/** SPEC §9 promotion-extension notice. */
export const PROMOTION_NOTICE = {
  title: "무료 체험 기간 연장 안내",
  message: `무료 체험 기간이 ${PROMOTION_EXTENSION_MONTHS}개월 연장되었습니다.`,
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The notice text, with the new end of the free trial when it is known: "… 2027년 5월 22일까지 무료로 …". */
export function promotionNoticeMessage(promotionExpirationDate?: string | null): string {
  const m = promotionExpirationDate ? DATE.exec(promotionExpirationDate) : null;
  if (!m) return PROMOTION_NOTICE.message;
  return `${PROMOTION_NOTICE.message} ${Number(m[1])}년 ${Number(m[2])}월 ${Number(m[3])}일까지 무료로 이용하실 수 있습니다.`;
}

/**
 * SPEC §5: shown at most once per (KST) day. With `promotionExpirationDate` from the service status, only while
 * the extended trial runs: null (no promotion) or a past date never shows it.
 */
export function shouldShowPromotionNotice(now: Date = new Date(), opts: { promotionExpirationDate?: string | null } = {}): boolean {
  const today = kstDay(now);
  if ("promotionExpirationDate" in opts) {
    const end = opts.promotionExpirationDate;
    if (!end || !DATE.test(end) || end < today) return false;
  }
  return storage.get(STORAGE_KEYS.promotionNoticeDate) !== today;
}

/** Records that the notice was shown today (KST). */
export function markPromotionNoticeShown(now: Date = new Date()): void {
  storage.set(STORAGE_KEYS.promotionNoticeDate, kstDay(now));
}
