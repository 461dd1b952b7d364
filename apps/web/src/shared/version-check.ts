import { setAppState, useAppState } from "./app-state";
import { bridgeReady, BridgeError, hasBridge, onBridgeEvent, request } from "./bridge/client";
import { BRIDGE_UPDATE_REQUIRED_MESSAGE, NATIVE_ERROR_CODES, type Platform } from "./bridge/constants";
import { storeLinks } from "./editions";

/**
 * SPEC §5 version check: the business API's latest version for this platform (app-version/biz) against the
 * version the shell reports (bridge app.info).
 */

export interface VersionComparison {
  /** Server major or minor ahead: the forced update dialog. */
  force: boolean;
  /** Server major, minor or patch ahead. */
  isUpdate: boolean;
}

/** Exactly `major.minor.patch`, each 1–9 digits; nothing else counts as a version. */
const VERSION = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/;

/** `[major, minor, patch]`, or null for anything that is not exactly `N.N.N` (see compareVersions). */
export function parseVersion(value: unknown): readonly [number, number, number] | null {
  if (typeof value !== "string") return null;
  const m = VERSION.exec(value.trim());
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const NO_UPDATE: VersionComparison = { force: false, isUpdate: false };

/**
 * SPEC §5. Versions compare numerically part by part (1.10.0 is ahead of 1.9.9), in order: a server behind
 * on major is never "ahead on minor" (server 1.5.0 vs installed 2.0.0 is no update).
 *
 * The malformed-version rule: a value that is not exactly three dot-separated numbers — `''`, `'1'`, `'1.2'`,
 * `'1.2.x'`, `'v1.2.3'`, `'1.2.3-beta'`, null, a number — on either side means "no update" and never throws.
 * A broken value from the server or an unusual shell build must never lock drivers out of a safety service;
 * the check is simply skipped (and the caller logs it).
 */
export function compareVersions(server: unknown, installed: unknown): VersionComparison {
  const s = parseVersion(server);
  const i = parseVersion(installed);
  if (!s || !i) return NO_UPDATE;
  const [sMajor, sMinor, sPatch] = s;
  const [iMajor, iMinor, iPatch] = i;
  if (sMajor !== iMajor) return sMajor > iMajor ? { force: true, isUpdate: true } : NO_UPDATE;
  if (sMinor !== iMinor) return sMinor > iMinor ? { force: true, isUpdate: true } : NO_UPDATE;
  return sPatch > iPatch ? { force: false, isUpdate: true } : NO_UPDATE;
}

// ------------------------------------------------------------------------------------------------- check

/** The part of the app-version/biz answer (contract `getAppVersionBiz`) the check reads. */
export interface AppVersionInfo {
  appAosVer: string;
  appIosVer: string;
}

export type VersionCheckResult =
  /** A plain browser: nothing to compare, and no update to ask for (app-only functions offer the store links instead). */
  | { status: "no-bridge" }
  /** The shell does not know app.info: older than the web, so it must be updated. */
  | { status: "outdated-shell"; platform: Platform }
  /** The shell or the API did not answer; logged, no dialog (a background check never blocks a driver). */
  | { status: "failed"; error: unknown }
  | ({ status: "checked"; platform: Platform; version: string; apiVersion: string } & VersionComparison);

export interface VersionCheckDeps {
  /** Defaults to the api-client's `getAppVersionBiz`, imported lazily so the contract stays out of this chunk. */
  fetchAppVersion?: () => Promise<AppVersionInfo>;
}

async function defaultFetchAppVersion(): Promise<AppVersionInfo> {
  const { api } = await import("./api-client");
  return api("getAppVersionBiz");
}

/** Runs the SPEC §5 comparison and records the result in the app state. */
export async function checkAppVersion(deps: VersionCheckDeps = {}): Promise<VersionCheckResult> {
  await bridgeReady();
  if (!hasBridge()) return { status: "no-bridge" };

  let info: { version: string; platform: Platform; statusBarHeight: number };
  try {
    info = await request("app.info");
  } catch (error) {
    if (error instanceof BridgeError && error.code === NATIVE_ERROR_CODES.UNSUPPORTED) {
      const platform = platformFromBridge();
      setAppState({ platform, force: true, isUpdate: true });
      return { status: "outdated-shell", platform };
    }
    console.error("[version-check] app.info failed", error);
    return { status: "failed", error };
  }
  setAppState({ version: info.version, platform: info.platform, statusBarHeight: info.statusBarHeight });

  let latest: AppVersionInfo;
  try {
    latest = await (deps.fetchAppVersion ?? defaultFetchAppVersion)();
  } catch (error) {
    console.error("[version-check] app-version/biz failed", error);
    return { status: "failed", error };
  }
  const apiVersion = info.platform === "iOS" ? latest.appIosVer : latest.appAosVer;
  if (!parseVersion(apiVersion) || !parseVersion(info.version)) {
    console.error(`[version-check] malformed version (server '${String(apiVersion)}', installed '${info.version}'): skipped`);
  }
  const result = compareVersions(apiVersion, info.version);
  setAppState({ apiVersion, ...result });
  return { status: "checked", platform: info.platform, version: info.version, apiVersion, ...result };
}

function platformFromBridge(): Platform {
  return typeof window !== "undefined" && typeof window.AndroidBridge?.postMessage === "function" ? "AOS" : "iOS";
}

// ------------------------------------------------------------------------------------------- update dialog

/** The modal module's `openModal` (shared/modal), injected; only the fields used here. */
export type OpenModal = (modal: {
  type: "alert" | "confirm";
  title?: string;
  message: string;
  yes?: string;
  no?: string;
  handleEvent?: () => void;
  force?: boolean;
}) => void;

export const UPDATE_DIALOGS = {
  /** SPEC §5 forced update: the only way out is the '업데이트' button. */
  force: {
    title: "업데이트 안내",
    message: "안전한 서비스 이용을 위해 앱을 최신 버전으로 업데이트해 주세요.",
    yes: "업데이트",
  },
  /** The shell is too old to know the bridge request (SPEC §8 wording). */
  outdatedShell: {
    title: "업데이트 안내",
    message: BRIDGE_UPDATE_REQUIRED_MESSAGE,
    yes: "업데이트",
  },
  /** A patch release: offered, not forced. */
  optional: {
    title: "새 버전 안내",
    message: "새로운 버전이 출시되었습니다. 지금 업데이트하시겠어요?",
    yes: "업데이트",
    no: "다음에",
  },
} as const;

/**
 * Opens this edition's store page for the platform through the bridge (link.open). A shell too old for
 * link.open gets a plain navigation, which the WebView hands to the store app.
 */
export async function openStore(platform: Platform): Promise<void> {
  const url = storeLinks[platform];
  try {
    await request("link.open", { url });
  } catch (error) {
    if (error instanceof BridgeError && (error.code === "UNAVAILABLE" || error.code === NATIVE_ERROR_CODES.UNSUPPORTED)) {
      window.location.assign(url);
      return;
    }
    console.error("[version-check] store link failed", error);
  }
}

/**
 * The forced update dialog. Its button opens the store; the dialog then comes back, so a user who returns
 * without updating is still asked to.
 */
export function showForcedUpdate(openModal: OpenModal, platform: Platform, dialog: "force" | "outdatedShell" = "force"): void {
  openModal({
    type: "alert",
    ...UPDATE_DIALOGS[dialog],
    force: true,
    handleEvent: () => {
      void openStore(platform).finally(() => showForcedUpdate(openModal, platform, dialog));
    },
  });
}

export interface RunVersionCheckOptions extends VersionCheckDeps {
  openModal: OpenModal;
  /** Offer patch releases in a dismissible dialog too (default: only `isUpdate` in the app state). */
  promptOptional?: boolean;
}

/** checkAppVersion, then the dialog SPEC §5 asks for. */
export async function runVersionCheck(opts: RunVersionCheckOptions): Promise<VersionCheckResult> {
  const alreadyForced = useAppState.getState().force;
  const result = await checkAppVersion(opts);
  if (alreadyForced) return result; // its dialog is up and re-opens itself
  if (result.status === "outdated-shell") showForcedUpdate(opts.openModal, result.platform, "outdatedShell");
  else if (result.status === "checked" && result.force) showForcedUpdate(opts.openModal, result.platform);
  else if (result.status === "checked" && result.isUpdate && opts.promptOptional) {
    const platform = result.platform;
    opts.openModal({ type: "confirm", ...UPDATE_DIALOGS.optional, handleEvent: () => void openStore(platform) });
  }
  return result;
}

/** Re-check when the app returns to the foreground, at most this often (a release may land while it sleeps). */
export const VERSION_RECHECK_INTERVAL_MS = 10 * 60 * 1000;

/** Runs the check now and again on `app.foreground` (throttled). Returns the unsubscribe function. */
export function startVersionCheck(opts: RunVersionCheckOptions): () => void {
  let last = Date.now();
  void runVersionCheck(opts);
  return onBridgeEvent("app.foreground", () => {
    if (Date.now() - last < VERSION_RECHECK_INTERVAL_MS) return;
    last = Date.now();
    void runVersionCheck(opts);
  });
}
