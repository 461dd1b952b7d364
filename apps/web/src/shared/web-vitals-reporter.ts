import type { Metric } from "web-vitals";
import { WEB_VITALS_MAX_SAMPLES, WEB_VITALS_ROUTE_MAX, type WebVitalName } from "@evsafe/contract/constants/web-vitals";
import { apiBase } from "./api-base";
import { storage, STORAGE_KEYS } from "./storage";

/**
 * Real-user vitals (docs/operations.md "Real-user vitals"): LCP, INP, CLS and TTFB of a sampled share of page
 * views, measured with the web-vitals library and sent to `POST metrics/web-vitals` in one batch when the page
 * is hidden (navigator.sendBeacon, else fetch with keepalive), so nothing waits on it.
 *
 * - Loaded when the browser is idle after the page (application/app-shell-effects.tsx), never first-load JS.
 * - Sampled per page view: `NEXT_PUBLIC_WEB_VITALS_SAMPLE_RATE` at build time (0–1, default 0.1).
 * - Never on a device whose member turned 성능 통계 off in the settings (`evsafe.analyticsOptOut`).
 * - A sample is the metric's name, its value and the page's route pattern (`/alerts/[id]`, never the address with
 *   its ids): no id, no token, nothing about the member.
 */

/** Share of page views measured when the build does not say. */
export const DEFAULT_WEB_VITALS_SAMPLE_RATE = 0.1;

export function sampleRate(raw: string | undefined): number {
  const rate = raw === undefined || raw === "" ? NaN : Number(raw);
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_WEB_VITALS_SAMPLE_RATE;
}

export interface VitalSample {
  name: WebVitalName;
  value: number;
  route: string;
}

export const isOptedOut = () => storage.get(STORAGE_KEYS.analyticsOptOut) === "1";

export interface ReporterDeps {
  random?: () => number;
  rate?: number;
  /** Sends one batch; true when it was handed to the browser. */
  send?: (url: string, body: string) => boolean;
  load?: () => Promise<Pick<typeof import("web-vitals"), "onLCP" | "onINP" | "onCLS" | "onTTFB">>;
}

function beacon(url: string, body: string): boolean {
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.(url, blob)) return true;
  void fetch(url, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true, credentials: "omit" }).catch(
    () => {},
  );
  return true;
}

/**
 * Starts measuring this page view, or does nothing (not sampled, opted out, on the server). `route` is Next's
 * `router.pathname` of the page the visit opened on. Returns a stop function (tests).
 */
export async function startWebVitals(route: string, deps: ReporterDeps = {}): Promise<() => void> {
  if (typeof window === "undefined" || isOptedOut()) return () => {};
  const rate = deps.rate ?? sampleRate(process.env.NEXT_PUBLIC_WEB_VITALS_SAMPLE_RATE);
  if ((deps.random ?? Math.random)() >= rate) return () => {};
  const [vitals, base] = await Promise.all([(deps.load ?? (() => import("web-vitals")))(), apiBase()]);
  const url = `${base}/metrics/web-vitals`;
  const send = deps.send ?? beacon;
  const pattern = route.slice(0, WEB_VITALS_ROUTE_MAX);
  let queue: VitalSample[] = [];

  const flush = () => {
    // The member may have turned it off since the page opened.
    if (queue.length === 0 || isOptedOut()) return void (queue = []);
    for (let i = 0; i < queue.length; i += WEB_VITALS_MAX_SAMPLES) {
      send(url, JSON.stringify({ samples: queue.slice(i, i + WEB_VITALS_MAX_SAMPLES) }));
    }
    queue = [];
  };
  const add = (metric: Metric) => {
    if (!Number.isFinite(metric.value) || metric.value < 0) return;
    queue.push({ name: metric.name as WebVitalName, value: metric.value, route: pattern });
    // Reported while the page is being hidden (CLS, INP, a pending LCP): sent in the same turn.
    if (document.visibilityState === "hidden") queueMicrotask(flush);
  };
  vitals.onTTFB(add);
  vitals.onLCP(add);
  vitals.onINP(add);
  vitals.onCLS(add);
  const onHide = () => {
    if (document.visibilityState === "hidden") flush();
  };
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", flush);
  return () => {
    document.removeEventListener("visibilitychange", onHide);
    window.removeEventListener("pagehide", flush);
  };
}
