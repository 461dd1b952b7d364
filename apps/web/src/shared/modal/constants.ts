import type { ModalType } from "@evsafe/contract";

/** SPEC §4/§9: a modal opens 100 ms after it is asked for. */
export const MODAL_OPEN_DELAY_MS = 100;
/** SPEC §9: the modal layer's default stacking. */
export const MODAL_Z_INDEX = 999;
/** SPEC §9: the optional backdrop is black at 60 % opacity. */
export const MODAL_BACKDROP = "rgba(0,0,0,.6)";
export { MODAL_QUERY_KEY, MODAL_QUERY_VALUE } from "./query";
/**
 * Closing through history.back() waits for the browser's popstate; if none comes this long after (a WebView
 * that ignores back, a history entry someone else removed), the modal closes anyway and the query is replaced.
 */
export const MODAL_HISTORY_FALLBACK_MS = 600;

/** Korean default button texts per type (`yes` / `no`); `no: null` = that type has no cancel button by default. */
export const MODAL_DEFAULT_BUTTONS: Record<ModalType, { yes: string; no: string | null }> = {
  alert: { yes: "확인", no: null },
  confirm: { yes: "확인", no: "취소" },
  remove: { yes: "삭제", no: "취소" },
  error: { yes: "확인", no: null },
  permission: { yes: "설정으로 이동", no: "취소" },
};

/** Korean default titles, so every dialog has an accessible name. */
export const MODAL_DEFAULT_TITLES: Record<ModalType, string> = {
  alert: "알림",
  confirm: "확인",
  remove: "삭제 확인",
  error: "오류",
  permission: "권한 설정 안내",
};

/** SPEC §8: the default error dialog links to the inquiry board. */
export const INQUIRY_LINK_TEXT = "문의하기";
