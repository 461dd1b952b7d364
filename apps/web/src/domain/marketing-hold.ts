import type { MainInfo } from "@evsafe/contract";
import { kstToday } from "@/shared/format-time";
import { STORAGE_KEYS, storage } from "@/shared/storage";

/**
 * When marketing and promotion dialogs (the promotion-extension notice, the business-service offer) stay closed
 * (docs/alerts.md "Marketing waits"): over a battery the driver must act on, and on a member's first visit.
 */

/** The battery needs the driver first: today's status is 경고 or 심각, or a 경고·심각 safety alert is unread. */
export function safetyHoldsMarketing(info: Pick<MainInfo, "status" | "unreadWarningAlimCount">): boolean {
  return info.status === "warning" || info.status === "serious" || info.unreadWarningAlimCount > 0;
}

/**
 * The first visit: the KST day this device first opened the home screen (`firstUseDate`, the review request's too),
 * or before any. A brand-new member (or one on a new phone) meets the app on that day with no sales dialog; the
 * dialogs may open from the next day on. Kept on the device: no API call, and a lost storage only delays them a day.
 */
export function isFirstVisit(now: Date): boolean {
  const first = storage.get(STORAGE_KEYS.firstUseDate);
  return first === null || first >= kstToday(now);
}

/** Records today as this device's first home-screen day if none is recorded yet. */
export function recordFirstVisit(now: Date): void {
  if (storage.get(STORAGE_KEYS.firstUseDate) === null) storage.set(STORAGE_KEYS.firstUseDate, kstToday(now));
}
