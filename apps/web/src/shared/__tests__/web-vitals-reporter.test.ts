// @vitest-environment jsdom
import type { Metric } from "web-vitals";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleRate, startWebVitals, type ReporterDeps } from "@/shared/web-vitals-reporter";
import { storage, STORAGE_KEYS } from "@/shared/storage";

type Listener = (m: Metric) => void;
/** web-vitals stand-in: the test reports a metric when it wants. */
function fakeVitals() {
  const listeners: Record<string, Listener> = {};
  const on = (name: string) => (cb: Listener) => void (listeners[name] = cb);
  return {
    load: async () => ({ onLCP: on("LCP"), onINP: on("INP"), onCLS: on("CLS"), onTTFB: on("TTFB") }) as never,
    report: (name: string, value: number) => listeners[name]?.({ name, value } as Metric),
    started: () => Object.keys(listeners).sort(),
  };
}

const hide = () => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
};

let stop: () => void = () => {};
beforeEach(() => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
  storage.remove(STORAGE_KEYS.analyticsOptOut);
});
afterEach(() => stop());

async function start(deps: Partial<ReporterDeps>, route = "/alerts/[id]") {
  const vitals = fakeVitals();
  const sent: { url: string; body: { samples: unknown[] } }[] = [];
  stop = await startWebVitals(route, {
    rate: 1,
    random: () => 0,
    load: vitals.load,
    send: (url, body) => (sent.push({ url, body: JSON.parse(body) }), true),
    ...deps,
  });
  return { vitals, sent };
}

describe("real-user vitals reporter", () => {
  it("measures LCP, INP, CLS and TTFB and sends them in one batch when the page is hidden, with the route pattern only", async () => {
    const { vitals, sent } = await start({});
    expect(vitals.started()).toEqual(["CLS", "INP", "LCP", "TTFB"]);
    vitals.report("TTFB", 120.5);
    vitals.report("LCP", 1800);
    expect(sent).toHaveLength(0); // nothing is sent while the page is in use
    hide();
    vitals.report("CLS", 0.02);
    vitals.report("INP", 96);
    await Promise.resolve();
    const samples = sent.flatMap((s) => s.body.samples);
    expect(sent[0]?.url).toBe("/evsafe/api/metrics/web-vitals");
    expect(samples).toEqual([
      { name: "TTFB", value: 120.5, route: "/alerts/[id]" },
      { name: "LCP", value: 1800, route: "/alerts/[id]" },
      { name: "CLS", value: 0.02, route: "/alerts/[id]" },
      { name: "INP", value: 96, route: "/alerts/[id]" },
    ]);
    for (const s of sent) expect(Object.keys(s.body)).toEqual(["samples"]);
  });

  it("sends at most 10 samples a request", async () => {
    const { vitals, sent } = await start({});
    for (let i = 0; i < 12; i++) vitals.report("CLS", i / 100);
    hide();
    expect(sent.map((s) => s.body.samples.length)).toEqual([10, 2]);
  });

  it("a page view outside the sample loads nothing and sends nothing", async () => {
    const load = vi.fn();
    const { sent } = await start({ rate: 0.1, random: () => 0.1, load });
    hide();
    expect(load).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it("never measures or sends on a device whose member turned 성능 통계 off, even when turned off mid-visit", async () => {
    storage.set(STORAGE_KEYS.analyticsOptOut, "1");
    const load = vi.fn();
    const first = await start({ load });
    hide();
    expect(load).not.toHaveBeenCalled();
    expect(first.sent).toHaveLength(0);

    stop();
    storage.remove(STORAGE_KEYS.analyticsOptOut);
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    const second = await start({});
    second.vitals.report("LCP", 900);
    storage.set(STORAGE_KEYS.analyticsOptOut, "1");
    hide();
    expect(second.sent).toHaveLength(0);
  });

  it("the sample rate: the build's value between 0 and 1, else 10 %", () => {
    expect(sampleRate("1")).toBe(1);
    expect(sampleRate("0")).toBe(0);
    expect(sampleRate("0.25")).toBe(0.25);
    expect(sampleRate(undefined)).toBe(0.1);
    expect(sampleRate("2")).toBe(0.1);
    expect(sampleRate("abc")).toBe(0.1);
  });
});
