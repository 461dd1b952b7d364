import { useEffect, useState } from "react";
import { formatKstTime } from "@/shared/format-time";
import type { FireWarning } from "@evsafe/contract";
import { api } from "@/shared/api-client";

/**
 * Budget for the landing page's live parts: a visitor keeps the page without them rather than waiting on a slow
 * API (SPEC §7's 150 s timeout is for user actions).
 */
export const LANDING_API_BUDGET_MS = 3_000;

/** What the landing page shows from the business API (read by the browser); each part degrades on its own. */
export type ServiceStatus = { isAvailable: true; checkedAt: string; checkedAtLabel: string } | { isAvailable: false; message: string };

export interface LandingLiveData {
  serviceStatus: ServiceStatus;
  /** The EV fire-safety guide (GET common/fire-warning); null when the API could not give it. */
  fireWarning: FireWarning | null;
}

export const API_UNAVAILABLE_MESSAGE = "지금은 서비스 서버에 연결할 수 없어 일부 정보를 보여 드리지 못했어요. 잠시 후 다시 시도해 주세요.";

/** The live parts of /nonMemberMain: health check and fire-safety guide, in parallel, never throwing. */
export async function loadNonMemberMain(): Promise<LandingLiveData> {
  const timeoutMs = LANDING_API_BUDGET_MS;
  const [health, fire] = await Promise.allSettled([api("healthCheck", { timeoutMs }), api("getFireWarning", { timeoutMs })]);
  return {
    serviceStatus:
      health.status === "fulfilled"
        ? { isAvailable: true, checkedAt: health.value.serverTime, checkedAtLabel: formatKstTime(health.value.serverTime) }
        : { isAvailable: false, message: API_UNAVAILABLE_MESSAGE },
    fireWarning: fire.status === "fulfilled" ? fire.value : null,
  };
}

/**
 * The live parts, read by the browser once the static page is up: null until both calls have settled. The page
 * itself is prerendered (the same HTML for everyone, cacheable; docs/web-shell.md "Prerendered pages").
 * Not through SWR: its error handling sends a 502 to /service-pause, and this page shows a notice instead.
 */
export function useLandingLiveData(): LandingLiveData | null {
  const [live, setLive] = useState<LandingLiveData | null>(null);
  useEffect(() => {
    let active = true;
    void loadNonMemberMain().then((data) => {
      if (active) setLive(data);
    });
    return () => {
      active = false;
    };
  }, []);
  return live;
}

/** Korea has no daylight saving: KST is always UTC+9. */
