import { useSyncExternalStore } from "react";
import type { Platform } from "./bridge/constants";

/**
 * SPEC §3 app state: `version` (installed, from the shell's app.info), `apiVersion` (the latest version the
 * business API publishes for this platform, app-version/biz) and `isUpdate` (SPEC §5). Also what the shell
 * reported alongside, for the layout (status-bar padding, SPEC §9) and the update dialog.
 */
export interface AppState {
  version: string | null;
  apiVersion: string | null;
  isUpdate: boolean;
  /** SPEC §5: the server's major or minor is ahead — the forced update dialog is (or must be) showing. */
  force: boolean;
  platform: Platform | null;
  /** As the shell reports it; the layout pads half (SPEC §9). 0 outside the app. */
  statusBarHeight: number;
}

export const INITIAL_APP_STATE: AppState = {
  version: null,
  apiVersion: null,
  isUpdate: false,
  force: false,
  platform: null,
  statusBarHeight: 0,
};

// A store of six fields needs no library (zustand would be first-load JS of the menu): a value and listeners.
let state: AppState = { ...INITIAL_APP_STATE };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getState = () => state;
const getServerState = () => INITIAL_APP_STATE;

/** `useAppState()` / `useAppState((s) => s.isUpdate)` in components; `useAppState.getState()` elsewhere. */
export function useAppState(): AppState;
export function useAppState<T>(selector: (s: AppState) => T): T;
export function useAppState<T>(selector?: (s: AppState) => T): AppState | T {
  const current = useSyncExternalStore(subscribe, getState, getServerState);
  return selector ? selector(current) : current;
}
useAppState.getState = getState;

export function setAppState(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

export function resetAppState(): void {
  state = { ...INITIAL_APP_STATE };
  for (const listener of [...listeners]) listener();
}
