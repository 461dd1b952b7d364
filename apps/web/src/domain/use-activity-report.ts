import { useEffect } from "react";
import type { ActivityReportOptions } from "./activity-report";
import { whenIdle } from "@/shared/idle";
import { useSession } from "../auth/client/client";

export type { ActivityApi, ActivityReportOptions } from "./activity-report";

/** Upper bound of the wait for an idle moment; without requestIdleCallback (Safari) the wait is `ACTIVITY_FALLBACK_DELAY_MS`. */
export const ACTIVITY_IDLE_TIMEOUT_MS = 3_000;
export const ACTIVITY_FALLBACK_DELAY_MS = 500;

/**
 * SPEC §2: on /home and /menu with a session, marks the user active (`POST users/activity-history`) and reports
 * the device type (`PUT users/device-type {AOS|iOS|N/A}`) once per session — keyed by the session's
 * `sub:signedInAt` (when the user signed in; a token refresh keeps it), remembered in memory and in this tab's
 * sessionStorage, so revisits, reloads and token refreshes do not repeat it; the next sign-in reports again.
 * Failures are logged only (a background report never interrupts the user) and retried on the next visit.
 * It waits for the browser to be idle (at most `ACTIVITY_IDLE_TIMEOUT_MS`): the report's code, the bridge and the
 * api-client's schemas then load after the page has hydrated, not in competition with it (docs/performance.md).
 */
export function useActivityReport({ screen, getDeviceType, api }: ActivityReportOptions = {}) {
  const { data: session, status } = useSession();
  const token = status === "authenticated" && !session?.error ? session?.accessToken : undefined;
  const key = token && session ? `${session.sub}:${session.signedInAt}` : undefined;

  useEffect(() => {
    if (!token || !key) return;
    // The reporting code (and through it the bridge and the api-client) loads here, not with the page.
    const run = () =>
      void import("./activity-report").then(({ reportActivity }) => reportActivity({ key, token, screen, getDeviceType, api }));
    // Not cancelled when the page unmounts: visiting /home or /menu is what counts, however short the visit
    // (reportActivity itself keeps it to once per session).
    whenIdle(run, { timeout: ACTIVITY_IDLE_TIMEOUT_MS, fallbackDelay: ACTIVITY_FALLBACK_DELAY_MS });
    // Once per session key; the callbacks are not part of the identity of a report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token]);
}
