import { storage, STORAGE_KEYS } from "@/shared/storage";

/** How many accounts this device remembers having offered the business service to (the oldest is forgotten first). */
export const REMEMBERED_ACCOUNTS_MAX = 20;

export const BUSINESS_OFFER = {
  title: "회사 차량도 배터리 안전을 지켜 드려요",
  message:
    "사업자·법인 차량을 한곳에서 관리하는 기업 서비스가 있어요. 신청하시면 담당자가 연락드려 도입을 도와드릴게요. 이 안내는 한 번만 보여 드려요.",
  yes: "신청하기",
  no: "다음에",
} as const;
export const BUSINESS_OFFER_APPLIED = {
  title: "기업 서비스 신청 완료",
  message: "신청이 접수되었어요. 담당자가 곧 연락드릴게요.",
} as const;
export const BUSINESS_OFFER_FAILED = "기업 서비스 신청을 처리하지 못했어요. 잠시 후 1:1 문의로 신청해 주세요.";

function offeredTo(): string[] {
  return storage.get(STORAGE_KEYS.businessOfferShown)?.split(",") ?? [];
}

export function wasBusinessOfferShown(account: string): boolean {
  return offeredTo().includes(account);
}

function markBusinessOfferShown(account: string): void {
  const ids = [...offeredTo().filter((id) => id !== account), account].slice(-REMEMBERED_ACCOUNTS_MAX);
  storage.set(STORAGE_KEYS.businessOfferShown, ids.join(","));
}

export interface BusinessOfferDeps {
  /** `users/is-bz-service-alert`: the API offers it to consumer members who have not applied. */
  isOffered: () => Promise<boolean>;
  /** `users/bz-service/apply`. */
  apply: () => Promise<unknown>;
  /** The offer as a dialog: true for 신청하기. */
  ask: () => Promise<boolean>;
  tell: (title: string, message: string) => Promise<unknown>;
}

const client = () => import("@/shared/api-client");
const modal = () => import("@/shared/modal");
const defaultDeps: BusinessOfferDeps = {
  isOffered: async () => (await (await client()).api("getIsBzServiceAlert")).result,
  apply: async () => (await client()).api("putBzServiceApply"),
  ask: async () => (await modal()).openModal({ type: "confirm", ...BUSINESS_OFFER }),
  tell: async (title, message) => (await modal()).openModal({ type: "alert", title, message }),
};

export type BusinessOfferOutcome = "already-shown" | "not-offered" | "dismissed" | "applied" | "failed";

/**
 * The business-service offer, once per account on this device (SPEC §7 `users/is-bz-service-alert`): asked the API
 * first, remembered as soon as it is shown (a reload never shows it again, whatever the answer); 신청하기 applies and
 * says so, 다음에 closes it for good.
 */
export async function offerBusinessServiceOnce(account: string, overrides: Partial<BusinessOfferDeps> = {}): Promise<BusinessOfferOutcome> {
  const deps = { ...defaultDeps, ...overrides };
  if (wasBusinessOfferShown(account)) return "already-shown";
  let offered: boolean;
  try {
    offered = await deps.isOffered();
  } catch {
    return "not-offered"; // asked again on the next visit of /home
  }
  markBusinessOfferShown(account);
  if (!offered) return "not-offered";
  if (!(await deps.ask())) return "dismissed";
  try {
    await deps.apply();
  } catch {
    await deps.tell(BUSINESS_OFFER.title, BUSINESS_OFFER_FAILED);
    return "failed";
  }
  await deps.tell(BUSINESS_OFFER_APPLIED.title, BUSINESS_OFFER_APPLIED.message);
  return "applied";
}
