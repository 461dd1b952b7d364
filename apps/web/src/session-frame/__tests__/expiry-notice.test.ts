// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetStorageMemory, storage, STORAGE_KEYS } from "@/shared/storage";
import { showExpiryNoticeOnce, type ExpiryNoticeDeps } from "../expiry-notice";

const NOON_KST = new Date("2026-11-22T12:00:00+09:00");
const LATE_SAME_DAY_KST = new Date("2026-11-22T23:50:00+09:00");
const NEXT_DAY_KST = new Date("2026-11-23T00:10:00+09:00");
const ENDED = { serviceExpirationDate: "2026-11-07", canApply: true };

function deps(now: Date, answer = false) {
  return {
    ask: vi.fn(async (_message: string, _canApply: boolean) => answer),
    go: vi.fn(),
    now: () => now,
  } satisfies ExpiryNoticeDeps;
}

afterEach(() => {
  storage.remove(STORAGE_KEYS.expiryNoticeShown);
  resetStorageMemory();
});

describe("the ended-service notice", () => {
  it("says the service ended on its day and what stays readable; 닫기 stays on the page", async () => {
    const d = deps(NOON_KST);
    expect(await showExpiryNoticeOnce("7", ENDED, d)).toBe("closed");
    const [message, canApply] = d.ask.mock.calls[0]!;
    expect(message).toContain("2026년 11월 7일에 서비스 이용 기간이 끝나");
    expect(message).toContain("진단 기록과 통계, 결제 내역은 계속 볼 수 있어요");
    expect(canApply).toBe(true);
    expect(d.go).not.toHaveBeenCalled();
  });

  it("at most once a (KST) day per member: not again that day (another page, tab or reload), again the next day", async () => {
    expect(await showExpiryNoticeOnce("7", ENDED, deps(NOON_KST))).toBe("closed");
    const later = deps(LATE_SAME_DAY_KST);
    expect(await showExpiryNoticeOnce("7", ENDED, later)).toBe("already-shown");
    expect(later.ask).not.toHaveBeenCalled();
    // Another member on the same phone still gets theirs.
    expect(await showExpiryNoticeOnce("8", ENDED, deps(LATE_SAME_DAY_KST))).toBe("closed");
    expect(await showExpiryNoticeOnce("7", ENDED, deps(NEXT_DAY_KST))).toBe("closed");
    // The member's earlier day is dropped; the other member's kept.
    expect(storage.get(STORAGE_KEYS.expiryNoticeShown)?.split(",").sort()).toEqual(["7_20261123", "8_20261122"]);
  });

  it("다시 가입하기 opens the sign-up wizard's first step", async () => {
    const d = deps(NOON_KST, true);
    expect(await showExpiryNoticeOnce("7", ENDED, d)).toBe("rejoin");
    expect(d.go).toHaveBeenCalledExactlyOnceWith("/service/signup/vehicle");
  });

  it("a member who may not apply now gets the notice without 다시 가입하기", async () => {
    const d = deps(NOON_KST, true);
    expect(await showExpiryNoticeOnce("7", { ...ENDED, canApply: false }, d)).toBe("closed");
    expect(d.ask.mock.calls[0]![1]).toBe(false);
    expect(d.go).not.toHaveBeenCalled();
  });
});
