import { create } from "zustand";
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

/** `useAppState()` / `useAppState((s) => s.isUpdate)` in components; `useAppState.getState()` elsewhere. */
export const useAppState = create<AppState>()(() => ({ ...INITIAL_APP_STATE }));

export function setAppState(patch: Partial<AppState>): void {
  useAppState.setState(patch);
}

export function resetAppState(): void {
  useAppState.setState({ ...INITIAL_APP_STATE });
}
