// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetStorageMemory, storage, STORAGE_KEYS } from "@/shared/storage";
import { askForReviewOnce, REVIEW_PROMPT, REVIEW_PROMPT_AFTER_DAYS, shouldAskForReview, type ReviewPromptDeps } from "../review-prompt";

// 2026-11-26 10:00 KST.
const NOW = new Date("2026-11-26T01:00:00Z");
const DAYS_AGO = (n: number) => new Date(Date.parse("2026-11-26T00:00:00Z") - n * 86_400_000).toISOString().slice(0, 10);

const deps = (overrides: Partial<ReviewPromptDeps> = {}) => ({
  hasReview: vi.fn(async () => false),
  isInService: vi.fn(async () => true),
  batteryIsSafe: vi.fn(async () => true),
  openModal: vi.fn(async () => false),
  isModalOpen: vi.fn(() => false),
  navigate: vi.fn(),
  now: () => NOW,
  ...overrides,
});

beforeEach(() => {
  storage.remove(STORAGE_KEYS.firstUseDate);
  storage.remove(STORAGE_KEYS.reviewPromptAsked);
  resetStorageMemory();
});
afterEach(() => vi.restoreAllMocks());

describe("shouldAskForReview", () => {
  it(`asks from ${REVIEW_PROMPT_AFTER_DAYS} KST days after the first use, never before, never twice, never with a review`, () => {
    const base = { askedDate: null, hasReview: false };
    expect(shouldAskForReview({ ...base, firstUseDate: DAYS_AGO(REVIEW_PROMPT_AFTER_DAYS - 1) }, NOW)).toBe(false);
    expect(shouldAskForReview({ ...base, firstUseDate: DAYS_AGO(REVIEW_PROMPT_AFTER_DAYS) }, NOW)).toBe(true);
    expect(shouldAskForReview({ ...base, firstUseDate: null }, NOW)).toBe(false);
    expect(shouldAskForReview({ ...base, firstUseDate: DAYS_AGO(60), askedDate: DAYS_AGO(30) }, NOW)).toBe(false);
    expect(shouldAskForReview({ ...base, firstUseDate: DAYS_AGO(60), hasReview: true }, NOW)).toBe(false);
  });
});

describe("askForReviewOnce", () => {
  it("on the first visit only records the day (KST) and asks nothing", async () => {
    const d = deps();
    expect(await askForReviewOnce(d)).toBe(false);
    expect(storage.get(STORAGE_KEYS.firstUseDate)).toBe("2026-11-26");
    expect(d.openModal).not.toHaveBeenCalled();
    expect(d.hasReview).not.toHaveBeenCalled();
  });

  it("asks once; after 다음에 it never asks again", async () => {
    storage.set(STORAGE_KEYS.firstUseDate, DAYS_AGO(30));
    const d = deps();
    expect(await askForReviewOnce(d)).toBe(true);
    expect(d.openModal).toHaveBeenCalledWith(REVIEW_PROMPT);
    expect(REVIEW_PROMPT.no).toBe("다음에");
    expect(d.navigate).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.reviewPromptAsked)).toBe("2026-11-26");

    // The next visits, today and weeks later.
    expect(await askForReviewOnce(d)).toBe(false);
    expect(await askForReviewOnce({ ...d, now: () => new Date(NOW.getTime() + 60 * 86_400_000) })).toBe(false);
    expect(d.openModal).toHaveBeenCalledTimes(1);
  });

  it("리뷰 쓰기 opens /review, and is not asked again either", async () => {
    storage.set(STORAGE_KEYS.firstUseDate, DAYS_AGO(30));
    const d = deps({ openModal: vi.fn(async () => true) });
    expect(await askForReviewOnce(d)).toBe(true);
    expect(d.navigate).toHaveBeenCalledWith("/review");
    expect(await askForReviewOnce(d)).toBe(false);
  });

  it("never asks a member who has written a review, nor over another dialog, nor out of service, nor on a day the battery is not safe, nor when the review cannot be read", async () => {
    storage.set(STORAGE_KEYS.firstUseDate, DAYS_AGO(30));
    const failing = deps({ hasReview: vi.fn(async () => Promise.reject(new Error("offline"))) });
    expect(await askForReviewOnce(failing)).toBe(false);
    const busy = deps({ isModalOpen: () => true });
    expect(await askForReviewOnce(busy)).toBe(false);
    const notInService = deps({ isInService: vi.fn(async () => false) });
    expect(await askForReviewOnce(notInService)).toBe(false);
    expect(notInService.openModal).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.reviewPromptAsked)).toBeNull(); // still to be asked on another visit
    const warned = deps({ batteryIsSafe: vi.fn(async () => false) });
    expect(await askForReviewOnce(warned)).toBe(false);
    expect(warned.openModal).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.reviewPromptAsked)).toBeNull(); // asked on a calm day instead

    const written = deps({ hasReview: vi.fn(async () => true) });
    expect(await askForReviewOnce(written)).toBe(false);
    expect(written.openModal).not.toHaveBeenCalled();
    const later = deps();
    expect(await askForReviewOnce(later)).toBe(false);
    expect(later.hasReview).not.toHaveBeenCalled();
  });
});
