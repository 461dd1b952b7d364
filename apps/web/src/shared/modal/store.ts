import type { ModalType } from "@evsafe/contract";
import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import { notifyModalRequest } from "./lazy-modal-host";

/** SPEC §4/§9: a modal opens 100 ms after it is asked for. */
const MODAL_OPEN_DELAY_MS = 100;

/** Korean default button texts per type (`yes` / `no`); `no: null` = that type has no cancel button by default. */
const MODAL_DEFAULT_BUTTONS: Record<ModalType, { yes: string; no: string | null }> = {
  alert: { yes: "확인", no: null },
  confirm: { yes: "확인", no: "취소" },
  remove: { yes: "삭제", no: "취소" },
  error: { yes: "확인", no: null },
  permission: { yes: "설정으로 이동", no: "취소" },
};

/** Korean default titles, so every dialog has an accessible name. */
const MODAL_DEFAULT_TITLES: Record<ModalType, string> = {
  alert: "알림",
  confirm: "확인",
  remove: "삭제 확인",
  error: "오류",
  permission: "권한 설정 안내",
};

/** What a screen (or the error policy) asks for. */
export interface ModalOptions {
  type?: ModalType;
  title?: string;
  message: string;
  /** Text of the confirming button (Korean default per type: 확인, 삭제, 설정으로 이동). */
  yes?: string;
  /** Text of the cancel button; confirm, remove and permission have one by default (취소). */
  no?: string;
  /** Runs after the modal closed through its confirming button (and the `modal=true` history entry is gone). */
  handleEvent?: () => void;
  /** A forced modal closes only through its button: back and Escape do nothing. */
  force?: boolean;
  /** The 60 % black backdrop (SPEC §9: optional; default on). */
  backdrop?: boolean;
  /** Error dialogs may link to the inquiry board (SPEC §8 default error). */
  inquiryLink?: boolean;
  /** The failed request's id, shown as 문의 번호 for a 1:1 inquiry (the default error dialog). */
  requestId?: string;
}

/** SPEC §3 modal state `{type, title, message, yes, no, handleEvent, show, force}` plus the two display options. */
export interface ModalState {
  type: ModalType;
  title: string;
  message: string;
  yes: string;
  /** `null`: no cancel button. */
  no: string | null;
  handleEvent: (() => void) | null;
  show: boolean;
  force: boolean;
  backdrop: boolean;
  inquiryLink: boolean;
  requestId: string | null;
}

const CLOSED: ModalState = {
  type: "alert",
  title: "",
  message: "",
  yes: MODAL_DEFAULT_BUTTONS.alert.yes,
  no: null,
  handleEvent: null,
  show: false,
  force: false,
  backdrop: true,
  inquiryLink: false,
  requestId: null,
};

interface Pending {
  state: ModalState;
  promise: Promise<boolean>;
  resolve: (yes: boolean) => void;
}

/** The store the host renders from. Only this module writes to it. */
export const modalStore = createStore<ModalState>(() => CLOSED);

/** The modal state in a component (`useModal((s) => s.show)`). */
export function useModal(): ModalState;
export function useModal<T>(selector: (s: ModalState) => T): T;
export function useModal<T>(selector?: (s: ModalState) => T) {
  return useStore(modalStore, selector ?? ((s: ModalState) => s as unknown as T));
}

let current: Pending | null = null;
const queue: Pending[] = [];
let openTimer: ReturnType<typeof setTimeout> | undefined;

function toState(opts: ModalOptions): ModalState {
  const type = opts.type ?? "alert";
  const defaults = MODAL_DEFAULT_BUTTONS[type];
  return {
    type,
    title: opts.title ?? MODAL_DEFAULT_TITLES[type],
    message: opts.message,
    yes: opts.yes ?? defaults.yes,
    no: opts.no ?? defaults.no,
    handleEvent: opts.handleEvent ?? null,
    show: true,
    force: opts.force ?? false,
    backdrop: opts.backdrop ?? true,
    inquiryLink: opts.inquiryLink ?? false,
    requestId: opts.requestId ?? null,
  };
}

const sameDialog = (a: ModalState, b: ModalState) => a.type === b.type && a.title === b.title && a.message === b.message;

function startNext(): void {
  const next = queue.shift();
  if (!next) return;
  current = next;
  // SPEC §4/§9: the dialog appears 100 ms after it was asked for.
  openTimer = setTimeout(() => {
    openTimer = undefined;
    modalStore.setState(next.state, true);
  }, MODAL_OPEN_DELAY_MS);
}

/**
 * Asks for a dialog. Resolves `true` when the user confirms (after `handleEvent` ran), `false` when they cancel
 * or go back. One dialog shows at a time; others wait their turn. Asking for a dialog identical (type, title,
 * message) to one showing or waiting returns that dialog's promise, so ten failed requests give one dialog.
 */
export function openModal(opts: ModalOptions): Promise<boolean> {
  notifyModalRequest();
  const state = toState(opts);
  const existing = [current, ...queue].find((p) => p && sameDialog(p.state, state));
  if (existing) return existing.promise;
  let resolve!: (yes: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  queue.push({ state, promise, resolve });
  if (!current) startNext();
  return promise;
}

/**
 * Settles the showing dialog (the host calls this once the `modal=true` entry is gone). `yes` runs `handleEvent`.
 * Screens close a dialog with `closeModal()`, which answers `false`.
 */
export function settleModal(yes: boolean): void {
  const settled = current;
  if (!settled) return;
  clearTimeout(openTimer);
  openTimer = undefined;
  current = null;
  modalStore.setState({ ...modalStore.getState(), show: false }, true);
  if (yes) {
    try {
      settled.state.handleEvent?.();
    } catch (error) {
      console.error("[modal] handleEvent failed", error);
    }
  }
  settled.resolve(yes);
  startNext();
}

/** Host seam: how the showing dialog is closed (the host restores the URL first). Set by `<ModalHost />`. */
let closer: ((yes: boolean) => void) | null = null;
export function setModalCloser(fn: ((yes: boolean) => void) | null): void {
  closer = fn;
}

/** Closes the showing dialog as if cancelled (answers `false`). A dialog still waiting for its 100 ms is dropped. */
export function closeModal(): void {
  if (!current) return;
  if (modalStore.getState().show && closer) closer(false);
  else settleModal(false);
}

/** Unit tests: forget every dialog. */
export function resetModal(): void {
  clearTimeout(openTimer);
  openTimer = undefined;
  current = null;
  queue.length = 0;
  closer = null;
  modalStore.setState(CLOSED, true);
}
