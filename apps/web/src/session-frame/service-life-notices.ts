import { useEffect, useSyncExternalStore } from "react";
import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract/constants/errors";
import type { MyServiceStatus } from "@evsafe/contract";
import { SERVICE_STATUS } from "@evsafe/contract/constants/service";
import { useSession } from "@/auth/client";
import { edition } from "@/shared/editions";
import { ROUTES } from "@/shared/routes";
import { markPromotionNoticeShown, PROMOTION_NOTICE, promotionNoticeMessage, shouldShowPromotionNotice } from "@/shared/promotion-notice";

/**
 * A service whose expiry date has passed, whatever became of it (lapsed in use, requested cancellation that ran
 * out, cancelled): the API refuses its data with SERVICE_EXPIRED. A member who never joined (00) has no expiry.
 */
export function hasLapsed(status: Pick<MyServiceStatus, "serviceStatus" | "isExpired">): boolean {
  return status.isExpired && status.serviceStatus !== SERVICE_STATUS.NOT_JOINED;
}

export interface ServiceLifeNoticeDeps {
  /** The business-service offer (once per account on this device; `business-offer.ts`, loaded when asked). */
  offerBusiness: (account: string) => void;
  /** SPEC §8's expiry handling: the error policy's dialog, then history cleared to /menu. */
  showExpiry: () => void;
  /** The promotion-extension notice as an alert. */
  showPromotion: (message: string) => Promise<unknown>;
  now: () => Date;
}

const defaultDeps: ServiceLifeNoticeDeps = {
  offerBusiness: (account) => void import("./business-offer").then((m) => m.offerBusinessServiceOnce(account)),
  // Loaded when needed: the policy acts exactly as for a SERVICE_EXPIRED answer of a service call.
  showExpiry: () =>
    void Promise.all([import("@/shared/error-policy"), import("@/shared/api-error")]).then(([policy, { ApiRequestError }]) =>
      policy.handleError(new ApiRequestError(403, ERROR_CODES.SERVICE_EXPIRED, SERVICE_EXPIRED_MESSAGE)),
    ),
  showPromotion: async (message) => (await import("@/shared/modal")).openModal({ type: "alert", title: PROMOTION_NOTICE.title, message }),
  now: () => new Date(),
};

/**
 * What the service status asks of the session pages once it is read:
 * - on a service screen (`expiryDialog`), a lapsed service opens SPEC §8's expiry dialog and goes to /menu, which
 *   shows how to join again (on /menu itself `expiryDialog` is false, so it never loops);
 * - otherwise, while a promotion's free period runs, SPEC §5's extension notice at most once per (KST) day;
 * - otherwise, where `businessOfferFor` names the signed-in account (/home of the consumer edition), the
 *   business-service offer, once per account on this device. One notice per visit: they never stack.
 */
export function useServiceLifeNotices(
  status: MyServiceStatus | undefined,
  { expiryDialog, businessOfferFor = null }: { expiryDialog: boolean; businessOfferFor?: string | null },
  overrides: Partial<ServiceLifeNoticeDeps> = {},
): void {
  const deps = { ...defaultDeps, ...overrides };
  const lapsed = status ? hasLapsed(status) : false;
  const promotionEnd = status?.promotionExpirationDate ?? null;
  const ready = status !== undefined;
  useEffect(() => {
    if (!ready) return;
    if (lapsed) {
      if (expiryDialog) deps.showExpiry();
      return;
    }
    const now = deps.now();
    if (shouldShowPromotionNotice(now, { promotionExpirationDate: promotionEnd })) {
      // Recorded when shown, so a second screen of the same day (or a reload) does not show it again.
      markPromotionNoticeShown(now);
      void deps.showPromotion(promotionNoticeMessage(promotionEnd));
      return;
    }
    if (businessOfferFor) deps.offerBusiness(businessOfferFor);
    // The deps are fixed for the page's life; the notice depends on the status only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, lapsed, promotionEnd, expiryDialog, businessOfferFor]);
}

/**
 * The notices as a component, for `ServiceGate` to load after the page (lazy),
 * so that a session page's first-load JS does not carry them.
 */
export default function ServiceLifeNotices({ status }: { status: MyServiceStatus }) {
  // /menu is where the expiry dialog leads: it shows how to join again instead. Read in the browser only.
  const onMenu = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.pathname === ROUTES.menu,
    () => true,
  );
  const onHome = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.pathname === ROUTES.home,
    () => false,
  );
  const { data: session } = useSession();
  const account = session?.sub ?? null;
  useServiceLifeNotices(status, { expiryDialog: !onMenu, businessOfferFor: onHome && edition === "consumer" ? account : null });
  return null;
}

/** The page's path does not change under a mounted screen (a navigation mounts the next one). */
const subscribeToNothing = () => () => {};
