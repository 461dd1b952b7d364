// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { kstDay } from "../format-time";
import { markPromotionNoticeShown, PROMOTION_NOTICE, promotionNoticeMessage, shouldShowPromotionNotice } from "../promotion-notice";
import { resetStorageMemory, storage, STORAGE_KEYS } from "../storage";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  storage.remove(STORAGE_KEYS.promotionNoticeDate);
  resetStorageMemory();
});

describe("promotion-extension notice (SPEC §5, §9)", () => {
  it("says the free trial was extended by 6 months", () => {
    expect(PROMOTION_NOTICE.message).toBe("무료 체험 기간이 6개월 연장되었습니다.");
    expect(promotionNoticeMessage("2027-05-22")).toBe(
      "무료 체험 기간이 6개월 연장되었습니다. 2027년 5월 22일까지 무료로 이용하실 수 있습니다.",
    );
    expect(promotionNoticeMessage(null)).toBe(PROMOTION_NOTICE.message);
    expect(promotionNoticeMessage("soon")).toBe(PROMOTION_NOTICE.message);
  });

  it("shows once, then not again the same KST day, then again the next day", () => {
    vi.setSystemTime(new Date("2026-11-22T09:00:00+09:00"));
    expect(shouldShowPromotionNotice()).toBe(true);
    markPromotionNoticeShown();
    expect(shouldShowPromotionNotice()).toBe(false);
    vi.setSystemTime(new Date("2026-11-22T23:59:59+09:00"));
    expect(shouldShowPromotionNotice()).toBe(false);
    vi.setSystemTime(new Date("2026-11-23T00:00:00+09:00"));
    expect(shouldShowPromotionNotice()).toBe(true);
  });

  it("counts days in KST, not UTC or the phone's zone", () => {
    // 2026-11-22 23:30 UTC is already the 23rd in Korea.
    expect(kstDay(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(kstDay(new Date("2026-11-22T14:59:59Z"))).toBe("2026-11-22");
    markPromotionNoticeShown(new Date("2026-11-22T15:10:00Z")); // 00:10 on the 23rd in Korea
    expect(shouldShowPromotionNotice(new Date("2026-11-23T14:00:00Z"))).toBe(false); // 23:00 on the 23rd
    expect(shouldShowPromotionNotice(new Date("2026-11-23T15:00:00Z"))).toBe(true); // the 24th
  });

  it("shows only while the extended trial runs when the expiration date is given", () => {
    const now = new Date("2026-11-22T12:00:00+09:00");
    expect(shouldShowPromotionNotice(now, { promotionExpirationDate: "2027-05-22" })).toBe(true);
    expect(shouldShowPromotionNotice(now, { promotionExpirationDate: "2026-11-22" })).toBe(true);
    expect(shouldShowPromotionNotice(now, { promotionExpirationDate: "2026-11-21" })).toBe(false);
    expect(shouldShowPromotionNotice(now, { promotionExpirationDate: null })).toBe(false);
  });

  it("still shows at most once within a visit when the device store is unavailable", () => {
    vi.setSystemTime(new Date("2026-11-22T09:00:00+09:00"));
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(shouldShowPromotionNotice()).toBe(true);
    markPromotionNoticeShown();
    expect(shouldShowPromotionNotice()).toBe(false);
    spy.mockRestore();
  });
});
