// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetStorageMemory, storage, STORAGE_KEYS } from "@/shared/storage";
import { BUSINESS_OFFER_APPLIED, BUSINESS_OFFER_FAILED, offerBusinessServiceOnce, wasBusinessOfferShown } from "../business-offer";

const deps = (answer: { offered?: boolean; yes?: boolean; applyFails?: boolean } = {}) => ({
  isOffered: vi.fn(async () => answer.offered ?? true),
  apply: vi.fn(async () => {
    if (answer.applyFails) throw new Error("502");
  }),
  ask: vi.fn(async () => answer.yes ?? false),
  tell: vi.fn(async () => true),
});

afterEach(() => {
  storage.remove(STORAGE_KEYS.businessOfferShown);
  resetStorageMemory();
});

describe("the business-service offer", () => {
  it("is shown once per account on this device: 다음에 closes it for good", async () => {
    const first = deps();
    expect(await offerBusinessServiceOnce("7", first)).toBe("dismissed");
    expect(first.ask).toHaveBeenCalledOnce();
    expect(first.apply).not.toHaveBeenCalled();
    const again = deps();
    expect(await offerBusinessServiceOnce("7", again)).toBe("already-shown");
    expect(again.isOffered).not.toHaveBeenCalled();
    // Another account on the same phone gets its own offer.
    expect(await offerBusinessServiceOnce("8", deps())).toBe("dismissed");
  });

  it("신청하기 applies and says what happens next", async () => {
    const d = deps({ yes: true });
    expect(await offerBusinessServiceOnce("7", d)).toBe("applied");
    expect(d.apply).toHaveBeenCalledOnce();
    expect(d.tell).toHaveBeenCalledWith(BUSINESS_OFFER_APPLIED.title, BUSINESS_OFFER_APPLIED.message);
  });

  it("a failed application says where to apply instead", async () => {
    const d = deps({ yes: true, applyFails: true });
    expect(await offerBusinessServiceOnce("7", d)).toBe("failed");
    expect(d.tell).toHaveBeenCalledWith(expect.any(String), BUSINESS_OFFER_FAILED);
  });

  it("is not shown when the API does not offer it (a business member, already applied), and not asked again", async () => {
    const d = deps({ offered: false });
    expect(await offerBusinessServiceOnce("7", d)).toBe("not-offered");
    expect(d.ask).not.toHaveBeenCalled();
    expect(wasBusinessOfferShown("7")).toBe(true);
  });

  it("asks the API again on a later visit when it could not answer", async () => {
    const d = { ...deps(), isOffered: vi.fn(async () => Promise.reject(new Error("offline"))) };
    expect(await offerBusinessServiceOnce("7", d)).toBe("not-offered");
    expect(wasBusinessOfferShown("7")).toBe(false);
  });
});
