import { useEffect, useState } from "react";
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
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * `11월 22일 오후 2:00` in Seoul time. Formatted by hand on the server: ICU builds differ on the Korean
 * day period (some print `PM`), and the browser must hydrate exactly the server's text.
 */
export function formatKstTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + KST_OFFSET_MS);
  const hour = d.getUTCHours();
  const period = hour < 12 ? "오전" : "오후";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minute = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 ${period} ${hour12}:${minute}`;
}
