import { useEffect, useSyncExternalStore } from "react";
import type { MyServiceStatus } from "@evsafe/contract";
import { SERVICE_STATUS } from "@evsafe/contract/constants/service";
import { useSession } from "@/auth/client/client";
import { edition } from "@/shared/editions";
import { ROUTES } from "@/shared/routes";
import { markPromotionNoticeShown, PROMOTION_NOTICE, promotionNoticeMessage, shouldShowPromotionNotice } from "@/shared/promotion-notice";
import { isFirstVisit, recordFirstVisit, safetyHoldsMarketing } from "@/domain/marketing-hold";
import { hasServiceAccess, serviceViewOf } from "./service-view";

/**
 * A service whose expiry date has passed, whatever became of it (lapsed in use, requested cancellation that ran
 * out, cancelled): the API refuses everything but the paid period's reads. A member who never joined (00) has no expiry.
 */
export function hasLapsed(status: Pick<MyServiceStatus, "serviceStatus" | "isExpired">): boolean {
  return status.isExpired && status.serviceStatus !== SERVICE_STATUS.NOT_JOINED;
}

export interface ServiceLifeNoticeDeps {
  /** The business-service offer (once per account on this device; `domain/business-offer.ts`, loaded when asked). */
  offerBusiness: (account: string) => void;
  /** The ended-service notice, once a day per member (`expiry-notice.ts`, loaded when asked). */
  showExpiry: (account: string, status: MyServiceStatus) => void;
  /** The promotion-extension notice as an alert. */
  showPromotion: (message: string) => Promise<unknown>;
  /** Whether the battery holds marketing back (main/info: today's status, unread 경고·심각 alerts). */
  safetyHold: () => Promise<boolean>;
  now: () => Date;
}

const defaultDeps: ServiceLifeNoticeDeps = {
  offerBusiness: (account) => void import("@/domain/business-offer").then((m) => m.offerBusinessServiceOnce(account)),
  showExpiry: (account, status) => void import("./expiry-notice").then((m) => m.showExpiryNoticeOnce(account, status)),
  showPromotion: async (message) => (await import("@/shared/modal")).openModal({ type: "alert", title: PROMOTION_NOTICE.title, message }),
  safetyHold: async () => safetyHoldsMarketing(await (await import("@/shared/api-client")).api("getMainInfo")),
  now: () => new Date(),
};

/**
 * What the service status asks of the session pages once it is read:
 * - a lapsed service: the ended-service notice (다시 가입하기 or 닫기), at most once a day per member (`account`),
 *   on whichever session page comes first; the page stays (its ended panel, the paid period's records);
 * - otherwise, while a promotion's free period runs, SPEC §5's extension notice at most once per (KST) day;
 * - otherwise, where `businessOfferFor` names the signed-in account (/home of the consumer edition), the
 *   business-service offer, once per account on this device. One notice per visit: they never stack.
 * Neither of the last two on the member's first visit, nor while the battery is at 경고 or 심각 or such an alert is
 * unread (`domain/marketing-hold.ts`): they wait for a later visit. `home` records the first visit's day (/home).
 */
export function useServiceLifeNotices(
  status: MyServiceStatus | undefined,
  { account, businessOfferFor = null, home = false }: { account: string | null; businessOfferFor?: string | null; home?: boolean },
  overrides: Partial<ServiceLifeNoticeDeps> = {},
): void {
  const deps = { ...defaultDeps, ...overrides };
  const lapsed = status ? hasLapsed(status) : false;
  const promotionEnd = status?.promotionExpirationDate ?? null;
  const ready = status !== undefined;
  // Only a member whose service gives access has battery data (main/info refuses the others).
  const hasData = status !== undefined && hasServiceAccess(serviceViewOf(status));
  useEffect(() => {
    if (!ready) return;
    if (lapsed) {
      if (account && status) deps.showExpiry(account, status);
      return;
    }
    const now = deps.now();
    if (home) recordFirstVisit(now);
    const promotion = shouldShowPromotionNotice(now, { promotionExpirationDate: promotionEnd });
    if ((!promotion && !businessOfferFor) || isFirstVisit(now)) return;
    let gone = false;
    void (async () => {
      let held: boolean;
      try {
        held = hasData ? await deps.safetyHold() : false;
      } catch {
        held = true; // the battery's state unknown: no sales dialog this visit
      }
      if (gone || held) return;
      if (promotion) {
        // Recorded when shown, so a second screen of the same day (or a reload) does not show it again.
        markPromotionNoticeShown(now);
        void deps.showPromotion(promotionNoticeMessage(promotionEnd));
        return;
      }
      if (businessOfferFor) deps.offerBusiness(businessOfferFor);
    })();
    return () => {
      gone = true;
    };
    // The deps are fixed for the page's life; the notice depends on the status only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, lapsed, promotionEnd, account, businessOfferFor, home, hasData]);
}

/**
 * The notices as a component, for `ServiceGate` to load after the page (lazy),
 * so that a session page's first-load JS does not carry them.
 */
export default function ServiceLifeNotices({ status }: { status: MyServiceStatus }) {
  const onHome = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.pathname === ROUTES.home,
    () => false,
  );
  const { data: session } = useSession();
  const account = session?.sub ?? null;
  useServiceLifeNotices(status, {
    account,
    businessOfferFor: onHome && edition === "consumer" ? account : null,
    home: onHome,
  });
  return null;
}

/** The page's path does not change under a mounted screen (a navigation mounts the next one). */
const subscribeToNothing = () => () => {};
