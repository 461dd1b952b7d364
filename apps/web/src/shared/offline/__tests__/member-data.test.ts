// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainInfo } from "@/testing/factories";
import { resetStorageMemory, STORAGE_KEYS } from "@/shared/storage";
import { parseSnapshot, snapshotOf } from "../battery-snapshot";
import { PRECACHE, STATIC_CACHE } from "../caches";
import { clearOfflineMemberData, readLastBatteryState, saveLastBatteryState } from "../member-data";

const NOW = Date.parse("2026-11-28T09:00:00+09:00");

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
});
afterEach(() => vi.unstubAllGlobals());

describe("the last known battery state", () => {
  it("keeps main/info's score, grade, level, figures and metrics with their levels, the day measured and when fetched", () => {
    const info = mainInfo();
    saveLastBatteryState(info, NOW);
    const stored = readLastBatteryState();
    expect(stored).toEqual({
      fetchedAt: NOW,
      measuredDay: info.latestDay,
      score: info.safetyScore,
      grade: info.grade,
      gradeName: info.gradeName,
      severity: info.severity,
      level: info.level,
      soc: info.soc,
      soh: info.soh,
      rangeKm: info.rangeKm,
      metrics: info.metrics.map(({ key, name, value, unit, severity, level, statusName }) => ({
        key,
        name,
        value,
        unit,
        severity,
        level,
        statusName,
      })),
    });
    expect(stored!.metrics.length).toBeGreaterThan(0);
  });

  it("keeps nothing of the account but figures: no name, plate or vehicle", () => {
    saveLastBatteryState(mainInfo(), NOW);
    const raw = localStorage.getItem(STORAGE_KEYS.lastBatteryState)!;
    const info = mainInfo();
    expect(raw).not.toContain(info.userName);
    if (info.vehicle) expect(raw).not.toContain(info.vehicle.carNo);
    expect(Object.keys(JSON.parse(raw) as object)).not.toContain("vehicle");
  });

  it("keeps nothing for a member without a score or metrics yet", () => {
    saveLastBatteryState(mainInfo({ safetyScore: null, metrics: [] }), NOW);
    expect(readLastBatteryState()).toBeNull();
  });

  it("reads a stored value that is not a snapshot as none", () => {
    localStorage.setItem(STORAGE_KEYS.lastBatteryState, "{not json");
    expect(readLastBatteryState()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.lastBatteryState, JSON.stringify({ ...snapshotOf(mainInfo(), NOW), score: "98" }));
    expect(readLastBatteryState()).toBeNull();
    const badMetric = { ...snapshotOf(mainInfo(), NOW), metrics: [{ key: "x", name: "x", value: 1, unit: "", severity: "09" }] };
    expect(parseSnapshot(JSON.stringify(badMetric))).toBeNull();
  });
});

describe("clearOfflineMemberData (sign-out)", () => {
  it("deletes the stored state and every cache but the worker's shared precache and build files", async () => {
    saveLastBatteryState(mainInfo(), NOW);
    const names = [PRECACHE, STATIC_CACHE, "evsafe-pages", "serwist-precache-v2-http://127.0.0.1/", "api-reads"];
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      keys: async () => names,
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await clearOfflineMemberData();
    expect(readLastBatteryState()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastBatteryState)).toBeNull();
    expect(deleted.sort()).toEqual(["api-reads", "evsafe-pages", "serwist-precache-v2-http://127.0.0.1/"]);
  });

  it("never throws: a browser without Cache Storage, or one that refuses it", async () => {
    saveLastBatteryState(mainInfo(), NOW);
    vi.stubGlobal("caches", {
      keys: async () => {
        throw new Error("SecurityError");
      },
    });
    await expect(clearOfflineMemberData()).resolves.toBeUndefined();
    expect(readLastBatteryState()).toBeNull();
  });
});
