import type { Cache, SWRConfiguration } from "swr";
import { fetcher } from "@/shared/fetcher";

/** SPEC §9 "data-fetching defaults": error retry 5 s, 10 s on slow connections. */
export const ERROR_RETRY_INTERVAL_MS = 5_000;
export const SLOW_ERROR_RETRY_INTERVAL_MS = 10_000;
/** SPEC §9: deduplication 2 s. */
export const DEDUPING_INTERVAL_MS = 2_000;
/** SPEC §9: focus throttle 5 s (also throttles the shell's app-foreground event). */
export const FOCUS_THROTTLE_INTERVAL_MS = 5_000;
/** SPEC §9: loading-slow timeout 3 s, 5 s on slow connections. */
export const LOADING_TIMEOUT_MS = 3_000;
export const SLOW_LOADING_TIMEOUT_MS = 5_000;
/** At most 3 retries after a failure that is not a 4xx. */
export const MAX_ERROR_RETRIES = 3;
/** Connections counted as slow (Network Information API `effectiveType`). */
export const SLOW_EFFECTIVE_TYPES = ["slow-2g", "2g", "3g"] as const;

/** The part of `navigator.connection` read here (not in every browser: Safari has none). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || (SLOW_EFFECTIVE_TYPES as readonly string[]).includes(connection.effectiveType ?? "");
}

function browserConnection(): ConnectionInfo | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
};

/** No retry on a 4xx (the answer will not change); at most 3 retries otherwise, `errorRetryInterval` apart. */
export const onErrorRetry: NonNullable<SWRConfiguration["onErrorRetry"]> = (error, _key, config, revalidate, opts) => {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return;
  if (opts.retryCount > MAX_ERROR_RETRIES) return;
  setTimeout(() => void revalidate(opts), config.errorRetryInterval);
};

/**
 * Revalidate-on-focus sources: the tab becoming visible or focused (SWR's own), and the native shell's
 * `app.foreground` bridge event (a WebView brought back from the background does not always fire
 * visibilitychange). SWR applies revalidateOnFocus and the 5 s focus throttle to all of them.
 */
export const initFocus = (callback: () => void): (() => void) => {
  if (typeof window === "undefined") return () => {};
  const onVisibility = () => callback();
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("focus", onVisibility);
  // The bridge (zod/mini) loads after the page, never as first-load JS.
  let offForeground: (() => void) | undefined;
  let stopped = false;
  void import("@/shared/bridge").then(({ onBridgeEvent }) => {
    if (!stopped) offForeground = onBridgeEvent("app.foreground", () => callback());
  });
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("focus", onVisibility);
    offForeground?.();
  };
};

/**
 * Background failures stay quiet (STYLE habit 4: screens show their own inline state from `error`), except the
 * ones that change where the user may be: 401 (signed out), 403 and the expired service (dialog), 502 (pause page).
 */
export const onError: NonNullable<SWRConfiguration["onError"]> = (error) => {
  // The policy loads with the first failure (it is not first-load JS).
  void import("@/shared/error-policy").then(({ actsInBackground, handleError }) => {
    if (actsInBackground(error)) handleError(error);
  });
};

export interface SwrConfigOptions {
  connection?: ConnectionInfo;
}

/**
 * The app's SWR configuration (SPEC §9). `provider` gives the app its own cache so `initFocus` applies:
 * use `useSWRConfig().mutate` (not the global `mutate` exported by `swr`) to revalidate or update entries.
 */
export function createSwrConfig({ connection = browserConnection() }: SwrConfigOptions = {}): SWRConfiguration & {
  provider: (cache: Readonly<Cache>) => Cache;
  initFocus: typeof initFocus;
} {
  const slow = isSlowConnection(connection);
  return {
    fetcher,
    errorRetryInterval: slow ? SLOW_ERROR_RETRY_INTERVAL_MS : ERROR_RETRY_INTERVAL_MS,
    errorRetryCount: MAX_ERROR_RETRIES,
    dedupingInterval: DEDUPING_INTERVAL_MS,
    focusThrottleInterval: FOCUS_THROTTLE_INTERVAL_MS,
    loadingTimeout: slow ? SLOW_LOADING_TIMEOUT_MS : LOADING_TIMEOUT_MS,
    revalidateOnFocus: true,
    onErrorRetry,
    onError,
    provider: () => new Map(),
    initFocus,
  };
}

/** `<SWRConfig value={swrConfig}>` in `_app`. Read once when the app loads. */
export const swrConfig = createSwrConfig();
