import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import { serviceViewOf } from "@/session-frame/service-view";
import { daysSince } from "@/shared/data-freshness";
import type { ModalOptions } from "@/shared/modal";
import { kstToday } from "@/shared/format-time";
import { ROUTES } from "@/shared/routes";
import { STORAGE_KEYS, storage } from "@/shared/storage";

/**
 * The one-time request for a review (docs/settings.md "Review request"): three weeks after this device first opened
 * the home screen — long enough for a driver to have received daily diagnoses and, if any, a warning — and only for
 * a member in service without a review, on a day the battery is safe. Asked once: whatever the answer (리뷰 쓰기, 다음에, back), it never comes again.
 */
export const REVIEW_PROMPT_AFTER_DAYS = 21;

export const REVIEW_PROMPT = {
  type: "confirm",
  title: "리뷰를 남겨 주시겠어요?",
  message:
    "EV 배터리 안전 알림 서비스를 3주 넘게 이용해 주셨어요. 별점과 짧은 의견을 남겨 주시면 서비스를 더 좋게 만드는 데 큰 도움이 돼요.",
  yes: "리뷰 쓰기",
  no: "다음에",
} as const satisfies ModalOptions;

export interface ReviewPromptState {
  /** This device's first home-screen day (KST), null before the first visit. */
  firstUseDate: string | null;
  /** The day the request was shown, null if never. */
  askedDate: string | null;
  hasReview: boolean;
}

/** Whether to ask today: never asked, no review, and at least REVIEW_PROMPT_AFTER_DAYS since the first use. */
export function shouldAskForReview(state: ReviewPromptState, now: Date = new Date()): boolean {
  if (state.askedDate !== null || state.hasReview) return false;
  const days = daysSince(state.firstUseDate, now);
  return days !== null && days >= REVIEW_PROMPT_AFTER_DAYS;
}

export interface ReviewPromptDeps {
  /** GET review: true when the member already has one. */
  hasReview: () => Promise<boolean>;
  /** The service is in use (not applying, not ending or ended): only a member using it is asked about it. */
  isInService: () => Promise<boolean>;
  /** The battery's status today is safe: a driver told of a caution or worse is not asked for stars that day. */
  batteryIsSafe: () => Promise<boolean>;
  /** shared/modal's openModal: true for 리뷰 쓰기. */
  openModal: (opts: ModalOptions) => Promise<boolean>;
  /** Whether another dialog is up (an update, a notice): the request then waits for another visit. */
  isModalOpen: () => boolean;
  navigate: (path: string) => void;
  now?: () => Date;
}

/**
 * Run on the home screen of a signed-in member once the page is idle. Records the first use on the first visit; asks
 * when `shouldAskForReview` says so, recording the day before the dialog opens so it is asked once even if the app is
 * closed over it. Resolves to whether it asked.
 */
export async function askForReviewOnce(deps: ReviewPromptDeps): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const today = kstToday(now);
  const firstUseDate = storage.get(STORAGE_KEYS.firstUseDate);
  if (firstUseDate === null) {
    storage.set(STORAGE_KEYS.firstUseDate, today);
    return false;
  }
  const askedDate = storage.get(STORAGE_KEYS.reviewPromptAsked);
  if (!shouldAskForReview({ firstUseDate, askedDate, hasReview: false }, now)) return false;
  let hasReview: boolean;
  try {
    if (!(await deps.isInService())) return false; // asked on a later visit, once in service
    if (!(await deps.batteryIsSafe())) return false; // asked on a later visit, on a calm day
    hasReview = await deps.hasReview();
  } catch {
    return false; // unknown: ask on another visit rather than risk asking someone who has written one
  }
  if (hasReview) {
    storage.set(STORAGE_KEYS.reviewPromptAsked, today); // written already: never asked
    return false;
  }
  if (deps.isModalOpen()) return false;
  storage.set(STORAGE_KEYS.reviewPromptAsked, today);
  const write = await deps.openModal(REVIEW_PROMPT);
  if (write) deps.navigate(ROUTES.review);
  return true;
}

/** The app's wiring (application/): the API, the modal layer and the router. */
export async function askForReviewOnHome(navigate: (path: string) => void): Promise<boolean> {
  const [{ api }, modal] = await Promise.all([import("@/shared/api-client"), import("@/shared/modal/store")]);
  return askForReviewOnce({
    hasReview: async () => (await api("getReview")) !== null,
    isInService: async () => serviceViewOf(await api("getMyServiceStatus")) === "in-use",
    batteryIsSafe: async () => (await api("getMainInfo")).severity === ALERT_SEVERITY.SAFE,
    openModal: modal.openModal,
    isModalOpen: () => modal.modalStore.getState().show,
    navigate,
  });
}
