import type { MyServiceStatus } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { kstDay } from "@/shared/format-time";
import { SESSION_ROUTES } from "./routes";
import { STORAGE_KEYS, storage } from "@/shared/storage";
import { REMEMBERED_ACCOUNTS_MAX } from "@/domain/business-offer";

/**
 * The notice of an ended service (docs/service-life.md "Expiry"): a service notice, not an error. It says the
 * service has ended, that what the paid period recorded stays readable, and offers 다시 가입하기 (the wizard) or
 * 닫기 (stay on the page). Shown at most once a (KST) day per member on this device, whatever page or browser tab
 * the member opens; kept as `<account>_<YYYYMMDD>` entries in STORAGE_KEYS.expiryNoticeShown.
 */
export const EXPIRY_NOTICE = {
  title: "서비스 이용 기간이 끝났어요",
  yes: "다시 가입하기",
  no: "닫기",
} as const;

export function expiryNoticeMessage(status: Pick<MyServiceStatus, "serviceExpirationDate">): string {
  const end = status.serviceExpirationDate;
  return `${end ? `${formatKoreanDate(end)}에 ` : ""}서비스 이용 기간이 끝나 배터리 진단과 이상 징후 알림이 멈췄어요. 이용 기간의 진단 기록과 통계, 결제 내역은 계속 볼 수 있어요.`;
}

const entryOf = (account: string, now: Date) => `${account}_${kstDay(now).replaceAll("-", "")}`;
const shownEntries = () => storage.get(STORAGE_KEYS.expiryNoticeShown)?.split(",") ?? [];

export function wasExpiryNoticeShownToday(account: string, now: Date): boolean {
  return shownEntries().includes(entryOf(account, now));
}

/** Records today's notice for the account (its earlier days are dropped; other accounts keep theirs). */
export function markExpiryNoticeShown(account: string, now: Date): void {
  const mine = `${account}_`;
  const others = shownEntries().filter((e) => !e.startsWith(mine));
  storage.set(STORAGE_KEYS.expiryNoticeShown, [...others, entryOf(account, now)].slice(-REMEMBERED_ACCOUNTS_MAX).join(","));
}

export interface ExpiryNoticeDeps {
  /** The notice as a dialog: true for 다시 가입하기. */
  ask: (message: string, canApply: boolean) => Promise<boolean>;
  go: (path: string) => unknown;
  now: () => Date;
}

const defaultDeps: ExpiryNoticeDeps = {
  ask: async (message, canApply) =>
    (await import("@/shared/modal")).openModal({
      type: canApply ? "confirm" : "alert",
      ...EXPIRY_NOTICE,
      ...(canApply ? {} : { yes: EXPIRY_NOTICE.no, no: undefined }),
      message,
    }),
  go: async (path) => (await import("next/router")).default.push(path),
  now: () => new Date(),
};

export type ExpiryNoticeOutcome = "already-shown" | "closed" | "rejoin";

/**
 * Shows the notice unless the member saw it today; remembered as soon as it shows, so a reload, another page or
 * another tab that day shows nothing. 다시 가입하기 (only when the member may apply) opens the wizard's first step.
 */
export async function showExpiryNoticeOnce(
  account: string,
  status: Pick<MyServiceStatus, "serviceExpirationDate" | "canApply">,
  overrides: Partial<ExpiryNoticeDeps> = {},
): Promise<ExpiryNoticeOutcome> {
  const deps = { ...defaultDeps, ...overrides };
  const now = deps.now();
  if (wasExpiryNoticeShownToday(account, now)) return "already-shown";
  markExpiryNoticeShown(account, now);
  const rejoin = (await deps.ask(expiryNoticeMessage(status), status.canApply)) && status.canApply;
  if (!rejoin) return "closed";
  await deps.go(SESSION_ROUTES.serviceSignUpVehicle);
  return "rejoin";
}
