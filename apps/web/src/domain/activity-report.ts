/**
 * The work behind `useActivityReport` (auth/use-activity-report.ts), loaded only when a session has something to
 * report: the once-per-session memory, the device type from the bridge and the two calls.
 */
import type { DeviceType } from "@evsafe/contract";

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

/** The api-client, loaded when there is something to report (not with the page). */
const defaultApi = (async (name: "postActivityHistory" | "putDeviceType", opts: Parameters<ActivityApi>[1]) => {
  const { api } = await import("@/shared/api-client");
  return api(name, opts as never);
}) as ActivityApi;

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

/** Reports once for `key` (`sub:signedInAt`); failures are logged and forgotten so the next visit retries. */
export async function reportActivity({
  key,
  token,
  screen,
  getDeviceType = defaultDeviceType,
  api = defaultApi,
}: ActivityReportOptions & { key: string; token: string }): Promise<void> {
  if (wasReported(key)) return;
  markReported(key, true);
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
}

/** Tests only. */
export function resetActivityReports() {
  reported.clear();
}
