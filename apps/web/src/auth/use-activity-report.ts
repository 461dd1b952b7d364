import { useEffect } from "react";
import { useSession } from "./client";
import type { DeviceType } from "@evsafe/contract";
import { api as defaultApi } from "@/shared/api-client";

/** Per-tab marker of the sessions already reported (a key `sub:signedInAt`, never a token). */
export const ACTIVITY_REPORTED_KEY = "evsafe.activityReported";

export interface ActivityApi {
  (name: "postActivityHistory", opts: { body: { screen?: string; deviceType?: DeviceType }; token: string }): Promise<unknown>;
  (name: "putDeviceType", opts: { body: { deviceType: DeviceType }; token: string }): Promise<unknown>;
}

export interface ActivityReportOptions {
  /** The screen reporting (`/home`, `/menu`), sent with the activity. */
  screen?: string;
  /** AOS | iOS from the native shell, N/A in a browser. Default: the bridge's platform once it is ready. */
  getDeviceType?: () => DeviceType | Promise<DeviceType>;
  api?: ActivityApi;
}

const reported = new Set<string>();

/** The shell's platform; the bridge module loads here, after the page (first-load JS, docs/performance.md). */
const defaultDeviceType = async (): Promise<DeviceType> => {
  const { bridgeReady, deviceType } = await import("@/shared/bridge");
  await bridgeReady();
  return deviceType();
};

function wasReported(key: string): boolean {
  if (reported.has(key)) return true;
  try {
    return window.sessionStorage.getItem(ACTIVITY_REPORTED_KEY) === key;
  } catch {
    return false;
  }
}

function markReported(key: string, done: boolean) {
  if (done) reported.add(key);
  else reported.delete(key);
  try {
    if (done) window.sessionStorage.setItem(ACTIVITY_REPORTED_KEY, key);
    else if (window.sessionStorage.getItem(ACTIVITY_REPORTED_KEY) === key) window.sessionStorage.removeItem(ACTIVITY_REPORTED_KEY);
  } catch {
    // storage refused (private mode): the in-memory set still holds for this page
  }
}

/**
 * SPEC §2: on /home and /menu with a session, marks the user active (`POST users/activity-history`) and reports
 * the device type (`PUT users/device-type {AOS|iOS|N/A}`) once per session — keyed by the session's
 * `sub:signedInAt` (when the user signed in; a token refresh keeps it), remembered in memory and in this tab's
 * sessionStorage, so revisits, reloads and token refreshes do not repeat it; the next sign-in reports again.
 * Failures are logged only (a background report never interrupts the user) and retried on the next visit.
 */
export function useActivityReport({ screen, getDeviceType = defaultDeviceType, api = defaultApi as ActivityApi }: ActivityReportOptions = {}) {
  const { data: session, status } = useSession();
  const token = status === "authenticated" && !session?.error ? session?.accessToken : undefined;
  const key = token && session ? `${session.sub}:${session.signedInAt}` : undefined;

  useEffect(() => {
    if (!token || !key || wasReported(key)) return;
    markReported(key, true);
    void (async () => {
      try {
        const type = await getDeviceType();
        await Promise.all([
          api("postActivityHistory", { body: { ...(screen ? { screen } : {}), deviceType: type }, token }),
          api("putDeviceType", { body: { deviceType: type }, token }),
        ]);
      } catch (err) {
        markReported(key, false);
        console.warn("[activity] 활동 기록 전송 실패", err instanceof Error ? err.message : err);
      }
    })();
    // Once per session key; the callbacks are not part of the identity of a report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token]);
}

/** Tests only. */
export function resetActivityReports() {
  reported.clear();
}
