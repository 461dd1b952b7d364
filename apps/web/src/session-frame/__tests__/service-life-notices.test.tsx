// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { MyServiceStatus } from "@evsafe/contract";
import { resetStorageMemory, storage, STORAGE_KEYS } from "@/shared/storage";
import { STATUS_FIXTURES, serviceStatus } from "@/testing/factories";
import { hasLapsed, useServiceLifeNotices, type ServiceLifeNoticeDeps } from "../service-life-notices";
import { safetyHoldsMarketing } from "@/domain/marketing-hold";

const NOON_KST = new Date("2026-11-22T12:00:00+09:00");
const NEXT_DAY_KST = new Date("2026-11-23T08:00:00+09:00");

function deps(now = NOON_KST, safetyHold: () => Promise<boolean> = async () => false) {
  return {
    showExpiry: vi.fn(),
    showPromotion: vi.fn(async () => true),
    offerBusiness: vi.fn(),
    safetyHold: vi.fn(safetyHold),
    now: () => now,
  } satisfies ServiceLifeNoticeDeps;
}

/** Lets the notice's check (the battery's state, read before a marketing dialog) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// This device has known the member since an earlier day: not the first visit (its own tests below).
beforeEach(() => storage.set(STORAGE_KEYS.firstUseDate, "2026-11-01"));

function mount(status: MyServiceStatus | undefined, account: string | null, d: ServiceLifeNoticeDeps) {
  return renderHook(() => useServiceLifeNotices(status, { account }, d));
}

afterEach(() => {
  cleanup();
  storage.remove(STORAGE_KEYS.promotionNoticeDate);
  storage.remove(STORAGE_KEYS.firstUseDate);
  resetStorageMemory();
});

describe("useServiceLifeNotices", () => {
  it("offers the business service where asked (/home), but never in the same visit as another notice", async () => {
    const quiet = deps();
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { account: "7", businessOfferFor: "7" }, quiet));
    await waitFor(() => expect(quiet.offerBusiness).toHaveBeenCalledExactlyOnceWith("7"));
    cleanup();

    const elsewhere = deps();
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { account: "7" }, elsewhere));
    await settle();
    expect(elsewhere.offerBusiness).not.toHaveBeenCalled();
    cleanup();

    const promotedToday = deps();
    renderHook(() =>
      useServiceLifeNotices(
        serviceStatus({ promotionExpirationDate: "2027-05-22" }),
        { account: "7", businessOfferFor: "7" },
        promotedToday,
      ),
    );
    await waitFor(() => expect(promotedToday.showPromotion).toHaveBeenCalledOnce());
    expect(promotedToday.offerBusiness).not.toHaveBeenCalled();
    cleanup();
    storage.remove(STORAGE_KEYS.promotionNoticeDate);
  });

  const promoted = () => serviceStatus({ promotionExpirationDate: "2027-05-22" });

  it("a running promotion: the extension notice once per KST day, with its end date, and again the next day", async () => {
    const first = deps();
    mount(promoted(), "7", first);
    await waitFor(() => expect(first.showPromotion).toHaveBeenCalledOnce());
    expect(first.showPromotion).toHaveBeenCalledExactlyOnceWith(
      "무료 체험 기간이 6개월 연장되었습니다. 2027년 5월 22일까지 무료로 이용하실 수 있습니다.",
    );
    cleanup();

    const sameDay = deps();
    mount(promoted(), "7", sameDay);
    await settle();
    expect(sameDay.showPromotion).not.toHaveBeenCalled();

    const nextDay = deps(NEXT_DAY_KST);
    mount(promoted(), "7", nextDay);
    await waitFor(() => expect(nextDay.showPromotion).toHaveBeenCalledOnce());
  });

  it("no promotion notice or business offer over an unread 경고·심각 alert or a 경고·심각 day; shown once the battery allows", async () => {
    const held = deps(NOON_KST, async () => true);
    renderHook(() => useServiceLifeNotices(promoted(), { account: "7", businessOfferFor: "7" }, held));
    await waitFor(() => expect(held.safetyHold).toHaveBeenCalledOnce());
    await settle();
    expect(held.showPromotion).not.toHaveBeenCalled();
    expect(held.offerBusiness).not.toHaveBeenCalled();
    // Not counted as shown: it comes on a later visit.
    expect(storage.get(STORAGE_KEYS.promotionNoticeDate)).toBeNull();
    cleanup();

    const unknown = deps(NOON_KST, async () => Promise.reject(new Error("main/info failed")));
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { account: "7", businessOfferFor: "7" }, unknown));
    await waitFor(() => expect(unknown.safetyHold).toHaveBeenCalledOnce());
    await settle();
    expect(unknown.offerBusiness).not.toHaveBeenCalled();
    cleanup();

    const calm = deps();
    mount(promoted(), "7", calm);
    await waitFor(() => expect(calm.showPromotion).toHaveBeenCalledOnce());
  });

  it("what holds it: today's 경고 or 심각, or an unread 경고·심각 alert; 주의 and read alerts do not", () => {
    expect(safetyHoldsMarketing({ status: "serious", unreadWarningAlimCount: 0 })).toBe(true);
    expect(safetyHoldsMarketing({ status: "warning", unreadWarningAlimCount: 0 })).toBe(true);
    expect(safetyHoldsMarketing({ status: "safe", unreadWarningAlimCount: 1 })).toBe(true);
    expect(safetyHoldsMarketing({ status: "caution", unreadWarningAlimCount: 0 })).toBe(false);
    expect(safetyHoldsMarketing({ status: null, unreadWarningAlimCount: 0 })).toBe(false);
  });

  it("a member's first visit (this device's first home-screen day): no promotion notice, no business offer; the next day they come", async () => {
    storage.remove(STORAGE_KEYS.firstUseDate);
    const first = deps();
    renderHook(() => useServiceLifeNotices(promoted(), { account: "7", businessOfferFor: "7", home: true }, first));
    await settle();
    expect(first.showPromotion).not.toHaveBeenCalled();
    expect(first.offerBusiness).not.toHaveBeenCalled();
    expect(first.safetyHold).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.firstUseDate)).toBe("2026-11-22");
    cleanup();

    const laterSameDay = deps();
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { account: "7", businessOfferFor: "7", home: true }, laterSameDay));
    await settle();
    expect(laterSameDay.offerBusiness).not.toHaveBeenCalled();
    cleanup();

    const nextDay = deps(NEXT_DAY_KST);
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { account: "7", businessOfferFor: "7", home: true }, nextDay));
    await waitFor(() => expect(nextDay.offerBusiness).toHaveBeenCalledExactlyOnceWith("7"));
    expect(storage.get(STORAGE_KEYS.firstUseDate)).toBe("2026-11-22");
  });

  it("no notice without a promotion, after it ended, or before the status is read", async () => {
    const d = deps();
    mount(serviceStatus(), "7", d);
    mount(serviceStatus({ promotionExpirationDate: "2026-11-21" }), "7", d);
    mount(undefined, "7", d);
    await settle();
    expect(d.showPromotion).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.promotionNoticeDate)).toBeNull();
  });

  it("a lapsed service on any session page: the ended-service notice for the signed-in member (no promotion notice); none before the member is known", () => {
    const lapsed = serviceStatus({
      isExpired: true,
      daysLeft: -3,
      canCancel: false,
      canApply: true,
      promotionExpirationDate: "2027-05-22",
    });
    const signedIn = deps();
    mount(lapsed, "7", signedIn);
    expect(signedIn.showExpiry).toHaveBeenCalledExactlyOnceWith("7", lapsed);
    expect(signedIn.showPromotion).not.toHaveBeenCalled();

    const unknown = deps();
    mount(lapsed, null, unknown);
    expect(unknown.showExpiry).not.toHaveBeenCalled();
  });

  it("a cancelled service past its end date (04) opens it too; not joined and running services never", () => {
    const ended = deps();
    mount(STATUS_FIXTURES.cancelled(), "7", ended);
    expect(ended.showExpiry).toHaveBeenCalledOnce();

    const d = deps();
    for (const status of [STATUS_FIXTURES.notJoined(), STATUS_FIXTURES.inUse(), STATUS_FIXTURES.cancelRequested()]) {
      mount(status, "7", d);
    }
    expect(d.showExpiry).not.toHaveBeenCalled();
  });
});

describe("hasLapsed", () => {
  it("any joined service past its end date", () => {
    expect(hasLapsed({ serviceStatus: "02", isExpired: true })).toBe(true);
    expect(hasLapsed({ serviceStatus: "03", isExpired: true })).toBe(true);
    expect(hasLapsed({ serviceStatus: "04", isExpired: true })).toBe(true);
    expect(hasLapsed({ serviceStatus: "00", isExpired: false })).toBe(false);
    expect(hasLapsed({ serviceStatus: "02", isExpired: false })).toBe(false);
  });
});
