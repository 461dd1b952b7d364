// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, renderHook } from "@testing-library/react";
import type { MyServiceStatus } from "@evsafe/contract";
import { resetStorageMemory, storage, STORAGE_KEYS } from "@/shared/storage";
import { STATUS_FIXTURES, serviceStatus } from "@/testing/factories";
import { hasLapsed, useServiceLifeNotices, type ServiceLifeNoticeDeps } from "../service-life-notices";

const NOON_KST = new Date("2026-11-22T12:00:00+09:00");
const NEXT_DAY_KST = new Date("2026-11-23T08:00:00+09:00");

function deps(now = NOON_KST) {
  return {
    showExpiry: vi.fn(),
    showPromotion: vi.fn(async () => true),
    offerBusiness: vi.fn(),
    now: () => now,
  } satisfies ServiceLifeNoticeDeps;
}

function mount(status: MyServiceStatus | undefined, expiryDialog: boolean, d: ServiceLifeNoticeDeps) {
  return renderHook(() => useServiceLifeNotices(status, { expiryDialog }, d));
}

afterEach(() => {
  cleanup();
  storage.remove(STORAGE_KEYS.promotionNoticeDate);
  resetStorageMemory();
});

describe("useServiceLifeNotices", () => {
  it("offers the business service where asked (/home), but never in the same visit as another notice", () => {
    const quiet = deps();
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { expiryDialog: true, businessOfferFor: "7" }, quiet));
    expect(quiet.offerBusiness).toHaveBeenCalledExactlyOnceWith("7");
    cleanup();

    const elsewhere = deps();
    renderHook(() => useServiceLifeNotices(STATUS_FIXTURES.inUse(), { expiryDialog: true }, elsewhere));
    expect(elsewhere.offerBusiness).not.toHaveBeenCalled();
    cleanup();

    const promotedToday = deps();
    renderHook(() =>
      useServiceLifeNotices(
        serviceStatus({ promotionExpirationDate: "2027-05-22" }),
        { expiryDialog: true, businessOfferFor: "7" },
        promotedToday,
      ),
    );
    expect(promotedToday.showPromotion).toHaveBeenCalledOnce();
    expect(promotedToday.offerBusiness).not.toHaveBeenCalled();
    cleanup();
    storage.remove(STORAGE_KEYS.promotionNoticeDate);
  });

  const promoted = () => serviceStatus({ promotionExpirationDate: "2027-05-22" });

  it("a running promotion: the extension notice once per KST day, with its end date, and again the next day", () => {
    const first = deps();
    mount(promoted(), true, first);
    expect(first.showPromotion).toHaveBeenCalledExactlyOnceWith(
      "무료 체험 기간이 6개월 연장되었습니다. 2027년 5월 22일까지 무료로 이용하실 수 있습니다.",
    );
    cleanup();

    const sameDay = deps();
    mount(promoted(), false, sameDay);
    expect(sameDay.showPromotion).not.toHaveBeenCalled();

    const nextDay = deps(NEXT_DAY_KST);
    mount(promoted(), true, nextDay);
    expect(nextDay.showPromotion).toHaveBeenCalledOnce();
  });

  it("no notice without a promotion, after it ended, or before the status is read", () => {
    const d = deps();
    mount(serviceStatus(), true, d);
    mount(serviceStatus({ promotionExpirationDate: "2026-11-21" }), true, d);
    mount(undefined, true, d);
    expect(d.showPromotion).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.promotionNoticeDate)).toBeNull();
  });

  it("a lapsed service on a service screen: the expiry dialog (and no promotion notice); on /menu nothing", () => {
    const lapsed = serviceStatus({
      isExpired: true,
      daysLeft: -3,
      canCancel: false,
      canApply: true,
      promotionExpirationDate: "2027-05-22",
    });
    const onService = deps();
    mount(lapsed, true, onService);
    expect(onService.showExpiry).toHaveBeenCalledOnce();
    expect(onService.showPromotion).not.toHaveBeenCalled();

    const onMenu = deps();
    mount(lapsed, false, onMenu);
    expect(onMenu.showExpiry).not.toHaveBeenCalled();
  });

  it("a cancelled service past its end date (04) opens it too; not joined and running services never", () => {
    const ended = deps();
    mount(STATUS_FIXTURES.cancelled(), true, ended);
    expect(ended.showExpiry).toHaveBeenCalledOnce();

    const d = deps();
    for (const status of [STATUS_FIXTURES.notJoined(), STATUS_FIXTURES.inUse(), STATUS_FIXTURES.cancelRequested()]) {
      mount(status, true, d);
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
